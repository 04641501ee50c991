/**
 * The calculators' expression language (docs/product.md "Calculator and Scientific Calculator"): a small bounded
 * parser, shared by /calculator and /scientific-calculator. Text in, a syntax tree out, or a CalcError in words with
 * the 1-based position it refers to. Pure and synchronous; every input is bounded here, before any arithmetic.
 *
 * Conventions (stated on both pages):
 * - Precedence, highest first: postfix ! % ² ³, then ^ (right to left, so 2^3^2 = 2^9), then a leading minus
 *   (−2² = −(2²) = −4), then × ÷ and implicit multiplication (all left to right, so 6 ÷ 2(1 + 2) = 9), then + −.
 * - Implicit multiplication: a number, constant, bracket or function written next to another is multiplied:
 *   2π = 2 × π, 2(3) = 2 × 3, 3 sin(30) = 3 × sin(30). Two numbers are not: "1 000" or "12 345" is refused, since
 *   neither 1 × 000 nor 1000 can be assumed.
 * - A function name without brackets takes the operand that follows it: sin 30 = sin(30), √4² = √(4²).
 * - Scientific notation as every language and spreadsheet writes it: e or E right after a number, with digits after
 *   it, is its exponent (1e3 = 1E3 = 1000, 2e-3 = 0.002; lib/engines/math/number-syntax.ts). A lone e is Euler's number
 *   (2e = 2 × e, e3 = e × 3). The parsed form says which reading was used.
 */

import { MAX_DEPTH, MAX_INPUT_LENGTH } from "./limits";
import { characterAt } from "@/lib/engines/text/quote-text";
import { readExponent } from "./number-syntax";

export { MAX_DEPTH, MAX_INPUT_LENGTH } from "./limits";

export class CalcError extends Error {
  /** 1-based character position in the typed text, when the message refers to one. */
  readonly position?: number;
  constructor(message: string, position?: number) {
    super(message);
    this.name = "CalcError";
    this.position = position;
  }
}

export type FunctionName =
  | "sin" | "cos" | "tan" | "asin" | "acos" | "atan"
  | "sinh" | "cosh" | "tanh" | "asinh" | "acosh" | "atanh"
  | "ln" | "log" | "exp" | "sqrt" | "cbrt" | "root" | "abs" | "nPr" | "nCr";

export type ConstantName = "pi" | "e" | "ans";

export type Node =
  | { type: "num"; value: string; pos: number }
  | { type: "const"; name: ConstantName; pos: number }
  | { type: "neg"; arg: Node; pos: number }
  | { type: "bin"; op: "+" | "-" | "*" | "/" | "^"; left: Node; right: Node; implicit: boolean; pos: number }
  | { type: "pct"; arg: Node; pos: number }
  | { type: "fact"; arg: Node; pos: number }
  | { type: "call"; name: FunctionName; args: Node[]; pos: number };

/** How many arguments each function takes: [fewest, most]. */
export const ARITY: Record<FunctionName, [number, number]> = {
  sin: [1, 1], cos: [1, 1], tan: [1, 1], asin: [1, 1], acos: [1, 1], atan: [1, 1],
  sinh: [1, 1], cosh: [1, 1], tanh: [1, 1], asinh: [1, 1], acosh: [1, 1], atanh: [1, 1],
  ln: [1, 1], log: [1, 2], exp: [1, 1], sqrt: [1, 1], cbrt: [1, 1], root: [2, 2], abs: [1, 1], nPr: [2, 2], nCr: [2, 2],
};

const USAGE: Partial<Record<FunctionName, string>> = {
  log: "log(x) or log(x, base)",
  root: "root(x, n)",
  nPr: "nPr(n, r)",
  nCr: "nCr(n, r)",
};

