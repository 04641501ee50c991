import type { AtRule, ChildNode, Container, Declaration, Root, Rule } from "postcss";
import { collapseWhitespace } from "./minify";
import { asWritten, commentEnd, commentsBeside } from "./parse";

/**
 * The CSS formatter, on the postcss tree of lib/engines/css/parse.ts: one declaration per line, one selector of a list per
 * line, blocks indented with 2 or 4 spaces or a tab, comments kept where they were, one blank line kept where the
 * source had blank lines. Values are tidied, never rewritten: runs of spaces become one (strings and url() untouched),
 * line breaks inside a value (grid-template-areas, long lists) are kept, and custom property values stay exactly as
 * written. The optional property sort never changes what a block means (sortDeclarations).
 */

export type CssIndent = "2" | "4" | "tab";

export type CssFormatOptions = { indent: CssIndent; sort: boolean };

export type DuplicateHint = { property: string; selector: string; lines: number[] };

const CONDITION_RULES = new Set(["media", "supports", "container", "custom-media"]);

/**
 * ".a>.b+.c" → ".a > .b + .c": spaces tidied, and one space either side of the combinators >, + and ~ outside
 * brackets, parentheses and strings (so "[a~=b]" and ":nth-child(2n+1)" are left alone). Nothing else changes.
 */
export function formatSelector(selector: string): string {
  const text = collapseWhitespace(selector);
  let out = "";
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quote) {
      out += c;
      if (c === "\\" && i + 1 < text.length) out += text[++i];
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
      out += c;
    } else if (c === "/" && text[i + 1] === "*") {
      const stop = commentEnd(text, i);
      out += text.slice(i, stop);
      i = stop - 1;
    } else if (c === "(" || c === "[") {
      depth += 1;
      out += c;
    } else if (c === ")" || c === "]") {
      depth -= 1;
      out += c;
    } else if (depth === 0 && (c === ">" || c === "+" || c === "~")) {
      out = `${out.trimEnd()}${out.trim() ? " " : ""}${c} `;
      while (text[i + 1] === " ") i += 1;
    } else {
      out += c;
    }
  }
  return out.trim();
}

/** Splits at commas that are not inside brackets, strings or comments (":is(a, b)" stays one). */
export function splitTopLevel(text: string, separator = ","): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === "\\") i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "/" && text[i + 1] === "*") i = commentEnd(text, i) - 1;
    else if (c === "(" || c === "[") depth += 1;
    else if (c === ")" || c === "]") depth -= 1;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function formatPrelude(rule: AtRule): string {
  const params = collapseWhitespace([...commentsBeside(rule), asWritten(rule)].join(" "));
  if (!CONDITION_RULES.has(rule.name.toLowerCase()) || /["']|\/\*/.test(params)) return params;
  // "(min-width:600px)" → "(min-width: 600px)", as Prettier prints media features.
  return params.replace(/\(\s*([a-zA-Z-]+)\s*:\s*/g, "($1: ");
}

/** A value as written, comments inside it included. */
function formatValue(decl: Declaration, pad: string): string {
  if (decl.prop.startsWith("--")) return asWritten(decl).trim();
  const lines = asWritten(decl).split("\n").map((line) => collapseWhitespace(line)).filter(Boolean);
  return lines.join(`\n${pad}`);
}

/** Family of a property for sorting: "margin-top" and "margin" share "margin"; vendor prefixes are ignored. */
function family(prop: string): string {
  const bare = prop.toLowerCase().replace(/^-(?:webkit|moz|ms|o)-/, "");
  return bare.split("-")[0] ?? bare;
}

/**
 * Sorts each run of declarations (runs are split by comments and nested rules) by property family, alphabetically,
 * keeping the source order inside a family: a shorthand and its longhands ("margin" then "margin-top"), a vendor
 * fallback and the standard property, and repeats of one property keep their order, so the cascade is unchanged.
 * Custom properties stay first, in their order.
 */
export function sortDeclarations(container: Container) {
  const nodes = container.nodes ?? [];
  const sorted: ChildNode[] = [];
  let run: Declaration[] = [];
  const flush = () => {
    const key = (d: Declaration) => (d.prop.startsWith("--") ? "" : family(d.prop));
    sorted.push(...run.map((d, i) => ({ d, i })).sort((a, b) => (key(a.d) < key(b.d) ? -1 : key(a.d) > key(b.d) ? 1 : a.i - b.i)).map((x) => x.d));
    run = [];
  };
  for (const node of nodes) {
    if (node.type === "decl") run.push(node);
    else {
      flush();
      sorted.push(node);
      if ("nodes" in node && node.nodes) sortDeclarations(node);
    }
  }
  flush();
  return sorted;
}

/** The same property twice in one block: often a mistake, sometimes a deliberate fallback (display: -webkit-box). */
export function duplicateProperties(root: Root): DuplicateHint[] {
  const hints: DuplicateHint[] = [];
  root.walk((node) => {
    if (node.type !== "rule" && node.type !== "atrule") return;
    const seen = new Map<string, number[]>();
    for (const child of node.nodes ?? []) {
      if (child.type !== "decl") continue;
      const prop = child.prop.startsWith("--") ? child.prop : child.prop.toLowerCase();
      seen.set(prop, [...(seen.get(prop) ?? []), child.source?.start?.line ?? 0]);
    }
    for (const [property, lines] of seen) {
      if (lines.length > 1) hints.push({ property, selector: node.type === "rule" ? collapseWhitespace(node.selector) : `@${node.name} ${node.params}`.trim(), lines });
    }
  });
  return hints;
}

export function formatCss(root: Root, options: CssFormatOptions): string {
  const unit = options.indent === "tab" ? "\t" : " ".repeat(Number(options.indent));
  const out: string[] = [];

  const block = (container: Container, depth: number) => {
    const pad = unit.repeat(depth);
    const nodes = options.sort ? sortDeclarations(container) : (container.nodes ?? []);
    nodes.forEach((node, i) => {
      if (i > 0 && /\n[^\S\n]*\n/.test(node.raws.before ?? "")) out.push("");
      switch (node.type) {
        case "comment":
          out.push(pad + node.toString());
          break;
        case "decl": {
          const important = node.important ? " !important" : "";
          // Comments stay where they were: after the colon ("color: /* x */ red"), after !important.
          const value = [...commentsBeside(node, ["between"]), formatValue(node, pad + unit)].filter(Boolean).join(" ");
          const after = commentsBeside(node, ["important"]).map((c) => ` ${c}`).join("");
          out.push(`${pad}${node.prop}:${value ? ` ${value}` : ""}${important}${after};`);
          break;
        }
        case "rule": {
          const selectors = splitTopLevel(asWritten(node)).map((s) => formatSelector(s)).filter(Boolean);
          const beside = commentsBeside(node).map((c) => ` ${c}`).join("");
          out.push(`${pad}${selectors.join(`,\n${pad}`)}${beside} {`);
          block(node, depth + 1);
          out.push(`${pad}}`);
          break;
        }
        case "atrule": {
          const prelude = formatPrelude(node);
          const head = `${pad}@${node.name}${prelude ? ` ${prelude}` : ""}`;
          if (node.nodes) {
            out.push(`${head} {`);
            block(node, depth + 1);
            out.push(`${pad}}`);
          } else out.push(`${head};`);
          break;
        }
      }
    });
  };
  block(root, 0);
  return out.join("\n") + "\n";
}

export type { Rule };
