/**
 * The Unit Calculator's history: the last lines the user calculated, newest first, kept in this browser only
 * (localStorage). Pure helpers; the UI reads and writes the storage. Stored data is untrusted: anything that is not a
 * list of short entries is dropped, never shown.
 */

export const HISTORY_KEY = "utilify:unit-calculator:history";
/** Entries kept. */
export const MAX_HISTORY = 20;
const MAX_ENTRY_TEXT = 400;

export interface HistoryEntry {
  /** The line as typed. */
  input: string;
  /** The result as shown ("= 1.8002 m"). */
  result: string;
}

/** Adds an entry on top; the same line calculated again moves up instead of appearing twice. */
export function addToHistory(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history.filter((h) => h.input !== entry.input)].slice(0, MAX_HISTORY);
}

/** Reads stored history; anything malformed or oversized gives an empty or shortened list. */
export function readHistory(stored: string | null): HistoryEntry[] {
  if (!stored || stored.length > MAX_HISTORY * MAX_ENTRY_TEXT * 2 + 100) return [];
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const entries: HistoryEntry[] = [];
  for (const item of data.slice(0, MAX_HISTORY)) {
    if (typeof item !== "object" || item === null) continue;
    const { input, result } = item as Record<string, unknown>;
    if (typeof input !== "string" || typeof result !== "string") continue;
    if (input.length > MAX_ENTRY_TEXT || result.length > MAX_ENTRY_TEXT) continue;
    entries.push({ input, result });
  }
  return entries;
}
