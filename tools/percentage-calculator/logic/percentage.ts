import { exactDecimal } from "@/lib/engines/units/decimal";
import { formatQuantity, relation } from "@/lib/engines/units/display";
import { absRatio, add, compare, div, isNegative, isZero, mul, parseDecimal, ratio, sub, tenTo, type Ratio } from "@/lib/engines/units/ratio";

/**
 * The five everyday percentage questions, answered exactly: every number typed is read as the decimal it is (0.1 is
 * 1/10, not the nearest binary float), the arithmetic runs on exact fractions, and rounding happens once, for display,
 * with "=" when the text shown is the value itself and "≈" when it is a rounding (the units engine's rule). A result
 * that has no finite decimal (1 is 33.333…% of 3) also gets its exact fraction. Pure: runs in the browser.
 */

export type PercentMode = "of" | "what" | "change" | "add" | "subtract";

export const PERCENT_MODES: readonly PercentMode[] = ["of", "what", "change", "add", "subtract"];

/** Largest size of a number typed: 10^15 (a thousand trillion), far past any price, salary or population. */
export const MAX_INPUT = tenTo(15);
export const MAX_INPUT_TEXT = "1,000,000,000,000,000";
/** Longest fraction shown beside a rounded result; past this the fraction is no help to a reader. */
const MAX_FRACTION_DIGITS = 24;
/** Exact decimals are shown in full up to this many significant digits (then rounded, with "≈"). */
const EXACT_DIGITS = 24;

/** What each mode's two fields are, in words (used in messages and labels). */
export const FIELDS: Record<PercentMode, { x: string; y: string; xExample: string; yExample: string }> = {
  of: { x: "The percentage", y: "The number", xExample: "25", yExample: "80" },
  what: { x: "The part", y: "The whole", xExample: "20", yExample: "80" },
  change: { x: "The starting value", y: "The new value", xExample: "80", yExample: "100" },
  add: { x: "The percentage", y: "The number", xExample: "15", yExample: "200" },
  subtract: { x: "The percentage", y: "The number", xExample: "20", yExample: "50" },
};

export interface Shown {
  /** The value as displayed (thousands grouped). */
  text: string;
  /** True when `text` is the value itself ("="), false when it is a rounding ("≈"). */
  exact: boolean;
  /** The exact fraction ("100/3") when the decimal shown is a rounding and the fraction is short enough to read. */
  fraction: string | null;
}

export type PercentResult =
  | { state: "empty"; hint: string | null }
  | { state: "error"; errors: { x?: string; y?: string; result?: string } }
  | {
      state: "ok";
      value: Ratio;
      shown: Shown;
      /** "%" when the answer is a percentage, "" when it is a number. */
      unit: "%" | "";
      /** The sentence that answers the question ("25% of 80 is 20"). */
      sentence: string;
      /** The working, one step a line, with "=" or "≈" as each step warrants. */
      steps: string[];
      /** For a change: whether it went up, down or stayed. */
      direction?: "increase" | "decrease" | "none";
    };

const HUNDRED = ratio(100);

/** A value for display: the exact decimal when it has one short enough, else a rounding with its fraction. */
export function show(value: Ratio): Shown {
  const formatted = formatQuantity(value, { exactUpTo: EXACT_DIGITS, group: true });
  const text = formatted.text.replace(/^-/, "−");
  if (formatted.exact) return { text, exact: true, fraction: null };
  const fraction = `${value.n < BigInt(0) ? "−" : ""}${(value.n < BigInt(0) ? -value.n : value.n).toString()}/${value.d.toString()}`;
  const hasFiniteDecimal = exactDecimal(value) !== null;
  return { text, exact: false, fraction: !hasFiniteDecimal && fraction.length <= MAX_FRACTION_DIGITS ? fraction : null };
}

/** An input as the working writes it back: the exact decimal typed, grouped ("1,250.5"). */
function typed(value: Ratio): string {
  return (exactDecimal(value, { group: true }) ?? show(value).text).replace(/^-/, "−");
}

type Read = { ok: true; value: Ratio | null } | { ok: false; error: string };

/**
 * One field, read exactly. Empty is null; a trailing "%" is allowed on a percentage; a number that is not one, or
 * larger than MAX_INPUT, gets its own message naming the field.
 */
export function readField(text: string, what: string, example: string, percent: boolean): Read {
  let trimmed = text.trim();
  if (percent && trimmed.endsWith("%")) trimmed = trimmed.slice(0, -1).trimEnd();
  if (trimmed === "") return { ok: true, value: null };
  const parsed = parseDecimal(trimmed);
  if (!parsed.ok) {
    if (parsed.reason === "too_long" || parsed.reason === "too_large") return { ok: false, error: `${what} is too large: use a number up to ${MAX_INPUT_TEXT}.` };
    if (parsed.reason === "too_small") return { ok: false, error: `${what} is too small to be told from 0: use 0 or a number with fewer decimal places.` };
    return { ok: false, error: `Enter ${lower(what)} as a number, like ${example}${percent ? " (the % sign is optional)" : ""}.` };
  }
  if (compare(absRatio(parsed.value), MAX_INPUT) > 0) return { ok: false, error: `${what} is too large: use a number up to ${MAX_INPUT_TEXT}.` };
  return { ok: true, value: parsed.value };
}

