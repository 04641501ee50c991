import "server-only";
import { prisma } from "@/lib/platform/db";
import { ACCOUNT_GONE_MESSAGE, UserFacingError } from "@/lib/platform/errors";
import { lockAccountUsage, mergeVisitorUsage, type Tx } from "@/lib/domain/limits/usage";

/**
 * An anonymous visitor signs up or signs in: today's usage and the visitor's short links move into the account, and
 * the visitor records the merge. Runs inside the caller's transaction so that it happens whole or not at all.
 * Idempotent: merging an already merged visitor again moves only what it did since.
 */
export async function mergeVisitorIntoUser(
  tx: Tx,
  visitorId: string,
  userId: string,
  now = new Date(),
): Promise<{ linksMoved: number }> {
  // The account's usage is written below: its row first, like every writer of it (see lockAccountUsage).
  if (!(await lockAccountUsage(tx, userId))) throw new UserFacingError(ACCOUNT_GONE_MESSAGE, "not_found"); // deleted meanwhile
  // A valid cookie does not guarantee the row (e.g. after a database reset): upsert before pointing at it.
  await tx.visitor.upsert({
    where: { id: visitorId },
    create: { id: visitorId, mergedIntoUserId: userId, mergedAt: now },
    update: { mergedIntoUserId: userId, mergedAt: now },
  });
  await mergeVisitorUsage(tx, visitorId, userId, now);
  const links = await tx.link.updateMany({
    where: { ownerVisitorId: visitorId, ownerUserId: null },
    data: { ownerUserId: userId, ownerVisitorId: null },
  });
  return { linksMoved: links.count };
}

/** The same in a transaction of its own (sign-in, where nothing else is written). */
export function mergeVisitor(visitorId: string, userId: string, now = new Date()) {
  return prisma.$transaction((tx) => mergeVisitorIntoUser(tx, visitorId, userId, now));
}
