import "server-only";
import { prisma } from "@/lib/platform/db";
import { lockExistingAccount } from "@/lib/platform/db/account-lock";
import type { Tx } from "@/lib/domain/limits/usage";
import { cheapestPlanWith } from "@/lib/domain/plans";
import { userEntitlements } from "@/lib/domain/plans/user-entitlements";
import { UserFacingError } from "@/lib/platform/errors";
import {
  defaultTagColor,
  isTagColor,
  readTagName,
  readTagNames,
  splitTagText,
  TAG_MESSAGES,
  type TagColor,
  type TagView,
} from "@/tools/url-shortener/logic/tags";
import { fieldError } from "@/tools/url-shortener/server/settings";

/**
 * An account's link tags (docs/product.md, "Links people manage"): the names a request gives (the API's array, the
 * forms' comma-separated text) are checked, found in the account case-insensitively, and the new ones created with a
 * default colour while the plan's `linkTags` allows (counted under the account's row lock, so two requests at once
 * cannot pass it); a link's set is replaced, a tag added to or taken off a link, and a tag renamed, recoloured or
 * deleted (taking it off every link).
 */

export const TAGS_PLAN = cheapestPlanWith((e) => e.linkTags === null);

/** The refusal of a new tag past the plan's limit. */
export function tagLimitMessage(limit: number): string {
  return `Your plan has up to ${limit} tags. Tags are unlimited on the ${TAGS_PLAN.name} plan and above: upgrade to add more, or use one of the tags you have.`;
}

/**
 * What a request gives as tags, checked: undefined = not given (a link keeps its tags), null or "" = none, an array of
 * names (the API) or comma-separated text (the forms). Each refusal names the field `tags`.
 */
export function readTagsInput(value: unknown): { name: string; key: string }[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  let raw: string[];
  if (typeof value === "string") raw = splitTagText(value);
  else if (Array.isArray(value) && value.every((v) => typeof v === "string")) raw = value;
  else throw fieldError("tags", TAG_MESSAGES.shape);
  const read = readTagNames(raw);
  if (!read.ok) throw fieldError("tags", read.message);
  return read.names;
}

/**
 * The account's tags by name; `counts` adds how many of its links (not deleted) carry each (the account's tag list:
 * a join over the account's tagged links, left out of the shortener's live poll of recent links).
 */
export async function listTags(userId: string, { counts = true }: { counts?: boolean } = {}): Promise<TagView[]> {
  const rows = await prisma.tag.findMany({
    where: { userId },
    orderBy: [{ nameKey: "asc" }, { id: "asc" }],
    select: { id: true, name: true, color: true, ...(counts ? { _count: { select: { links: { where: { link: { deletedAt: null } } } } } } : {}) },
  });
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    color: isTagColor(t.color) ? t.color : "slate",
    ...("_count" in t ? { links: (t._count as { links: number }).links } : {}),
  }));
}

/**
 * The ids of the account's tags of these names, creating the missing ones (with `colors[key]` or the default colour).
 * New tags lock the account's row first (the order every writer of an account follows) and count its tags under the
 * lock: past `linkTags` the whole request is refused with the plan's message.
 */
export async function ensureTags(tx: Tx, userId: string, names: { name: string; key: string }[], colors: Record<string, TagColor> = {}): Promise<string[]> {
  if (names.length === 0) return [];
  const keys = names.map((n) => n.key);
  const find = () => tx.tag.findMany({ where: { userId, nameKey: { in: keys } }, select: { id: true, nameKey: true } });
  let found = await find();
  if (found.length < names.length) {
    await lockExistingAccount(tx, userId, "FOR NO KEY UPDATE");
    found = await find();
    const have = new Set(found.map((t) => t.nameKey));
    const missing = names.filter((n) => !have.has(n.key));
    if (missing.length > 0) {
      const { linkTags: limit } = await userEntitlements(userId);
      if (limit !== null && (await tx.tag.count({ where: { userId } })) + missing.length > limit) {
        throw new UserFacingError(tagLimitMessage(limit), "forbidden", "Upgrade required", { tags: tagLimitMessage(limit) });
      }
      await tx.tag.createMany({ data: missing.map((n) => ({ userId, name: n.name, nameKey: n.key, color: colors[n.key] ?? defaultTagColor(n.key) })) });
      found = await find();
    }
  }
  const byKey = new Map(found.map((t) => [t.nameKey, t.id]));
  return keys.map((k) => byKey.get(k)!);
}

/** Makes `tagIds` the link's tags: the others come off, the new ones go on. */
export async function setLinkTags(tx: Tx, linkId: string, tagIds: string[]): Promise<void> {
  await tx.linkTag.deleteMany({ where: { linkId, tagId: { notIn: tagIds } } });
  if (tagIds.length) await tx.linkTag.createMany({ data: tagIds.map((tagId) => ({ linkId, tagId })), skipDuplicates: true });
}

/** A colour of the palette, or null when none is chosen ("" from a form). */
export function readColor(value: unknown): TagColor | null {
  if (value === undefined || value === null || value === "") return null;
  if (!isTagColor(value)) throw fieldError("color", TAG_MESSAGES.color);
  return value;
}

async function ownTag(userId: string, tagId: unknown): Promise<{ id: string; name: string }> {
  const id = typeof tagId === "string" && /^[0-9a-f-]{36}$/i.test(tagId) ? tagId : null;
  const tag = id ? await prisma.tag.findFirst({ where: { id, userId }, select: { id: true, name: true } }) : null;
  if (!tag) throw new UserFacingError(TAG_MESSAGES.notFound, "not_found");
  return tag;
}

/** Renames and/or recolours one of the account's tags; a name another of its tags has (in any case) is refused. */
export async function updateTag(userId: string, tagId: unknown, input: { name?: unknown; color?: unknown }): Promise<TagView> {
  const tag = await ownTag(userId, tagId);
  const data: { name?: string; nameKey?: string; color?: TagColor } = {};
  if (input.name !== undefined) {
    const read = readTagName(typeof input.name === "string" ? input.name : "");
    if (!read.ok) throw fieldError("name", read.message);
    data.name = read.name;
    data.nameKey = read.key;
  }
  const color = readColor(input.color);
  if (color) data.color = color;
  if (data.nameKey) {
    const other = await prisma.tag.findFirst({ where: { userId, nameKey: data.nameKey, id: { not: tag.id } }, select: { name: true } });
    if (other) throw new UserFacingError(TAG_MESSAGES.taken(other.name), "conflict", "Error", { name: TAG_MESSAGES.taken(other.name) });
  }
  try {
    await prisma.tag.update({ where: { id: tag.id }, data });
  } catch (error) {
    // Renamed to the same name by another request meanwhile: the unique index says so.
    if ((error as { code?: string }).code === "P2002") throw new UserFacingError(TAG_MESSAGES.taken(data.name ?? tag.name), "conflict", "Error", { name: TAG_MESSAGES.taken(data.name ?? tag.name) });
    throw error;
  }
  const [view] = (await listTags(userId)).filter((t) => t.id === tag.id);
  return view!;
}

/** Deletes one of the account's tags: it comes off every link that had it. */
export async function deleteTag(userId: string, tagId: unknown): Promise<{ id: string; name: string }> {
  const tag = await ownTag(userId, tagId);
  await prisma.tag.deleteMany({ where: { id: tag.id, userId } });
  return tag;
}
