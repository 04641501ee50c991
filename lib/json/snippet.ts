import { LineIndex, type Position } from "./parse";

/** Characters of the error's line shown at most; a longer line is cut around the spot. */
export const SNIPPET_WIDTH = 80;

/**
 * The line of `text` where `at` is, cut to SNIPPET_WIDTH around the spot, and a caret line pointing at it:
 *
 *     {"a":1,}
 *            ^
 *
 * Tabs become single spaces so the caret stays under its character.
 */
export function caretSnippet(text: string, at: Position, lines = new LineIndex(text)): { line: string; caret: string } {
  const full = lines.lineText(at.line).replace(/\t/g, " ");
  let start = 0;
  let end = full.length;
  if (full.length > SNIPPET_WIDTH) {
    start = Math.max(0, Math.min(at.column - 1 - SNIPPET_WIDTH / 2, full.length - SNIPPET_WIDTH));
    end = start + SNIPPET_WIDTH;
  }
  const before = start > 0 ? "…" : "";
  const after = end < full.length ? "…" : "";
  const line = before + full.slice(start, end) + after;
  const caret = " ".repeat(before.length + at.column - 1 - start) + "^";
  return { line, caret };
}
