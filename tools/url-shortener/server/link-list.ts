import "server-only";
import { prisma, type Prisma } from "@/lib/platform/db";
import { UserFacingError } from "@/lib/platform/errors";
import { readTagName } from "@/tools/url-shortener/logic/tags";
import { LINK_FILTER_MESSAGES, SEARCH_MAX } from "@/tools/url-shortener/logic/link-filter";
import { fieldError } from "@/tools/url-shortener/server/settings";
import { linkViewSelect, ownedBy, toLinkView, type LinkView, type Owner } from "@/tools/url-shortener/server/view";

/**
 * An owner's links, newest first, filtered and a page at a time (the account's list, GET /api/v1/links, the
 * shortener's recent links). Pages are cut by keyset on ("createdAt", "id") after or before a cursor link, which the
 * index ("ownerUserId", "createdAt", "id") answers as a range: the 500th page costs what the first does, where an OFFSET
 * would read every row before it. Filters: a tag (by name, any case), text in the code or the destination (any case),
 * and a range of creation dates.
 */

export const MAX_PAGE = 100;

export interface LinkFilter {
  /** Text the code or the destination contains, compared case-insensitively. */
  search?: string;
  /** A tag's name, any case. */
  tag?: string;
  /** Created at or after this instant. */
  from?: Date;
  /** Created before this instant. */
  until?: Date;
}

export interface LinkPage {
  links: LinkView[];
  /** The cursor of the next (older) page, or null on the last. */
  nextCursor: string | null;
  /** The cursor of the previous (newer) page, or null on the first. */
  prevCursor: string | null;
}

/** What a query string gives as a filter (every field optional; "" = not given). */
export interface LinkFilterInput {
  search?: unknown;
  tag?: unknown;
  from?: unknown;
  to?: unknown;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** A day (YYYY-MM-DD, UTC) or an instant with its zone; `end`: a day stands for its end (the next day's start). */
function readDate(value: unknown, field: "from" | "to"): Date | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const text = typeof value === "string" ? value.trim() : "";
  const day = DATE.exec(text);
  if (day) {
    const [, y, m, d] = day.map(Number) as [number, number, number, number];
    const start = Date.UTC(y, m - 1, d);
    const date = new Date(start);
    // 2026-02-30 is not a day: Date.UTC would roll it over.
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) throw fieldError(field, LINK_FILTER_MESSAGES.date(field));
    return new Date(field === "to" ? start + DAY_MS : start);
  }
  if (DATE_TIME.test(text)) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return field === "to" ? new Date(date.getTime() + 1) : date;
  }
  throw fieldError(field, LINK_FILTER_MESSAGES.date(field));
}

/** The filter of a query (the API's, the account page's), checked: each refusal names its field. */
export function readLinkFilter(input: LinkFilterInput): LinkFilter {
  const filter: LinkFilter = {};
  if (input.search !== undefined && input.search !== null) {
    if (typeof input.search !== "string") throw fieldError("search", LINK_FILTER_MESSAGES.search);
    const search = input.search.trim();
    if ([...search].length > SEARCH_MAX) throw fieldError("search", LINK_FILTER_MESSAGES.search);
    if (search) filter.search = search;
  }
  if (input.tag !== undefined && input.tag !== null && input.tag !== "") {
    const read = readTagName(typeof input.tag === "string" ? input.tag : "");
    if (!read.ok) throw fieldError("tag", read.message);
    filter.tag = read.key;
  }
  const from = readDate(input.from, "from");
  const until = readDate(input.to, "to");
  if (from && until && until.getTime() <= from.getTime()) throw fieldError("to", LINK_FILTER_MESSAGES.order);
  if (from) filter.from = from;
  if (until) filter.until = until;
  return filter;
}

/** Whether any filter is set. */
export function isFiltered(filter: LinkFilter): boolean {
  return Boolean(filter.search || filter.tag || filter.from || filter.until);
}

/** LIKE's own characters, escaped: "50%" finds "50%", not every code with "50" in it. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The filter as a Prisma condition on the owner's links, or null when it can match nothing (a tag they do not have). */
async function whereOf(owner: Owner, filter: LinkFilter): Promise<Prisma.LinkWhereInput | null> {
  const and: Prisma.LinkWhereInput[] = [ownedBy(owner)];
  if (filter.tag !== undefined) {
    if (!("userId" in owner)) return null;
    const tag = await prisma.tag.findUnique({ where: { userId_nameKey: { userId: owner.userId, nameKey: filter.tag } }, select: { id: true } });
    if (!tag) return null;
    and.push({ tags: { some: { tagId: tag.id } } });
  }
  if (filter.search) {
    // Prisma's `contains` passes % and _ on as wildcards: the text is escaped here (Postgres's default escape is \).
    const text = likeEscaped(filter.search);
    and.push({ OR: [{ code: { contains: text, mode: "insensitive" } }, { target: { contains: text, mode: "insensitive" } }] });
  }
  if (filter.from) and.push({ createdAt: { gte: filter.from } });
  if (filter.until) and.push({ createdAt: { lt: filter.until } });
  return { AND: and };
}

