"use client";

import { useSyncExternalStore } from "react";
import { HISTORY_KEY, readHistory, type HistoryEntry } from "../logic/history";

/**
 * The history in localStorage as an external store (useSyncExternalStore): the server and the first render see an
 * empty list, the browser's stored list follows, and a change in another tab shows up here too. Storage refused by
 * the browser (private modes, policies) leaves a history for this visit only, in memory.
 */

const EMPTY: HistoryEntry[] = [];
const listeners = new Set<() => void>();
let memory: HistoryEntry[] | null = null;
let cachedRaw: string | null = null;
let cached: HistoryEntry[] = EMPTY;

function read(): HistoryEntry[] {
  if (memory) return memory;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(HISTORY_KEY);
  } catch {
    return EMPTY;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = readHistory(raw);
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === HISTORY_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function writeHistory(next: HistoryEntry[]): void {
  try {
    if (next.length) window.localStorage.setItem(HISTORY_KEY, JSON.stringify(next));
    else window.localStorage.removeItem(HISTORY_KEY);
    memory = null;
  } catch {
    memory = next;
  }
  for (const listener of listeners) listener();
}

export function useHistory(): HistoryEntry[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
