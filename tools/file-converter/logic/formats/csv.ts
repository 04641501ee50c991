import { csvCell, needsDefusing } from "@/lib/engines/csv/write";
import { readCsvRecords } from "@/lib/engines/csv/read";
import { flattenRow, unflattenRow, unionHeader } from "../flatten";
import { childPath, ConvertError, describeValue, isNum, isObj, num, type Note, type Value } from "../value";

export type Delimiter = "," | ";" | "\t" | "|";

export interface CsvReadOptions {
  /** null: detect it from the first lines. */
  delimiter: Delimiter | null;
  header: boolean;
  /** Read 42, 4.5, true and false as numbers and booleans (else every cell is text). */
  types: boolean;
}

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/**
 * A CSV cell (or XML text) as a value. With types on: plain decimals become numbers, `true`/`false` booleans; text
 * stays text when a number would change it — leading zeros (`007`, ZIP codes), or more than 15 digits (card and
 * account numbers, which a spreadsheet would round).
 */
/** Digits before the exponent of a number's text ("-1.25e3" → 3). */
function significandDigits(cell: string): number {
  const e = cell.search(/[eE]/);
  return (e < 0 ? cell : cell.slice(0, e)).replace(/[-.]/g, "").length;
}

export function typedCell(cell: string, types: boolean): Value {
  if (!types) return cell;
  if (cell === "true") return true;
  if (cell === "false") return false;
  if (NUMBER.test(cell) && significandDigits(cell) <= 15) return num(cell);
  return cell;
}

/**
 * CSV/TSV in (RFC 4180, lib/engines/csv/read.ts): quoted cells with delimiters, "" for a quote, line breaks inside quotes
 * and CRLF or LF lines. With a header row each row becomes an object whose dotted columns are nested back (`a.b`,
 * `a.0`); an empty cell means the row has no such key. Without one, each row is a list of cells.
 */
export function readCsv(text: string, options: CsvReadOptions, notes: Note[]): Value {
  const result = readCsvRecords(text, { delimiter: options.delimiter });
  if (!result.ok) throw new ConvertError(`Not valid CSV. ${result.error}`, result.line, 1);
  const rows = result.records.map((r) => r.cells);
  if (rows.length === 0) return [];
  if (!options.header) return rows.map((cells) => cells.map((c) => typedCell(c, options.types)));
  const header = rows[0]!.map((name, i) => name || `column ${i + 1}`);
  const seen = new Map<string, number>();
  header.forEach((name, i) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    if (n > 1) {
      header[i] = `${name}_${n}`;
      notes.push({ message: `The column name "${name}" repeats (column ${i + 1}); that column is read as "${header[i]}".` });
    }
  });
  return rows.slice(1).map((cells, r) => {
    if (cells.length > header.length) {
      notes.push({ path: `row ${r + 2}`, message: `Row ${r + 2} has ${cells.length} cells and the header ${header.length}; the extra cells are kept as "column ${header.length + 1}" and on.` });
      for (let i = header.length; i < cells.length; i++) header.push(`column ${i + 1}`);
    }
    const flat = new Map<string, Value>();
    cells.forEach((cell, i) => {
      if (cell !== "") flat.set(header[i]!, typedCell(cell, options.types));
    });
    return unflattenRow(flat, `$[${r}]`, notes);
  });
}

export interface CsvWriteOptions {
  delimiter: Delimiter;
  header: boolean;
  lineEnding: "crlf" | "lf";
}

/** The rows of a value, as CSV sees it: a list of records, or one record; anything else is refused. */
export function tableRows(value: Value): Value[] | null {
  if (Array.isArray(value)) return value;
  if (isObj(value)) {
    // {"users": [...]}: the one list inside is the table.
    const only = value.size === 1 ? [...value.values()][0]! : null;
    if (Array.isArray(only) && only.length > 0 && only.every((r) => isObj(r))) return only;
    return [value];
  }
  return null;
}

/**
 * CSV/TSV out (RFC 4180): the header is the union of every row's columns in first-seen order (not the first row's),
 * nested values are flattened to dotted columns, and a cell is quoted when it holds the delimiter, a quote, a line
 * break or outer spaces — quotes doubled, line breaks kept. Null has no CSV form: an empty cell, with a note. Text that
 * a spreadsheet would run as a formula gets a leading ' (lib/engines/csv/write.ts), with a note; numbers are written as they are.
 */
export function writeCsv(value: Value, options: CsvWriteOptions, notes: Note[]): string {
  const rows = tableRows(value);
  if (!rows) throw new ConvertError(`CSV needs rows: a list of records (objects), and this data is ${describeValue(value)}.`);
  const wrapped = !Array.isArray(value) && rows !== null && rows.length > 0 && isObj(value) && [...value.values()][0] === rows;
  if (wrapped) notes.push({ message: `The rows are the list under "${[...(value).keys()][0]}"; that key itself is not in the CSV.` });
  const prefix = wrapped ? childPath("$", [...(value).keys()][0]!) : Array.isArray(value) ? "$" : "$";
  const flat = rows.map((row, i) => flattenRow(row, Array.isArray(value) || wrapped ? childPath(prefix, i) : "$", notes));
  const header = unionHeader(flat);
  const eol = options.lineEnding === "crlf" ? "\r\n" : "\n";
  const d = options.delimiter;
  let nulls = 0;
  let defused = 0;
  const cell = (v: Value | undefined, path: string): string => {
    let text: string;
    if (v === undefined) text = "";
    else if (v === null) {
      if (nulls++ < 3) notes.push({ path, message: "CSV has no null; it is written as an empty cell." });
      text = "";
    } else if (typeof v === "string") text = v;
    else if (typeof v === "boolean") text = String(v);
    else if (isNum(v)) text = v.num;
    else text = ""; // flattenRow leaves no containers.
    if (needsDefusing(text) && defused++ < 3) {
      notes.push({ path, message: `${JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)} starts like a spreadsheet formula; it is written with a leading ' so a spreadsheet shows it as text instead of running it.` });
    }
    return csvCell(text, d);
  };
  const lines = flat.map((row, i) => header.map((h) => cell(row.get(h), childPath(childPath(prefix, i), h))).join(d));
  if (nulls > 3) notes.push({ message: `${nulls - 3} more nulls are written as empty cells.` });
  if (defused > 3) notes.push({ message: `${defused - 3} more cells that start like formulas are written with a leading '.` });
  if (options.header) lines.unshift(header.map((h) => cell(h, "$")).join(d));
  return lines.length ? lines.join(eol) + eol : "";
}
