import { readCsvRecords, overlongLineOf } from "@/lib/engines/csv/read";
import { csvLine } from "@/lib/engines/csv/write";
import { IMPORT_MESSAGES, LINK_IMPORT_MAX_BYTES, PLAIN_COLUMNS, LINK_IMPORT_MAX_ROWS, REPORT_HEADER, type ImportFormat, type ImportReportRow } from "@/tools/url-shortener/logic/import-view";
import { readTagNames } from "@/tools/url-shortener/logic/tags";
import { CUSTOM_CODE_MAX, CODE_MESSAGES } from "@/tools/url-shortener/server/codes";
import { MAX_TARGET_LENGTH, TARGET_MESSAGES } from "@/tools/url-shortener/server/target";

/**
 * Reading an import file (docs/product.md, "Importing links"): the two formats told apart by the header row, the
 * bounds checked before the text is parsed (bytes, lines) and while it is (rows, each field's length), and each row
 * read into what the link-import job needs. Nothing here touches the database: what depends on it (a code already
 * taken, the target's checks, an expiry still ahead at the time the row is done) is the job's
 * (tools/url-shortener/server/import.ts).
 *
 * Bitly's export: its CSV carries the Bitly API's link fields, `long_url` (the destination), `link` or `id` (the
 * bitlink, e.g. https://bit.ly/3xYz9Ab or bit.ly/3xYz9Ab), `custom_bitlinks` (custom back-halves), `tags`, `title`,
 * `created_at` and `archived`; the web export writes the same names with spaces and capitals ("Long URL"), which
 * read the same here. We take the destination, the back-half (a custom one first) and the tags; title, created_at,
 * archived and any other column are left out (a link's createdAt is the time of the import).
 */

/** One data row as read from the file. `problem`: the row is invalid before the job looks at it. */
export interface ImportRowInput {
  /** 1-based data row. */
  n: number;
  /** 1-based line of the file where it starts. */
  line: number;
  url: string;
  code: string | null;
  /** `code` is a Bitly back-half: when it cannot be ours, the link gets a random code (and the report says so). */
  codeIsBitly: boolean;
  tags: string[];
  expiry: string | null;
  problem: { outcome: "invalid" | "taken"; message: string } | null;
}

export type ImportRead = { ok: true; format: ImportFormat; rows: ImportRowInput[] } | { ok: false; error: string };

/** "Long URL", "long_url", "LONG-URL" → "long_url". */
export function columnKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s\-_]+/g, "_");
}

type Column = "url" | "code" | "tags" | "expiry" | "link" | "custom";

const BITLY_COLUMNS: Record<string, Column> = { long_url: "url", link: "link", bitlink: "link", id: "link", custom_bitlinks: "custom", tags: "tags" };

/** Which format a header row is, and where each column we read is; or why it is refused. */
export function detectFormat(header: readonly string[]): { ok: true; format: ImportFormat; columns: Partial<Record<Column, number>> } | { ok: false; error: string } {
  const keys = header.map(columnKey);
  const repeated = keys.find((key, i) => key !== "" && keys.indexOf(key) !== i);
  const shown = header.map((h) => h.trim()).filter(Boolean).slice(0, 6).join(", ") + (header.length > 6 ? ", …" : "");
  if (keys.includes("long_url")) {
    if (repeated && repeated in BITLY_COLUMNS) return { ok: false, error: IMPORT_MESSAGES.repeatedColumn(header[keys.lastIndexOf(repeated)]!.trim()) };
    const columns: Partial<Record<Column, number>> = {};
    keys.forEach((key, i) => {
      const column = BITLY_COLUMNS[key];
      // "link" is the bitlink in both exports; the API's "id" is the same without the scheme.
      if (column && columns[column] === undefined) columns[column] = i;
    });
    return { ok: true, format: "bitly", columns };
  }
  if (!keys.includes("url")) return { ok: false, error: IMPORT_MESSAGES.unknownHeader(shown || "empty") };
  if (repeated) return { ok: false, error: IMPORT_MESSAGES.repeatedColumn(header[keys.lastIndexOf(repeated)]!.trim()) };
  const columns: Partial<Record<Column, number>> = {};
  for (const [i, key] of keys.entries()) {
    if (!(PLAIN_COLUMNS as readonly string[]).includes(key)) {
      // A trailing empty column (a spreadsheet's last comma) is nothing.
      if (key === "") continue;
      return { ok: false, error: IMPORT_MESSAGES.unknownColumn(header[i]!.trim()) };
    }
    columns[key as Column] = i;
  }
  return { ok: true, format: "plain", columns };
}

