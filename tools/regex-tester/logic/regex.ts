/**
 * The Regex Tester's matching: a JavaScript regular expression run by the browser's own engine, so what it matches is
 * what the same pattern matches in the visitor's code. Listing walks the matches as String.prototype.matchAll does
 * (an empty match moves on by one character, or one code point with u or v, so it never loops), and the replace
 * preview is String.prototype.replace itself. Everything here runs in a Web Worker (ui/regex.worker.ts): a pattern
 * that backtracks without end cannot be interrupted inside JavaScript, so the page ends the worker after its time
 * limit instead. Pure.
 */

/** The flags JavaScript takes, in the order the page shows them. */
export const FLAGS = ["g", "i", "m", "s", "u", "v", "y", "d"] as const;
export type Flag = (typeof FLAGS)[number];

export const MAX_PATTERN = 2_000;
export const MAX_TEXT = 200_000;
export const MAX_REPLACEMENT = 2_000;
/** Matches listed and highlighted; all are counted. */
export const MAX_LISTED = 1_000;
/** How long one run may take before the page ends the worker. */
export const TIME_LIMIT_MS = 2_000;

export interface RegexRequest {
  id: number;
  pattern: string;
  flags: string;
  text: string;
  /** null: no replace preview asked for. */
  replacement: string | null;
}

export interface GroupValue {
  /** 1, 2, … */
  number: number;
  /** undefined when the group took no part in the match. */
  value?: string;
  start?: number;
  end?: number;
}

export interface MatchItem {
  index: number;
  end: number;
  value: string;
  groups: GroupValue[];
}

export type RegexResult =
  | { state: "error"; field: "pattern" | "flags" | "text" | "replacement"; error: string }
  | { state: "ok"; total: number; matches: MatchItem[]; groupCount: number; replaced?: string }
  | { state: "timeout"; error: string }
  | { state: "crashed"; error: string };

/** The answer, with the request it answers (the page may hold newer input by the time it arrives). */
export interface RegexResponse extends RegexRequest {
  result: RegexResult;
}

function group(n: number): string {
  return n.toLocaleString("en-US");
}

/** The bounds, checked before any work. */
export function checkBounds(pattern: string, text: string, replacement: string | null): RegexResult | null {
  if (pattern.length > MAX_PATTERN) {
    return { state: "error", field: "pattern", error: `That pattern is ${group(pattern.length)} characters: the tester takes up to ${group(MAX_PATTERN)}.` };
  }
  if (text.length > MAX_TEXT) {
    return { state: "error", field: "text", error: `That text is ${group(text.length)} characters: the tester takes up to ${group(MAX_TEXT)} at a time. Test a part of it.` };
  }
  if (replacement !== null && replacement.length > MAX_REPLACEMENT) {
    return { state: "error", field: "replacement", error: `That replacement is ${group(replacement.length)} characters: the tester takes up to ${group(MAX_REPLACEMENT)}.` };
  }
  return null;
}

/** The flags as typed: each known, none twice, u and v not together. */
export function checkFlags(flags: string): string | null {
  const seen = new Set<string>();
  for (const flag of flags) {
    if (!(FLAGS as readonly string[]).includes(flag)) return `“${flag}” is not a JavaScript regex flag: the flags are ${FLAGS.join(" ")}.`;
    if (seen.has(flag)) return `The flag ${flag} is given twice.`;
    seen.add(flag);
  }
  if (seen.has("u") && seen.has("v")) return "Use u or v, not both: v is u with set operations in character classes, and JavaScript refuses the two together.";
  return null;
}

/** The engine's own message, without its "Invalid regular expression: /…/: " prefix (the pattern is on the page). */
export function syntaxMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const reason = /^Invalid regular expression: \/[\s\S]*\/[a-z]*: ([\s\S]+)$/.exec(message)?.[1] ?? message.replace(/^Invalid regular expression: /, "");
  return `This isn't a valid JavaScript regular expression: ${reason.replace(/\.?$/, ".")}`;
}

/** The next index after an empty match: one code unit, or a whole surrogate pair with u or v (AdvanceStringIndex). */
export function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const first = text.charCodeAt(index);
  const second = text.charCodeAt(index + 1);
  return first >= 0xd800 && first <= 0xdbff && second >= 0xdc00 && second <= 0xdfff ? index + 2 : index + 1;
}

function item(m: RegExpExecArray): MatchItem {
  const groups: GroupValue[] = [];
  for (let n = 1; n < m.length; n++) {
    const span = m.indices?.[n];
    const value = m[n];
    groups.push(value === undefined ? { number: n } : { number: n, value, start: span?.[0], end: span?.[1] });
  }
  return { index: m.index, end: m.index + m[0].length, value: m[0], groups };
}

/**
 * Every match of the pattern in the text (with g; the first only without it, as exec and match find it; with y only at
 * the start, or each right after the last with gy), and the replace preview.
 */
export function runRegex(request: Omit<RegexRequest, "id">): RegexResult {
  const { pattern, flags, text, replacement } = request;
  const bounds = checkBounds(pattern, text, replacement);
  if (bounds) return bounds;
  const flagError = checkFlags(flags);
  if (flagError) return { state: "error", field: "flags", error: flagError };
  let regex: RegExp;
  let withIndices: RegExp;
  try {
    regex = new RegExp(pattern, flags);
    // The same pattern with d: each group's start and end, which matching itself never depends on.
    withIndices = new RegExp(pattern, flags.includes("d") ? flags : `${flags}d`);
  } catch (error) {
    return { state: "error", field: "pattern", error: syntaxMessage(error) };
  }
  const unicode = flags.includes("u") || flags.includes("v");
  const matches: MatchItem[] = [];
  let total = 0;
  let groupCount = 0;
  if (!flags.includes("g")) {
    const m = withIndices.exec(text);
    if (m) {
      total = 1;
      matches.push(item(m));
    }
  } else {
    withIndices.lastIndex = 0;
    for (let m = withIndices.exec(text); m; m = withIndices.exec(text)) {
      total++;
      if (matches.length < MAX_LISTED) matches.push(item(m));
      if (m[0] === "") withIndices.lastIndex = advance(text, withIndices.lastIndex, unicode);
    }
  }
  // The number of groups, from a match of the empty alternative (every group unmatched).
  groupCount = new RegExp(`${pattern}|`, flags.replace(/[gy]/g, "")).exec("")!.length - 1;
  const result: RegexResult = { state: "ok", total, matches, groupCount };
  if (replacement !== null) result.replaced = text.replace(regex, replacement);
  return result;
}

/** The worker's answer to one request. */
export function handle(request: RegexRequest): RegexResponse {
  return { ...request, result: runRegex(request) };
}
