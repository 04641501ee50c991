import "server-only";
import { z } from "@/lib/platform/zod";
import { prisma, type Prisma } from "@/lib/platform/db";
import type { Tx } from "@/lib/domain/limits/usage";
import { UserFacingError } from "@/lib/platform/errors";
import {
  checkDynamicDestination,
  dynamicUrls,
  dynamicUsage,
  forgetNewDynamicLink,
  insertDynamicLink,
  newDynamicCode,
  ownDynamicLink,
  refuseNewDynamicOverLimit,
} from "@/tools/url-shortener/server/dynamic-links";
import { parseQrRequest } from "@/tools/qr-generator/logic/encode";

/**
 * Dynamic QR codes (docs/product.md, "Dynamic QR codes"): a URL code that encodes a short link of the account (always
 * on our own domain, `…/s/{code}?qr=1`, so every visit counts as a scan) instead of the destination, which the owner
 * changes later on the link's page. The code is its link: the studio names the link again for every new design of the
 * same code (`dynamic: {linkId}`), and the link's one QR history entry keeps the latest design. An account has up to
 * its plan's dynamicQrCodes (lib/domain/plans); over it, after a plan ended, its codes keep redirecting and only making
 * more and changing their destination wait for the plan.
 */

export const DYNAMIC_MESSAGES = {
  signIn: "Sign in to make a dynamic QR code: it is a short link of your account, so you can change its destination later.",
  urlOnly: "Only a URL code can be dynamic.",
  invalid: 'dynamic must be true, or name the code\'s link: {"linkId": "…"}.',
  notFound: "This dynamic QR code does not exist or is not yours.",
  keepInHistory: "A dynamic QR code stays in your history while it works. Delete its link on the link's page to remove it.",
} as const;

const dynamicSchema = z.union([z.boolean(), z.strictObject({ linkId: z.uuid({ error: DYNAMIC_MESSAGES.notFound }) })], { error: DYNAMIC_MESSAGES.invalid });

export type DynamicChoice = { linkId: string | null } | null;

function dynamicError(message: string): UserFacingError {
  return new UserFacingError(message, "validation", "Error", { dynamic: message });
}

/** Splits a generate request into the code's own request and its dynamic choice (null = a static code). */
export function splitDynamic(input: unknown): { request: unknown; dynamic: DynamicChoice } {
  if (typeof input !== "object" || input === null || !("dynamic" in input)) return { request: input, dynamic: null };
  const { dynamic, ...request } = input as Record<string, unknown>;
  const parsed = dynamicSchema.safeParse(dynamic);
  if (!parsed.success) throw dynamicError(parsed.error.issues[0]?.message ?? DYNAMIC_MESSAGES.invalid);
  if (parsed.data === false) return { request, dynamic: null };
  return { request, dynamic: { linkId: parsed.data === true ? null : parsed.data.linkId } };
}

export { dynamicUsage };

/** What a dynamic code's page and history show of its link. */
export interface DynamicLink {
  linkId: string;
  shortUrl: string;
  destination: string;
  /** People's scans (the link's humanScans). */
  scans: number;
}

/** The code of a dynamic request: its link (existing, or to be made in the use's transaction) and the QR request. */
export interface DynamicPlan {
  request: unknown;
  link: { id: string; code: string; target: string } | { id: null; code: string; target: string };
}

/**
 * Checks a dynamic request before anything is counted: a signed-in account, a URL code, and either its own link
 * (another design of the same code; the destination stays the link's) or a destination that passes the shortener's
 * checks (blocklist, private addresses, our own short links) and a free place in the plan. Returns the request that
 * encodes the short URL with `?qr=1`.
 */
export async function planDynamic(actor: { userId: string } | { visitorId: string }, request: unknown, choice: { linkId: string | null }, now: Date): Promise<DynamicPlan> {
  if (!("userId" in actor)) throw new UserFacingError(DYNAMIC_MESSAGES.signIn, "unauthenticated", "Sign in required");
  // The content only (the code is encoded and read back off this thread later, in prepareScanned).
  const { content } = parseQrRequest(request);
  if (content.type !== "url") throw dynamicError(DYNAMIC_MESSAGES.urlOnly);
  let link: DynamicPlan["link"];
  if (choice.linkId) {
    const own = await ownDynamicLink(actor.userId, choice.linkId);
    if (!own) throw new UserFacingError(DYNAMIC_MESSAGES.notFound, "not_found");
    link = own;
  } else {
    const target = await checkDynamicDestination(content.url);
    await refuseNewDynamicOverLimit(prisma, actor.userId, now);
    link = { id: null, code: newDynamicCode(), target };
  }
  return { request: { ...(request as object), content: { type: "url", url: dynamicUrls(link.code).scanUrl } }, link };
}

/** A generated code collided with an existing one (rare): the caller tries again with a new plan. */
export class DynamicCodeTaken extends Error {}

/**
 * In the use's transaction: makes the new link (checking the plan's number again, the account's row being locked by
 * the use) and writes the code's one history entry, or gives it the new design. Returns the entry and the link.
 */
export async function storeDynamic(
  tx: Tx,
  userId: string,
  plan: DynamicPlan,
  entry: { payload: string; options: Prisma.InputJsonObject },
  now: Date,
): Promise<{ historyId: string; link: DynamicLink }> {
  let linkId = plan.link.id;
  if (linkId === null) {
    await refuseNewDynamicOverLimit(tx, userId, now);
    linkId = await insertDynamicLink(tx, userId, plan.link.code, plan.link.target);
    if (linkId === null) throw new DynamicCodeTaken();
  }
  const { id } = await tx.qrCode.upsert({
    where: { linkId },
    create: { userId, type: "url", payload: entry.payload, options: entry.options, linkId },
    update: { payload: entry.payload, options: entry.options },
  });
  const link = await tx.link.findUniqueOrThrow({ where: { id: linkId }, select: { id: true, code: true, target: true, humanScans: true } });
  return { historyId: id, link: { linkId: link.id, shortUrl: dynamicUrls(link.code).shortUrl, destination: link.target, scans: link.humanScans } };
}

/** After the commit: this process may have cached the new code as unknown. */
export function afterDynamicStored(plan: DynamicPlan): void {
  if (plan.link.id === null) forgetNewDynamicLink(plan.link.code);
}