/** Names people type, lower-cased, to what they mean. */
const NAMES: Record<string, FunctionName | ConstantName> = {
  sin: "sin", cos: "cos", tan: "tan", asin: "asin", acos: "acos", atan: "atan",
  arcsin: "asin", arccos: "acos", arctan: "atan",
  sinh: "sinh", cosh: "cosh", tanh: "tanh", asinh: "asinh", acosh: "acosh", atanh: "atanh",
  arsinh: "asinh", arcosh: "acosh", artanh: "atanh",
  ln: "ln", log: "log", exp: "exp", sqrt: "sqrt", cbrt: "cbrt", root: "root", abs: "abs",
  npr: "nPr", ncr: "nCr",
  pi: "pi", e: "e", ans: "ans",
};

const CONSTANTS = new Set<string>(["pi", "e", "ans"]);

export interface ParseOptions {
  /** The decimal separator: "." (then "," separates function arguments) or "," (then ";" does). */
  decimal?: "." | ",";
  /** Accept thousands separators in numbers (the other mark: 1,234.5 or 1.234,5); only where no function takes two arguments. */
  grouping?: boolean;
  /** Only the four operations, %, brackets and √ (the basic calculator). */
  basic?: boolean;
}

type Token =
  | { kind: "num"; value: string; pos: number }
  | { kind: "name"; name: FunctionName | ConstantName; pos: number }
  | { kind: "op"; op: "+" | "-" | "*" | "/" | "^" | "!" | "%" | "(" | ")" | "," | "²" | "³"; pos: number }
  | { kind: "end"; pos: number };

const OPS: Record<string, Token extends infer T ? (T extends { kind: "op"; op: infer O } ? O : never) : never> = {
  "+": "+", "-": "-", "−": "-", "–": "-", "*": "*", "×": "*", "·": "*", "⋅": "*", "/": "/", "÷": "/", "∕": "/",
  "^": "^", "!": "!", "%": "%", "(": "(", ")": ")", "[": "(", "]": ")", "²": "²", "³": "³",
};

function tokenize(text: string, options: ParseOptions): Token[] {
  const decimal = options.decimal ?? ".";
  const group = decimal === "." ? "," : ".";
  const separator = decimal === "." ? "," : ";";
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const pos = i + 1;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (/[0-9]/.test(c) || ((c === decimal) && /[0-9]/.test(text[i + 1] ?? ""))) {
      let j = i;
      let intPart = "";
      // Thousands separators: only in groups of exactly three digits after one to three leading digits.
      const grouped = options.grouping ? new RegExp(`^[0-9]{1,3}(?:\\${group}[0-9]{3})+(?![0-9])`).exec(text.slice(i)) : null;
      if (grouped) {
        intPart = grouped[0].split(group).join("");
        j = i + grouped[0].length;
      } else {
        while (j < text.length && /[0-9]/.test(text[j]!)) intPart += text[j++];
        if (options.grouping && text[j] === group && /[0-9]/.test(text[j + 1] ?? "")) {
          const other = decimal === "." ? "1.234,5" : "1,234.5";
          throw new CalcError(`Thousands separators go every three digits (position ${j + 1}); for a decimal ${decimal === "." ? "comma" : "point"}, choose ${other} under Decimal mark`, j + 1);
        }
      }
      let frac = "";
      if (text[j] === decimal) {
        j++;
        while (j < text.length && /[0-9]/.test(text[j]!)) frac += text[j++];
        if (text[j] === decimal) throw new CalcError(`A number has two decimal points at position ${j + 1}`, j + 1);
      }
      let exponent = "";
      // Scientific notation (1e3, 1E3, 2e-3): an e or E with digits right after it. A lowercase e without digits is
      // left for the letters (2e is 2 × Euler's number); a capital E there can only be a mistyped exponent.
      const scientific = readExponent(text, j);
      if (scientific) {
        if (scientific.exponent.replace("-", "").length > 6) throw new CalcError("Number too large", j + 1);
        exponent = `e${scientific.exponent}`;
        j += scientific.length;
      } else if (text[j] === "E") {
        throw new CalcError(`E needs a whole-number exponent after it, like 1.5E3 (position ${j + 1})`, j + 1);
      }
      const previous = tokens.at(-1);
      if (previous?.kind === "num") {
        // Two numbers side by side are neither one grouped number nor a product: "1 000" is not 1 × 000.
        const before = text.slice(previous.pos - 1, i);
        const spaced = before.trimEnd() !== before;
        throw new CalcError(`Put an operator (+ − × ÷) between "${before.trimEnd()}" and "${text.slice(i, j)}" at position ${pos}${spaced ? ", or write the number without spaces" : ""}`, pos);
      }
      tokens.push({ kind: "num", value: `${intPart || "0"}${frac ? `.${frac}` : ""}${exponent}`, pos });
      i = j;
      continue;
    }
    if (/[a-zA-Z]/.test(c)) {
      let j = i;
      while (j < text.length && /[a-zA-Z]/.test(text[j]!)) j++;
      const word = text.slice(i, j);
      splitName(word, pos, tokens, options);
      i = j;
      continue;
    }
    if (c === "π") {
      tokens.push({ kind: "name", name: "pi", pos });
      i++;
      continue;
    }
    if (c === "√" || c === "∛") {
      tokens.push({ kind: "name", name: c === "√" ? "sqrt" : "cbrt", pos });
      i++;
      continue;
    }
    if (c === "*" && text[i + 1] === "*") {
      tokens.push({ kind: "op", op: "^", pos });
      i += 2;
      continue;
    }
    if (c === separator) {
      tokens.push({ kind: "op", op: ",", pos });
      i++;
      continue;
    }
    const op = OPS[c];
    if (op) {
      tokens.push({ kind: "op", op, pos });
      i++;
      continue;
    }
    if (c === decimal) throw new CalcError(`A decimal point needs a digit after it (position ${pos})`, pos);
    throw new CalcError(`Invalid input: '${characterAt(text, i)}' at position ${pos} is not something the calculator reads`, pos);
  }
  tokens.push({ kind: "end", pos: text.length + 1 });
  return tokens;
}

