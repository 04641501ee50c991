import { detectFormat } from "./detect";
import { flattenRow, unionHeader } from "./flatten";
import { FORMATS, MAX_INPUT_CHARS, type ConvertOptions, type FormatId } from "./formats";

export { DEFAULT_OPTIONS, type ConvertOptions } from "./formats";
import { readCsv, tableRows, writeCsv } from "./formats/csv";
import { readJson, readJsonl, writeJson, writeJsonl } from "./formats/json";
import { readToml, writeToml } from "./formats/toml";
import { readXml, writeXml } from "./formats/xml";
import { readYaml, writeYaml } from "./formats/yaml";
import { ConvertError, firstDifference, isNum, type Note, type Value } from "./value";
import { trimEndOf } from "@/lib/engines/text/trim";

export interface ConvertRequest {
  text: string;
  /** null: detect it. */
  from: FormatId | null;
  to: FormatId;
  options: ConvertOptions;
}

export interface Table {
  columns: string[];
  rows: string[][];
  /** Rows in the data (the preview shows at most PREVIEW_ROWS). */
  total: number;
}

export type RoundTrip = { identical: true } | { identical: false; difference: string };

export type ConvertResult =
  | { state: "empty" }
  | { state: "error"; from: FormatId; message: string; line: number; column: number; stage: "read" | "write" }
  | { state: "ok"; from: FormatId; to: FormatId; detected: boolean; output: string; notes: Note[]; table: Table | null; roundTrip: RoundTrip };

export const PREVIEW_ROWS = 100;
export const PREVIEW_COLUMNS = 30;
/** Notes listed at most (one per place; the rest are counted). */
export const MAX_NOTES = 50;

/** Reads a text in a format into a Value. */
export function read(format: FormatId, text: string, options: ConvertOptions, notes: Note[]): Value {
  const body = text.replace(/^\uFEFF/, "");
  switch (format) {
    case "json":
      return readJson(body, notes);
    case "jsonl":
      return readJsonl(body, notes);
    case "yaml":
      return readYaml(body, notes);
    case "toml":
      return readToml(body, notes);
    case "csv":
      return readCsv(body, { delimiter: options.delimiter === "auto" ? null : options.delimiter, header: options.header, types: options.types }, notes);
    case "tsv":
      return readCsv(body, { delimiter: "\t", header: options.header, types: options.types }, notes);
    case "xml":
      return readXml(body, options.types, notes);
  }
}

/** Writes a Value in a format; what the format cannot hold is a note, or a ConvertError when it would be lost. */
export function write(format: FormatId, value: Value, options: ConvertOptions, notes: Note[]): string {
  const indent = options.indent === "minify" ? "2" : options.indent;
  switch (format) {
    case "json":
      return writeJson(value, options.indent) + (options.indent === "minify" ? "" : "\n");
    case "jsonl":
      return writeJsonl(value, notes);
    case "yaml":
      return writeYaml(value, indent === "tab" ? "2" : indent);
    case "toml":
      return writeToml(value, notes);
    case "csv":
      return writeCsv(value, { delimiter: options.delimiter === "auto" ? "," : options.delimiter, header: options.header, lineEnding: options.lineEnding }, notes);
    case "tsv":
      return writeCsv(value, { delimiter: "\t", header: options.header, lineEnding: options.lineEnding }, notes);
    case "xml":
      return writeXml(value, { root: options.xmlRoot, item: options.xmlItem, indent }, notes);
  }
}

/** The data as a table for the preview, when it is a list of records (or one record); nested values flattened. */
export function previewTable(value: Value): Table | null {
  const rows = tableRows(value);
  if (!rows || rows.length === 0) return null;
  const sample = rows.slice(0, PREVIEW_ROWS).map((row) => flattenRow(row, "$", []));
  const columns = unionHeader(sample).slice(0, PREVIEW_COLUMNS);
  const show = (v: Value | undefined) => (v === undefined ? "" : v === null ? "null" : typeof v === "string" ? v : typeof v === "boolean" ? String(v) : isNum(v) ? v.num : "");
  return { columns, rows: sample.map((row) => columns.map((c) => show(row.get(c)))), total: rows.length };
}

function dedupe(notes: Note[]): Note[] {
  const seen = new Set<string>();
  const out: Note[] = [];
  let more = 0;
  for (const n of notes) {
    const key = `${n.path ?? ""}|${n.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (out.length < MAX_NOTES) out.push(n);
    else more++;
  }
  if (more) out.push({ message: `And ${more.toLocaleString("en-US")} more notes like these.` });
  return out;
}

/**
 * One conversion: bound the input, detect or take the source format, read, write, then read the output back and
 * compare it with what was read ("converts back identically"). Never throws: every problem is a result.
 */
export function convert(request: ConvertRequest): ConvertResult {
  const { text, to, options } = request;
  if (text.trim() === "") return { state: "empty" };
  const from = request.from ?? detectFormat(text);
  if (text.length > MAX_INPUT_CHARS) {
    return { state: "error", from, stage: "read", line: 0, column: 0, message: `This is ${text.length.toLocaleString("en-US")} characters; the converter reads up to ${MAX_INPUT_CHARS.toLocaleString("en-US")} (about 2 MB).` };
  }
  const notes: Note[] = [];
  let value: Value;
  try {
    value = read(from, text, options, notes);
  } catch (e) {
    if (e instanceof ConvertError) return { state: "error", from, stage: "read", message: e.message, line: e.line, column: e.column };
    return { state: "error", from, stage: "read", message: `The ${FORMATS[from].name} could not be read: ${e instanceof Error ? e.message : String(e)}`, line: 0, column: 0 };
  }
  let output: string;
  try {
    output = write(to, value, options, notes);
  } catch (e) {
    const message = e instanceof ConvertError ? e.message : `The ${FORMATS[to].name} could not be written: ${e instanceof Error ? e.message : String(e)}`;
    return { state: "error", from, stage: "write", message, line: 0, column: 0 };
  }
  let roundTrip: RoundTrip;
  try {
    const back = read(to, output, options, []);
    const difference = firstDifference(value, back);
    roundTrip = difference === null ? { identical: true } : { identical: false, difference };
  } catch (e) {
    // The page ends the difference with its own full stop.
    const reason = trimEndOf(e instanceof Error ? e.message : String(e), ".");
    roundTrip = { identical: false, difference: `the ${FORMATS[to].name} output could not be read back: ${reason}` };
  }
  return { state: "ok", from, to, detected: request.from === null, output, notes: dedupe(notes), table: previewTable(value), roundTrip };
}
