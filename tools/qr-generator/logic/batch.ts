import { readCsvRecords } from "@/lib/engines/csv/read";
import { toCsv } from "@/lib/engines/csv/write";
import { safeBaseName } from "@/lib/engines/text/file-names";
import { QR_BATCH_MAX_CODES } from "@/lib/domain/plans";
import * as z from "@/lib/platform/zod-mini";
import { QR_TYPE_LABELS, type QrType } from "./constants";
import { buildPayload } from "./payload";
import { qrContentSchema, type QrContent } from "./schema";

/**
 * CSV batches (docs/product.md, "QR code generator"): one CSV row a code, one column a field of the chosen type plus
 * `filename`. Parsing, validation (the single code's own schema, row by row) and file naming — browser-safe; the page
 * draws, checks and zips the codes, the server counts the batch as one use (server/batch.ts).
 */

/** The most codes one batch makes: a 501st row is refused before any work. */
export const BATCH_MAX_ROWS = QR_BATCH_MAX_CODES;
/** A CSV larger than this is refused before it is read: 500 rows of long URLs fit many times over. */
export const BATCH_MAX_BYTES = 2 * 1024 * 1024;
export const FILENAME_COLUMN = "filename";

/** The columns of each type: the content fields the single code's form has, in its order. */
export const BATCH_COLUMNS: Readonly<Record<QrType, readonly string[]>> = {
  text: ["text"],
  url: ["url"],
  email: ["address", "subject", "body"],
  phone: ["phone"],
  sms: ["phone", "message"],
  wifi: ["ssid", "password", "encryption", "hidden"],
  vcard: ["firstName", "lastName", "organization", "title", "phone", "email", "url"],
  geo: ["latitude", "longitude"],
};

/** One example row of each type for the template (a file that imports as it is). */
const TEMPLATE_ROWS: Readonly<Record<QrType, readonly string[]>> = {
  text: ["Hello from Utilify", "hello"],
  url: ["https://example.com/menu", "menu"],
  email: ["hello@example.com", "Order", "I would like to order", "order-mail"],
  phone: ["+1 555 123 4567", "call-us"],
  sms: ["+15551234567", "Hello", "sms-us"],
  wifi: ["Cafe Guest", "coffee-1234", "WPA", "false", "guest-wifi"],
  vcard: ["Ada", "Lovelace", "Analytical Engines", "Engineer", "+44 20 7946 0000", "ada@example.com", "https://example.com", "ada"],
  geo: ["51.5007", "-0.1246", "big-ben"],
};

export function batchHeader(type: QrType): string[] {
  return [...BATCH_COLUMNS[type], FILENAME_COLUMN];
}

/** A template CSV for `type`: its header and one example row. */
export function batchTemplate(type: QrType): string {
  return toCsv([batchHeader(type), TEMPLATE_ROWS[type]]);
}

export const tooManyRowsMessage = (rows: number) =>
  `This CSV has ${rows.toLocaleString("en-US")} rows: a batch makes at most ${BATCH_MAX_ROWS} codes. Split it into files of ${BATCH_MAX_ROWS} rows or fewer.`;

export interface BatchRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  content: QrContent;
  payload: string;
  /** The file's name without its extension, safe and unique in the batch. */
  name: string;
}

export type BatchParse = { ok: true; rows: BatchRow[] } | { ok: false; errors: string[] };

const refused = (...errors: string[]): BatchParse => ({ ok: false, errors });

const TRUE = new Set(["true", "yes", "1", "y"]);
const FALSE = new Set(["false", "no", "0", "n", ""]);

/** A cell as the single code's form sends it: a hidden flag as a boolean, an empty optional field left out. */
function contentOfRow(type: QrType, cells: Record<string, string>): Record<string, unknown> | string {
  const content: Record<string, unknown> = { type };
  for (const column of BATCH_COLUMNS[type]) {
    const value = cells[column] ?? "";
    if (type === "wifi" && column === "hidden") {
      const flag = value.trim().toLowerCase();
      if (!TRUE.has(flag) && !FALSE.has(flag)) return "Hidden must be true or false";
      content.hidden = TRUE.has(flag);
    } else if (type === "wifi" && column === "encryption") {
      // WPA when left empty, as in the form; the case of the word does not matter.
      const upper = value.trim().toUpperCase();
      content.encryption = upper === "" ? "WPA" : upper === "NOPASS" ? "nopass" : upper;
    } else if (value !== "" || type === "text") content[column] = value;
  }
  if (type === "wifi" && content.encryption === "nopass") delete content.password;
  return content;
}

