import * as csstree from "css-tree";
import type { AtRule, ChildNode, Comment, Container, Declaration, Root, Rule } from "postcss";
import { asWritten, commentEnd, commentsBeside, commentsIn, straySemicolons } from "./parse";

/**
 * The CSS minifier, on the postcss tree of lib/engines/css/parse.ts. Safe by default: it removes whitespace, comments (not
 * "/*!" licence comments), empty style rules and the last semicolon of a block, shortens numbers (0.50 → .5), zero
 * lengths (0px → 0), colours (#ff0000 → red, #aabbcc → #abc) and box shorthands (margin: 0 0 0 0 → 0). It never
 * merges or reorders rules, never removes a declaration, and leaves custom property values as written. Selectors,
 * at-rule preludes and values are re-read with css-tree; a part css-tree cannot read is kept as written (only its
 * whitespace collapsed) and reported. Every removed part is reported too.
 */

export type CssReport = { line: number; column: number; text: string };

export type MinifyResult = {
  css: string;
  /** Parts removed (comments, empty rules, stray semicolons), with where they were. */
  removed: CssReport[];
  /** Parts css-tree could not read: kept as written, not minified. */
  keptAsWritten: CssReport[];
  licenceComments: number;
};

const LENGTH_UNITS = new Set(["px", "em", "rem", "ex", "ch", "vw", "vh", "vmin", "vmax", "cm", "mm", "q", "in", "pt", "pc", "lh", "rlh", "svw", "svh", "lvw", "lvh", "dvw", "dvh", "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax", "vi", "vb"]);

/** Named colours shorter than their hex form. */
const SHORTER_NAMES: Record<string, string> = {
  "#f00": "red", "#ff0000": "red", "#000080": "navy", "#808080": "gray", "#008000": "green", "#800000": "maroon",
  "#808000": "olive", "#800080": "purple", "#008080": "teal", "#c0c0c0": "silver", "#ffa500": "orange",
  "#f0ffff": "azure", "#f5f5dc": "beige", "#ffe4c4": "bisque", "#a52a2a": "brown", "#ff7f50": "coral",
  "#ffd700": "gold", "#4b0082": "indigo", "#fffff0": "ivory", "#f0e68c": "khaki", "#faf0e6": "linen",
  "#da70d6": "orchid", "#cd853f": "peru", "#ffc0cb": "pink", "#dda0dd": "plum", "#fa8072": "salmon",
  "#a0522d": "sienna", "#fffafa": "snow", "#d2b48c": "tan", "#ff6347": "tomato", "#ee82ee": "violet",
  "#f5deb3": "wheat",
};

/** Shorthands whose 2–4 values follow top, right, bottom, left. */
const BOX = new Set(["margin", "padding", "inset", "border-width", "border-color", "border-style", "scroll-margin", "scroll-padding"]);

/** Properties where a unitless 0 does not mean the same as 0px. */
const KEEP_ZERO_UNIT = new Set(["flex", "flex-basis", "-webkit-flex", "-webkit-flex-basis", "-ms-flex"]);

/**
 * Collapses runs of whitespace outside quoted strings, comments and unquoted url(…) to one space, and trims: the fallback for a
 * part css-tree cannot read, and the formatter's tidying of selectors, preludes and values.
 */
