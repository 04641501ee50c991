import { toFailure, UserFacingError } from "@/lib/action-result";
import { prisma } from "@/lib/db";
import { entitlements } from "@/lib/entitlements";
import { BULK_LINK_MESSAGES, BULK_LINKS_MAX, type BulkLinkItem, type BulkLinkReport, type BulkLinkResult } from "@/lib/links/bulk-list";
import { createLink, type ShortenInput } from "@/lib/links/create";

/**
 * Bulk shortening (Premium; PRODUCT.md §3 "bulk operations"): up to BULK_LINKS_MAX links in one request, each created
 * by the same createLink as a single link — its own validation, plan checks and transaction — so every item succeeds
 * or fails on its own and a failed item leaves nothing behind. The page (pasted text or an uploaded CSV) and the REST
 * API both call createLinksBulk. Limits, messages, list reading and the result CSV live in the database-free
 * lib/links/bulk-list.ts (the page uses them too) and are re-exported here.
 */

export {
  BULK_LINK_MESSAGES,
  BULK_LINKS_MAX,
  BULK_TEXT_MAX_CHARS,
  bulkLinksCsv,
  readUrlList,
  type BulkLinkItem,
  type BulkLinkReport,
  type BulkLinkResult,
} from "@/lib/links/bulk-list";

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
