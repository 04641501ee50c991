import postcss, { CssSyntaxError, type AtRule, type ChildNode, type Container, type Declaration, type Root, type Rule } from "postcss";

/**
 * The structural CSS parse both CSS tools start with (postcss: the parser behind Prettier's CSS support, with CSS
 * nesting, @layer, @container and custom properties of any value). A stylesheet it cannot read — an unclosed block,
 * string or comment, a stray "}", a word where a declaration should be — is refused with line:column, never
 * repaired or dropped silently. Values and selectors stay text in this tree; the minifier re-reads them with
 * css-tree (lib/engines/css/minify.ts), whose value grammar postcss does not have.
 */

import { MAX_CSS_CHARS } from "./limits";

export { MAX_CSS_CHARS };

/** Nesting bound: the printers recurse once per level; real stylesheets nest a handful of levels. */
export const MAX_CSS_DEPTH = 128;

/** Where blocks first nest deeper than MAX_CSS_DEPTH (strings and comments skipped), or null. One linear scan. */
function tooDeep(source: string): CssProblem | null {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (c === "\n") {
      line += 1;
      lineStart = i + 1;
    } else if (c === "/" && source[i + 1] === "*") {
      const end = source.indexOf("*/", i + 2);
      if (end === -1) return null;
      for (let j = i; j < end; j += 1) {
        if (source[j] === "\n") {
          line += 1;
          lineStart = j + 1;
        }
      }
      i = end + 1;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== "\n") j += source[j] === "\\" ? 2 : 1;
      i = j;
    } else if (c === "{") {
      depth += 1;
      if (depth > MAX_CSS_DEPTH) {
        return { message: `Blocks nest more than ${MAX_CSS_DEPTH} levels deep here; the tool stops there so your tab stays responsive`, line, column: i - lineStart + 1 };
      }
    } else if (c === "}") depth = Math.max(0, depth - 1);
  }
  return null;
}

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
    message: `This stylesheet is ${length.toLocaleString("en-US")} characters; the tool takes up to ${MAX_CSS_CHARS.toLocaleString("en-US")} (500 kB) so your tab stays responsive.`,
    line: 0,
    column: 0,
  };
}

/** null for empty input (nothing to show). */
export function parseCss(source: string): CssParse | null {
  if (!source.trim()) return null;
  if (source.length > MAX_CSS_CHARS) return { ok: false, problem: tooLarge(source.length) };
  const deep = tooDeep(source);
  if (deep) return { ok: false, problem: deep };
  try {
    return { ok: true, root: postcss.parse(source) };
  } catch (error) {
    if (error instanceof CssSyntaxError) {
      return { ok: false, problem: { message: describeCssError(error.reason), line: error.line ?? 1, column: error.column ?? 1 } };
    }
    throw error;
  }
}

/**
 * A declaration's value, a rule's selector or an at-rule's prelude as written. postcss strips comments from these
 * fields and keeps the written text in raws; the formatter prints it, so a comment inside a value stays.
 */
export function asWritten(node: Declaration | Rule | AtRule): string {
  const key = node.type === "decl" ? "value" : node.type === "rule" ? "selector" : "params";
  const current = node.type === "decl" ? node.value : node.type === "rule" ? node.selector : node.params;
  const raw = (node.raws as Record<string, unknown>)[key] as { value?: string; raw?: string } | undefined;
  return raw?.raw !== undefined && raw.value === current ? raw.raw : current;
}

/** Where the comment opening at `start` ("/*") ends: just past its "*\/", or the text's end when it is unclosed. */
export function commentEnd(text: string, start: number): number {
  const close = text.indexOf("*/", start + 2);
  return close === -1 ? text.length : close + 2;
}

/** The comments in a piece of CSS, outside strings. One linear scan. */
export function commentsIn(text: string): string[] {
  const found: string[] = [];
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === "\\") i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "/" && text[i + 1] === "*") {
      const stop = commentEnd(text, i);
      found.push(text.slice(i, stop));
      i = stop - 1;
    }
  }
  return found;
}

/**
 * Comments postcss keeps beside a node rather than as nodes of their own: between a selector or property and what
 * follows it ("a /* x *\/ {", "color: /* x *\/ red"), around "!important", after an at-rule's name.
 */
export function commentsBeside(node: ChildNode, keys: readonly ("afterName" | "between" | "important")[] = ["afterName", "between", "important"]): string[] {
  const raws = node.raws as Record<string, unknown>;
  return keys.flatMap((key) => (typeof raws[key] === "string" ? commentsIn(raws[key]) : []));
}

/** Semicolons with nothing to end ("color: red;;", "a {};"): postcss keeps them in the whitespace around nodes. */
export function straySemicolons(container: Container): number {
  const count = (text: unknown) => (typeof text === "string" ? text.split(";").length - 1 : 0);
  const raws = container.raws as Record<string, unknown>;
  let total = count(raws.after);
  for (const node of container.nodes ?? []) total += count(node.raws.before) + count((node.raws as Record<string, unknown>).ownSemicolon);
  return total;
}
