import postcss, { CssSyntaxError, type Root } from "postcss";

/**
 * The structural CSS parse both CSS tools start with (postcss: the parser behind Prettier's CSS support, with CSS
 * nesting, @layer, @container and custom properties of any value). A stylesheet it cannot read — an unclosed block,
 * string or comment, a stray "}", a word where a declaration should be — is refused with line:column, never
 * repaired or dropped silently.
 */

export const MAX_CSS_CHARS = 1_000_000;

export type CssProblem = { message: string; line: number; column: number };

export type CssParse = { ok: true; root: Root } | { ok: false; problem: CssProblem };

const HINTS: [RegExp, string][] = [
  [/^Unclosed block$/, "Unclosed block: this { has no matching }"],
  [/^Unexpected }$/, "Unexpected }: there is no open block to close here"],
  [/^Unclosed string$/, "Unclosed string: add the closing quote"],
  [/^Unclosed comment$/, "Unclosed comment: add */"],
  [/^Unclosed bracket$/, "Unclosed bracket: add the closing ) or ]"],
  [/^Unknown word/, "Unknown word: a declaration needs a property, a colon and a value (missing ; or : before it?)"],
  [/^Double colon$/, "Double colon: a declaration has one : between its property and its value"],
  [/^Missed semicolon$/, "Missed semicolon: two declarations run into each other"],
];

export function describeCssError(reason: string): string {
  for (const [pattern, text] of HINTS) if (pattern.test(reason)) return `${text}`;
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

export function tooLarge(length: number): CssProblem {
  return {
    message: `This stylesheet is ${length.toLocaleString("en-US")} characters; the tool takes up to ${MAX_CSS_CHARS.toLocaleString("en-US")} (1 MB) so your tab stays responsive.`,
    line: 1,
    column: 1,
  };
}

/** null for empty input (nothing to show). */
export function parseCss(source: string): CssParse | null {
  if (!source.trim()) return null;
  if (source.length > MAX_CSS_CHARS) return { ok: false, problem: tooLarge(source.length) };
  try {
    return { ok: true, root: postcss.parse(source) };
  } catch (error) {
    if (error instanceof CssSyntaxError) {
      return { ok: false, problem: { message: describeCssError(error.reason), line: error.line ?? 1, column: error.column ?? 1 } };
    }
    throw error;
  }
}