function lower(what: string): string {
  return what.charAt(0).toLowerCase() + what.slice(1);
}

/** Which field of a mode holds a percentage (a trailing % is accepted there). */
function percentField(mode: PercentMode): { x: boolean; y: boolean } {
  return { x: mode === "of" || mode === "add" || mode === "subtract", y: false };
}

/** Answers one question from its two fields as typed. */
export function calculate(mode: PercentMode, xText: string, yText: string): PercentResult {
  const names = FIELDS[mode];
  const pct = percentField(mode);
  const x = readField(xText, names.x, names.xExample, pct.x);
  const y = readField(yText, names.y, names.yExample, pct.y);
  if (!x.ok || !y.ok) return { state: "error", errors: { ...(x.ok ? {} : { x: x.error }), ...(y.ok ? {} : { y: y.error }) } };
  if (x.value === null && y.value === null) return { state: "empty", hint: null };
  if (x.value === null) return { state: "empty", hint: `Enter ${lower(names.x)} too.` };
  if (y.value === null) return { state: "empty", hint: `Enter ${lower(names.y)} too.` };
  return answer(mode, x.value, y.value);
}

/** The answer for two exact numbers. */
export function answer(mode: PercentMode, x: Ratio, y: Ratio): PercentResult {
  const X = typed(x);
  const Y = typed(y);
  switch (mode) {
    case "of": {
      const value = mul(div(x, HUNDRED), y);
      const shown = show(value);
      const eq = relation(shown.exact);
      return {
        state: "ok",
        value,
        shown,
        unit: "",
        sentence: `${X}% of ${Y} ${shown.exact ? "is" : "is about"} ${shown.text}`,
        steps: [`${X}% of ${Y} = ${X} ÷ 100 × ${Y}`, `= ${typed(div(x, HUNDRED))} × ${Y}`, `${eq} ${shown.text}`],
      };
    }
    case "what": {
      if (isZero(y)) {
        return { state: "error", errors: { y: "The whole can't be 0: a part of nothing has no percentage (it would mean dividing by zero)." } };
      }
      const value = mul(div(x, y), HUNDRED);
      const shown = show(value);
      const eq = relation(shown.exact);
      const ratioShown = show(div(x, y));
      return {
        state: "ok",
        value,
        shown,
        unit: "%",
        sentence: `${X} is ${shown.exact ? "" : "about "}${shown.text}% of ${Y}`,
        steps: [`${X} ÷ ${Y} × 100`, `${relation(ratioShown.exact)} ${ratioShown.text} × 100`, `${eq} ${shown.text}%`],
      };
    }
    case "change": {
      if (isZero(x)) {
        return {
          state: "error",
          errors: { x: `The starting value can't be 0 for a percentage change: a change from 0 is not a percentage of anything (it would divide by zero). The difference is ${typed(y)}.` },
        };
      }
      const difference = sub(y, x);
      const value = mul(div(difference, absRatio(x)), HUNDRED);
      const shown = show(value);
      const eq = relation(shown.exact);
      const direction = isZero(value) ? "none" : isNegative(value) ? "decrease" : "increase";
      const size = show(absRatio(value));
      const sentence =
        direction === "none"
          ? `From ${X} to ${Y} is no change (0%)`
          : `From ${X} to ${Y} is ${shown.exact ? "" : "about "}a ${size.text}% ${direction}`;
      const base = isNegative(x) ? `|${X}|` : X;
      return {
        state: "ok",
        value,
        shown,
        unit: "%",
        sentence,
        direction,
        steps: [`(${Y} − ${X}) ÷ ${base} × 100`, `= ${typed(difference)} ÷ ${typed(absRatio(x))} × 100`, `${eq} ${shown.text}%`],
      };
    }
    case "add":
    case "subtract": {
      const factor = mode === "add" ? add(HUNDRED, x) : sub(HUNDRED, x);
      const value = div(mul(y, factor), HUNDRED);
      const shown = show(value);
      const eq = relation(shown.exact);
      const part = div(mul(y, x), HUNDRED);
      const partShown = show(part);
      const sign = mode === "add" ? "+" : "−";
      return {
        state: "ok",
        value,
        shown,
        unit: "",
        sentence: `${Y} ${mode === "add" ? "plus" : "minus"} ${X}% ${shown.exact ? "is" : "is about"} ${shown.text}`,
        steps: [
          `${X}% of ${Y} ${relation(partShown.exact)} ${partShown.text}`,
          `${Y} ${sign} ${partShown.text} ${eq} ${shown.text}`,
          `(the same as ${Y} × ${typed(div(factor, HUNDRED))})`,
        ],
      };
    }
  }
}
