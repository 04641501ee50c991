import { diffChars } from "diff";
import { jsonrepair } from "jsonrepair";
import type { RepairChange } from "./changes";
import { MAX_REPAIR_CHARS } from "./limits";
import { LineIndex } from "./parse";

export { describeChange, type RepairChange } from "./changes";

/**
 * Repair of almost-JSON (trailing commas, single quotes, comments, unquoted keys, Python's True/None, missing commas or
 * brackets…) with jsonrepair, and the list of every change it made, found by diffing the repaired text against the
 * original character by character: nothing is changed without being shown.
 */

export { MAX_REPAIR_CHARS } from "./limits";
/** Changes listed at most; past that the count is still given. */
export const MAX_LISTED_CHANGES = 500;
/** The character diff gives up after this long (ms) on pathological input rather than run on. */
const DIFF_TIMEOUT_MS = 4000;


export type RepairResult =
  | { ok: true; text: string; changes: RepairChange[]; total: number; listed: boolean }
  | { ok: false; message: string };

export function repairJson(text: string): RepairResult {
  if (text.length > MAX_REPAIR_CHARS) {
    return { ok: false, message: `Repair works on up to ${(MAX_REPAIR_CHARS / 1_000_000).toLocaleString("en-US")} million characters; this text has ${text.length.toLocaleString("en-US")}.` };
  }
  let repaired: string;
  try {
    repaired = jsonrepair(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `This can't be repaired automatically: ${message.replace(/\(char \d+\)$/, "").trimEnd()}.` };
  }
  const lines = new LineIndex(text);
  const parts = diffChars(text, repaired, { timeout: DIFF_TIMEOUT_MS });
  if (!parts) return { ok: true, text: repaired, changes: [], total: 0, listed: false };
  // Runs of kept text and changes; a change inside a word grows to the whole word ("None" → "null", not "No" removed
  // and "e" replaced), so each listed change reads as one edit.
  const segments: { kept: string; removed: string; added: string }[] = [];
  for (const part of parts) {
    const last = segments[segments.length - 1];
    if (!part.added && !part.removed) segments.push({ kept: part.value, removed: "", added: "" });
    else if (last && last.kept === "" && (last.removed || last.added)) {
      if (part.removed) last.removed += part.value;
      else last.added += part.value;
    } else segments.push({ kept: "", removed: part.removed ? part.value : "", added: part.added ? part.value : "" });
  }
  const word = /\w/;
  for (let s = 0; s < segments.length; s++) {
    const change = segments[s]!;
    if (change.kept !== "" || !(change.removed || change.added)) continue;
    const before = segments[s - 1];
    if (before && before.kept && word.test(before.kept.at(-1)!) && (word.test(change.removed[0] ?? "") || word.test(change.added[0] ?? ""))) {
      // The word run at the end, scanned backwards (an anchored /\w+$/ is quadratic on long runs).
      let start = before.kept.length;
      while (start > 0 && word.test(before.kept[start - 1]!)) start--;
      const run = before.kept.slice(start);
      before.kept = before.kept.slice(0, -run.length);
      change.removed = run + change.removed;
      change.added = run + change.added;
    }
    const after = segments[s + 1];
    if (after && after.kept && word.test(after.kept[0]!) && (word.test(change.removed.at(-1) ?? "") || word.test(change.added.at(-1) ?? ""))) {
      const run = /^\w+/.exec(after.kept)![0];
      after.kept = after.kept.slice(run.length);
      change.removed += run;
      change.added += run;
    }
  }
  const changes: RepairChange[] = [];
  let total = 0;
  let offset = 0;
  let current: { at: number; removed: string; added: string } | undefined;
  const flush = () => {
    if (!current) return;
    total++;
    if (changes.length < MAX_LISTED_CHANGES) changes.push({ ...lines.position(current.at), removed: current.removed, added: current.added });
    current = undefined;
  };
  for (const segment of segments) {
    if (segment.kept) {
      flush();
      offset += segment.kept.length;
      continue;
    }
    if (!segment.removed && !segment.added) continue;
    current ??= { at: offset, removed: "", added: "" };
    current.removed += segment.removed;
    current.added += segment.added;
    offset += segment.removed.length;
  }
  flush();
  return { ok: true, text: repaired, changes, total, listed: true };
}
