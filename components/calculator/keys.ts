/**
 * The keypads of the two calculators (components/calculator/calculator-pad.tsx): what each key shows, its accessible
 * name, and what it does — text inserted into the expression, or an action.
 */

export type KeyAction = "clear" | "back" | "equals" | "sign" | "mc" | "mr" | "m+" | "m-" | "inv" | "hyp";

export interface Key {
  label: string;
  /** The accessible name, read by screen readers (e.g. "divide" for ÷). */
  name: string;
  /** Text inserted at the cursor. */
  insert?: string;
  /**
   * Keys that take an argument (√, sin, 10ˣ…): right after a number they apply to it, written between these two, as
   * x² applies to the number before it (8 then ∛ is ∛(8), not 8 × ∛(…); lib/engines/math/edit.ts applyToNumber).
   */
  wrap?: readonly [before: string, after: string];
  action?: KeyAction;
  /** digit: number keys; op: continues the last result after "="; fn: functions and constants; ctrl: the rest. */
  kind: "digit" | "op" | "fn" | "ctrl" | "eq";
  /** Spans three columns (the = key). */
  wide?: boolean;
}

/**
 * The name a key is announced and voice-controlled by: its spoken name, led by the text it shows when that text is
 * words or numbers ("MC, memory clear", "sin, sine"), so "press MC" works for someone who says what they see (WCAG
 * 2.5.3, label in name). Symbols (÷, ±, √) are announced by their name alone.
 */
export function keyName(key: Key): string {
  const shown = key.label.toLowerCase();
  if (!/[\p{L}\p{N}]/u.test(key.label) || key.name.toLowerCase().includes(shown)) return key.name;
  return `${key.label}, ${key.name}`;
}

const d = (digit: string): Key => ({ label: digit, name: digit, insert: digit, kind: "digit" });

/** The number pad both calculators share; "." is replaced by the chosen decimal mark. */
export function numberPad(decimal: "." | ","): Key[] {
  return [
    { label: "C", name: "clear", action: "clear", kind: "ctrl" },
    { label: "⌫", name: "delete last character", action: "back", kind: "ctrl" },
    { label: "(", name: "open bracket", insert: "(", kind: "fn" },
    { label: ")", name: "close bracket", insert: ")", kind: "op" },
    d("7"), d("8"), d("9"),
    { label: "÷", name: "divide", insert: " ÷ ", kind: "op" },
    d("4"), d("5"), d("6"),
    { label: "×", name: "multiply", insert: " × ", kind: "op" },
    d("1"), d("2"), d("3"),
    { label: "−", name: "minus", insert: " − ", kind: "op" },
    d("0"),
    { label: decimal, name: decimal === "." ? "decimal point" : "decimal comma", insert: decimal, kind: "digit" },
    { label: "%", name: "percent", insert: "%", kind: "op" },
    { label: "+", name: "plus", insert: " + ", kind: "op" },
    { label: "±", name: "change sign", action: "sign", kind: "ctrl" },
    { label: "=", name: "equals", action: "equals", kind: "eq", wide: true },
  ];
}

export const memoryKeys: Key[] = [
  { label: "MC", name: "memory clear", action: "mc", kind: "ctrl" },
  { label: "MR", name: "memory recall", action: "mr", kind: "ctrl" },
  { label: "M+", name: "memory add", action: "m+", kind: "ctrl" },
  { label: "M−", name: "memory subtract", action: "m-", kind: "ctrl" },
];

/** The basic calculator's extra keys (under the memory row). */
export const basicExtraKeys: Key[] = [
  { label: "√", name: "square root", insert: "√", wrap: ["√(", ")"], kind: "fn" },
  { label: "x²", name: "square", insert: "²", kind: "op" },
  { label: "xʸ", name: "power", insert: "^", kind: "op" },
  { label: "Ans", name: "last answer", insert: "Ans", kind: "fn" },
];

const fn = (label: string, name: string, insert: string, kind: Key["kind"] = "fn"): Key => ({ label, name, insert, kind });
/** A function key: inserts `insert`; right after a number, applies to it (`insert` number `after`). */
const call = (label: string, name: string, insert: string, after = ")"): Key => ({ label, name, insert, wrap: [insert, after], kind: "fn" });

/** The scientific function keys and the memory keys; the trig keys change with INV (inverse) and HYP (hyperbolic). */
export function scientificKeys(inv: boolean, hyp: boolean, separator: string): Key[] {
  const trig = (base: "sin" | "cos" | "tan"): Key => {
    const names = { sin: "sine", cos: "cosine", tan: "tangent" } as const;
    const id = `${inv ? "a" : ""}${base}${hyp ? "h" : ""}`;
    const label = `${base}${hyp ? "h" : ""}${inv ? "⁻¹" : ""}`;
    const name = `${inv ? "inverse " : ""}${hyp ? "hyperbolic " : ""}${names[base]}`;
    return call(label, name, `${id}(`);
  };
  // Five columns, six rows: the height of the number pad beside it.
  return [
    { label: "INV", name: "inverse functions", action: "inv", kind: "ctrl" },
    { label: "HYP", name: "hyperbolic functions", action: "hyp", kind: "ctrl" },
    fn("π", "pi", "π"),
    fn("e", "Euler's number e", "e"),
    fn("Ans", "last answer", "Ans"),
    trig("sin"),
    trig("cos"),
    trig("tan"),
    call("ln", "natural logarithm", "ln("),
    call("log", "logarithm base 10", "log("),
    fn("x²", "square", "²", "op"),
    fn("xʸ", "power", "^", "op"),
    call("√", "square root", "√("),
    call("∛", "cube root", "∛("),
    // The number typed is the first of two (root(8, 3)): the key leaves the separator for the second.
    call("ʸ√x", "nth root: root(x, n)", "root(", `${separator} `),
    fn("x!", "factorial", "!", "op"),
    call("nPr", "permutations: nPr(n, r)", "nPr(", `${separator} `),
    call("nCr", "combinations: nCr(n, r)", "nCr(", `${separator} `),
    call("logₓ", "logarithm to a base: log(x, base)", "log(", `${separator} `),
    call("|x|", "absolute value", "abs("),
    fn("1/x", "reciprocal", "^(−1)", "op"),
    call("eˣ", "e to the power x", "exp("),
    call("10ˣ", "10 to the power x", "10^", ""),
    fn("EE", "times ten to the power (E)", "E", "digit"),
    fn(separator, separator === "," ? "comma (between a function's numbers)" : "semicolon (between a function's numbers)", `${separator} `, "op"),
    ...memoryKeys,
  ];
}
