import type { Position } from "./parse";

/** One change a repair made, where it is in the original text (lib/engines/json/repair.ts finds them). */
export interface RepairChange extends Position {
  /** Text of the original removed at this spot ("" when only added). */
  removed: string;
  /** Text added at this spot ("" when only removed). */
  added: string;
}

/** A short visible form of changed text: line breaks and tabs shown, long runs cut. */
export function showText(text: string, max = 40): string {
  const shown = text.replace(/\r\n|\n|\r/g, "↵").replace(/\t/g, "⇥");
  return shown.length > max ? `${shown.slice(0, max - 1)}…` : shown;
}

/** One change in words: "Removed ','", "Added '\"'", "Replaced 'None' with 'null'". */
export function describeChange(change: { removed: string; added: string }): string {
  if (!change.added) return `Removed '${showText(change.removed)}'`;
  if (!change.removed) return `Added '${showText(change.added)}'`;
  return `Replaced '${showText(change.removed)}' with '${showText(change.added)}'`;
}
