import Papa from "papaparse";
import { LineIndex } from "@/lib/engines/text/line-index";

/**
 * CSV in, for every import (file converter, bulk shortening, bulk area conversion): RFC 4180 through Papa Parse, so a
 * quoted cell may hold the delimiter, "" for a quote and line breaks, and each record keeps the line it starts on for
 * messages. Writing CSV is lib/engines/csv/write.ts (kept apart so pages that only export do not load the reader).
 */

/** Longest line an import reads: room for many columns of long URLs, yet a bound on the cells of one line. */
export const CSV_MAX_LINE_LENGTH = 10_000;

/** The refusal for the first over-long line of an import (1-based line numbers), or null when every line fits. */
export function overlongLine(lines: readonly { line: number; text: string }[]): string | null {
  const long = lines.find((l) => l.text.length > CSV_MAX_LINE_LENGTH);
  return long ? overlongMessage(long.line) : null;
}

const overlongMessage = (line: number) => `Line ${line} is too long: up to ${CSV_MAX_LINE_LENGTH.toLocaleString("en-US")} characters per line.`;

/** overlongLine of a whole text (any line end), without splitting it: linear, and no array of a million lines. */
export function overlongLineOf(text: string): string | null {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = text.charCodeAt(i);
    if (i < text.length && c !== 10 && c !== 13) continue;
    if (i - start > CSV_MAX_LINE_LENGTH) return overlongMessage(line);
    if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
    line++;
    start = i + 1;
  }
  return null;
}

/** The delimiters a file may use, most usual first: a tie goes to the earlier one. */
export const CSV_DELIMITERS = [",", ";", "\t", "|"] as const;

export interface CsvRecord {
  /** 1-based line of the text where the record starts (a quoted line break makes a record span lines). */
  line: number;
  /** 1-based line where the record ends (its line unless a quoted cell holds a line break). */
  endLine: number;
  cells: string[];
}

export type CsvRead = { ok: true; delimiter: string; records: CsvRecord[]; cut: boolean } | { ok: false; line: number; error: string };

export interface CsvReadOptions {
  /** null: the delimiter that splits the first record into the most cells (comma when none does). */
  delimiter?: string | null;
  /**
   * For lists typed by hand: cells lose outer spaces, a cell typed with spaces before its opening quote (`a, "b"`) is
   * read as the quoted cell it was meant to be, lines of spaces are blank, and any line end counts (CRLF, LF or CR,
   * mixed). Files are read as written.
   */
  lenient?: boolean;
  /** Stop after this many records (the header included): `cut` says the text had more. Bounds the work of a huge file. */
  maxRecords?: number;
}

/** The delimiter that splits the first record of `text` into the most cells, quoting respected (comma when none). */
export function detectDelimiter(text: string): string {
  let best: string = CSV_DELIMITERS[0];
  let bestCount = 1;
  for (const delimiter of CSV_DELIMITERS) {
    const count = Papa.parse<string[]>(text, { delimiter, preview: 1 }).data[0]?.length ?? 0;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

const QUOTED = /^"((?:[^"]|"")*)"$/s;

function lenientCell(cell: string): string {
  const trimmed = cell.trim();
  if (trimmed === cell) return cell;
  const quoted = QUOTED.exec(trimmed);
  return quoted ? quoted[1]!.replace(/""/g, '"') : trimmed;
}

/**
 * The records of `text` with their line numbers; blank lines are skipped. A quoted cell that is never closed is
 * refused with the line it opens on (the rest of the text would otherwise become that one cell).
 */
export function readCsvRecords(text: string, options: CsvReadOptions = {}): CsvRead {
  const bom = text.startsWith("\uFEFF") ? text.slice(1) : text;
  // Papa Parse reads one kind of line end per text; a pasted list may mix them.
  const body = options.lenient ? bom.replace(/\r\n?/g, "\n") : bom;
  const delimiter = options.delimiter ?? detectDelimiter(body);
  const lines = new LineIndex(body);
  const records: CsvRecord[] = [];
  let start = 0;
  let unclosed = null as number | null;
  let cut = false;
  Papa.parse<string[]>(body, {
    delimiter,
    step: (result, parser) => {
      const cells = result.data;
      const line = lines.position(start).line;
      if (unclosed === null && result.errors.some((e) => e.code === "MissingQuotes")) unclosed = line;
      start = result.meta.cursor;
      const blank = cells.length === 1 && (options.lenient ? cells[0]!.trim() === "" : cells[0] === "");
      if (blank) return;
      if (options.maxRecords !== undefined && records.length >= options.maxRecords) {
        cut = true;
        parser.abort();
        return;
      }
      // The cursor stands after the record's line end, so the character before it is on the record's last line.
      records.push({ line, endLine: lines.position(Math.max(0, start - 1)).line, cells: options.lenient ? cells.map(lenientCell) : cells });
    },
  });
  if (unclosed !== null) {
    return { ok: false, line: unclosed, error: `A quoted cell on line ${unclosed} is never closed: a cell that starts with " needs a closing ", and a quote inside it is written "".` };
  }
  return { ok: true, delimiter, records, cut };
}
