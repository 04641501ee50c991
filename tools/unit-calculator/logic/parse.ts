/**
 * The Unit Calculator's parser: text → a syntax tree, with every bound checked before any number is built.
 *
 * Grammar (recursive descent, lowest precedence first):
 *
 *     line     := sum [("to" | "in" | "as" | "->" | "→") target]
 *     sum      := product (("+" | "-") product)*
 *     product  := signed (("*" | "×" | "·" | "/" | "÷" | "per") signed)*
 *     signed   := ("-" | "+") signed | implicit
 *     implicit := power power*          juxtaposition: "3 kg", "5 ft 3 in", "N m"
 *     power    := postfix ["^" exponent]   (right-associative: 2^3^2 = 2^9)
 *     exponent := ("-" | "+")* power
 *     postfix  := primary ("²" | "³" | "⁻¹" … | "squared" | "cubed")*
 *     primary  := number | unit | "(" sum ")" | ("sq" | "square" | "cubic" | "cu") unit
 *
 * Implicit multiplication (juxtaposition) binds tighter than × and ÷, so "3 kg / 2 L" is (3 kg) ÷ (2 L) and
 * "5 L/100 km" is (5 L) ÷ (100 km). A run of juxtaposed values where more than one starts with a number is a
 * compound quantity, summed: "5 ft 3 in" is 5 ft + 3 in (not 15 ft·in). Pure: no units are looked up here, only
 * the shape of the text (unit names stay text until evaluate.ts resolves them).
 */

import { EXPONENT_SOURCE } from "@/lib/engines/math/number-syntax";
import { characterAt } from "@/lib/engines/text/quote-text";

/** Longest line read (characters); checked before tokenizing. */
export const MAX_INPUT_LENGTH = 300;
/** Most tokens in a line. */
export const MAX_TOKENS = 120;
/** Deepest nesting of parentheses and operators. */
export const MAX_DEPTH = 24;

export class CalcError extends Error {
  /** 0-based position of the offending text in the line, when there is one. */
  readonly at: number | null;
  constructor(message: string, at: number | null = null) {
    super(message);
    this.name = "CalcError";
    this.at = at;
  }
}

type TokenKind = "num" | "word" | "op" | "lparen" | "rparen" | "sup" | "arrow";

export interface Token {
  kind: TokenKind;
  text: string;
  at: number;
  /** For "sup": the exponent the superscript writes (² → 2, ⁻¹ → -1). */
  power?: number;
  /** True when whitespace separates this token from the one before it. */
  spaced: boolean;
}

const SUPERSCRIPT_DIGITS: Record<string, string> = { "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9", "⁻": "-" };
const OPERATORS: Record<string, string> = { "+": "+", "-": "-", "−": "-", "–": "-", "*": "*", "×": "*", "·": "*", "⋅": "*", "/": "/", "÷": "/", "^": "^" };
const PRIMES: Record<string, string> = { "'": "′", "′": "′", "’": "′", '"': "″", "″": "″", "”": "″" };

// A number: digits with an optional fraction, strict thousands groups, and an exponent only when digits follow the e
// (the calculators' number syntax, lib/engines/math/number-syntax.ts).
const NUMBER = new RegExp(String.raw`^(?:\d{1,3}(?:,\d{3})+(?:\.\d*)?|\d+(?:\.\d*)?|\.\d+)(?:${EXPONENT_SOURCE})?`);
/**
 * A fraction written without spaces, "1/2" or "3/8": read as one number, so "1/2 in" is half an inch, not 1 ÷ (2 in)
 * (a number binds to its unit before ÷). With spaces, "1 / 2 in" stays a division. Also after a whole number:
 * "3 1/2 in" is 3.5 in.
 */
const FRACTION = /^(\d{1,9})\/(\d{1,9})(?![\d.,eE])/;
const VULGAR: Record<string, string> = { "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8" };
// A word: letters (any script: µ, Å, Δ), the degree sign and a few joiners used in unit names (US_gal, fl.oz).
const WORD = /^[\p{L}°Ω_][\p{L}0-9°_.]*/u;

