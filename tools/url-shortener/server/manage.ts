import "server-only";
import { z } from "@/lib/zod";
import { prisma } from "@/lib/db";
import { forgetLink } from "@/tools/url-shortener/redirect/cache";
import { notifyLinkChanged } from "@/tools/url-shortener/redirect/invalidation";
import { linkViewSelect, ownedBy, toLinkView, type LinkView, type Owner } from "@/tools/url-shortener/server/view";
import type { Tx } from "@/lib/limits/usage";
import { UserFacingError } from "@/lib/errors";

/** Owners' link management: lists, delete (soft: the short URL then answers 410), disable/enable, moving on sign-in. */

export const RECENT_LINKS = 5;
export const MAX_PAGE = 100;

const linkId = z.string().regex(/^[0-9a-f-]{36}$/i, "Link not found");

export const LINK_NOT_FOUND = "This link does not exist or is not yours.";

/** The owner's newest links (not deleted), newest first. `cursor` = the id of the last link of the previous page. */
export async function listLinks(owner: Owner, { take = RECENT_LINKS, cursor }: { take?: number; cursor?: string } = {}): Promise<LinkView[]> {
  const rows = await prisma.link.findMany({
    where: ownedBy(owner),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(1, take), MAX_PAGE),
    ...(cursor && linkId.safeParse(cursor).success ? { cursor: { id: cursor }, skip: 1 } : {}),
    select: linkViewSelect,
  });
  return rows.map(toLinkView);
}

export async function countLinks(owner: Owner): Promise<number> {
  return prisma.link.count({ where: ownedBy(owner) });
}

/** One of the owner's links, or a not-found error that reveals nothing about other people's links. */
export async function findOwnedLink(owner: Owner, id: string, { includeDeleted = false } = {}) {
  const valid = linkId.safeParse(id);
  const where = ownedBy(owner);
  if (includeDeleted) delete where.deletedAt;
  const link = valid.success ? await prisma.link.findFirst({ where: { id: valid.data, ...where } }) : null;
  if (!link) throw new UserFacingError(LINK_NOT_FOUND, "not_found");
  return link;
}

async function update(owner: Owner, id: string, data: { deletedAt?: Date; disabledAt?: Date | null }): Promise<LinkView> {
  const link = await findOwnedLink(owner, id);
  const updated = await prisma.$transaction(async (tx) => {
    const row = await tx.link.update({ where: { id: link.id }, data, select: linkViewSelect });
    await notifyLinkChanged(tx, row.domain, row.code);
    return row;
  });
  // At once in this process; other processes drop it when the NOTIFY arrives.
  forgetLink(updated.domain, updated.code);
  return toLinkView(updated);
}

/** Soft delete: the row stays (its code is never handed out again) and the short URL answers 410. */
export async function deleteLink(owner: Owner, id: string): Promise<void> {
  await update(owner, id, { deletedAt: new Date() });
}

export async function setLinkDisabled(owner: Owner, id: string, disabled: boolean): Promise<LinkView> {
  return update(owner, id, { disabledAt: disabled ? new Date() : null });
}

/**
 * Moves an anonymous visitor's links into the account it signed up or signed in with (call it in the sign-in
 * transaction, beside mergeVisitorUsage). Returns how many links moved.
 */
export async function moveVisitorLinksToUser(tx: Tx, visitorId: string, userId: string): Promise<number> {
  const moved = await tx.link.updateMany({
    where: { ownerVisitorId: visitorId, ownerUserId: null },
    data: { ownerUserId: userId, ownerVisitorId: null },
  });
  return moved.count;
}