/** Longest cell read per field: a longer one makes its row invalid (stored cut to this length in the report). */
export const IMPORT_FIELD_MAX = { url: MAX_TARGET_LENGTH, code: CUSTOM_CODE_MAX, tags: 300, expiry: 40 } as const;

/**
 * The back-half of a bitlink: "https://bit.ly/3xYz9Ab", "bit.ly/3xYz9Ab" → "3xYz9Ab". `custom_bitlinks` may hold
 * several (a list, or an array as text): the first is taken.
 */
export function bitlyBackHalf(value: string): string | null {
  const first = bitlyListItems(value, /[,;|\s]+/)
    .map((piece) => piece.replace(/^["']|["']$/g, ""))
    .find(Boolean);
  if (!first) return null;
  const path = first.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").split(/[?#]/, 1)[0]!;
  const slash = path.indexOf("/");
  if (slash < 0) return null;
  // Trailing slashes off, by hand: the regex /\/+$/ backtracks quadratically on a long run of slashes.
  let end = path.length;
  while (end > slash + 1 && path[end - 1] === "/") end--;
  const half = path.slice(slash + 1, end);
  return half && !half.includes("/") ? half : null;
}

/** Tag names of a cell: the plain format separates them with ; or |, a Bitly export also with commas. */
export function splitImportTags(cell: string, format: ImportFormat): string[] {
  if (format === "bitly") return bitlyListItems(cell, /[;|,]/);
  return cell
    .split(/[;|]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * The items of a Bitly list cell: plain ("a, b") or an array written as text ('["a", "b"]'), whose brackets and
 * quotes are not part of the items. Quotes are taken off only in the array form: in a plain list they are the item's.
 */
function bitlyListItems(value: string, separators: RegExp): string[] {
  const trimmed = value.trim();
  const array = trimmed.startsWith("[") && trimmed.endsWith("]");
  const pieces = (array ? trimmed.slice(1, -1) : trimmed).split(separators).map((piece) => piece.trim());
  return (array ? pieces.map((piece) => piece.replace(/^["']|["']$/g, "").trim()) : pieces).filter(Boolean);
}

/** Bounds checked on the raw bytes, before any decoding or parsing: the size, and that it is text. */
export function checkImportBytes(bytes: Uint8Array): string | null {
  if (bytes.byteLength === 0) return IMPORT_MESSAGES.empty;
  if (bytes.byteLength > LINK_IMPORT_MAX_BYTES) return IMPORT_MESSAGES.tooLarge;
  // A NUL byte is never in a CSV text file (a spreadsheet's .xlsx, an image…).
  if (bytes.includes(0)) return IMPORT_MESSAGES.binary;
  return null;
}

/**
 * The file's rows, or the one reason it is refused as a whole. Bounded before parsing: the size (checkImportBytes
 * for bytes; the text's length here), each line's length; then the rows counted (at most LINK_IMPORT_MAX_ROWS).
 */
export function readImportFile(text: string): ImportRead {
  // UTF-16 code units ≤ UTF-8 bytes, so this is at least as strict as the byte bound.
  if (text.length > LINK_IMPORT_MAX_BYTES) return { ok: false, error: IMPORT_MESSAGES.tooLarge };
  // Any line end, even mixed in one file (an export edited by hand): Papa Parse reads one kind per text.
  const body = (text.startsWith("\uFEFF") ? text.slice(1) : text).replace(/\r\n?/g, "\n");
  if (body.trim() === "") return { ok: false, error: IMPORT_MESSAGES.empty };
  const long = overlongLineOf(body);
  if (long) return { ok: false, error: long };
  // The parse stops at the first row past the limit: a file of a million short lines costs no more than the limit.
  const read = readCsvRecords(body, { maxRecords: LINK_IMPORT_MAX_ROWS + 1 });
  if (!read.ok) return { ok: false, error: read.error };
  const [header, ...records] = read.records;
  if (!header) return { ok: false, error: IMPORT_MESSAGES.empty };
  if (read.cut || records.length > LINK_IMPORT_MAX_ROWS) return { ok: false, error: IMPORT_MESSAGES.tooManyRows };
  const detected = detectFormat(header.cells);
  if (!detected.ok) return detected;
  if (records.length === 0) return { ok: false, error: IMPORT_MESSAGES.noRows };
  const { format, columns } = detected;
  const rows = records.map((record, i): ImportRowInput => {
    const cell = (column: Column) => (columns[column] === undefined ? "" : (record.cells[columns[column]] ?? ""));
    const row: ImportRowInput = { n: i + 1, line: record.line, url: cell("url").trim(), code: null, codeIsBitly: format === "bitly", tags: [], expiry: null, problem: null };
    const refuse = (message: string, outcome: "invalid" | "taken" = "invalid") => {
      row.problem ??= { outcome, message };
    };
    if (format === "plain" && record.cells.length > header.cells.length && record.cells.slice(header.cells.length).some((c) => c.trim() !== "")) {
      refuse(IMPORT_MESSAGES.tooManyCells(record.line, record.cells.length, header.cells.length));
    }
    if (row.url.length > IMPORT_FIELD_MAX.url) {
      row.url = row.url.slice(0, IMPORT_FIELD_MAX.url);
      refuse(TARGET_MESSAGES.tooLong);
    }
    if (row.url === "") refuse(TARGET_MESSAGES.empty);

    if (format === "plain") {
      const code = cell("code").trim();
      if (code.length > IMPORT_FIELD_MAX.code) {
        row.code = code.slice(0, IMPORT_FIELD_MAX.code);
        refuse(CODE_MESSAGES.tooLong);
      } else if (code) {
        // A code twice in the file is the job's to refuse: only a row that gets its link holds the code.
        row.code = code;
      }
      const expiry = cell("expiry").trim();
      if (expiry.length > IMPORT_FIELD_MAX.expiry) {
        row.expiry = expiry.slice(0, IMPORT_FIELD_MAX.expiry);
        refuse(IMPORT_MESSAGES.expiryTooLong);
      } else row.expiry = expiry || null;
    } else {
      const half = bitlyBackHalf(cell("custom")) ?? bitlyBackHalf(cell("link"));
      // A back-half too long to be a code of ours gets a random code like any other that cannot be kept.
      row.code = half ? half.slice(0, IMPORT_FIELD_MAX.code + 1) : null;
    }

    const tagCell = cell("tags");
    if (tagCell.length > IMPORT_FIELD_MAX.tags) refuse(IMPORT_MESSAGES.tagsTooLong(IMPORT_FIELD_MAX.tags));
    else {
      const tags = readTagNames(splitImportTags(tagCell, format));
      if (!tags.ok) refuse(tags.message);
      else row.tags = tags.names.map((t) => t.name);
    }
    return row;
  });
  return { ok: true, format, rows };
}

/** One line of the report CSV (no line end): a row not done yet says "pending". */
export function reportLine(row: ImportReportRow): string {
  return csvLine([row.line, row.url, row.code, row.tags.join(";"), row.expiry, row.outcome ?? "pending", row.shortUrl, row.message]);
}

export const REPORT_FIRST_LINE = `\uFEFF${csvLine([...REPORT_HEADER])}`;
