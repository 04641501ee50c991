import "server-only";
import { prisma } from "@/lib/platform/db";
import type { Tx } from "@/lib/domain/limits/usage";
import { cheapestPlanWith, dynamicQrLabel } from "@/lib/domain/plans";
import { userEntitlements } from "@/lib/domain/plans/user-entitlements";
import { UserFacingError } from "@/lib/platform/errors";
import { generateCode } from "@/tools/url-shortener/server/codes";
import { checkTarget } from "@/tools/url-shortener/server/target";
import { isShortLinkDomain, refuseLongTarget } from "@/tools/url-shortener/server/settings";
import { linkColumnsSelect, shortUrlOf, toLinkView } from "@/tools/url-shortener/server/view";
import { recordLinkEvents } from "@/tools/url-shortener/webhooks/record";
import { scanUrlOf } from "@/tools/url-shortener/logic/trigger";
import { notifyLinkChanged } from "@/tools/url-shortener/redirect/invalidation";
import { forgetLink } from "@/tools/url-shortener/redirect/cache";

/**
 * The links of dynamic QR codes (docs/product.md, "Dynamic QR codes"), for the QR generator's server
 * (tools/qr-generator/server/dynamic.ts): flagged `dynamicQr`, always on our own domain (a custom domain can lapse),
 * counted against the plan's dynamicQrCodes. Over the number (a plan that ended) they keep redirecting — the redirect
 * never reads the plan — and only a new one or a new destination waits for the plan.
 */

/** The plan's message for one more code than it has (making one, or changing a destination over the number). */
export function dynamicLimitMessage(limit: number, editing = false): string {
  const next = cheapestPlanWith((e) => e.dynamicQrCodes === null || e.dynamicQrCodes > limit);
  const more = next.entitlements.dynamicQrCodes === null ? "unlimited ones" : `${next.entitlements.dynamicQrCodes}`;
  const plan = `Your plan includes ${dynamicQrLabel(limit)}`;
  return editing
    ? `${plan} and this account has more. They all keep redirecting; to change their destinations, upgrade to ${next.name} (${next.priceLabel}/month) for ${more}, or delete some.`
    : `${plan}. Upgrade to ${next.name} (${next.priceLabel}/month) for ${more}; your codes keep working either way.`;
}

/** The account's dynamic codes against its plan's number (null = unlimited); a deleted link frees its place. */
export async function dynamicUsage(userId: string, db: Tx | typeof prisma = prisma, now = new Date()): Promise<{ used: number; limit: number | null }> {
  const [used, allowed] = await Promise.all([
    db.link.count({ where: { ownerUserId: userId, dynamicQr: true, deletedAt: null } }),
    userEntitlements(userId, db, now),
  ]);
  return { used, limit: allowed.dynamicQrCodes };
}

/** Refuses a new dynamic code over the plan's number (`field`: where the form shows it). */
export async function refuseNewDynamicOverLimit(db: Tx | typeof prisma, userId: string, now: Date, field = "dynamic"): Promise<void> {
  const { used, limit } = await dynamicUsage(userId, db, now);
  if (limit !== null && used >= limit) {
    const message = dynamicLimitMessage(limit);
    throw new UserFacingError(message, "forbidden", "Upgrade required", { [field]: message });
  }
}

/** A new destination of a dynamic code needs a plan that covers the account's dynamic codes (manage.ts). */
export async function requireDynamicEditAllowed(userId: string, db: Tx | typeof prisma = prisma, now = new Date()): Promise<void> {
  const { used, limit } = await dynamicUsage(userId, db, now);
  if (limit !== null && used > limit) throw new UserFacingError(dynamicLimitMessage(limit, true), "forbidden", "Upgrade required");
}

/** A destination checked like any shortened URL (blocklist, private addresses, our own short links, length). */
export async function checkDynamicDestination(url: string): Promise<string> {
  const target = await checkTarget(url, { isShortLinkDomain });
  if (!target.ok) throw new UserFacingError(target.message, "validation", "Error", { url: target.message });
  refuseLongTarget(target.url, "url");
  return target.url;
}

/** One of the account's dynamic codes' links that works, or null. */
export function ownDynamicLink(userId: string, linkId: string) {
  return prisma.link.findFirst({ where: { id: linkId, ownerUserId: userId, dynamicQr: true, deletedAt: null }, select: { id: true, code: true, target: true } });
}

/** A new code for a dynamic link (checked free when inserted). */
export const newDynamicCode = (): string => generateCode();

/** The short URL of a dynamic link's code, and what its QR code encodes (with `?qr=1`: visits count as scans). */
export function dynamicUrls(code: string): { shortUrl: string; scanUrl: string } {
  const shortUrl = shortUrlOf("", code);
  return { shortUrl, scanUrl: scanUrlOf(shortUrl) };
}

/** Inserts a dynamic link in the caller's transaction; null when the code is taken (draw another). */
export async function insertDynamicLink(tx: Tx, userId: string, code: string, target: string): Promise<string | null> {
  const [row] = await tx.link.createManyAndReturn({
    data: [{ domain: "", code, target, ownerUserId: userId, dynamicQr: true }],
    skipDuplicates: true,
    select: linkColumnsSelect,
  });
  if (!row) return null;
  await notifyLinkChanged(tx, "", code);
  // A dynamic code's link is a link of the account like any other: its webhooks hear of it as they hear of its edits.
  await recordLinkEvents(tx, userId, "link.created", [toLinkView({ ...row, tags: [] })]);
  return row.id;
}

/** After the commit: this process may have cached the new code as unknown. */
export function forgetNewDynamicLink(code: string): void {
  forgetLink("", code);
}
