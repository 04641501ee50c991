import {
  absRatio,
  add,
  compare,
  div,
  exactDecimal,
  floorLog10,
  formatDecimal,
  isExactText,
  isNegative,
  isZero,
  MAX_DECIMAL_LENGTH,
  mul,
  neg,
  parseDecimal,
  ratio,
  reduce,
  sub,
  tenTo,
  toExponential,
  toFixed,
  type Ratio,
} from "./decimal";
import { findUnit, requireUnit, suggestUnits, type UnitDefinition, type UnitKind } from "./units";

/**
 * The one display rule of every converter and calculator, and compound quantities in and out ("5 ft 3 in",
 * "11 st 6 lb", "5′3″", "3 1/2 in"). Pure.
 */

// ---------------------------------------------------------------------------------------------------------------------
// Display

export interface FormattedQuantity {
  text: string;
  /** True when `text` is the value itself (the UI prints "="), false when it is a rounding of it ("≈"). */
  exact: boolean;
}

export interface FormatOptions {
  /** Round to this many significant digits instead of the default rule (6 decimals or 6 significant digits). */
  significant?: number;
  /** Thousands separators ("1,234,567"). */
  group?: boolean;
  /**
   * Show the exact decimal instead of a rounding when it has at most this many significant digits
   * (5 lb = 2.26796185 kg, not ≈ 2.267962 kg). Off by default (the area converter's rule).
   */
  exactUpTo?: number;
}

const LARGE = tenTo(15);
const TINY = tenTo(-6);
/** Most significant digits a caller may ask for (bounds the work of formatting). */
export const MAX_SIGNIFICANT = 30;

/**
 * A value as shown: by default 6 decimals or 6 significant digits, whichever keeps more, trailing zeros trimmed;
 * scientific notation below 0.000001 and from 10^15 (the area converter's rule, lib/engines/units/decimal formatDecimal).
 * With `significant`, that many significant digits. `exact` says whether the text equals the value.
 */
export function formatQuantity(value: Ratio, options: FormatOptions = {}): FormattedQuantity {
  const group = options.group ?? false;
  if (options.exactUpTo && options.significant === undefined && !isZero(value)) {
    const decimal = exactDecimal(value);
    const digits = decimal === null ? Infinity : significantDigits(decimal);
    const magnitude = absRatio(value);
    if (decimal !== null && digits <= options.exactUpTo && compare(magnitude, LARGE) < 0 && compare(magnitude, TINY) >= 0) {
      return { text: exactDecimal(value, { group }) ?? decimal, exact: true };
    }
  }
  let text: string;
  if (options.significant === undefined || isZero(value)) {
    text = formatDecimal(value, { group });
  } else {
    const significant = Math.min(MAX_SIGNIFICANT, Math.max(1, Math.floor(options.significant)));
    const x = absRatio(value);
    const sign = isNegative(value) ? "-" : "";
    if (compare(x, LARGE) >= 0 || compare(x, TINY) < 0) text = sign + toExponential(x, significant);
    else {
      const decimals = significant - 1 - floorLog10(x);
      text = sign + (decimals >= 0 ? toFixed(x, decimals, { group }) : toFixed(roundTo(x, tenTo(-decimals)), 0, { group }));
    }
    if (text === "-0") text = "0";
  }
  return { text, exact: isExactText(text, value) };
}

/** Significant digits of a plain decimal text ("0.0025" → 2, "1200" → 2, "-3.10" → 2). A loop: linear on any input. */
function significantDigits(text: string): number {
  const digits = text.replace(/[^0-9]/g, "");
  let start = 0;
  let end = digits.length;
  while (start < end && digits[start] === "0") start++;
  while (end > start && digits[end - 1] === "0") end--;
  return end - start;
}

/** "=" between a value and an exact result, "≈" when the result shown is rounded. */
export function relation(exact: boolean): "=" | "≈" {
  return exact ? "=" : "≈";
}

// ---------------------------------------------------------------------------------------------------------------------
// Reading numbers and quantities

/** The largest magnitude accepted (the area converter's bound): beyond it no measurement is real. */
export const MAX_MAGNITUDE = tenTo(300);
/** The smallest non-zero magnitude accepted. */
export const MIN_MAGNITUDE = tenTo(-300);
/** Longest quantity text read at all: checked before any parsing or big-number work. */
export const MAX_QUANTITY_TEXT = MAX_DECIMAL_LENGTH;

export type QuantityErrorCode = "invalid" | "too_long" | "too_large" | "too_small" | "unknown_unit" | "wrong_kind" | "mixed_temperature" | "calculation";

export const QUANTITY_MESSAGES = {
  invalid: "Please enter a valid number",
  tooLong: `That number is too long: please use at most ${MAX_DECIMAL_LENGTH} characters.`,
  tooLarge: "Please enter a number no larger than 1e300.",
  tooSmall: "Please enter a number no smaller than 1e-300, or 0.",
  mixedTemperature: "A temperature is one reading: enter a single value such as 21.5 °C.",
} as const;

