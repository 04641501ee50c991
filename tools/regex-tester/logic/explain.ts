import { RegExpParser, RegExpSyntaxError, type AST } from "@eslint-community/regexpp";

/**
 * A pattern's tokens in words, from the syntax tree that @eslint-community/regexpp (MIT; the parser ESLint's own
 * regex rules use) builds under the ECMAScript grammar. The page loads it with import() once a pattern is typed. It
 * also names the capturing groups by number, for the match list. Pure.
 */

export interface Token {
  /** The part of the pattern, as written. */
  raw: string;
  /** What it does. */
  text: string;
  children: Token[];
}

export type Explained =
  | { ok: true; tokens: Token[]; groupNames: (string | null)[] }
  | { ok: false; message: string; index: number };

const NAMED_CHARACTERS: Record<number, string> = {
  0x09: "a tab",
  0x0a: "a line feed (newline)",
  0x0b: "a vertical tab",
  0x0c: "a form feed",
  0x0d: "a carriage return",
  0x20: "a space",
  0x00: "the NUL character",
};

function hex(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

function characterWords(code: number): string {
  const named = NAMED_CHARACTERS[code];
  if (named) return named;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return `the control character ${hex(code)}`;
  return `“${String.fromCodePoint(code)}”`;
}

function setWords(node: AST.CharacterSet, dotAll: boolean): string {
  switch (node.kind) {
    case "any":
      return dotAll ? "any character (the s flag lets . match line breaks too)" : "any character except a line break";
    case "digit":
      return node.negate ? "any character except a digit" : "a digit, 0 to 9";
    case "space":
      return node.negate ? "any character except whitespace" : "a whitespace character (space, tab, line break and the other Unicode spaces)";
    case "word":
      return node.negate ? "any character except a word character" : "a word character: A–Z, a–z, 0–9 or _";
    case "property": {
      const what = node.value ? `${node.key}=${node.value}` : node.key;
      if (node.strings) return `a string with the Unicode property ${what}`;
      return node.negate ? `any character without the Unicode property ${what}` : `a character with the Unicode property ${what}`;
    }
  }
}

function classElementWords(node: AST.CharacterClassElement, dotAll: boolean): string {
  switch (node.type) {
    case "Character":
      return characterWords(node.value);
    case "CharacterClassRange":
      return `${characterWords(node.min.value)} to ${characterWords(node.max.value)}`;
    case "CharacterSet":
      return setWords(node, dotAll);
    default:
      return node.raw;
  }
}

function times(min: number, max: number): string {
  const n = (k: number) => (k === 1 ? "once" : `${k} times`);
  if (min === 0 && max === Infinity) return "zero or more times";
  if (min === 1 && max === Infinity) return "one or more times";
  if (min === 0 && max === 1) return "optional (zero or one time)";
  if (max === Infinity) return `at least ${n(min)}`;
  if (min === max) return `exactly ${n(min)}`;
  return `${min} to ${max} times`;
}

interface Context {
  flags: { ignoreCase: boolean; multiline: boolean; dotAll: boolean };
  groups: AST.CapturingGroup[];
}

function groupNumber(node: AST.CapturingGroup, context: Context): number {
  return context.groups.indexOf(node) + 1;
}

function alternatives(list: readonly AST.Alternative[], context: Context): Token[] {
  if (list.length === 1) return elements(list[0]?.elements ?? [], context);
  return list.map((alt, i) => ({
    raw: alt.raw,
    text: alt.elements.length ? `Alternative ${i + 1}` : `Alternative ${i + 1}: nothing (matches the empty string)`,
    children: elements(alt.elements, context),
  }));
}

/** A run of plain characters reads as one piece of text. */
function elements(list: readonly AST.Element[], context: Context): Token[] {
  const tokens: Token[] = [];
  let run: AST.Character[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const raw = run.map((c) => c.raw).join("");
    const text =
      run.length === 1
        ? `The character ${characterWords(run[0]?.value ?? 0)}`
        : `The text “${run.map((c) => String.fromCodePoint(c.value)).join("")}”`;
    const cased = run.some((c) => String.fromCodePoint(c.value).toLowerCase() !== String.fromCodePoint(c.value).toUpperCase());
    tokens.push({ raw, text: `${text}${context.flags.ignoreCase && cased ? ", in either case (i)" : ""}`, children: [] });
    run = [];
  };
  for (const element of list) {
    if (element.type === "Character") {
      run.push(element);
      continue;
    }
    flush();
    tokens.push(token(element, context));
  }
  flush();
  return tokens;
}

function token(node: AST.Element, context: Context): Token {
  const { raw } = node;
  switch (node.type) {
    case "Character":
      return elements([node], context)[0] ?? { raw, text: "", children: [] };
    case "CharacterSet":
      return { raw, text: capital(setWords(node, context.flags.dotAll)), children: [] };
    case "CharacterClass": {
      if (node.elements.length === 0) return { raw, text: node.negate ? "Any one character at all" : "Nothing: an empty class never matches", children: [] };
      const items = node.elements.map((e) => classElementWords(e, context.flags.dotAll));
      return { raw, text: `${node.negate ? "One character that is none of" : "One character from"}: ${items.join("; ")}`, children: [] };
    }
    case "ExpressionCharacterClass":
      return { raw, text: `${node.negate ? "One character outside" : "One character in"} the set ${node.expression.type === "ClassIntersection" ? "intersection (&&)" : "difference (--)"} ${node.expression.raw}`, children: [] };
    case "Assertion":
      switch (node.kind) {
        case "start":
          return { raw, text: context.flags.multiline ? "The start of a line (m)" : "The start of the text", children: [] };
        case "end":
          return { raw, text: context.flags.multiline ? "The end of a line (m)" : "The end of the text", children: [] };
        case "word":
          return { raw, text: node.negate ? "A place that is not a word boundary" : "A word boundary: between a word character and a non-word character (or an end)", children: [] };
        case "lookahead":
          return { raw, text: node.negate ? "Not followed by (negative lookahead)" : "Followed by (lookahead; takes no characters)", children: alternatives(node.alternatives, context) };
        case "lookbehind":
          return { raw, text: node.negate ? "Not preceded by (negative lookbehind)" : "Preceded by (lookbehind; takes no characters)", children: alternatives(node.alternatives, context) };
      }
      break;
    case "CapturingGroup": {
      const n = groupNumber(node, context);
      return { raw, text: node.name ? `Group ${n}, named “${node.name}”` : `Group ${n} (captured)`, children: alternatives(node.alternatives, context) };
    }
    case "Group": {
      const modifiers = node.modifiers ? ` with the flags ${node.modifiers.raw} inside` : "";
      return { raw, text: `A group, not captured${modifiers}`, children: alternatives(node.alternatives, context) };
    }
    case "Quantifier": {
      const lazy = node.greedy ? "" : ", as few as possible (lazy)";
      return { raw, text: `${capital(times(node.min, node.max))}${lazy}:`, children: [token(node.element, context)] };
    }
    case "Backreference": {
      const targets = Array.isArray(node.resolved) ? node.resolved : [node.resolved];
      const numbers = targets.map((g) => groupNumber(g, context)).join(" or ");
      return { raw, text: `The same text group ${numbers}${typeof node.ref === "string" ? ` (“${node.ref}”)` : ""} matched`, children: [] };
    }
  }
  return { raw, text: "", children: [] };
}

function capital(text: string): string {
  return `${text[0]?.toUpperCase() ?? ""}${text.slice(1)}`;
}

/** The pattern's tokens in words, or the parser's reason and place when it is not valid. */
export function explain(pattern: string, flags: string): Explained {
  const parser = new RegExpParser({ ecmaVersion: 2025 });
  let ast: AST.Pattern;
  try {
    ast = parser.parsePattern(pattern, 0, pattern.length, { unicode: flags.includes("u"), unicodeSets: flags.includes("v") });
  } catch (error) {
    if (error instanceof RegExpSyntaxError) {
      const reason = /: ([^:]+)$/.exec(error.message)?.[1] ?? error.message;
      return { ok: false, message: reason, index: error.index };
    }
    throw error;
  }
  const groups: AST.CapturingGroup[] = [];
  const walk = (node: AST.Node) => {
    if (node.type === "CapturingGroup") groups.push(node);
    if ("alternatives" in node) node.alternatives.forEach(walk);
    if (node.type === "Alternative") node.elements.forEach(walk);
    if (node.type === "Quantifier") walk(node.element);
  };
  walk(ast);
  // Groups are numbered by where their "(" is.
  groups.sort((a, b) => a.start - b.start);
  const context: Context = { flags: { ignoreCase: flags.includes("i"), multiline: flags.includes("m"), dotAll: flags.includes("s") }, groups };
  return { ok: true, tokens: alternatives(ast.alternatives, context), groupNames: groups.map((g) => g.name) };
}
