import { toCsv } from "@/lib/engines/csv/write";
import { overlongLine, readCsvRecords } from "@/lib/engines/csv/read";
import type { LinkView } from "@/tools/url-shortener/server/view";
import { cheapestPlanWith } from "@/lib/domain/plans";
import { type ErrorCode } from "@/lib/platform/errors";
import { BULK_LINKS_MAX, BULK_TEXT_MAX_CHARS } from "./bulk-limits";

/**
 * The pure half of bulk shortening (tools/url-shortener/server/bulk.ts): limits, messages, reading a pasted list or CSV, and the
 * result CSV. Free of the database, so the page can check a list before sending it and show the same messages.
 */

export { BULK_LINKS_MAX, BULK_TEXT_MAX_CHARS } from "./bulk-limits";

export const BULK_LINK_MESSAGES = {
  notIncluded: `Bulk shortening is part of the ${cheapestPlanWith((e) => e.bulk).name} plan and above. Upgrade to shorten many URLs at once.`,
  empty: "Please enter at least one URL, one per line.",
  tooMany: (count: number) => `Bulk shortening takes up to ${BULK_LINKS_MAX} URLs at a time; this list has ${count}.`,
  tooLong: `The list is too long: up to ${BULK_TEXT_MAX_CHARS.toLocaleString("en-US")} characters at a time.`,
  noUrlColumn: "The header line has no “url” column.",
} as const;

export interface BulkLinkItem {
  /** 1-based line of the pasted text or CSV file (the API numbers items from 1 too). */
  line: number;
  url: string;
  customCode?: string | null;
  domain?: string | null;
  /** Tag names (the API's items). */
  tags?: string[] | null;
}

export type BulkLinkResult =
  | { line: number; url: string; ok: true; link: LinkView }
  | { line: number; url: string; ok: false; error: { code: ErrorCode; message: string; field?: string } };

export interface BulkLinkReport {
  results: BulkLinkResult[];
  created: number;
  failed: number;
}

const HEADER_NAMES = {
  url: ["url", "long url", "target", "destination", "link"],
  customCode: ["code", "custom code", "short code", "custom short code", "slug"],
};

/**
 * Reads a list of URLs: one URL per line, or a CSV whose header line names a `url` column (and optionally a `code`
 * column of custom short codes). Without a header every line is one whole URL, since URLs may contain commas.
 */
export function readUrlList(text: string): { ok: true; items: BulkLinkItem[] } | { ok: false; error: string } {
  if (text.length > BULK_TEXT_MAX_CHARS) return { ok: false, error: BULK_LINK_MESSAGES.tooLong };
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\n|\r/)
    .map((raw, i) => ({ line: i + 1, raw }))
    .filter((l) => l.raw.trim() !== "");
  const first = lines[0];
  if (!first) return { ok: false, error: BULK_LINK_MESSAGES.empty };
  const overlong = overlongLine(lines.map((l) => ({ line: l.line, text: l.raw })));
  if (overlong) return { ok: false, error: overlong };

  const headerLine = readCsvRecords(first.raw, { lenient: true });
  const header = headerLine.ok ? (headerLine.records[0]?.cells ?? []).map((cell) => cell.toLowerCase()) : [];
  const urlColumn = header.findIndex((cell) => HEADER_NAMES.url.includes(cell));
  const isHeader = urlColumn >= 0 || header.some((cell) => HEADER_NAMES.customCode.includes(cell));
  if (isHeader && urlColumn < 0) return { ok: false, error: BULK_LINK_MESSAGES.noUrlColumn };
  if (!isHeader) {
    if (lines.length > BULK_LINKS_MAX) return { ok: false, error: BULK_LINK_MESSAGES.tooMany(lines.length) };
    return { ok: true, items: lines.map((l) => ({ line: l.line, url: l.raw.trim() })) };
  }

  // A CSV record may span lines (a quoted cell with a line break), so its rows are the CSV's records, not lines.
  const csv = readCsvRecords(text, { delimiter: headerLine.ok ? headerLine.delimiter : null, lenient: true });
  if (!csv.ok) return { ok: false, error: csv.error };
  const rows = csv.records.slice(1);
  if (rows.length === 0) return { ok: false, error: BULK_LINK_MESSAGES.empty };
  if (rows.length > BULK_LINKS_MAX) return { ok: false, error: BULK_LINK_MESSAGES.tooMany(rows.length) };
  const codeColumn = header.findIndex((cell) => HEADER_NAMES.customCode.includes(cell));
  return {
    ok: true,
    items: rows.map(({ line, cells }) => ({ line, url: cells[urlColumn] ?? "", customCode: codeColumn >= 0 ? cells[codeColumn] || null : null })),
  };
}

/** The report as CSV: one row per input line, with the short URL or the reason it failed. */
export function bulkLinksCsv(report: BulkLinkReport): string {
  return toCsv([
    ["Line", "Original URL", "Short URL", "Error"],
    ...report.results.map((r) => [String(r.line), r.url, r.ok ? r.link.shortUrl : "", r.ok ? "" : r.error.message]),
  ]);
}

/**
 * The lines of `text` whose items failed in `report`, with the CSV header line when the text had one, so the user can
 * fix them and send only those again (the links of the other lines exist already). Empty when nothing failed.
 */
export function failedLinesText(text: string, report: Pick<BulkLinkReport, "results">): string {
  const failed = new Set(report.results.filter((r) => !r.ok).map((r) => r.line));
  if (failed.size === 0) return "";
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const items = new Set(report.results.map((r) => r.line));
  const first = lines.findIndex((raw) => raw.trim() !== "") + 1;
  const header = !items.has(first);
  // With a header the items are CSV records, and a record with a quoted line break spans lines: keep all of them.
  const keep = new Set<number>(header ? [first] : []);
  const read = header ? readCsvRecords(text, { lenient: true }) : null;
  const endLines = new Map(read?.ok ? read.records.map((r) => [r.line, r.endLine]) : []);
  for (const line of failed) {
    for (let l = line; l <= (endLines.get(line) ?? line); l++) keep.add(l);
  }
  return lines.filter((_, i) => keep.has(i + 1)).join("\n");
}