/** Bad quantity input, with a message in the product's voice and, for an unknown unit, did-you-mean candidates. */
export class QuantityInputError extends Error {
  readonly code: QuantityErrorCode;
  readonly suggestions: readonly UnitDefinition[];
  /** For an unknown unit: the text that was read as one ("mach", "fts"). */
  readonly unitText: string | undefined;
  constructor(code: QuantityErrorCode, message: string, suggestions: readonly UnitDefinition[] = [], unitText?: string) {
    super(message);
    this.name = "QuantityInputError";
    this.code = code;
    this.suggestions = suggestions;
    this.unitText = unitText;
  }
}

const VULGAR: Record<string, [number, number]> = {
  "½": [1, 2],
  "⅓": [1, 3],
  "⅔": [2, 3],
  "¼": [1, 4],
  "¾": [3, 4],
  "⅛": [1, 8],
  "⅜": [3, 8],
  "⅝": [5, 8],
  "⅞": [7, 8],
};

export type ParsedNumber = { ok: true; value: Ratio } | { ok: false; error: QuantityInputError };

function bounded(value: Ratio): ParsedNumber {
  const magnitude = absRatio(value);
  if (compare(magnitude, MAX_MAGNITUDE) > 0) return { ok: false, error: new QuantityInputError("too_large", QUANTITY_MESSAGES.tooLarge) };
  if (!isZero(value) && compare(magnitude, MIN_MAGNITUDE) < 0) return { ok: false, error: new QuantityInputError("too_small", QUANTITY_MESSAGES.tooSmall) };
  return { ok: true, value };
}

function fail(code: QuantityErrorCode, message: string, suggestions: readonly UnitDefinition[] = [], unitText?: string): { ok: false; error: QuantityInputError } {
  return { ok: false, error: new QuantityInputError(code, message, suggestions, unitText) };
}

function decimalPart(text: string): ParsedNumber {
  const parsed = parseDecimal(text);
  if (parsed.ok) return bounded(parsed.value);
  if (parsed.reason === "too_long") return fail("too_long", QUANTITY_MESSAGES.tooLong);
  if (parsed.reason === "too_large") return fail("too_large", QUANTITY_MESSAGES.tooLarge);
  if (parsed.reason === "too_small") return fail("too_small", QUANTITY_MESSAGES.tooSmall);
  return fail("invalid", QUANTITY_MESSAGES.invalid);
}