export function tokenize(text: string): Token[] {
  if (text.length > MAX_INPUT_LENGTH) {
    throw new CalcError(`That's too long to calculate: keep it under ${MAX_INPUT_LENGTH} characters`);
  }
  const tokens: Token[] = [];
  let i = 0;
  let spaced = false;
  while (i < text.length) {
    const c = text[i] ?? "";
    if (/\s/.test(c)) {
      i++;
      spaced = true;
      continue;
    }
    if (tokens.length >= MAX_TOKENS) {
      throw new CalcError(`That's too long to calculate: keep it under ${MAX_TOKENS} numbers, units and operators`, i);
    }
    const rest = text.slice(i, i + 200);
    const push = (kind: TokenKind, tokenText: string, length: number, power?: number) => {
      tokens.push({ kind, text: tokenText, at: i, spaced, ...(power === undefined ? {} : { power }) });
      i += length;
      spaced = false;
    };
    const afterPower = tokens[tokens.length - 1]?.text === "^";
    const fraction = afterPower ? null : FRACTION.exec(rest);
    const vulgar = afterPower ? undefined : VULGAR[c];
    if (fraction || vulgar) {
      // "1/2 in", "3 1/2 in", "½ cup", "3½ in": a written fraction is one number (see FRACTION).
      const [text, length] = fraction ? [`${fraction[1]}/${fraction[2]}`, fraction[0].length] : [vulgar as string, 1];
      const previous = tokens[tokens.length - 1];
      const previousTokenBeforeIt = tokens[tokens.length - 2];
      const mixed = previous?.kind === "num" && /^\d+$/.test(previous.text) && (spaced || !!vulgar) && previousTokenBeforeIt?.text !== "^";
      if (mixed && previous) {
        previous.text = `${previous.text} ${text}`;
        i += length;
        spaced = false;
      } else {
        push("num", text, length);
      }
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      push("num", number[0], number[0].length);
      continue;
    }
    if (rest.startsWith("->")) {
      push("arrow", "→", 2);
      continue;
    }
    if (c === "→") {
      push("arrow", "→", 1);
      continue;
    }
    if (rest.startsWith("**")) {
      push("op", "^", 2);
      continue;
    }
    const op = OPERATORS[c];
    if (op) {
      push("op", op, 1);
      continue;
    }
    if (c === "(" || c === "[") {
      push("lparen", "(", 1);
      continue;
    }
    if (c === ")" || c === "]") {
      push("rparen", ")", 1);
      continue;
    }
    const prime = PRIMES[c];
    if (prime) {
      push("word", prime, 1);
      continue;
    }
    if (c in SUPERSCRIPT_DIGITS) {
      let j = i;
      let digits = "";
      while (j < text.length && (text[j] ?? "") in SUPERSCRIPT_DIGITS) {
        digits += SUPERSCRIPT_DIGITS[text[j] ?? ""];
        j++;
      }
      const power = Number(digits);
      if (!Number.isInteger(power) || digits.length > 3) throw new CalcError(`"${text.slice(i, j)}" is not a power we can read`, i);
      push("sup", text.slice(i, j), j - i, power);
      continue;
    }
    const word = WORD.exec(rest);
    if (word && (word[0] === "x" || word[0] === "X") && tokens.length > 0) {
      // "10 ft x 12 ft": x between two values is the multiplication sign (no unit is called x).
      push("op", "*", 1);
      continue;
    }
    if (word) {
      // A trailing dot ends a sentence or an abbreviation ("in.", "lbs."), it is not part of the name.
      let end = word[0].length;
      while (end > 0 && word[0][end - 1] === ".") end--; // a loop: /\.+$/ is quadratic on long runs of dots
      const name = word[0].slice(0, end);
      push("word", name, word[0].length);
      continue;
    }
    throw new CalcError(`"${characterAt(text, i)}" is not something we can calculate with: use numbers, units, + − × ÷ ^ and parentheses`, i);
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------------------------------
// Syntax tree

export type Node =
  | { kind: "num"; text: string; at: number }
  | { kind: "unit"; text: string; at: number }
  | { kind: "neg"; operand: Node; at: number }
  | { kind: "binary"; op: "+" | "-" | "*" | "/"; left: Node; right: Node; at: number }
  /** Juxtaposition: "3 kg", "N m". */
  | { kind: "implicit"; factors: Node[]; at: number }
  /** "5 ft 3 in": parts summed, each part one juxtaposed run that starts with a number. */
  | { kind: "compound"; parts: Node[]; at: number }
  | { kind: "pow"; base: Node; exponent: Node; at: number };

export interface ParsedLine {
  expression: Node;
  /** The unit (expression) after "to"/"in"/"as"/"→", or null. */
  target: Target | null;
}

export type Target =
  /** One unit expression: "m", "km/h", "L/100 km", "ft^2". */
  | { kind: "expression"; node: Node; text: string; at: number }
  /** Two or more plain unit names to write a compound value with: "ft in", "st lb", "h min s". */
  | { kind: "units"; names: { text: string; at: number }[]; node: Node; text: string; at: number };

const KEYWORDS = new Set(["to", "as", "into", "per", "sq", "square", "cubic", "cu", "squared", "cubed"]);

function isWord(token: Token | undefined, ...words: string[]): boolean {
  return token?.kind === "word" && words.includes(token.text.toLowerCase());
}

/**
 * Where the conversion keyword is: the rightmost "to"/"as"/"into"/"→" at the top level, or else an "in" that cannot be
 * the inch: one with something after it and not right after a number ("3 in" is 3 inches; "2 tbsp in ml" converts;
 * "(3 m)^2 in ft^2" converts, as the 2 there is an exponent).
 */
function findConversion(tokens: Token[]): number {
  let depth = 0;
  let inch = -1;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    if (!token) continue;
    if (token.kind === "rparen") depth++;
    else if (token.kind === "lparen") depth--;
    if (depth !== 0) continue;
    if (token.kind === "arrow" || isWord(token, "to", "as", "into")) return i;
    if (inch < 0 && isWord(token, "in") && i < tokens.length - 1 && i > 0) {
      const before = tokens[i - 1];
      const exponent = before?.kind === "num" && tokens[i - 2]?.kind === "op" && tokens[i - 2]?.text === "^";
      const after = tokens[i + 1];
      const powered = after?.kind === "sup" || (after?.kind === "op" && after.text === "^");
      if ((before?.kind !== "num" || exponent) && !powered) inch = i;
    }
  }
  return inch;
}

class Parser {
  private i = 0;
  private depth = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
  ) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }

  private next(): Token {
    const token = this.tokens[this.i++];
    if (!token) throw new CalcError("The calculation ends too early: add a number or a unit after the last operator", this.source.length);
    return token;
  }

  private enter(at: number) {
    if (++this.depth > MAX_DEPTH) throw new CalcError(`That's nested too deeply: use at most ${MAX_DEPTH} levels of parentheses and powers`, at);
  }

  private leave() {
    this.depth--;
  }

  parseAll(): Node {
    const node = this.sum();
    const extra = this.peek();
    if (extra) {
      if (extra.kind === "rparen") throw new CalcError('There is a ")" without a matching "("', extra.at);
      throw new CalcError(`We didn't expect "${extra.text}" here`, extra.at);
    }
    return node;
  }

  private sum(): Node {
    this.enter(this.peek()?.at ?? 0);
    let left = this.product();
    for (;;) {
      const token = this.peek();
      if (token?.kind !== "op" || (token.text !== "+" && token.text !== "-")) break;
      this.next();
      const right = this.product();
      left = { kind: "binary", op: token.text, left, right, at: token.at };
    }
    this.leave();
    return left;
  }

  private product(): Node {
    let left = this.signed();
    for (;;) {
      const token = this.peek();
      const op = token?.kind === "op" && (token.text === "*" || token.text === "/") ? token.text : isWord(token, "per") ? "/" : null;
      if (!op || !token) break;
      this.next();
      const right = this.signed();
      left = { kind: "binary", op, left, right, at: token.at };
    }
    return left;
  }

  private signed(): Node {
    const token = this.peek();
    if (token?.kind === "op" && (token.text === "-" || token.text === "+")) {
      this.next();
      this.enter(token.at);
      const operand = this.signed();
      this.leave();
      return token.text === "-" ? { kind: "neg", operand, at: token.at } : operand;
    }
    return this.implicit();
  }

  /** Can the token start another juxtaposed factor? */
  private startsFactor(token: Token | undefined): boolean {
    if (!token) return false;
    if (token.kind === "num" || token.kind === "lparen") return true;
    return token.kind === "word" && (!KEYWORDS.has(token.text.toLowerCase()) || isWord(token, "sq", "square", "cubic", "cu"));
  }

  private implicit(): Node {
    const at = this.peek()?.at ?? this.source.length;
    const factors = [this.power()];
    while (this.startsFactor(this.peek())) factors.push(this.power());
    if (factors.length === 1) return factors[0] as Node;
    // Split the run at every number after the first factor: "5 ft 3 in" → [5 ft] [3 in].
    const groups: Node[][] = [];
    for (const factor of factors) {
      if (factor.kind === "num" || groups.length === 0) groups.push([factor]);
      else groups[groups.length - 1]?.push(factor);
    }
    const asNode = (group: Node[]): Node => (group.length === 1 ? (group[0] as Node) : { kind: "implicit", factors: group, at: group[0]?.at ?? at });
    if (groups.length === 1) return asNode(groups[0] ?? []);
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g] ?? [];
      if (group.length === 1 && group[0]?.kind === "num") {
        const previous = groups[g - 1];
        const number = group[0];
        if (g === 0 || !previous) throw new CalcError(`Put an operator (+ − × ÷) after "${number.text}"`, number.at);
        throw new CalcError(
          `"${number.text}" has no unit: give it one (5 ft 3 in) or put an operator (+ − × ÷) before it`,
          number.at,
        );
      }
    }
    return { kind: "compound", parts: groups.map(asNode), at };
  }

  private power(): Node {
    const base = this.postfix();
    const token = this.peek();
    if (token?.kind === "op" && token.text === "^") {
      this.next();
      this.enter(token.at);
      const exponent = this.exponent();
      this.leave();
      return { kind: "pow", base, exponent, at: token.at };
    }
    return base;
  }

  private exponent(): Node {
    const token = this.peek();
    if (token?.kind === "op" && (token.text === "-" || token.text === "+")) {
      this.next();
      this.enter(token.at);
      const operand = this.exponent();
      this.leave();
      return token.text === "-" ? { kind: "neg", operand, at: token.at } : operand;
    }
    return this.power();
  }

  private postfix(): Node {
    let node = this.primary();
    for (;;) {
      const token = this.peek();
      if (token?.kind === "sup") {
        this.next();
        node = { kind: "pow", base: node, exponent: { kind: "num", text: String(token.power), at: token.at }, at: token.at };
      } else if (isWord(token, "squared", "cubed") && token) {
        this.next();
        const power = token.text.toLowerCase() === "squared" ? "2" : "3";
        node = { kind: "pow", base: node, exponent: { kind: "num", text: power, at: token.at }, at: token.at };
      } else {
        return node;
      }
    }
  }

  private primary(): Node {
    const token = this.next();
    switch (token.kind) {
      case "num":
        return { kind: "num", text: token.text.replace(/,/g, ""), at: token.at };
      case "lparen": {
        if (this.peek()?.kind === "rparen") throw new CalcError("The parentheses are empty: put a value inside", token.at);
        const inner = this.sum();
        const close = this.peek();
        if (close?.kind !== "rparen") throw new CalcError('A "(" is never closed: add ")"', token.at);
        this.next();
        return inner;
      }
      case "word": {
        const word = token.text.toLowerCase();
        if (word === "sq" || word === "square" || word === "cubic" || word === "cu") {
          const unit = this.peek();
          if (unit?.kind !== "word" || KEYWORDS.has(unit.text.toLowerCase())) {
            throw new CalcError(`Add a unit after "${token.text}", as in "${token.text} ft"`, token.at);
          }
          const base = this.unitWord();
          const power = word === "sq" || word === "square" ? "2" : "3";
          return { kind: "pow", base, exponent: { kind: "num", text: power, at: token.at }, at: token.at };
        }
        if (KEYWORDS.has(word)) throw new CalcError(`We didn't expect "${token.text}" here`, token.at);
        this.i--;
        return this.unitWord();
      }
      case "rparen":
        throw new CalcError('There is a ")" without a matching "("', token.at);
      case "arrow":
        throw new CalcError('Put a value before "→"', token.at);
      case "sup":
      case "op":
        throw new CalcError(`Put a number or a unit before "${token.text}"`, token.at);
    }
  }

  /**
   * A unit name, possibly of several words ("fl oz", "nautical miles", "US gallons"): the words are kept apart here
   * and joined by evaluate.ts, which knows which names exist. Only the first word is taken now.
   */
  private unitWord(): Node {
    const token = this.next();
    return { kind: "unit", text: token.text, at: token.at };
  }
}