/** The cursor link's place in the order; a cursor that is not one of the owner's links is refused, naming `field`. */
async function cursorOf(owner: Owner, id: string, field: string): Promise<{ id: string; createdAt: Date }> {
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const where: Prisma.LinkWhereInput = "userId" in owner ? { ownerUserId: owner.userId } : { ownerVisitorId: owner.visitorId };
  // A link deleted since its page was read still marks the place.
  const row = valid ? await prisma.link.findFirst({ where: { id, ...where }, select: { id: true, createdAt: true } }) : null;
  if (!row) throw fieldError(field, LINK_FILTER_MESSAGES.cursor(field));
  return row;
}

/**
 * A page of the owner's links matching `filter`, newest first: the first page, the page after `after` (older links)
 * or the one before `before` (newer links). Each cursor is the id of a link of the page next to it.
 */
export async function findLinksPage(
  owner: Owner,
  { filter = {}, take = 20, after, before, cursorField = "cursor" }: { filter?: LinkFilter; take?: number; after?: string; before?: string; cursorField?: string } = {},
): Promise<LinkPage> {
  const size = Math.min(Math.max(1, Math.trunc(take) || 1), MAX_PAGE);
  const where = await whereOf(owner, filter);
  if (!where) return { links: [], nextCursor: null, prevCursor: null };
  const cursor = before ? await cursorOf(owner, before, "before") : after ? await cursorOf(owner, after, cursorField) : null;
  const conditions = [where];
  if (cursor && before) {
    conditions.push({ createdAt: { gte: cursor.createdAt } }, { OR: [{ createdAt: { gt: cursor.createdAt } }, { id: { gt: cursor.id } }] });
  } else if (cursor) {
    conditions.push({ createdAt: { lte: cursor.createdAt } }, { OR: [{ createdAt: { lt: cursor.createdAt } }, { id: { lt: cursor.id } }] });
  }
  const direction = before ? "asc" : "desc";
  const rows = await prisma.link.findMany({
    where: { AND: conditions },
    orderBy: [{ createdAt: direction }, { id: direction }],
    take: size + 1,
    select: linkViewSelect,
  });
  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (before) page.reverse();
  const links = page.map(toLinkView);
  const first = links[0]?.id ?? null;
  const last = links.at(-1)?.id ?? null;
  return before
    ? { links, nextCursor: last, prevCursor: more ? first : null }
    : { links, nextCursor: more ? last : null, prevCursor: cursor ? first : null };
}

/** How many of the owner's links match `filter`. */
export async function countLinksMatching(owner: Owner, filter: LinkFilter = {}): Promise<number> {
  const where = await whereOf(owner, filter);
  return where ? prisma.link.count({ where }) : 0;
}

/** A cursor the caller sent that is not theirs, for callers that prefer the first page to a refusal. */
export function isCursorRefusal(error: unknown): boolean {
  return error instanceof UserFacingError && Object.keys(error.fieldErrors ?? {}).some((f) => f === "cursor" || f === "after" || f === "before");
}

/** The account page's list: its query (as typed, for the form), the page, the count and the account's tags. */
export interface AccountLinksQuery {
  search: string;
  tag: string;
  from: string;
  to: string;
}

export const ACCOUNT_PAGE_SIZE = 20;

/**
 * What the account page lists for `params` (its query string: search, tag, from, to, and after or before for the
 * page): a filter that cannot be read is shown with its message and the list is not filtered; a cursor that is not
 * the account's starts from the first page.
 */
export async function loadAccountLinks(userId: string, params: Record<string, string | string[] | undefined>) {
  const text = (name: string) => {
    const value = params[name];
    return typeof value === "string" ? value : "";
  };
  const query: AccountLinksQuery = { search: text("search"), tag: text("tag"), from: text("from"), to: text("to") };
  const owner = { userId };
  let filter: LinkFilter = {};
  let problem: { field: string; message: string } | null = null;
  try {
    filter = readLinkFilter(query);
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    problem = { field: Object.keys(error.fieldErrors ?? {})[0] ?? "search", message: error.message };
  }
  const after = text("after") || undefined;
  const before = text("before") || undefined;
  let page: LinkPage;
  try {
    page = await findLinksPage(owner, { filter, take: ACCOUNT_PAGE_SIZE, after, before });
  } catch (error) {
    if (!isCursorRefusal(error)) throw error;
    page = await findLinksPage(owner, { filter, take: ACCOUNT_PAGE_SIZE });
  }
  const [matching, total] = await Promise.all([countLinksMatching(owner, filter), isFiltered(filter) ? countLinksMatching(owner) : null]);
  return { query, problem, page, matching, total: total ?? matching, filtered: isFiltered(filter) };
}

export type AccountLinks = Awaited<ReturnType<typeof loadAccountLinks>>;
