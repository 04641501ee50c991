"use client";

import { useSyncExternalStore } from "react";
import { EMPTY_TOOL_LISTS, withFavourite, withUse, type ToolLists } from "@/lib/domain/tool-lists/lists";

/**
 * This browser's favourites and recent tools (lib/domain/tool-lists/lists.ts), in localStorage. A stored value that is not valid
 * lists (edited by hand, written by an older version, cut short) is dropped and the lists start empty: never a crash.
 * The check (zod, lib/domain/tool-lists/schema.ts) is loaded only when something this tab did not write is stored, so a
 * visitor without lists never downloads it (lists this tab wrote are known as written); until it has loaded the lists read as empty, and a change waits for it (it must not overwrite lists
 * it could not read). Changes reach every component of this tab at once and the other tabs through the storage event;
 * a signed-in user's changes also go to the account (sync.tsx registers how, through `setAccountWriter`).
 */

export const TOOL_LISTS_KEY = "utilify:tool-lists";
const CHANGE_EVENT = "utilify:tool-lists";

/** Stored text to lists, or null for anything that is not valid lists. */
export type ParseToolLists = (raw: string) => ToolLists | null;
type ReadableStorage = Pick<Storage, "getItem" | "removeItem">;

/** The lists in `storage`; an invalid value is removed, and the lists are empty. */
export function readToolLists(storage: ReadableStorage, parse: ParseToolLists): ToolLists {
  const raw = storage.getItem(TOOL_LISTS_KEY);
  if (raw === null) return EMPTY_TOOL_LISTS;
  const lists = parse(raw);
  if (lists) return lists;
  storage.removeItem(TOOL_LISTS_KEY);
  return EMPTY_TOOL_LISTS;
}

let parser: ParseToolLists | null = null;
let parserLoad: Promise<ParseToolLists> | null = null;
function loadParser(): Promise<ParseToolLists> {
  return (parserLoad ??= import("@/lib/domain/tool-lists/schema").then(
    (m) => {
      parser = m.parseToolLists;
      window.dispatchEvent(new Event(CHANGE_EVENT));
      return m.parseToolLists;
    },
    (error: unknown) => {
      // Tried again at the next read.
      parserLoad = null;
      throw error;
    },
  ));
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function storedText(): string | null {
  try {
    return browserStorage()?.getItem(TOOL_LISTS_KEY) ?? null;
  } catch {
    return null;
  }
}

// The snapshot is cached by the stored text (and whether it could be read yet), so that React sees the same object
// until the lists change.
let cached: { raw: string | null; parsed: boolean; lists: ToolLists } = { raw: null, parsed: true, lists: EMPTY_TOOL_LISTS };

/** The lists stored as `raw` when this tab already knows them (it read them, or wrote them itself): no check needed. */
function knownLists(raw: string): ToolLists | null {
  return raw === cached.raw && cached.parsed ? cached.lists : null;
}

function snapshot(): ToolLists {
  const raw = storedText();
  // Known lists, or still waiting for the check to load: the same object as before.
  if (raw === cached.raw && (cached.parsed || parser === null)) return cached.lists;
  const storage = browserStorage();
  if (raw === null || !storage) cached = { raw, parsed: true, lists: EMPTY_TOOL_LISTS };
  else if (parser) cached = { raw, parsed: true, lists: readToolLists(storage, parser) };
  else {
    void loadParser().catch(() => {});
    cached = { raw, parsed: false, lists: EMPTY_TOOL_LISTS };
  }
  return cached.lists;
}

/** The lists as stored, once they can be read (the check loaded when something is stored). */
export async function currentToolLists(): Promise<ToolLists> {
  const storage = browserStorage();
  const raw = storedText();
  if (!storage || raw === null) return EMPTY_TOOL_LISTS;
  return knownLists(raw) ?? readToolLists(storage, parser ?? (await loadParser()));
}

/** Replaces this browser's lists (e.g. with the account's, after a sign-in). */
export function writeToolLists(lists: ToolLists) {
  try {
    const raw = JSON.stringify(lists);
    browserStorage()?.setItem(TOOL_LISTS_KEY, raw);
    // What this tab wrote, it knows: a first visit records its tool without downloading the check.
    cached = { raw, parsed: true, lists };
  } catch {
    // Storage full or refused: the lists of this page still change.
    cached = { ...cached, lists };
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

export async function setFavourite(id: string, favourite: boolean) {
  writeToolLists(withFavourite(await currentToolLists(), id, favourite));
  accountWriter?.favourite(id, favourite);
}

/** A tool's page was opened: it becomes the first of the recent tools. */
export async function recordToolUse(id: string) {
  const at = Date.now();
  writeToolLists(withUse(await currentToolLists(), id, at));
  accountWriter?.use(id, at);
}
