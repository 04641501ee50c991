import { LINK_IMPORT_MAX_ROWS } from "@/lib/domain/plans/names";

/**
 * What the import panel, the API and the job share of an import (docs/product.md, "Importing links"): the bounds,
 * the messages, the report's shape and the progress text. Client-safe; reading a file is ./import.ts.
 */

export { LINK_IMPORT_MAX_ROWS };

/**
 * The largest file: 2 MiB. 10,000 rows of a Bitly export (a long URL of ~120 characters, the bitlink, a title, a
 * date and tags) come to about 2 MB, so the row limit is reachable with either format, while the whole file (and
 * its stored rows) stays a small, bounded piece of work.
 */
export const LINK_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The cookie that carries an upload's refusal back to the panel when the form was posted without scripts. */
export const IMPORT_ERROR_COOKIE = "utilify-import-error";

export type ImportFormat = "bitly" | "plain";

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = { bitly: "Bitly export", plain: "CSV (url, code, tags, expiry)" };

const MAX_MB = LINK_IMPORT_MAX_BYTES / 1024 / 1024;
const MAX_ROWS_TEXT = LINK_IMPORT_MAX_ROWS.toLocaleString("en-US");

export const PLAIN_COLUMNS = ["url", "code", "tags", "expiry"] as const;

export const IMPORT_MESSAGES = {
  empty: "The file is empty. Choose a CSV file with a header row and one link a row.",
  noFile: "Choose a CSV file to import.",
  tooLarge: `The file is larger than ${MAX_MB} MB. Split it into smaller files (up to ${MAX_ROWS_TEXT} links each).`,
  tooManyRows: `The file has more than ${MAX_ROWS_TEXT} links: an import takes up to ${MAX_ROWS_TEXT}. Split it into smaller files.`,
  noRows: "The file has a header row but no links under it.",
  notUtf8: "The file is not UTF-8 text. Save it as CSV UTF-8 (in Excel: Save As, CSV UTF-8) and choose it again.",
  binary: "This is not a CSV text file. Export your links as CSV and choose that file.",
  unknownHeader: (columns: string) =>
    `The header row (${columns}) is not one we read. A CSV file needs a header row with url (required), code, tags and expiry; a Bitly export has long_url.`,
  unknownColumn: (column: string) =>
    `The column "${column}" is not one we read. A CSV file has the columns url (required), code, tags and expiry, in any order.`,
  repeatedColumn: (column: string) => `The header row has the column "${column}" twice. Keep one.`,
  tooManyCells: (line: number, cells: number, columns: number) => `Line ${line} has ${cells} cells, but the header row has ${columns} columns.`,
  tagsTooLong: (max: number) => `The tags are longer than ${max} characters.`,
  expiryTooLong: "Enter the expiry as a date and time with a time zone, like 2026-12-31T23:59:00Z.",
  duplicateCode: (code: string, line: number) => `The short code "${code}" is already on line ${line} of this file. Each link needs its own code.`,
  running: "An import is already running for your account. Wait for it to finish, then import the next file.",
  notFound: "This import does not exist or is not yours.",
} as const;

/** The report's columns, one row of the file each (docs/product.md, "Importing links"). */
export const REPORT_HEADER = ["line", "url", "code", "tags", "expiry", "outcome", "short_url", "message"] as const;

export type ImportOutcome = "created" | "taken" | "invalid";

export const OUTCOME_LABELS: Record<ImportOutcome, string> = { created: "Created", taken: "Code taken", invalid: "Invalid" };

export interface ImportReportRow {
  n: number;
  line: number;
  url: string;
  code: string | null;
  tags: string[];
  expiry: string | null;
  outcome: ImportOutcome | null;
  shortUrl: string | null;
  message: string | null;
}

export type ImportStatus = "pending" | "running" | "done" | "failed";

/** What the panel and the API show of an import. */
export interface ImportView {
  id: string;
  format: ImportFormat;
  fileName: string | null;
  status: ImportStatus;
  total: number;
  processed: number;
  created: number;
  taken: number;
  invalid: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  /** The first rows with their outcome (REPORT_ROWS_SHOWN), the whole file in the report CSV. */
  rows: ImportReportRow[];
}

export const REPORT_ROWS_SHOWN = 20;

/** "1,234 of 10,000". */
export function progressText(view: Pick<ImportView, "processed" | "total">): string {
  return `${view.processed.toLocaleString("en-US")} of ${view.total.toLocaleString("en-US")}`;
}