export function collapseWhitespace(text: string): string {
  let out = "";
  let quote: string | null = null;
  let inUrl = false;
  let space = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quote) {
      out += c;
      if (c === "\\" && i + 1 < text.length) out += text[++i];
      else if (c === quote) quote = null;
    } else if (inUrl) {
      out += c;
      if (c === ")") inUrl = false;
    } else if (c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\f") {
      space = true;
    } else if (c === "/" && text[i + 1] === "*") {
      // A comment (the formatter keeps those inside values and selectors) is copied as written.
      const stop = commentEnd(text, i);
      if (space && out) out += " ";
      space = false;
      out += text.slice(i, stop);
      i = stop - 1;
    } else {
      if (space && out) out += " ";
      space = false;
      out += c;
      if (c === '"' || c === "'") quote = c;
      else if (c === "(" && /url\($/i.test(out.slice(-4)) && !/^\s*["']/.test(text.slice(i + 1))) inUrl = true;
    }
  }
  return out;
}

/** "0.50" → ".5", "1.0" → "1", "-0.5" → "-.5", "010" → "10". */
export function shortNumber(value: string): string {
  const match = /^([+-]?)(\d*)(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const sign = match[1] === "-" ? "-" : "";
  const whole = (match[2] ?? "").replace(/^0+/, "");
  let fraction = match[3] ?? "";
  let end = fraction.length;
  while (end > 0 && fraction[end - 1] === "0") end -= 1;
  fraction = fraction.slice(0, end);
  if (!whole && !fraction) return "0";
  return sign + whole + (fraction ? `.${fraction}` : "");
}

function shortHex(hash: string): string {
  let hex = hash.toLowerCase();
  if (hex.length === 6 && hex[0] === hex[1] && hex[2] === hex[3] && hex[4] === hex[5]) hex = `${hex[0]}${hex[2]}${hex[4]}`;
  const named = SHORTER_NAMES[`#${hex}`];
  return named ?? `#${hex}`;
}

type Pos = { line: number; column: number };

const at = (node: ChildNode): Pos => ({ line: node.source?.start?.line ?? 1, column: node.source?.start?.column ?? 1 });

function shorten(text: string, max = 60): string {
  const one = collapseWhitespace(text);
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

class Minifier {
  removed: CssReport[] = [];
  keptAsWritten: CssReport[] = [];
  licenceComments = 0;

  private parseOrKeep(text: string, options: csstree.ParseOptions, node: ChildNode, what: string, transform?: (ast: csstree.CssNode) => void): string {
    let failed = false;
    try {
      const ast = csstree.parse(text, { ...options, positions: true, onParseError: () => (failed = true) });
      if (!failed) {
        if (transform) transform(ast);
        else keepStrings(ast, text);
        return csstree.generate(ast);
      }
    } catch {
      failed = true;
    }
    this.keptAsWritten.push({ ...at(node), text: `${what} ${shorten(text)}` });
    return collapseWhitespace(text);
  }

  selector(rule: Rule): string {
    return this.parseOrKeep(rule.selector, { context: "selectorList" }, rule, "Selector");
  }

  prelude(rule: AtRule): string {
    if (!rule.params) return "";
    return this.parseOrKeep(rule.params, { context: "atrulePrelude", atrule: rule.name }, rule, `@${rule.name} prelude`);
  }

  value(decl: Declaration): string {
    const prop = decl.prop.toLowerCase();
    if (decl.prop.startsWith("--")) {
      // Custom properties: the value is whatever was written (tokens, even braces); only its edges are trimmed.
      const raw = asWritten(decl).trim();
      return raw === "" ? " " : raw;
    }
    // css-tree reads a value by its property (unicode-range's U+0025-00FF); its types omit the option.
    const options: csstree.ParseOptions & { property?: string } = { context: "value", property: prop };
    const value = this.parseOrKeep(decl.value, options, decl, `Value of ${decl.prop}:`, (ast) => compressValue(ast, prop, decl.value));
    return BOX.has(prop) ? collapseBox(value) : value;
  }

  children(container: Container): string {
    const stray = straySemicolons(container);
    if (stray > 0) {
      const where = container.type === "root" ? { line: 1, column: 1 } : at(container as ChildNode);
      this.removed.push({ ...where, text: stray === 1 ? "Stray semicolon ;" : `${stray} stray semicolons` });
    }
    const parts: [ChildNode, string][] = [];
    for (const node of container.nodes ?? []) {
      const out = this.render(node);
      if (out !== null) parts.push([node, out]);
    }
    // A declaration needs ";" before whatever follows it in its block, not after the last one; a statement at-rule
    // (@import, @layer a;) always ends with one.
    let css = "";
    parts.forEach(([node, out], i) => {
      css += out;
      if (node.type === "atrule" && !node.nodes) css += ";";
      else if (node.type === "decl" && i < parts.length - 1) css += ";";
    });
    return css;
  }

  private render(node: ChildNode): string | null {
    // Comments inside a value, selector or prelude, or beside them, are not nodes of their own: removed and listed too.
    if (node.type !== "comment" && !(node.type === "decl" && node.prop.startsWith("--"))) {
      const inside = commentsIn(asWritten(node)).concat(commentsBeside(node));
      for (const comment of inside) this.removed.push({ ...at(node), text: `Comment ${shorten(comment, 46)}` });
    }
    switch (node.type) {
      case "comment":
        return this.comment(node);
      case "decl": {
        const important = node.important ? "!important" : "";
        return `${node.prop}:${this.value(node)}${important}`;
      }
      case "rule": {
        const body = this.children(node);
        if (!body) {
          this.removed.push({ ...at(node), text: `Empty rule ${shorten(node.selector)} {}` });
          return null;
        }
        return `${this.selector(node)}{${body}}`;
      }
      case "atrule": {
        const prelude = this.prelude(node);
        const head = `@${node.name}${prelude ? ` ${prelude}` : ""}`;
        // An at-rule's block is kept even when empty: "@layer base {}" declares a layer's order.
        return node.nodes ? `${head}{${this.children(node)}}` : head;
      }
    }
  }

  comment(node: Comment): string | null {
    if (node.text.startsWith("!")) {
      this.licenceComments += 1;
      return node.toString();
    }
    this.removed.push({ ...at(node), text: `Comment /* ${shorten(node.text, 40)} */` });
    return null;
  }
}

/** Functions whose arguments must keep their units (calc(0px + 1em) is valid, calc(0 + 1em) is not). */
const KEEP_UNITS_IN = /^(?:-webkit-|-moz-)?(?:calc|min|max|clamp|var|env|round|mod|rem|abs|sign|sin|cos|tan|asin|acos|atan|atan2|pow|sqrt|hypot|log|exp)$/i;

/**
 * Numbers and colours everywhere but in url(); zero lengths to 0 only outside math functions and var() fallbacks.
 * Strings and url() are put back exactly as written: css-tree decodes escapes ("\\2713" would become a raw ✓).
 */
function compressValue(ast: csstree.CssNode, prop: string, text: string) {
  let mathDepth = 0;
  csstree.walk(ast, {
    enter(node: csstree.CssNode, item: csstree.ListItem<csstree.CssNode> | undefined, list: csstree.List<csstree.CssNode> | undefined) {
      if ((node.type === "String" || node.type === "Url") && node.loc && item && list) {
        list.replace(item, list.createItem({ type: "Raw", value: text.slice(node.loc.start.offset, node.loc.end.offset) }));
        return csstree.walk.skip;
      }
      if (node.type === "Function" && KEEP_UNITS_IN.test(node.name)) mathDepth += 1;
      if (node.type === "Number" || node.type === "Percentage") node.value = shortNumber(node.value);
      if (node.type === "Dimension") {
        node.value = shortNumber(node.value);
        if (node.value === "0" && mathDepth === 0 && LENGTH_UNITS.has(node.unit.toLowerCase()) && !KEEP_ZERO_UNIT.has(prop) && item && list) {
          list.replace(item, list.createItem({ type: "Number", value: "0" }));
        }
      }
      if (node.type === "Hash" && /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(node.value)) {
        const short = shortHex(node.value);
        if (short.startsWith("#")) node.value = short.slice(1);
        else if (item && list) list.replace(item, list.createItem({ type: "Identifier", name: short }));
      }
      return undefined;
    },
    leave(node: csstree.CssNode) {
      if (node.type === "Function" && KEEP_UNITS_IN.test(node.name)) mathDepth -= 1;
    },
  });
}

/** Strings back as written in a selector or prelude (css-tree decodes their escapes). */
function keepStrings(ast: csstree.CssNode, text: string) {
  csstree.walk(ast, {
    enter(node: csstree.CssNode, item: csstree.ListItem<csstree.CssNode> | undefined, list: csstree.List<csstree.CssNode> | undefined) {
      if ((node.type === "String" || node.type === "Url") && node.loc && item && list) {
        list.replace(item, list.createItem({ type: "Raw", value: text.slice(node.loc.start.offset, node.loc.end.offset) }));
      }
    },
  });
}

/** "0 0 0 0" → "0", "1px 2px 1px 2px" → "1px 2px", "1px 2px 3px 2px" → "1px 2px 3px". */
function collapseBox(value: string): string {
  const parts = value.split(" ");
  if (parts.length < 2 || parts.length > 4 || parts.some((p) => !p || /[(),/"'!]/.test(p))) return value;
  if (parts.length === 4 && parts[3] === parts[1]) parts.pop();
  if (parts.length === 3 && parts[2] === parts[0]) parts.pop();
  if (parts.length === 2 && parts[1] === parts[0]) parts.pop();
  return parts.join(" ");
}

export function minifyCss(root: Root): MinifyResult {
  const minifier = new Minifier();
  const css = minifier.children(root);
  return { css, removed: minifier.removed, keptAsWritten: minifier.keptAsWritten, licenceComments: minifier.licenceComments };
}
