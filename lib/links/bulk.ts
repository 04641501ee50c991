import { toFailure, UserFacingError, type ErrorCode } from "@/lib/action-result";
import { detectDelimiter, splitCsvLine, toCsv } from "@/lib/csv";
import { prisma } from "@/lib/db";
import { entitlements } from "@/lib/entitlements";
import { createLink, type ShortenInput } from "@/lib/links/create";
import type { LinkView } from "@/lib/links/view";
import { cheapestPlanWith } from "@/lib/plans";

/**
 * Bulk shortening (Premium; PRODUCT.md §3 "bulk operations"): up to BULK_LINKS_MAX links in one request, each created
 * by the same createLink as a single link — its own validation, plan checks and transaction — so every item succeeds
 * or fails on its own and a failed item leaves nothing behind. The page (pasted text or an uploaded CSV) and the REST
 * API both call createLinksBulk.
 */

export const BULK_LINKS_MAX = 100;
/** A CSV of 100 URLs of 2,048 characters each fits; anything larger is refused before it is read. */
export const BULK_TEXT_MAX_CHARS = 250_000;

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
  if (lines.length === 0) return { ok: false, error: BULK_LINK_MESSAGES.empty };

  const delimiter = detectDelimiter(lines[0].raw);
  const header = splitCsvLine(lines[0].raw, delimiter).map((cell) => cell.toLowerCase());
  const urlColumn = header.findIndex((cell) => HEADER_NAMES.url.includes(cell));
  const isHeader = urlColumn >= 0 || header.some((cell) => HEADER_NAMES.customCode.includes(cell));
  if (isHeader && urlColumn < 0) return { ok: false, error: BULK_LINK_MESSAGES.noUrlColumn };
  const rows = isHeader ? lines.slice(1) : lines;
  if (rows.length === 0) return { ok: false, error: BULK_LINK_MESSAGES.empty };
  if (rows.length > BULK_LINKS_MAX) return { ok: false, error: BULK_LINK_MESSAGES.tooMany(rows.length) };

  if (!isHeader) return { ok: true, items: rows.map((l) => ({ line: l.line, url: l.raw.trim() })) };
  const codeColumn = header.findIndex((cell) => HEADER_NAMES.customCode.includes(cell));
  return {
    ok: true,
    items: rows.map((l) => {
      const cells = splitCsvLine(l.raw, delimiter);
      return { line: l.line, url: cells[urlColumn] ?? "", customCode: codeColumn >= 0 ? cells[codeColumn] || null : null };
    }),
  };
}

/** Throws the 403-style error unless the user's plan includes bulk operations. */
export async function requireBulk(userId: string): Promise<void> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { plan: true, status: true, pastDueSince: true } });
  if (!entitlements(user).bulk) throw new UserFacingError(BULK_LINK_MESSAGES.notIncluded, "forbidden", "Upgrade required");
}

/**
 * Creates each item's link in order. The batch is refused as a whole only when the plan lacks bulk operations or it
 * holds more than BULK_LINKS_MAX items; otherwise each item gets its own result.
 */
export async function createLinksBulk(actor: { userId: string; ip: string }, items: BulkLinkItem[]): Promise<BulkLinkReport> {
  await requireBulk(actor.userId);
  if (items.length === 0) throw new UserFacingError(BULK_LINK_MESSAGES.empty);
  if (items.length > BULK_LINKS_MAX) throw new UserFacingError(BULK_LINK_MESSAGES.tooMany(items.length));
  const results: BulkLinkResult[] = [];
  for (const item of items) {
    const input: ShortenInput = { url: item.url, customCode: item.customCode ?? null, domain: item.domain ?? null };
    try {
      const { link } = await createLink(actor, input);
      results.push({ line: item.line, url: item.url, ok: true, link });
    } catch (error) {
      const failure = toFailure(error, "We couldn't shorten this URL. Please try again.");
      const field = Object.keys(failure.fieldErrors ?? {})[0];
      results.push({ line: item.line, url: item.url, ok: false, error: { code: failure.code, message: failure.error, ...(field ? { field } : {}) } });
    }
  }
  const created = results.filter((r) => r.ok).length;
  return { results, created, failed: results.length - created };
}

/** The report as CSV: one row per input line, with the short URL or the reason it failed. */
export function bulkLinksCsv(report: BulkLinkReport): string {
  return toCsv([
    ["Line", "Original URL", "Short URL", "Error"],
    ...report.results.map((r) => [String(r.line), r.url, r.ok ? r.link.shortUrl : "", r.ok ? "" : r.error.message]),
  ]);
}
