import { diffArrays, structuredPatch } from "diff";
import { plural } from "@/lib/engines/text/plural";
import { pieces } from "@/lib/engines/text/stats";
import { CONTEXT_LINES, MAX_DIFF_CHARS, MAX_EDITS, type DiffMode } from "./limits";

/**
 * The Text Diff's engine: the two texts cut into tokens (lines, words or characters), each token given a comparison key
 * that drops what the options ignore, and jsdiff's Myers diff (O(ND)) run over the keys. Each part of the result keeps
 * both sides' own text, so the original pane shows the original's spelling even where case or spacing was ignored.
 */

export type { DiffMode };
export { MAX_DIFF_CHARS, MAX_EDITS };

export interface DiffOptions {
  mode: DiffMode;
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
}

const UNIT: Record<DiffMode, [string, string]> = { line: ["line", "lines"], word: ["word", "words"], char: ["character", "characters"] };

export interface Token {
  /** As written, line breaks included. */
  text: string;
  /** What is compared. */
  key: string;
  /** Counted as a line, word or character (whitespace between words is not a word). */
  counts: number;
}

export interface DiffPart {
  kind: "same" | "added" | "removed";
  /** The original's text of the part ("" for an added part). */
  oldText: string;
  /** The changed text's text of the part ("" for a removed part). */
  newText: string;
  /** Lines, words or characters in the part. */
  count: number;
  /** For line mode: the lines themselves (without their line breaks), old side then new side. */
  oldLines: string[];
  newLines: string[];
}

export type DiffRun =
  | { state: "empty" }
  | { state: "too-large"; message: string }
  | { state: "too-different"; message: string }
  | { state: "ok"; parts: DiffPart[]; added: number; removed: number; unit: [string, string]; notes: string[] };

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const words = new Intl.Segmenter(undefined, { granularity: "word" });
const WHITESPACE = /^\s+$/u;

function fold(text: string, options: DiffOptions): string {
  return options.ignoreCase ? text.toLowerCase() : text;
}

/** Lines with their terminators (\n, \r\n or a last line without one). */
export function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", start)) {
    lines.push(text.slice(start, i + 1));
    start = i + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

/** Removes every whitespace character (a line compared as GNU diff -w compares it). */
function withoutWhitespace(text: string): string {
  let out = "";
  for (const ch of text) if (!/\s/u.test(ch)) out += ch;
  return out;
}

export function tokenize(text: string, options: DiffOptions): Token[] {
  if (options.mode === "line") {
    return splitLines(text).map((line) => ({ text: line, key: fold(options.ignoreWhitespace ? withoutWhitespace(line) : line, options), counts: 1 }));
  }
  if (options.mode === "word") {
    // A word carries the whitespace after it, so a diff never keeps a space and swaps the words around it.
    const tokens: Token[] = [];
    for (const piece of pieces(text)) for (const { segment } of words.segment(piece)) {
      const last = tokens.at(-1);
      if (WHITESPACE.test(segment)) {
        if (last) {
          last.text += segment;
          if (!options.ignoreWhitespace) last.key += segment;
        } else tokens.push({ text: segment, key: options.ignoreWhitespace ? "" : segment, counts: 0 });
      } else tokens.push({ text: segment, key: fold(segment, options), counts: 1 });
    }
    return tokens;
  }
  // Characters are what a reader sees as one (grapheme clusters: é with its accent, an emoji family); with whitespace
  // ignored, a run of spaces, tabs and line breaks is one token that matches any other run.
  const tokens: Token[] = [];
  for (const piece of pieces(text)) for (const { segment } of graphemes.segment(piece)) {
    const last = tokens.at(-1);
    if (options.ignoreWhitespace && WHITESPACE.test(segment)) {
      if (last && last.key === " ") {
        last.text += segment;
        last.counts += 1;
      } else tokens.push({ text: segment, key: " ", counts: 1 });
    } else tokens.push({ text: segment, key: fold(segment, options), counts: 1 });
  }
  return tokens;
}

const stripBreak = (line: string) => line.replace(/\r?\n$/, "");

