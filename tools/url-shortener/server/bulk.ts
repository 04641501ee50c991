import { toFailure } from "@/lib/platform/forms/action-result";
import { BULK_LINK_MESSAGES, BULK_LINKS_MAX, readUrlList, type BulkLinkItem, type BulkLinkReport, type BulkLinkResult } from "@/tools/url-shortener/logic/bulk-list";
import { createLink, type ShortenInput } from "@/tools/url-shortener/server/create";
import type { LinkSettingsInput } from "@/tools/url-shortener/server/settings";
import { userEntitlements } from "@/lib/domain/plans/user-entitlements";
import { UserFacingError } from "@/lib/platform/errors";
import "server-only";

/**
 * Bulk shortening (Premium; docs/product.md §3 "bulk operations"): up to BULK_LINKS_MAX links in one request, each created
 * by the same createLink as a single link — its own validation, plan checks and transaction — so every item succeeds
 * or fails on its own and a failed item leaves nothing behind. The page (pasted text or an uploaded CSV) and the REST
 * API both call createLinksBulk. Limits, messages, list reading and the result CSV live in the database-free
 * tools/url-shortener/logic/bulk-list.ts (the page uses them too) and are re-exported here.
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
} from "@/tools/url-shortener/logic/bulk-list";

type BulkActor = { userId: string; ip: string };

/**
 * An item of the REST API's batch: a list line's fields and every setting POST /api/v1/links takes, or the refusal its
 * schema gave it (reported as the item's result, like createLink's own).
 */
export type BulkLinkRequest = BulkLinkItem & LinkSettingsInput & { refused?: UserFacingError };

/** Throws the 403-style error unless the user's plan includes bulk operations. */
async function requireBulk(userId: string): Promise<void> {
  if (!(await userEntitlements(userId)).bulk) throw new UserFacingError(BULK_LINK_MESSAGES.notIncluded, "forbidden", "Upgrade required");
}

/**
 * Creates each item's link in order. The batch is refused as a whole only when the plan lacks bulk operations or it
 * holds no items or more than BULK_LINKS_MAX; otherwise each item gets its own result, a refused one included.
 */
export async function createLinksBulk(actor: BulkActor, items: BulkLinkRequest[]): Promise<BulkLinkReport> {
  await requireBulk(actor.userId);
  if (items.length === 0) throw new UserFacingError(BULK_LINK_MESSAGES.empty);
  if (items.length > BULK_LINKS_MAX) throw new UserFacingError(BULK_LINK_MESSAGES.tooMany(items.length));
  return createEach(actor, items);
}

/**
 * The page's bulk shortening: a pasted list or CSV (see readUrlList), every link on `domain` when one is given. The
 * plan is checked before the list is read, so other plans get the upgrade message whatever they send.
 */
export async function shortenUrlList(actor: BulkActor, text: string, domain: string | null): Promise<BulkLinkReport> {
  await requireBulk(actor.userId);
  const list = readUrlList(text);
  if (!list.ok) throw new UserFacingError(list.error, "validation", "Error", { text: list.error });
  return createEach(actor, list.items.map((item) => ({ ...item, domain })));
}

async function createEach(actor: BulkActor, items: BulkLinkRequest[]): Promise<BulkLinkReport> {
  const results: BulkLinkResult[] = [];
  for (const item of items) {
    // Everything the item carries reaches createLink: a setting left behind would make a link other than the one asked
    // for (a password-protected link created open) and report it as created.
    const { line, url, customCode, domain, tags, refused, ...settings } = item;
    const input: ShortenInput = { ...settings, url, customCode: customCode ?? null, domain: domain ?? null, ...(tags ? { tags } : {}) };
    try {
      if (refused) throw refused;
      const { link } = await createLink(actor, input);
      results.push({ line, url, ok: true, link });
    } catch (error) {
      const failure = toFailure(error, "We couldn't shorten this URL. Please try again.");
      const field = Object.keys(failure.fieldErrors ?? {})[0];
      results.push({ line, url, ok: false, error: { code: failure.code, message: failure.error, ...(field ? { field } : {}) } });
    }
  }
  const created = results.filter((r) => r.ok).length;
  return { results, created, failed: results.length - created };
}
