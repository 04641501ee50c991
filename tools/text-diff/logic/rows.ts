import { CONTEXT_LINES } from "./limits";
import type { DiffPart } from "./diff";

/**
 * Line mode's rows for the page's two views, from the engine's parts. Apart from diff.ts so that the page can lay them
 * out without loading jsdiff, which only the worker needs.
 */

export interface SideRow {
  left: { number: number; text: string; kind: "same" | "removed" } | null;
  right: { number: number; text: string; kind: "same" | "added" } | null;
}

/** Line mode's side-by-side rows: unchanged lines face each other, and a removed block faces the block added in its place. */
export function sideBySideRows(parts: DiffPart[]): SideRow[] {
  const rows: SideRow[] = [];
  let oldNumber = 1;
  let newNumber = 1;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.kind === "same") {
      part.oldLines.forEach((text, j) => {
        rows.push({ left: { number: oldNumber++, text, kind: "same" }, right: { number: newNumber++, text: part.newLines[j] ?? "", kind: "same" } });
      });
      continue;
    }
    const removedLines = part.kind === "removed" ? part.oldLines : [];
    const next = parts[i + 1];
    const addedLines = part.kind === "added" ? part.newLines : next?.kind === "added" ? next.newLines : [];
    if (part.kind === "removed" && next?.kind === "added") i++;
    for (let j = 0; j < Math.max(removedLines.length, addedLines.length); j++) {
      const left = removedLines[j];
      const right = addedLines[j];
      rows.push({
        left: left === undefined ? null : { number: oldNumber++, text: left, kind: "removed" },
        right: right === undefined ? null : { number: newNumber++, text: right, kind: "added" },
      });
    }
  }
  return rows;
}

export type FoldedRow<Row> = { row: Row; index: number } | { fold: number; from: number };

/**
 * Rows with long unchanged stretches folded: CONTEXT_LINES kept on each side of a change, the rest replaced by one fold
 * that names how many lines it hides (from: the index of its first row). `open` lists folds the reader opened.
 */
export function foldRows<Row>(rows: Row[], unchanged: (row: Row) => boolean, open: ReadonlySet<number> = new Set()): FoldedRow<Row>[] {
  const out: FoldedRow<Row>[] = [];
  let i = 0;
  while (i < rows.length) {
    if (!unchanged(rows[i]!)) {
      out.push({ row: rows[i]!, index: i });
      i++;
      continue;
    }
    let end = i;
    while (end < rows.length && unchanged(rows[end]!)) end++;
    const keepBefore = i === 0 ? 0 : CONTEXT_LINES;
    const keepAfter = end === rows.length ? 0 : CONTEXT_LINES;
    const hidden = end - i - keepBefore - keepAfter;
    if (hidden > 1 && !open.has(i + keepBefore)) {
      for (let j = i; j < i + keepBefore; j++) out.push({ row: rows[j]!, index: j });
      out.push({ fold: hidden, from: i + keepBefore });
      for (let j = end - keepAfter; j < end; j++) out.push({ row: rows[j]!, index: j });
    } else for (let j = i; j < end; j++) out.push({ row: rows[j]!, index: j });
    i = end;
  }
  return out;
}

export interface InlineRow {
  kind: "same" | "added" | "removed";
  oldNumber: number | null;
  newNumber: number | null;
  text: string;
}

/** Line mode's inline (unified) rows: each line once, removed lines before the lines added in their place. */
export function inlineRows(parts: DiffPart[]): InlineRow[] {
  const rows: InlineRow[] = [];
  let oldNumber = 1;
  let newNumber = 1;
  for (const part of parts) {
    if (part.kind === "same") for (const text of part.newLines) rows.push({ kind: "same", oldNumber: oldNumber++, newNumber: newNumber++, text });
    else if (part.kind === "removed") for (const text of part.oldLines) rows.push({ kind: "removed", oldNumber: oldNumber++, newNumber: null, text });
    else for (const text of part.newLines) rows.push({ kind: "added", oldNumber: null, newNumber: newNumber++, text });
  }
  return rows;
}