/** Parses one line: the expression and, after "to"/"in"/"as"/"→", the unit to show the result in. */
export function parseLine(text: string): ParsedLine | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  const split = findConversion(tokens);
  const sourceTokens = split >= 0 ? tokens.slice(0, split) : tokens;
  const targetTokens = split >= 0 ? tokens.slice(split + 1) : [];
  if (split >= 0) {
    const keyword = tokens[split] as Token;
    if (sourceTokens.length === 0) throw new CalcError(`Put a value before "${keyword.text}", as in "5 ft ${keyword.text} m"`, keyword.at);
    if (targetTokens.length === 0) throw new CalcError(`Add a unit after "${keyword.text}", as in "… ${keyword.text} m"`, keyword.at + keyword.text.length);
  }
  const expression = new Parser(sourceTokens, text).parseAll();
  if (!targetTokens.length) return { expression, target: null };
  const first = targetTokens[0] as Token;
  const last = targetTokens[targetTokens.length - 1] as Token;
  const targetText = text.slice(first.at, last.at + last.text.length).trim();
  const node = new Parser(targetTokens, text).parseAll();
  const plainWords = targetTokens.length >= 2 && targetTokens.every((t) => t.kind === "word" && !KEYWORDS.has(t.text.toLowerCase()));
  if (plainWords) {
    return {
      expression,
      target: { kind: "units", names: targetTokens.map((t) => ({ text: t.text, at: t.at })), node, text: targetText, at: first.at },
    };
  }
  return { expression, target: { kind: "expression", node, text: targetText, at: first.at } };
}
