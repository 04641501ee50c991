/**
 * CSV in and out, shared by every import and export (bulk conversion, bulk shortening, click export): RFC 4180
 * quoting, delimiter detection for pasted spreadsheets, and cells defused so a spreadsheet never runs them as formulas.
 */

const DELIMITERS = [",", ";", "\t"] as const;

/** Splits one CSV line into trimmed cells (RFC 4180 quoting: "a, b" and "" for a quote). */
export function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = "";
    } else {
      cell += ch;
    }
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

/** A CSV cell: quoted when needed; a leading = + - @ is neutralised so spreadsheets never run it as a formula. */
export function csvCell(value: string | null): string {
  if (value === null) return "";
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV file for spreadsheets: UTF-8 with a byte-order mark (so ² and accents show), CRLF line ends. */
export function toCsv(rows: readonly (readonly (string | null)[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
