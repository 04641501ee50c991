/**
 * CSV in and out, shared by every import and export (bulk conversion, bulk shortening, click export): RFC 4180
 * quoting, delimiter detection for pasted spreadsheets, and cells defused so a spreadsheet never runs them as formulas.
 * Every CSV the site writes goes through csvCell (file converter, exports, click analytics).
 */

const DELIMITERS = [",", ";", "\t"] as const;

/** Longest line an import reads: room for many columns of long URLs, yet a bound on the cells of one line. */
export const CSV_MAX_LINE_LENGTH = 10_000;

/** The refusal for the first over-long line of an import (1-based line numbers), or null when every line fits. */
export function overlongLine(lines: readonly { line: number; text: string }[]): string | null {
  const long = lines.find((l) => l.text.length > CSV_MAX_LINE_LENGTH);
  return long ? `Line ${long.line} is too long: up to ${CSV_MAX_LINE_LENGTH.toLocaleString("en-US")} characters per line.` : null;
}
const WHITESPACE = /\s/;
const NOT_WHITESPACE = /\S/;

/**
 * Splits one CSV line into trimmed cells (RFC 4180 quoting: "a, b" and "" for a quote; a quote opens a quoted part only
 * where the cell holds nothing but spaces so far, elsewhere it is text). Linear in the line's length: runs are copied
 * as slices, never a character at a time (a line of 250,000 quotes once took over a minute).
 */
export function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let blank = true;
  let i = 0;
  for (;;) {
    // Spaces at the start of the cell, or after a quoted part that held only spaces: a quote after them opens a part.
    let k = i;
    if (blank) while (k < line.length && line[k] !== delimiter && WHITESPACE.test(line[k] ?? "")) k++;
    if (blank && line[k] === '"') {
      cell = "";
      let j = k + 1;
      for (;;) {
        const close = line.indexOf('"', j);
        if (close < 0) {
          // Never closed: the rest of the line is the cell's.
          cell += line.slice(j);
          j = line.length;
          break;
        }
        cell += line.slice(j, close);
        if (line[close + 1] !== '"') {
          j = close + 1;
          break;
        }
        cell += '"';
        j = close + 2;
      }
      blank = !NOT_WHITESPACE.test(cell);
      i = j;
      if (i >= line.length) break;
      continue;
    }
    // Up to the delimiter, the cell is plain text.
    const found = line.indexOf(delimiter, k);
    const end = found < 0 ? line.length : found;
    const text = line.slice(i, end);
    cell += text;
    if (blank && NOT_WHITESPACE.test(text)) blank = false;
    if (found < 0) break;
    cells.push(cell);
    cell = "";
    blank = true;
    i = end + 1;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/** The delimiter used most outside quotes in `line` (comma when none). */
export function detectDelimiter(line: string): string {
  let best: string = ",";
  let bestCount = 0;
  for (const d of DELIMITERS) {
    const count = splitCsvLine(line, d).length - 1;
    if (count > bestCount) {
      best = d;
      bestCount = count;
    }
  }
  return best;
}

/** What a spreadsheet runs as a formula (OWASP CSV injection): a cell starting with = + - @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number ("-5", "-0.25", "-1e3"): a spreadsheet reads it as a number and never runs it. */
const PLAIN_NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A cell's text made safe to open in a spreadsheet: a leading ' before a cell that would run as a formula, so it shows
 * as the text it is. Negative numbers stay numbers; a leading + is defused even before digits (a phone number such as
 * +15551234567 stays text, its + kept).
 */
export function defuseCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Whether defuseCell changes `text`. */
export function needsDefusing(text: string): boolean {
  return defuseCell(text) !== text;
}

/**
 * A CSV cell (RFC 4180): defused against formulas, then quoted when it holds the delimiter, a quote, a line break or
 * spaces at either end (quotes doubled).
 */
export function csvCell(value: string | number | null, delimiter = ","): string {
  if (value === null) return "";
  const text = defuseCell(String(value));
  return /["\r\n]/.test(text) || text.includes(delimiter) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of cells (no line end). */
export function csvLine(cells: readonly (string | number | null)[], delimiter = ","): string {
  return cells.map((cell) => csvCell(cell, delimiter)).join(delimiter);
}

/** Rows as a CSV file for spreadsheets: UTF-8 with a byte-order mark (so ² and accents show), CRLF line ends. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${rows.map((cells) => csvLine(cells)).join("\r\n")}\r\n`;
}
