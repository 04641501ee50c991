"use client";

import { useSyncExternalStore } from "react";
import { EMPTY_TOOL_LISTS, toolListsSchema, withFavourite, withUse, type ToolLists } from "@/lib/tool-lists";

/**
 * This browser's favourites and recent tools (lib/tool-lists.ts), in localStorage. A stored value that is not valid
 * lists (edited by hand, written by an older version, cut short) is dropped and the lists start empty: never a crash.
 * Changes reach every component of this tab at once and the other tabs through the storage event; a signed-in user's
 * changes also go to the account (sync.tsx registers how, through `setAccountWriter`).
 */

export const TOOL_LISTS_KEY = "utilify:tool-lists";
const CHANGE_EVENT = "utilify:tool-lists";

type ReadableStorage = Pick<Storage, "getItem" | "removeItem">;

/** The lists in `storage`; an invalid value is removed, and the lists are empty. */
export function readToolLists(storage: ReadableStorage): ToolLists {
  const raw = storage.getItem(TOOL_LISTS_KEY);
  if (raw === null) return EMPTY_TOOL_LISTS;
  try {
    const parsed = toolListsSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: dropped below, like any other invalid value.
  }
  storage.removeItem(TOOL_LISTS_KEY);
  return EMPTY_TOOL_LISTS;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// The snapshot is cached by the stored text, so that React sees the same object until the lists change.
let cached: { raw: string | null; lists: ToolLists } = { raw: null, lists: EMPTY_TOOL_LISTS };

function snapshot(): ToolLists {
  const storage = browserStorage();
  if (!storage) return cached.lists;
  let raw: string | null;
  try {
    raw = storage.getItem(TOOL_LISTS_KEY);
  } catch {
    return cached.lists;
  }
  if (raw !== cached.raw) cached = { raw, lists: readToolLists(storage) };
  return cached.lists;
}

/** Replaces this browser's lists (e.g. with the account's, after a sign-in). */
export function writeToolLists(lists: ToolLists) {
  try {
    browserStorage()?.setItem(TOOL_LISTS_KEY, JSON.stringify(lists));
  } catch {
    // Storage full or refused: the lists of this page still change.
    cached = { raw: cached.raw, lists };
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOOL_LISTS_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const serverSnapshot = () => EMPTY_TOOL_LISTS;

/** The lists: empty during the server render and hydration (the server cannot know them), then this browser's. */
export function useToolLists(): ToolLists {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** How a change reaches the signed-in user's account; null while nobody is signed in (or not yet synced). */
export interface AccountWriter {
  favourite(id: string, favourite: boolean): void;
  use(id: string, at: number): void;
}
let accountWriter: AccountWriter | null = null;
export function setAccountWriter(writer: AccountWriter | null) {
  accountWriter = writer;
}

export function setFavourite(id: string, favourite: boolean) {
  writeToolLists(withFavourite(snapshot(), id, favourite));
  accountWriter?.favourite(id, favourite);
}

/** A tool's page was opened: it becomes the first of the recent tools. */
export function recordToolUse(id: string) {
  const at = Date.now();
  writeToolLists(withUse(snapshot(), id, at));
  accountWriter?.use(id, at);
}
