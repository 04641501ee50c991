import "server-only";
import { z } from "@/lib/platform/zod";
import { prisma, type Prisma } from "@/lib/platform/db";
import { forgetLink } from "@/tools/url-shortener/redirect/cache";
import { notifyLinkChanged } from "@/tools/url-shortener/redirect/invalidation";
import { linkTagsOf, linkTagsSelect, linkViewSelect, ownedBy, toLinkView, type LinkView, type Owner } from "@/tools/url-shortener/server/view";
import { findLinksPage, isCursorRefusal } from "@/tools/url-shortener/server/link-list";
import { ensureTags, readColor, readTagsInput, setLinkTags } from "@/tools/url-shortener/server/tags";
import { LINK_TAGS_MAX, readTagName, TAG_MESSAGES } from "@/tools/url-shortener/logic/tags";
import { lockExistingAccount } from "@/lib/platform/db/account-lock";
import type { Tx } from "@/lib/domain/limits/usage";
import { UserFacingError } from "@/lib/platform/errors";
import { checkTarget, TARGET_MESSAGES } from "@/tools/url-shortener/server/target";
import {
  addsDestination,
  fieldError,
  isShortLinkDomain,
  readLinkSettings,
  readPublicStats,
  readUtm,
  refuseLongTarget,
  requireSettingsAllowed,
  SETTINGS_FEATURE_MESSAGES,
  settingsData,
  utmIntoTargeting,
  type LinkSettingsInput,
} from "@/tools/url-shortener/server/settings";
import { applyUtm, hasUtm } from "@/tools/url-shortener/logic/utm";
import { requireDynamicEditAllowed } from "@/tools/url-shortener/server/dynamic-links";
import { recordLinkEvents } from "@/tools/url-shortener/webhooks/record";

/**
 * Owners' link management: lists, edits (destination, settings and tags, with the destination's history), delete
 * (soft: the short URL then answers 410), disable/enable, moving on sign-in.
 */

export const RECENT_LINKS = 5;
export { MAX_PAGE } from "@/tools/url-shortener/server/link-list";

const linkId = z.string().regex(/^[0-9a-f-]{36}$/i, "Link not found");

export const LINK_NOT_FOUND = "This link does not exist or is not yours.";

/**
 * The owner's newest links (not deleted), newest first (the shortener's recent links). `cursor` = the id of the last
 * link of the previous page; one that is not the owner's gives no links.
 */
export async function listLinks(owner: Owner, { take = RECENT_LINKS, cursor }: { take?: number; cursor?: string } = {}): Promise<LinkView[]> {
  try {
    return (await findLinksPage(owner, { take, after: cursor || undefined })).links;
  } catch (error) {
    if (isCursorRefusal(error)) return [];
    throw error;
  }
}

export async function countLinks(owner: Owner): Promise<number> {
  return prisma.link.count({ where: ownedBy(owner) });
}

/** One of the owner's links, or a not-found error that reveals nothing about other people's links. */
export async function findOwnedLink(owner: Owner, id: string, { includeDeleted = false } = {}) {
  const valid = linkId.safeParse(id);
  const where = ownedBy(owner);
  if (includeDeleted) delete where.deletedAt;
  const link = valid.success ? await prisma.link.findFirst({ where: { id: valid.data, ...where }, include: { tags: linkTagsSelect } }) : null;
  if (!link) throw new UserFacingError(LINK_NOT_FOUND, "not_found");
  return link;
}