/** A run of letters: one known name, or known names written together (2pie → pi × e is refused, sinpi → sin π is not). */
function splitName(word: string, pos: number, tokens: Token[], options: ParseOptions) {
  const lower = word.toLowerCase();
  const name = NAMES[lower];
  if (name && !(options.basic && !CONSTANTS.has(name) && name !== "sqrt")) {
    tokens.push({ kind: "name", name, pos });
    return;
  }
  // A function name followed by a constant without a space (sinpi, lnans): read as two names.
  for (const constant of ["pi", "ans", "e"]) {
    if (lower.endsWith(constant) && lower.length > constant.length) {
      const head = NAMES[lower.slice(0, -constant.length)];
      if (head && !CONSTANTS.has(head) && !options.basic) {
        tokens.push({ kind: "name", name: head, pos });
        tokens.push({ kind: "name", name: constant as ConstantName, pos: pos + lower.length - constant.length });
        return;
      }
    }
  }
  throw new CalcError(
    options.basic ? `Invalid input: '${word}' at position ${pos} (this calculator does arithmetic; use the scientific calculator for functions)` : `Unknown name '${word}' at position ${pos}`,
    pos,
  );
}

/** Parses `text` into a syntax tree. Throws CalcError. Empty text is the caller's business (it shows nothing). */
export function parse(text: string, options: ParseOptions = {}): Node {
  if (text.length > MAX_INPUT_LENGTH) throw new CalcError(`The expression is too long: at most ${MAX_INPUT_LENGTH} characters`);
  const tokens = tokenize(text, options);
  const separatorMark = (options.decimal ?? ".") === "." ? "," : ";";
  let index = 0;
  let depth = 0;
  const peek = () => tokens[index]!;
  const next = () => tokens[index++]!;
  const isOp = (t: Token, op: string) => t.kind === "op" && t.op === op;
  const describe = (t: Token) => (t.kind === "op" ? `'${t.op === "*" ? "×" : t.op === "/" ? "÷" : t.op}'` : "this");

  const enter = (pos: number) => {
    if (++depth > MAX_DEPTH) throw new CalcError(`Too many nested brackets or signs: at most ${MAX_DEPTH} levels (position ${pos})`, pos);
  };

  function startsOperand(t: Token): boolean {
    return t.kind === "num" || t.kind === "name" || isOp(t, "(");
  }

  function parseAdd(): Node {
    let left = parseMul();
    for (;;) {
      const t = peek();
      if (t.kind === "op" && (t.op === "+" || t.op === "-")) {
        next();
        left = { type: "bin", op: t.op, left, right: parseMul(), implicit: false, pos: t.pos };
      } else return left;
    }
  }

  function parseMul(): Node {
    let left = parseUnary();
    for (;;) {
      const t = peek();
      if (t.kind === "op" && (t.op === "*" || t.op === "/")) {
        next();
        left = { type: "bin", op: t.op, left, right: parseUnary(), implicit: false, pos: t.pos };
      } else if (startsOperand(t)) {
        left = { type: "bin", op: "*", left, right: parseUnary(), implicit: true, pos: t.pos };
      } else return left;
    }
  }

  function parseUnary(): Node {
    const t = peek();
    if (t.kind === "op" && (t.op === "-" || t.op === "+")) {
      next();
      enter(t.pos);
      const arg = parseUnary();
      depth--;
      return t.op === "-" ? { type: "neg", arg, pos: t.pos } : arg;
    }
    return parsePow();
  }

  function parsePow(): Node {
    const base = parsePostfix();
    const t = peek();
    if (isOp(t, "^")) {
      next();
      enter(t.pos);
      const exponent = parseUnary();
      depth--;
      return { type: "bin", op: "^", left: base, right: exponent, implicit: false, pos: t.pos };
    }
    return base;
  }

  function parsePostfix(): Node {
    let node = parsePrimary();
    for (;;) {
      const t = peek();
      if (t.kind !== "op") return node;
      if (t.op === "!") node = { type: "fact", arg: node, pos: t.pos };
      else if (t.op === "%") node = { type: "pct", arg: node, pos: t.pos };
      else if (t.op === "²" || t.op === "³") {
        node = { type: "bin", op: "^", left: node, right: { type: "num", value: t.op === "²" ? "2" : "3", pos: t.pos }, implicit: false, pos: t.pos };
      } else return node;
      next();
    }
  }

  function parsePrimary(): Node {
    const t = next();
    if (t.kind === "num") return { type: "num", value: t.value, pos: t.pos };
    if (t.kind === "name") {
      if (CONSTANTS.has(t.name)) return { type: "const", name: t.name as ConstantName, pos: t.pos };
      const name = t.name as FunctionName;
      enter(t.pos);
      let args: Node[];
      if (isOp(peek(), "(")) {
        const open = next();
        args = [];
        if (isOp(peek(), ")")) throw new CalcError(`${name} needs a number inside its brackets (position ${peek().pos})`, peek().pos);
        args.push(parseAdd());
        while (isOp(peek(), ",")) {
          next();
          args.push(parseAdd());
        }
        closeBracket(open.pos);
      } else {
        if (peek().kind === "end") throw new CalcError(`${name} needs a number after it (position ${peek().pos})`, peek().pos);
        args = [parseUnary()];
      }
      depth--;
      const [fewest, most] = ARITY[name];
      if (args.length < fewest || args.length > most) {
        const usage = USAGE[name] ?? `${name}(x)`;
        throw new CalcError(`${name} takes ${fewest === most ? (fewest === 1 ? "one number" : "two numbers") : "one or two numbers"}: ${usage} (position ${t.pos})`, t.pos);
      }
      return { type: "call", name, args, pos: t.pos };
    }
    if (isOp(t, "(")) {
      enter(t.pos);
      if (isOp(peek(), ")")) throw new CalcError(`Empty brackets at position ${t.pos}`, t.pos);
      const inner = parseAdd();
      closeBracket(t.pos);
      depth--;
      return inner;
    }
    if (t.kind === "end") throw new CalcError(`The expression ends too soon: a number is missing at position ${t.pos}`, t.pos);
    if (isOp(t, ")")) throw new CalcError(`A number is missing before ')' at position ${t.pos}`, t.pos);
    if (isOp(t, ",")) throw new CalcError(`Unexpected '${separatorMark}' at position ${t.pos}`, t.pos);
    throw new CalcError(`A number is missing before ${describe(t)} at position ${t.pos}`, t.pos);
  }

  function closeBracket(openPos: number) {
    const t = peek();
    if (isOp(t, ")")) {
      next();
      return;
    }
    if (isOp(t, ",")) throw new CalcError(`Unexpected '${separatorMark}' at position ${t.pos}: only log, root, nPr and nCr take two numbers`, t.pos);
    throw new CalcError(`Missing ')' at position ${t.pos} (to close the '(' at position ${openPos})`, t.pos);
  }

  const tree = parseAdd();
  const rest = peek();
  if (rest.kind !== "end") {
    if (isOp(rest, ")")) throw new CalcError(`Unexpected ')' at position ${rest.pos}: there is no '(' to close`, rest.pos);
    if (isOp(rest, ",") && separatorMark === ",") {
      throw new CalcError(`Unexpected ',' at position ${rest.pos}: commas separate a function's numbers; for a decimal comma, choose 1.234,5 under Decimal mark`, rest.pos);
    }
    throw new CalcError(`Unexpected ${describe(rest)} at position ${rest.pos}`, rest.pos);
  }
  return tree;
}