/** The file names of the rows: `filename` made safe (or `qr-<row>`), an extension typed in it dropped, repeats numbered `name-2`. */
export function batchFileNames(rows: readonly { row: number; filename: string }[]): string[] {
  const taken = new Set<string>();
  return rows.map(({ row, filename }) => {
    const base = safeBaseName(filename.replace(/\.(png|svg|pdf)$/i, ""), `qr-${row}`);
    let name = base;
    for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base}-${i}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** A cell a spreadsheet export defused (our own template writes `'+1 555…`): the apostrophe goes, the text stays. */
const undefused = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

const COLUMN_KEY = (name: string) => name.trim().toLowerCase();

/**
 * Reads a CSV (RFC 4180, UTF-8 with or without a BOM, a header row naming the columns) into the rows of a batch of
 * `type`. Every row goes through the single code's validation; any invalid row refuses the whole file, each reported
 * as "Row N: <the field's message>" — nothing is generated from half a list.
 */
export function parseBatchCsv(text: string, type: QrType): BatchParse {
  const read = readCsvRecords(text, { delimiter: "," });
  if (!read.ok) return refused(read.error);
  const [header, ...records] = read.records;
  const expected = batchHeader(type);
  if (!header) return refused(`The CSV is empty. Its first row names the columns: ${expected.join(", ")}.`);
  if (records.length > BATCH_MAX_ROWS) return refused(tooManyRowsMessage(records.length));
  if (records.length === 0) return refused("The CSV has a header but no rows: add one row for each QR code.");

  const known = new Map(expected.map((column) => [COLUMN_KEY(column), column]));
  const columns = header.cells.map((cell) => known.get(COLUMN_KEY(cell.replace(/^\uFEFF/, ""))) ?? null);
  const unknown = header.cells.filter((_, i) => columns[i] === null);
  if (unknown.length > 0) {
    return refused(`Unknown column${unknown.length > 1 ? "s" : ""} ${unknown.map((c) => `"${c}"`).join(", ")}: the columns of a ${QR_TYPE_LABELS[type]} batch are ${expected.join(", ")}.`);
  }
  if (new Set(columns).size !== columns.length) return refused("A column is named twice in the header row: name each column once.");
  if (!columns.some((column) => column !== FILENAME_COLUMN)) return refused(`The header row names no field of a ${QR_TYPE_LABELS[type]} code: use ${expected.join(", ")}.`);

  const errors: string[] = [];
  const valid: Omit<BatchRow, "name">[] = [];
  const filenames: string[] = [];
  for (const [index, record] of records.entries()) {
    // As a spreadsheet numbers it: a quoted line break in an earlier cell does not shift the count.
    const row = index + 2;
    if (record.cells.length !== columns.length) {
      errors.push(`Row ${row}: it has ${record.cells.length} cells, the header has ${columns.length}. Quote a cell that holds a comma ("a, b").`);
      continue;
    }
    const cells = Object.fromEntries(columns.map((column, i) => [column!, undefused(record.cells[i]!)]));
    const content = contentOfRow(type, cells);
    if (typeof content === "string") {
      errors.push(`Row ${row}: ${content}`);
      continue;
    }
    const parsed = qrContentSchema.safeParse(content);
    if (!parsed.success) {
      errors.push(`Row ${row}: ${parsed.error.issues[0]?.message ?? "this row is not a valid code"}`);
      continue;
    }
    valid.push({ row, content: parsed.data, payload: buildPayload(parsed.data) });
    filenames.push(cells[FILENAME_COLUMN] ?? "");
  }
  if (errors.length > 0) return { ok: false, errors };
  const names = batchFileNames(valid.map(({ row }, i) => ({ row, filename: filenames[i]! })));
  return { ok: true, rows: valid.map((row, i) => ({ ...row, name: names[i]! })) };
}

/** What the page sends the server to count a batch: its codes' contents (checked again there) — never more than the cap. */
export const batchRequestSchema = z.strictObject({
  contents: z
    .array(z.unknown(), { error: "A batch needs the contents of its codes" })
    .check(
      z.minLength(1, { error: "A batch needs at least one code" }),
      z.maxLength(BATCH_MAX_ROWS, { error: `A batch makes at most ${BATCH_MAX_ROWS} codes. Split it into files of ${BATCH_MAX_ROWS} rows or fewer.` }),
    ),
  options: z.unknown(),
});