/** Compares two texts. Inputs over MAX_DIFF_CHARS, or more than MAX_EDITS apart, get a message instead of a diff. */
export function diffTexts(original: string, changed: string, options: DiffOptions): DiffRun {
  if (original === "" && changed === "") return { state: "empty" };
  // The cap counts UTF-16 code units (string length), and so do the lengths the message names.
  const originalOver = original.length > MAX_DIFF_CHARS;
  const changedOver = changed.length > MAX_DIFF_CHARS;
  if (originalOver || changedOver) {
    const cap = MAX_DIFF_CHARS.toLocaleString("en-US");
    const n = (text: string) => text.length.toLocaleString("en-US");
    // Both over: each text's own length, not one number for two texts.
    const which =
      originalOver && changedOver
        ? `Both texts are over ${cap} characters (the original ${n(original)}, the changed text ${n(changed)})`
        : originalOver
          ? `The original is over ${cap} characters (${n(original)})`
          : `The changed text is over ${cap} characters (${n(changed)})`;
    return {
      state: "too-large",
      message: `${which}: the diff compares texts up to ${cap} characters each in your browser. Compare ${originalOver && changedOver ? "them" : "it"} in parts.`,
    };
  }
  const oldTokens = tokenize(original, options);
  const newTokens = tokenize(changed, options);
  const maxEditLength = MAX_EDITS[options.mode];
  const changes = diffArrays(
    oldTokens.map((t) => t.key),
    newTokens.map((t) => t.key),
    { maxEditLength },
  );
  const unit = UNIT[options.mode];
  if (!changes) {
    return {
      state: "too-different",
      message: `These texts differ in more than ${maxEditLength.toLocaleString("en-US")} ${unit[1]}: too many changes to work out in your browser. ${options.mode === "line" ? "Compare smaller parts." : `Compare by ${options.mode === "char" ? "word or line" : "line"}, or compare smaller parts.`}`,
    };
  }
  const parts: DiffPart[] = [];
  let oldAt = 0;
  let newAt = 0;
  let added = 0;
  let removed = 0;
  for (const change of changes) {
    const n = change.count;
    const oldSlice = change.added ? [] : oldTokens.slice(oldAt, oldAt + n);
    const newSlice = change.removed ? [] : newTokens.slice(newAt, newAt + n);
    if (!change.added) oldAt += n;
    if (!change.removed) newAt += n;
    const kind = change.added ? "added" : change.removed ? "removed" : "same";
    const counted = (kind === "added" ? newSlice : oldSlice).reduce((sum, t) => sum + t.counts, 0);
    if (kind === "added") added += counted;
    if (kind === "removed") removed += counted;
    parts.push({
      kind,
      oldText: oldSlice.map((t) => t.text).join(""),
      newText: newSlice.map((t) => t.text).join(""),
      count: counted,
      oldLines: options.mode === "line" ? oldSlice.map((t) => stripBreak(t.text)) : [],
      newLines: options.mode === "line" ? newSlice.map((t) => stripBreak(t.text)) : [],
    });
  }
  const notes: string[] = [];
  const endsOld = original === "" || original.endsWith("\n");
  const endsNew = changed === "" || changed.endsWith("\n");
  if (endsOld !== endsNew) notes.push(endsOld ? "The changed text has no line break at its end; the original has one." : "The original has no line break at its end; the changed text has one.");
  if (/\r\n/.test(original) !== /\r\n/.test(changed)) notes.push("One text has Windows line breaks (CR LF) and the other does not.");
  return { state: "ok", parts, added, removed, unit, notes };
}

/**
 * The unified diff of the exact texts, whatever the view ignores, so that patch and git apply accept it: jsdiff's hunks
 * (three lines of context) written as GNU diff -u and git diff write them, a range of one line without its ",1".
 * null when the texts are too far apart for the line limit.
 */
export function unifiedPatch(original: string, changed: string, names: [string, string] = ["original.txt", "changed.txt"]): string | null {
  const patch = structuredPatch(names[0], names[1], original, changed, undefined, undefined, { context: CONTEXT_LINES, maxEditLength: MAX_EDITS.line });
  if (!patch) return null;
  // An empty range names the line before it (structuredPatch gives the line after, as jsdiff's own formatPatch knows).
  const range = (start: number, lines: number) => (lines === 1 ? `${start}` : `${lines === 0 ? start - 1 : start},${lines}`);
  let out = `--- ${names[0]}\n+++ ${names[1]}\n`;
  for (const hunk of patch.hunks) {
    out += `@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@\n`;
    for (const line of hunk.lines) out += `${line}\n`;
  }
  return out;
}

/** "3 lines added, 1 line removed", or that nothing differs. */
export function summary(run: Extract<DiffRun, { state: "ok" }>): string {
  if (run.added === 0 && run.removed === 0) return "No differences";
  return `${plural(run.added, run.unit[0], run.unit[1])} added, ${plural(run.removed, run.unit[0], run.unit[1])} removed`;
}

export interface DiffRequest {
  id: number;
  original: string;
  changed: string;
  options: DiffOptions;
  /** Whether the unified patch is wanted too (it is a second, exact line diff). */
  patch: boolean;
}
export interface DiffResponse {
  id: number;
  run: DiffRun;
  /** The patch when asked for; null when the texts are too far apart for it. */
  patch?: string | null;
}

/** The worker's one job (tools/text-diff/ui/diff.worker.ts). */
export function handle(request: DiffRequest): DiffResponse {
  const run = diffTexts(request.original, request.changed, request.options);
  if (!request.patch || run.state === "empty" || run.state === "too-large") return { id: request.id, run };
  return { id: request.id, run, patch: unifiedPatch(request.original, request.changed) };
}
