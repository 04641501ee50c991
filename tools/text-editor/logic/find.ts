/**
 * Find and replace. Plain text is searched here; a regular expression is run by find.worker.ts, which the page stops
 * after FIND_TIME_LIMIT_MS, because a user's pattern can backtrack for minutes ((a+)+$ on a line of a's).
 */

export const FIND_TIME_LIMIT_MS = 2000;
/** Matches listed at most (the count is exact up to it). */
export const MAX_MATCHES = 100_000;

export interface FindRequest {
  text: string;
  find: string;
  replace?: string;
  regex: boolean;
  caseSensitive: boolean;
}

export type FindResult =
  | { ok: true; matches: [number, number][]; capped: boolean; replaced?: string; count?: number }
  | { ok: false; error: string };

function escapeRegExp(text: string): string {
  let out = "";
  for (const char of text) out += "\\^$.*+?()[]{}|/".includes(char) ? `\\${char}` : char;
  return out;
}

/** Builds the search pattern, or says why the user's regex is not one. */
export function compile(request: Pick<FindRequest, "find" | "regex" | "caseSensitive">): RegExp | string {
  const flags = `g${request.caseSensitive ? "" : "i"}mu`;
  if (!request.regex) return new RegExp(escapeRegExp(request.find), flags);
  try {
    return new RegExp(request.find, flags);
  } catch (error) {
    // "Invalid regular expression: /(a/gimu: Unterminated group" → "unterminated group" (the pattern is on screen).
    const reason = error instanceof Error ? error.message.replace(/^Invalid regular expression: /, "").replace(/^\/[\s\S]*\/[a-z]*: /, "") : "";
    const why = reason ? `${reason[0]!.toLowerCase()}${reason.slice(1)}` : "the browser could not read it";
    return `That regular expression is not valid (${why}), so nothing was searched or replaced. Fix it, or untick “Regular expression” to search for the text as typed.`;
  }
}

/** Every match (start, end) and, when `replace` is given, the text with all of them replaced ($1, $<name>, $& work). */
export function runFind(request: FindRequest): FindResult {
  if (request.find === "") return { ok: true, matches: [], capped: false };
  const pattern = compile(request);
  if (typeof pattern === "string") return { ok: false, error: pattern };
  const matches: [number, number][] = [];
  let capped = false;
  for (const match of request.text.matchAll(pattern)) {
    if (matches.length >= MAX_MATCHES) {
      capped = true;
      break;
    }
    matches.push([match.index, match.index + match[0].length]);
  }
  if (request.replace === undefined) return { ok: true, matches, capped };
  // Plain mode inserts the replacement as typed: "$" has no special meaning there.
  const replacement = request.regex ? request.replace : request.replace.split("$").join("$$");
  const replaced = request.text.replace(pattern, replacement);
  return { ok: true, matches, capped, replaced, count: matches.length };
}
