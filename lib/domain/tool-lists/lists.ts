/**
 * A visitor's own tools: favourites (starred, in the order starred) and the last tools used (newest first), kept in
 * the browser (components/tool-lists/store.ts) and, for a signed-in user, in the account (lib/domain/account/tool-lists.ts).
 * The rules both sides share live here: the bounds, and how two lists merge when a browser's lists meet an account's
 * at sign-in. What a valid stored list is: lib/domain/tool-lists/schema.ts (zod, loaded only by a browser that has lists).
 */

export const MAX_RECENT_TOOLS = 8;
/** More than the catalogue holds: a bound on what a browser or a call can send, not a limit anyone meets. */
export const MAX_FAVOURITE_TOOLS = 100;

/** A catalogue id (tools/<id>): what a list may name. An id the catalogue does not know is kept but never shown. */
export const TOOL_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export interface RecentTool {
  id: string;
  /** When it was last used, in milliseconds since the epoch. */
  at: number;
}

export interface ToolLists {
  favourites: string[];
  recent: RecentTool[];
}

export const EMPTY_TOOL_LISTS: ToolLists = { favourites: [], recent: [] };

/** Recent uses, one per tool (its latest), newest first, at most MAX_RECENT_TOOLS. */
export function boundRecent(uses: readonly RecentTool[]): RecentTool[] {
  const latest = new Map<string, number>();
  for (const { id, at } of uses) latest.set(id, Math.max(at, latest.get(id) ?? -1));
  return [...latest]
    .map(([id, at]) => ({ id, at }))
    .sort((a, b) => b.at - a.at || a.id.localeCompare(b.id))
    .slice(0, MAX_RECENT_TOOLS);
}

/** `id` starred (added at the end) or unstarred. */
export function withFavourite(lists: ToolLists, id: string, favourite: boolean): ToolLists {
  const others = lists.favourites.filter((f) => f !== id);
  const favourites = favourite ? [...others, id].slice(-MAX_FAVOURITE_TOOLS) : others;
  return { ...lists, favourites };
}

/** `id` used at `at` (milliseconds since the epoch): first in the recent list. */
export function withUse(lists: ToolLists, id: string, at: number): ToolLists {
  return { ...lists, recent: boundRecent([{ id, at }, ...lists.recent]) };
}

/**
 * Two sets of lists become one (a browser's and an account's, at sign-in): every favourite of either (the first
 * list's order, then the second's new ones), and the recent uses of both by time, each tool once.
 */
export function mergeToolLists(a: ToolLists, b: ToolLists): ToolLists {
  const favourites = [...new Set([...a.favourites, ...b.favourites])].slice(0, MAX_FAVOURITE_TOOLS);
  return { favourites, recent: boundRecent([...a.recent, ...b.recent]) };
}