const SYMBOL = { "+": "+", "-": "−", "*": "×", "/": "÷" } as const;
const FUNCTION_LABEL: Partial<Record<FunctionName, string>> = { sqrt: "√", cbrt: "∛" };

/**
 * The parsed expression written back with every grouping made explicit, so precedence is visible:
 * 2 + 3 × 4 → 2 + (3 × 4); 2π → 2 × π; −2² → −(2^2); 6 ÷ 2(1 + 2) → (6 ÷ 2) × (1 + 2).
 */
export function show(node: Node, decimal: "." | "," = "."): string {
  const inner = (child: Node, parent: Node & { type: "bin" }, side: "left" | "right"): string => {
    const text = show(child, decimal);
    if (child.type === "bin") {
      const additive = (op: string) => op === "+" || op === "-";
      // A sum continued to the right (1 + 2 + 3) reads left to right without help; everything else is bracketed.
      if (side === "left" && additive(child.op) && additive(parent.op)) return text;
      return `(${text})`;
    }
    if (child.type === "neg" && (side === "right" || parent.op === "^")) return `(${text})`;
    return text;
  };
  switch (node.type) {
    case "num": {
      const [mantissa, exponent] = node.value.split("e");
      const m = decimal === "," ? mantissa!.replace(".", ",") : mantissa!;
      return exponent === undefined ? m : `${m}E${exponent}`;
    }
    case "const":
      return node.name === "pi" ? "π" : node.name === "e" ? "e" : "Ans";
    case "neg": {
      const arg = show(node.arg, decimal);
      return node.arg.type === "num" || node.arg.type === "const" || node.arg.type === "call" ? `−${arg}` : `−(${arg})`;
    }
    case "pct":
    case "fact": {
      const arg = show(node.arg, decimal);
      const simple = node.arg.type === "num" || node.arg.type === "const" || node.arg.type === "call";
      return `${simple ? arg : `(${arg})`}${node.type === "pct" ? "%" : "!"}`;
    }
    case "bin":
      // 200 + 10% is 200 + 10% of 200: the parsed form says so.
      if ((node.op === "+" || node.op === "-") && node.right.type === "pct") {
        const left = inner(node.left, node, "left");
        const base = node.left.type === "num" || node.left.type === "const" ? left : `(${show(node.left, decimal)})`;
        return `${left} ${SYMBOL[node.op]} (${show(node.right, decimal)} of ${base})`;
      }
      if (node.op === "^") return `${inner(node.left, node, "left")}^${inner(node.right, node, "right")}`;
      return `${inner(node.left, node, "left")} ${SYMBOL[node.op]} ${inner(node.right, node, "right")}`;
    case "call": {
      const label = FUNCTION_LABEL[node.name] ?? node.name;
      return `${label}(${node.args.map((a) => show(a, decimal)).join(decimal === "," ? "; " : ", ")})`;
    }
  }
}
