import { D, evaluate, UndefinedResult, type Dec, type EvalOptions } from "./evaluate";
import { CalcError, parse, show, type Node, type ParseOptions } from "./parse";

/**
 * One calculation for the calculators' UI: text in, an outcome out — the parsed form (precedence made visible), the
 * result rounded for display (marked exact or rounded), the full value kept for Ans and the history, or the message.
 * Never throws: every failure is an outcome with words.
 */

export interface CalcOptions extends ParseOptions, EvalOptions {
  /** Significant digits shown: 12 on the calculator, 15 on the scientific one. */
  digits: number;
  /**
   * A result that is exactly a decimal of at most this many digits written out (1,234,567,890,123.46 has 15) is shown
   * in full, marked =, instead of rounded to `digits`: 20 on the calculator. Unset: always rounded to `digits`.
   */
  exactDigits?: number;
}

export type Outcome =
  | { kind: "empty" }
  | {
      kind: "value";
      /** The expression as read, e.g. "2 × π". */
      parsed: string;
      /** The value to at least 40 significant digits, in a form `new Decimal()` and the parser read back (Ans). */
      value: string;
      /** Rounded to `digits`, with thousands separators: "1,234.5", "1.24101807021767E309". */
      display: string;
      /** The shown number without separators, for copying and for typing back. */
      plain: string;
      /** True when `display` is the whole value; false when it was rounded (shown with ≈). */
      exact: boolean;
      /** The value as a fraction, when it is one with a denominator up to 10^6 (1/3, −7/4). */
      fraction?: string;
      /** The top-level operation, for "=" pressed again (5 + 3 = = is 11): "+ 3". */
      repeat?: string;
    }
  | { kind: "undefined"; parsed: string; message: string }
  | { kind: "error"; message: string; position?: number; parsed?: string };

export function calculate(text: string, options: CalcOptions): Outcome {
  if (text.trim() === "") return { kind: "empty" };
  const decimal = options.decimal ?? ".";
  let tree: Node;
  try {
    tree = parse(text, options);
  } catch (error) {
    if (error instanceof CalcError) return { kind: "error", message: error.message, position: error.position };
    throw error;
  }
  const parsed = show(tree, decimal) + readingNote(tree, decimal);
  try {
    const value = evaluate(tree, options);
    const formatted = formatNumber(value, options.digits, decimal, options.exactDigits);
    return { kind: "value", parsed, value: value.toString(), ...formatted, fraction: toFraction(value), repeat: repeatOf(tree, decimal) };
  } catch (error) {
    if (error instanceof UndefinedResult) return { kind: "undefined", parsed, message: error.message };
    if (error instanceof CalcError) return { kind: "error", message: error.message, position: error.position, parsed };
    throw error;
  }
}

/**
 * Which reading of e was used, after the parsed form: "6.02E23 — scientific notation: 6.02 × 10^23" for an exponent
 * typed after a number, "2 × e — e is Euler's number" for a lone e. Empty when the expression has neither.
 */
function readingNote(tree: Node, decimal: "." | ","): string {
  let scientific: string | undefined;
  let euler = false;
  const visit = (node: Node) => {
    if (node.type === "num" && !scientific && node.value.includes("e")) {
      const [mantissa, exponent] = node.value.split("e") as [string, string];
      scientific = `${decimal === "," ? mantissa.replace(".", ",") : mantissa} × 10^${exponent}`;
    } else if (node.type === "const" && node.name === "e") euler = true;
    if (node.type === "neg" || node.type === "pct" || node.type === "fact") visit(node.arg);
    else if (node.type === "bin") {
      visit(node.left);
      visit(node.right);
    } else if (node.type === "call") node.args.forEach(visit);
  };
  visit(tree);
  const notes = [scientific ? `scientific notation: ${scientific}` : "", euler ? "e is Euler's number" : ""].filter(Boolean);
  return notes.length ? ` — ${notes.join("; ")}` : "";
}

function repeatOf(tree: Node, decimal: "." | ","): string | undefined {
  if (tree.type !== "bin" || tree.implicit || tree.op === "^") return undefined;
  const right = show(tree.right, decimal);
  if (/Ans/.test(right)) return undefined;
  const bracketed = tree.right.type === "bin" || tree.right.type === "neg" ? `(${right})` : right;
  return `${{ "+": "+", "-": "−", "*": "×", "/": "÷" }[tree.op]} ${bracketed}`;
}

/** Puts a thousands separator every three digits of the whole part. */
function group(digits: string, mark: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, mark);
}

/**
 * `value` rounded to `digits` significant digits: fixed notation from 10^−6 up to 10^digits, scientific (E) beyond,
 * the way a calculator's display works. `exact` says whether anything was rounded away. With `exactDigits`, a value
 * from 10^−6 up that written out whole takes at most that many digits is shown whole instead (exact, never E).
 */
export function formatNumber(value: Dec, digits: number, decimal: "." | "," = ".", exactDigits = 0): { display: string; plain: string; exact: boolean } {
  if (exactDigits > 0 && !value.isZero() && value.abs().gte("1e-6")) {
    const abs = value.abs();
    // Whole-part digits ("0" for 0.25) plus decimals: the digits the fixed form would show.
    if (Math.max(abs.e + 1, 1) + abs.decimalPlaces() <= exactDigits) return { ...fixed(value, decimal), exact: true };
  }
  const rounded = value.toSignificantDigits(digits);
  const exact = rounded.eq(value);
  if (rounded.isZero()) return { display: "0", plain: "0", exact };
  const exponent = rounded.abs().e;
  if (exponent >= digits || exponent < -6) {
    const [mantissa, power] = rounded.abs().toExponential().split("e") as [string, string];
    const m = decimal === "," ? mantissa.replace(".", ",") : mantissa;
    const display = `${m}E${power.replace("+", "")}`;
    return { display: rounded.isNeg() ? `−${display}` : display, plain: rounded.isNeg() ? `-${display}` : display, exact };
  }
  return { ...fixed(rounded, decimal), exact };
}

/** `value` in fixed notation: thousands separators in `display`, none in `plain`; "−" shown, "-" copied. */
function fixed(value: Dec, decimal: "." | ","): { display: string; plain: string } {
  const [whole, fraction] = value.abs().toFixed().split(".") as [string, string | undefined];
  const tail = fraction ? decimal + fraction : "";
  const display = group(whole, decimal === "." ? "," : ".") + tail;
  const plain = whole + tail;
  return value.isNeg() ? { display: `−${display}`, plain: `-${plain}` } : { display, plain };
}

const MAX_DENOMINATOR = new D(1_000_000);

/** `value` as a fraction n/d (d ≤ 10^6, d > 1), when it is one to all the kept digits. */
export function toFraction(value: Dec): string | undefined {
  if (value.isInteger() || value.abs().gte("1e15") || value.abs().lt("1e-9")) return undefined;
  const [n, d] = value.toFraction(MAX_DENOMINATOR) as [Dec, Dec];
  if (d.eq(1)) return undefined;
  const error = n.div(d).minus(value).abs();
  if (error.gt(value.abs().times("1e-35"))) return undefined;
  return `${n.isNeg() ? "−" : ""}${n.abs().toString()}/${d.toString()}`;
}
