/**
 * CSV out, shared by every export (file converter, bulk results, click export, schedules, name lists): RFC 4180
 * quoting, and cells defused so a spreadsheet never runs them as formulas. Every CSV the site writes goes through
 * csvCell. Reading CSV is lib/engines/csv/read.ts.
 */

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