async function update(owner: Owner, id: string, data: { deletedAt?: Date; disabledAt?: Date | null }): Promise<LinkView> {
  const link = await findOwnedLink(owner, id);
  // Only a link not yet in the state asked for changes: disabling a disabled link (or deleting twice at once) tells
  // no webhook anything.
  const notYet: Prisma.LinkWhereInput = data.deletedAt ? { deletedAt: null } : data.disabledAt ? { disabledAt: null } : { disabledAt: { not: null } };
  const updated = await prisma.$transaction(async (tx) => {
    const { count } = await tx.link.updateMany({ where: { id: link.id, ...notYet }, data });
    const row = await tx.link.findUniqueOrThrow({ where: { id: link.id }, select: linkViewSelect });
    if (count === 0) return row;
    await notifyLinkChanged(tx, row.domain, row.code);
    await recordLinkEvents(tx, link.ownerUserId, data.deletedAt ? "link.deleted" : "link.updated", [toLinkView(row)]);
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
 * What an edit may change: any of the destination (with UTM parameters), the settings and the tags (names: an array,
 * or comma-separated text; they replace the link's) — a field left out stays as it is.
 */
export type LinkEdit = { target?: unknown; tags?: unknown; publicStats?: unknown } & LinkSettingsInput;


/** The most destination changes the link page lists (newest first). */
export const HISTORY_SHOWN = 50;

/**
 * Changes one of an account's links: its public stats switch (every account: docs/product.md, "Public link stats"), a new destination (checked like a new link's: scheme, private addresses,
 * blocklist, loops), recorded in its history, and its settings. The row is locked while it changes, so two edits at
 * once record the history in order; every process drops the link from its redirect cache when the NOTIFY arrives.
 * Visitors' links cannot be edited: they have no account to answer for the change yet.
 */
export async function updateLink(owner: Owner, id: string, edit: LinkEdit): Promise<LinkView> {
  if (!("userId" in owner)) throw new UserFacingError(SETTINGS_FEATURE_MESSAGES.signIn, "unauthenticated", "Sign in required");
  const link = await findOwnedLink(owner, id);
  let target: string | undefined;
  if (edit.target !== undefined) {
    if (typeof edit.target !== "string") throw fieldError("target", TARGET_MESSAGES.empty);
    const checked = await checkTarget(edit.target, { isShortLinkDomain });
    if (!checked.ok) throw fieldError("target", checked.message);
    target = checked.url;
  }
  const utm = readUtm(edit.utm);
  const settings = await readLinkSettings(edit, link);
  const tags = readTagsInput(edit.tags);
  const publicStats = readPublicStats(edit.publicStats);
  await requireSettingsAllowed(owner.userId, settings, link, utm);

  const updated = await prisma.$transaction(async (tx) => {
    // The account's row before the link's (the order every writer of an account follows): new tags are counted under it.
    const tagIds = tags ? await ensureTags(tx, owner.userId, tags) : undefined;
    const [locked] = await tx.$queryRaw<{ target: string; maxClicks: number | null; humanClicks: number; expiredUrl: string | null; iosUrl: string | null; androidUrl: string | null; geo: Prisma.JsonValue | null }[]>`
      SELECT "target", "maxClicks", "humanClicks", "expiredUrl", "iosUrl", "androidUrl", "geo" FROM "Link" WHERE "id" = ${link.id} AND "ownerUserId" = ${owner.userId} AND "deletedAt" IS NULL FOR UPDATE`;
    if (!locked) throw new UserFacingError(LINK_NOT_FOUND, "not_found");
    const before = await tx.link.findUniqueOrThrow({ where: { id: link.id }, select: linkViewSelect });
    // UTM parameters go into the new destination, or into the one the link has.
    const next = hasUtm(utm) ? applyUtm(target ?? locked.target, utm) : target;
    if (next !== undefined) refuseLongTarget(next, target !== undefined ? "target" : "utm");
    const changed = next !== undefined && next !== locked.target ? next : null;
    utmIntoTargeting(settings, utm, locked);
    // A printed dynamic QR code sent anywhere new (its destination, with UTM parameters too, a fallback or a targeted
    // one) needs a plan that covers the account's dynamic codes (docs/product.md, "Dynamic QR codes").
    if (link.dynamicQr && (changed || addsDestination(settings, locked))) await requireDynamicEditAllowed(owner.userId, tx);
    if (tagIds) await setLinkTags(tx, link.id, tagIds);
    const row = await tx.link.update({
      where: { id: link.id },
      data: {
        ...(changed ? { target: changed } : {}),
        ...settingsData(settings),
        ...(publicStats !== undefined ? { publicStats } : {}),
        // A new click limit counts the clicks the link already has.
        ...(settings.maxClicks != null && locked.maxClicks === null ? { clicksServed: locked.humanClicks } : {}),
      },
      select: linkViewSelect,
    });
    if (changed) await tx.linkTargetChange.create({ data: { linkId: link.id, fromTarget: locked.target, toTarget: changed } });
    // An edit that sends back what the link has ({}, the same click limit, no tags on a link without any) is no change.
    if (sameEditables(before, row)) return row;
    await notifyLinkChanged(tx, row.domain, row.code);
    await recordLinkEvents(tx, owner.userId, "link.updated", [toLinkView(row)]);
    return row;
  });
  forgetLink(updated.domain, updated.code);
  return toLinkView(updated);
}

type EditableLink = Prisma.LinkGetPayload<{ select: typeof linkViewSelect }>;

/** Whether a link reads the same before and after an edit, in everything updateLink may change (a new password always differs: its hash is new). */
function sameEditables(a: EditableLink, b: EditableLink): boolean {
  const editables = (l: EditableLink) =>
    JSON.stringify([l.target, l.redirectStatus, l.expiresAt?.getTime() ?? null, l.maxClicks, l.expiredUrl, l.passwordHash, l.iosUrl, l.androidUrl, l.geo, l.publicStats, linkTagsOf(l.tags)]);
  return editables(a) === editables(b);
}

type LinkOwner = Owner;

function taggingUser(owner: LinkOwner): string {
  if (!("userId" in owner)) throw new UserFacingError(TAG_MESSAGES.signIn, "unauthenticated", "Sign in required");
  return owner.userId;
}

/**
 * Puts a tag on one of the account's links (the link page's "Add a tag"): one of its tags by name in any case, or a
 * new one within the plan's limit. `color` (optional) recolours the tag. A link has at most LINK_TAGS_MAX tags.
 */
export async function addTagToLink(owner: LinkOwner, id: string, input: { name: unknown; color?: unknown }): Promise<LinkView> {
  const userId = taggingUser(owner);
  const link = await findOwnedLink(owner, id);
  const read = readTagName(typeof input.name === "string" ? input.name : "");
  if (!read.ok) throw fieldError("name", read.message);
  const color = readColor(input.color);
  return prisma.$transaction(async (tx) => {
    await lockExistingAccount(tx, userId, "FOR NO KEY UPDATE");
    const current = await tx.linkTag.findMany({ where: { linkId: link.id }, select: { tag: { select: { nameKey: true } } } });
    const has = current.some((t) => t.tag.nameKey === read.key);
    if (!has && current.length >= LINK_TAGS_MAX) throw fieldError("name", TAG_MESSAGES.tooManyOnLink);
    const [tagId] = await ensureTags(tx, userId, [read], color ? { [read.key]: color } : {});
    if (color) await tx.tag.update({ where: { id: tagId! }, data: { color } });
    const added = has ? 0 : await tx.linkTag.createMany({ data: [{ linkId: link.id, tagId: tagId! }], skipDuplicates: true }).then((r) => r.count);
    const view = toLinkView(await tx.link.findUniqueOrThrow({ where: { id: link.id }, select: linkViewSelect }));
    if (added) await recordLinkEvents(tx, userId, "link.updated", [view]);
    return view;
  });
}

/** Takes a tag (by name, any case) off one of the account's links; nothing when it was not on it. */
export async function removeTagFromLink(owner: LinkOwner, id: string, name: unknown): Promise<LinkView> {
  const userId = taggingUser(owner);
  const link = await findOwnedLink(owner, id);
  const read = readTagName(typeof name === "string" ? name : "");
  return prisma.$transaction(async (tx) => {
    const removed = read.ok ? (await tx.linkTag.deleteMany({ where: { linkId: link.id, tag: { userId, nameKey: read.key } } })).count : 0;
    const view = toLinkView(await tx.link.findUniqueOrThrow({ where: { id: link.id }, select: linkViewSelect }));
    // A tag put on or taken off one link is an edit of it, as through updateLink's `tags` (webhooks hear of it).
    if (removed) await recordLinkEvents(tx, userId, "link.updated", [view]);
    return view;
  });
}

export interface TargetChange {
  /** ISO timestamp. */
  at: string;
  from: string;
  to: string;
}

/** The destination's history of one of the owner's links, newest first. */
export async function listTargetChanges(owner: Owner, id: string): Promise<TargetChange[]> {
  const link = await findOwnedLink(owner, id, { includeDeleted: true });
  const rows = await prisma.linkTargetChange.findMany({ where: { linkId: link.id }, orderBy: [{ at: "desc" }, { id: "desc" }], take: HISTORY_SHOWN });
  return rows.map((r) => ({ at: r.at.toISOString(), from: r.fromTarget, to: r.toTarget }));
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
