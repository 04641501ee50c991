import { toCsv } from "@/lib/engines/csv/write";
import { overlongLine, readCsvRecords, type CsvRecord } from "@/lib/engines/csv/read";
import { plural } from "@/lib/engines/text/plural";
import { mapInSlices } from "@/lib/platform/forms/slices";
import { convertExact, formatArea, parseAreaValue, type ConvertibleUnit, type ParsedArea } from "@/tools/area-converter/logic/area";
import type { Ratio } from "@/lib/engines/units/decimal";

/**
 * Bulk conversion (Premium): many values — one per line, or one column of a CSV — converted to one unit or to all
 * units, as a table and as CSV. Good lines convert; bad lines are reported with their line numbers. Pure: the server
 * action and the REST API both call it after their entitlement checks.
 */

export const BULK_MAX_VALUES = 1000;
export const BULK_MAX_CHARS = 100_000;

export interface BulkOptions {
  /** CSV column holding the values: a 1-based number, or a header name when `hasHeader`. Empty = one value per line. */
  column?: string | null;
  /** The first non-empty line is a header, not a value. */
  hasHeader?: boolean;
}

export interface BulkValue {
  line: number;
  text: string;
  value: Ratio;
}

export interface BulkLineError {
  line: number;
  text: string;
  error: string;
}

export type BulkRead = { ok: true; values: BulkValue[]; errors: BulkLineError[] } | { ok: false; error: string };

export interface BulkRow {
  line: number;
  value: string;
  results: string[];
}

export interface BulkTable {
  from: { id: string; symbol: string; name: string };
  targets: { id: string; symbol: string; name: string }[];
  rows: BulkRow[];
  errors: BulkLineError[];
}


interface BulkCell {
  line: number;
  text: string;
}

type BulkCells = { ok: true; cells: BulkCell[]; errors: BulkLineError[] } | { ok: false; error: string };

/** The cell to read on each line (linear in the text's length); lines without that column are errors already. */
function readBulkCells(input: string, options: BulkOptions): BulkCells {
  if (input.length > BULK_MAX_CHARS) {
    return { ok: false, error: `The list is too long: up to ${BULK_MAX_CHARS.toLocaleString("en-US")} characters at a time.` };
  }
  const lines = input.split(/\r\n|\n|\r/).map((text, i) => ({ line: i + 1, text }));
  const filled = lines.filter((l) => l.text.trim() !== "");
  if (filled.length === 0) return { ok: false, error: "Please enter at least one value, one per line." };
  const overlong = overlongLine(filled);
  if (overlong) return { ok: false, error: overlong };

  const columnText = options.column?.trim() ?? "";
  if (columnText === "") {
    if (options.hasHeader) filled.shift();
    if (filled.length > BULK_MAX_VALUES) return tooManyValues(filled.length);
    return { ok: true, cells: filled.map(({ line, text }) => ({ line, text: text.trim() })), errors: [] };
  }

  // One column of a CSV: a record may span lines (a quoted cell with a line break), so rows are the CSV's records.
  const csv = readCsvRecords(input, { lenient: true });
  if (!csv.ok) return { ok: false, error: csv.error };
  const records: CsvRecord[] = csv.records;
  const header = options.hasHeader ? records.shift() : undefined;
  let columnIndex = 0;
  if (/^\d+$/.test(columnText)) {
    columnIndex = Number(columnText) - 1;
    if (columnIndex < 0) return { ok: false, error: "Column numbers start at 1." };
  } else if (header) {
    columnIndex = header.cells.map((n) => n.toLowerCase()).indexOf(columnText.toLowerCase());
    if (columnIndex < 0) return { ok: false, error: `No column named “${columnText}” in the header line.` };
  } else {
    return { ok: false, error: "Enter the column's number, or tick “First line is a header” to use its name." };
  }
  if (records.length > BULK_MAX_VALUES) return tooManyValues(records.length);

  const cells: BulkCell[] = [];
  const errors: BulkLineError[] = [];
  for (const { line, cells: row } of records) {
    const cell = row[columnIndex];
    if (cell === undefined) errors.push({ line, text: lines[line - 1]?.text.trim() ?? "", error: `No column ${columnIndex + 1} on this line` });
    else cells.push({ line, text: cell });
  }
  return { ok: true, cells, errors };
}

function tooManyValues(count: number): BulkCells {
  return { ok: false, error: `Bulk conversion takes up to ${plural(BULK_MAX_VALUES, "value")} at a time; this list has ${count.toLocaleString("en-US")}.` };
}

function collect(cells: BulkCell[], columnErrors: BulkLineError[], parsed: ParsedArea[]): BulkRead {
  const values: BulkValue[] = [];
  const errors = [...columnErrors];
  parsed.forEach((p, i) => {
    const cell = cells[i];
    if (!cell) return; // parsed holds one entry per cell
    const { line, text } = cell;
    if (p.ok) values.push({ line, text: p.text, value: p.value });
    else errors.push({ line, text, error: p.error });
  });
  return { ok: true, values, errors: errors.sort((a, b) => a.line - b.line) };
}

/** Reads the values of a bulk input. Blank lines are skipped; line numbers are those of the text as pasted. */
export function readBulkValues(input: string, options: BulkOptions = {}): BulkRead {
  const read = readBulkCells(input, options);
  return read.ok ? collect(read.cells, read.errors, read.cells.map((c) => parseAreaValue(c.text))) : read;
}

/** readBulkValues for the server: the numbers are parsed in slices that leave the event loop free in between. */
export async function readBulkValuesInSlices(input: string, options: BulkOptions = {}): Promise<BulkRead> {
  const read = readBulkCells(input, options);
  return read.ok ? collect(read.cells, read.errors, await mapInSlices(read.cells, (c) => parseAreaValue(c.text))) : read;
}

function ref(u: ConvertibleUnit) {
  return { id: u.id, symbol: u.symbol, name: u.name };
}

/** Converts the values to each target unit (exact, formatted like the converter). */
export function convertBulk(values: BulkValue[], errors: BulkLineError[], from: ConvertibleUnit, targets: ConvertibleUnit[]): BulkTable {
  return { from: ref(from), targets: targets.map(ref), rows: values.map((v) => convertRow(v, from, targets)), errors };
}

/**
 * convertBulk for the server, in slices that leave the event loop free in between: 1,000 extreme values to every unit
 * are tens of thousands of exact conversions (over a second of CPU), which must not stall other requests.
 */
export async function convertBulkInSlices(values: BulkValue[], errors: BulkLineError[], from: ConvertibleUnit, targets: ConvertibleUnit[]): Promise<BulkTable> {
  return { from: ref(from), targets: targets.map(ref), rows: await mapInSlices(values, (v) => convertRow(v, from, targets)), errors };
}

function convertRow(v: BulkValue, from: ConvertibleUnit, targets: ConvertibleUnit[]): BulkRow {
  return { line: v.line, value: v.text, results: targets.map((t) => formatArea(convertExact(v.value, from, t))) };
}

/**
 * The table as CSV (UTF-8 with a byte-order mark so spreadsheets show ² correctly): line number, value, one column per
 * target unit. Bad lines are left out; they are listed beside the table.
 */
export function bulkCsv(table: BulkTable): string {
  const header = ["Line", `Value (${table.from.symbol})`, ...table.targets.map((t) => `${t.name} (${t.symbol})`)];
  const lines = [header, ...table.rows.map((r) => [String(r.line), r.value, ...r.results])];
  return toCsv(lines);
}