// Each alternative is unambiguous (no nested repetition), so a hostile input fails in linear time.
const NUMBER_TEXT = /^(?:(\d[\d,]*(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)(?:(?:\s+|-)(\d+)\s*\/\s*(\d+)|\s*\/\s*(\d+)|\s*([½⅓⅔¼¾⅛⅜⅝⅞]))?|([½⅓⅔¼¾⅛⅜⅝⅞]))/;

/**
 * A non-negative number as people write it: "12.5", "1,234.5", "2.5e3", "3/8", "1 1/2", "1-1/2", "1½", "½".
 * Returns the number and how many characters it took. Magnitudes above 1e300 or below 1e-300 are refused.
 */
function readNumber(text: string): { parsed: ParsedNumber; length: number } | null {
  const match = NUMBER_TEXT.exec(text);
  if (!match) return null;
  const [whole, main, mixedN, mixedD, slashD, vulgarAfter, vulgarAlone] = match;
  const length = whole.length;
  if (vulgarAlone) {
    const [n, d] = VULGAR[vulgarAlone] ?? [0, 1];
    return { parsed: { ok: true, value: ratio(n, d) }, length };
  }
  const base = decimalPart(main ?? "");
  if (!base.ok) return { parsed: base, length };
  let value = base.value;
  const integerMain = /^\d+$/.test(main ?? "");
  if (mixedN !== undefined && mixedD !== undefined) {
    if (!integerMain || BigInt(mixedD) === BigInt(0)) return { parsed: fail("invalid", QUANTITY_MESSAGES.invalid), length };
    value = add(value, ratio(BigInt(mixedN), BigInt(mixedD)));
  } else if (slashD !== undefined) {
    if (!integerMain || BigInt(slashD) === BigInt(0)) return { parsed: fail("invalid", QUANTITY_MESSAGES.invalid), length };
    value = ratio(BigInt(main ?? "0"), BigInt(slashD));
  } else if (vulgarAfter) {
    if (!integerMain) return { parsed: fail("invalid", QUANTITY_MESSAGES.invalid), length };
    const [n, d] = VULGAR[vulgarAfter] ?? [0, 1];
    value = add(value, ratio(n, d));
  }
  return { parsed: bounded(reduce(value)), length };
}

/** A plain number (no unit): decimal, fraction or mixed number, with an optional sign. */
export function parseNumber(input: string): ParsedNumber {
  if (input.length > MAX_QUANTITY_TEXT) return fail("too_long", QUANTITY_MESSAGES.tooLong);
  const text = input.trim().replace(/^\u2212/, "-");
  const sign = /^[+-]/.test(text) ? text[0] : "";
  const body = sign ? text.slice(1).trimStart() : text;
  const read = readNumber(body);
  if (!read || read.length !== body.length) return fail("invalid", QUANTITY_MESSAGES.invalid);
  if (!read.parsed.ok) return read.parsed;
  return { ok: true, value: sign === "-" ? neg(read.parsed.value) : read.parsed.value };
}

export interface QuantityPart {
  value: Ratio;
  unit: UnitDefinition;
}

export type ParsedQuantity =
  | {
      ok: true;
      /** The whole quantity in the SI coherent unit of the kind (m, kg, K…), exactly. */
      value: Ratio;
      /** The unit of the first part (what a single-unit input was written in). */
      unit: UnitDefinition;
      parts: QuantityPart[];
      negative: boolean;
    }
  | { ok: false; error: QuantityInputError };

export interface ParseQuantityOptions {
  /** The unit of a bare number ("12.5" when the converter's "from" unit is cm). */
  defaultUnit?: UnitDefinition;
}

const NUMBER_START = /[\d.½⅓⅔¼¾⅛⅜⅝⅞]/;

/** Where the first "spaces then a number" begins in `text` (its length when there is none). A loop: linear. */
function numberAfterSpace(text: string): number {
  let i = 0;
  while (i < text.length) {
    if (!/\s/.test(text[i] ?? "")) {
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && /\s/.test(text[j] ?? "")) j++;
    if (NUMBER_START.test(text[j] ?? "")) return i;
    i = j;
  }
  return text.length;
}

/**
 * The unit text right after a number: up to the next "space then digit", or up to a digit if that prefix is a unit
 * ("5ft3in"). Spellings of the expected kind come first ("mb" in a data size is a megabyte, not a millibar).
 */
function readUnit(rest: string, kind: UnitKind): { text: string; unit: UnitDefinition | undefined } {
  const candidate = rest.slice(0, numberAfterSpace(rest));
  const whole = findUnit(candidate, kind);
  if (whole) return { text: candidate, unit: whole };
  for (let i = candidate.length - 1; i > 0; i--) {
    const c = candidate[i] ?? "";
    if (!/\d/.test(c) || /\d/.test(candidate[i - 1] ?? "")) continue;
    const prefix = candidate.slice(0, i).trimEnd();
    const unit = findUnit(prefix, kind);
    if (unit) return { text: candidate.slice(0, i), unit };
  }
  return { text: candidate, unit: undefined };
}

function kindWords(kind: UnitKind): string {
  return kind === "mass" ? "weight" : kind;
}

/**
 * Reads a quantity of one kind: "12.5" (in options.defaultUnit), "12.5 cm", "5 ft 3 in", "5′3″", "5'3\"",
 * "5 feet 3 1/2 inches", "11 st 6 lb", "2 lb 3.5 oz", "-40 °F", "1 h 30 min". The parts are added exactly; `value`
 * is in the SI unit. Text longer than MAX_QUANTITY_TEXT, magnitudes beyond 1e300, unknown units (with did-you-mean),
 * units of another kind and multi-part temperatures are refused with a QuantityInputError. Empty text is invalid
 * (the UI shows nothing for it before asking).
 */
export function parseCompound(input: string, kind: UnitKind, options: ParseQuantityOptions = {}): ParsedQuantity {
  if (input.length > MAX_QUANTITY_TEXT) return fail("too_long", QUANTITY_MESSAGES.tooLong);
  let text = input.trim().replace(/^\u2212/, "-");
  let negative = false;
  if (/^[+-]/.test(text)) {
    negative = text[0] === "-";
    text = text.slice(1).trimStart();
  }
  if (text === "") return fail("invalid", QUANTITY_MESSAGES.invalid);
  const parts: QuantityPart[] = [];
  let rest = text;
  while (rest !== "") {
    const read = readNumber(rest);
    if (!read) return fail("invalid", QUANTITY_MESSAGES.invalid);
    if (!read.parsed.ok) return read.parsed;
    rest = rest.slice(read.length).trimStart();
    if (rest === "" || /^[\d.]/.test(rest)) {
      // A bare number: only as the whole input, in the default unit.
      if (parts.length > 0 || rest !== "" || !options.defaultUnit) return fail("invalid", QUANTITY_MESSAGES.invalid);
      parts.push({ value: read.parsed.value, unit: options.defaultUnit });
      break;
    }
    // "0.1 + 0.2", "3 * 4": a sum, not a unit; the converters read one value.
    const operator = /^[+\-*/×÷=^]/.exec(rest);
    if (operator) return fail("calculation", `One value at a time: "${operator[0]}" makes this a calculation.`);
    const { text: unitText, unit } = readUnit(rest, kind);
    const inside = unit ? null : /[+*×÷=^]/.exec(unitText);
    if (inside) return fail("calculation", `One value at a time: "${inside[0]}" makes this a calculation.`);
    if (!unit) {
      const suggestions = suggestUnits(unitText, { kind });
      const best = suggestions[0];
      const hint = best ? ` Did you mean "${best.symbol}"?` : "";
      return fail("unknown_unit", `"${unitText.trim()}" isn't a unit we know.${hint}`, suggestions, unitText.trim());
    }
    if (unit.kind !== kind) {
      return fail("wrong_kind", `${unit.symbol} is a unit of ${kindWords(unit.kind)}, not ${kindWords(kind)}.`);
    }
    parts.push({ value: read.parsed.value, unit });
    rest = rest.slice(unitText.length).trimStart();
  }
  const first = parts[0];
  if (!first) return fail("invalid", QUANTITY_MESSAGES.invalid);
  if (kind === "temperature" && parts.length > 1) return fail("mixed_temperature", QUANTITY_MESSAGES.mixedTemperature);
  let sum = ratio(0);
  for (const part of parts) sum = add(sum, mul(part.value, part.unit.factor));
  if (negative) sum = neg(sum);
  const value = first.unit.offset ? add(sum, first.unit.offset) : sum;
  return { ok: true, value: reduce(value), unit: first.unit, parts, negative };
}

// ---------------------------------------------------------------------------------------------------------------------
// Compound output

export interface CompoundOptions {
  /** Round the last part to the nearest 1/fraction (16 → sixteenths of an inch) and show it as a fraction. */
  fraction?: number;
  /** Decimal places of the last part when no fraction is asked for (default 6, at most 30). */
  decimals?: number;
}

function floorDiv(a: Ratio, b: Ratio): bigint {
  const q = div(a, b);
  return q.n / q.d; // non-negative here, so truncation is floor
}

function roundTo(value: Ratio, step: Ratio): Ratio {
  const q = div(value, step);
  const rounded = (BigInt(2) * q.n + q.d) / (BigInt(2) * q.d);
  return mul(ratio(rounded), step);
}

function fractionText(value: Ratio): string {
  const whole = value.n / value.d;
  const rest = reduce(sub(value, ratio(whole)));
  const wholeText = toFixed(ratio(whole), 0, { group: true });
  if (isZero(rest)) return wholeText;
  const fractionPart = `${rest.n}/${rest.d}`;
  return whole === BigInt(0) ? fractionPart : `${wholeText} ${fractionPart}`;
}

/**
 * An SI value written in several units, largest first: formatCompound(1.6002 m, ["ft", "in"]) → "5 ft 3 in";
 * with { fraction: 16 }, "5 ft 3 1/16 in"; numbers grouped by thousands as in every other result ("5,280 ft 0 in"). Every part but the last is a whole number; the last is rounded (to
 * 6 decimals, or to the fraction) and carries into the part above when it rounds up to a whole one (never
 * "5 ft 12 in"). Leading zero parts are left out. `exact` is false when the last part was rounded.
 */
export function formatCompound(value: Ratio, unitIds: readonly string[], options: CompoundOptions = {}): FormattedQuantity {
  const units = unitIds.map(requireUnit);
  const last = units[units.length - 1];
  if (!last) throw new Error("formatCompound needs at least one unit");
  const negative = isNegative(value);
  const inLast = div(absRatio(value), last.factor);
  const fraction = options.fraction && options.fraction > 0 ? Math.min(1024, Math.floor(options.fraction)) : undefined;
  const decimals = Math.min(30, Math.max(0, Math.floor(options.decimals ?? 6)));
  const step = fraction ? ratio(1, fraction) : tenTo(-decimals);
  let remaining = roundTo(inLast, step);
  const exact = compare(remaining, inLast) === 0;
  const pieces: string[] = [];
  for (const unit of units.slice(0, -1)) {
    const size = div(unit.factor, last.factor);
    const count = floorDiv(remaining, size);
    remaining = sub(remaining, mul(ratio(count), size));
    if (count !== BigInt(0) || pieces.length > 0) pieces.push(`${toFixed(ratio(count), 0, { group: true })} ${unit.symbol}`);
  }
  const lastText = fraction ? fractionText(remaining) : toFixed(remaining, decimals, { group: true });
  pieces.push(`${lastText} ${last.symbol}`);
  const text = pieces.join(" ");
  return { text: negative && !(isZero(remaining) && pieces.length === 1) ? `-${text}` : text, exact };
}
