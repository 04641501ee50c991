import { compare, div, equals, exactDecimal, formatDecimal, isExactText, isNegative, isZero, MAX_DECIMAL_LENGTH, mul, parseDecimal, ratio, tenTo, type Ratio } from "@/lib/engines/units/decimal";
import { requireUnit } from "@/lib/engines/units/units";
import { relation, type QuickReference } from "./quick-reference";

export { DEFAULT_VALUE, quickReferenceLines, relation, type QuickReference } from "./quick-reference";

/**
 * The area converter's units (docs/product.md §5) and the conversion itself. The units are the shared engine's area
 * units (lib/engines/units/units.ts, one table for every converter): imperial units use the international foot (0.3048 m
 * exactly), so every factor is a terminating decimal and conversions through m² are exact: 1 acre = 43560 ft², 1 mi² =
 * 640 acres. The spec's rounded factors (0.092903, 4046.86, …) are display text at most; nothing computes with them.
 * Pure: shared by the server (which does the counted conversions) and the page.
 */

export type AreaCategory = "Metric" | "Imperial" | "Other";
export const AREA_CATEGORIES: readonly AreaCategory[] = ["Metric", "Imperial", "Other"];

export interface AreaUnit {
  id: string;
  /** Plural display name, as in the spec ("Square Meters"). */
  name: string;
  singular: string;
  symbol: string;
  category: AreaCategory;
  /** Square meters in one unit, exact decimal text. */
  factorText: string;
  /** URL form of the plural name, for pair pages ("square-meters"). */
  slug: string;
  /** Why the factor is what it is (shown in the reference). */
  definition: string;
}

/** The area converter's 14 units, in its order: the shared engine's area units (lib/engines/units/units.ts). */
const AREA_UNIT_IDS = ["m2", "km2", "cm2", "mm2", "ha", "a", "ft2", "yd2", "in2", "mi2", "ac", "rd2", "ch2", "fur2"] as const;

const titleCase = (text: string) => text.replace(/(^|\s)(\S)/g, (_, space: string, c: string) => `${space}${c.toUpperCase()}`);

function fromEngine(id: string): AreaUnit {
  const u = requireUnit(id);
  if (u.kind !== "area") throw new Error(`${id} is not an area unit`);
  const factorText = exactDecimal(u.factor);
  if (factorText === null) throw new Error(`Area unit ${id} needs a terminating factor`);
  const category: AreaCategory = u.system === "Metric" ? "Metric" : u.system === "Other" ? "Other" : "Imperial";
  const name = titleCase(u.plural);
  return { id: u.id, name, singular: titleCase(u.name), symbol: u.symbol, category, factorText, slug: name.toLowerCase().replace(/\s+/g, "-"), definition: u.definition };
}

export const AREA_UNITS: readonly AreaUnit[] = AREA_UNIT_IDS.map(fromEngine);

const byId = new Map(AREA_UNITS.map((u) => [u.id, u]));

export function areaUnit(id: string): AreaUnit | undefined {
  return byId.get(id);
}

export function areaUnitsIn(category: AreaCategory): AreaUnit[] {
  return AREA_UNITS.filter((u) => u.category === category);
}

export const DEFAULT_FROM = "m2";
export const DEFAULT_TO = "ft2";

/** Anything the converter can convert with: a built-in unit or a user's custom unit. */
export interface ConvertibleUnit {
  id: string;
  name: string;
  symbol: string;
  /** Square meters in one unit, exact. */
  factor: Ratio;
}

export function builtInConvertible(u: AreaUnit): ConvertibleUnit {
  return { id: u.id, name: u.name, symbol: u.symbol, factor: requireUnit(u.id).factor };
}

const convertibles = new Map(AREA_UNITS.map((u) => [u.id, builtInConvertible(u)]));

/** A built-in unit ready to convert with, or undefined for an unknown id. */
export function builtInUnit(id: string): ConvertibleUnit | undefined {
  return convertibles.get(id);
}

/** value × from/to, exactly. */
export function convertExact(value: Ratio, from: ConvertibleUnit, to: ConvertibleUnit): Ratio {
  return div(mul(value, from.factor), to.factor);
}

/** How many `to` units make one `from` unit, exactly. */
export function factorBetween(from: ConvertibleUnit, to: ConvertibleUnit): Ratio {
  return div(from.factor, to.factor);
}

// ---------------------------------------------------------------------------------------------------------------------
// Input validation

export const AREA_MAX_VALUE = "1e300";
export const AREA_MESSAGES = {
  invalid: "Please enter a valid number",
  negative: "Areas can't be negative. Please enter 0 or a positive number.",
  tooLarge: `Please enter a number no larger than ${AREA_MAX_VALUE}.`,
  tooSmall: "Please enter a number no smaller than 1e-300, or 0.",
  tooLong: `That number is too long: please use at most ${MAX_DECIMAL_LENGTH} characters.`,
} as const;

const MAX = tenTo(300);
const MIN = tenTo(-300);

export type ParsedArea = { ok: true; value: Ratio; text: string } | { ok: false; error: string };

/**
 * Reads an area value typed by a person or sent by a client: a decimal number ("1", "0.5", "1e-3", "1,234.5"),
 * 0 ≤ value ≤ 1e300. Empty, non-numeric, NaN, Infinity, negative and out-of-range values get a message.
 * `text` is the value as typed, trimmed, without thousands separators.
 */
export function parseAreaValue(input: string | number | null | undefined): ParsedArea {
  if (input === null || input === undefined) return { ok: false, error: AREA_MESSAGES.invalid };
  if (typeof input === "number" && !Number.isFinite(input)) return { ok: false, error: AREA_MESSAGES.invalid };
  const raw = String(input).trim();
  if (raw === "") return { ok: false, error: AREA_MESSAGES.invalid };
  const parsed = parseDecimal(raw);
  if (!parsed.ok && parsed.reason === "too_long") return { ok: false, error: AREA_MESSAGES.tooLong };
  if (!parsed.ok && parsed.reason === "invalid") return { ok: false, error: AREA_MESSAGES.invalid };
  const negativeSign = /^[-\u2212]/.test(raw);
  if (parsed.ok ? isNegative(parsed.value) : negativeSign) return { ok: false, error: AREA_MESSAGES.negative };
  if (!parsed.ok) return { ok: false, error: parsed.reason === "too_large" ? AREA_MESSAGES.tooLarge : AREA_MESSAGES.tooSmall };
  const value = parsed.value;
  if (compare(value, MAX) > 0) return { ok: false, error: AREA_MESSAGES.tooLarge };
  if (!isZero(value) && compare(value, MIN) < 0) return { ok: false, error: AREA_MESSAGES.tooSmall };
  return { ok: true, value, text: raw.replace(/^\+/, "").replace(/,/g, "") };
}

// ---------------------------------------------------------------------------------------------------------------------
// Display

/** A converted value as shown (6 decimals or 6 significant digits, whichever keeps more; see formatDecimal). */
export function formatArea(value: Ratio, options: { group?: boolean } = {}): string {
  return formatDecimal(value, options);
}

/** A value as shown, and whether the text is the value itself or a rounding of it. */
export interface ShownValue {
  text: string;
  exact: boolean;
}

export function showArea(value: Ratio, options: { group?: boolean } = {}): ShownValue {
  const text = formatArea(value, options);
  return { text, exact: isExactText(text, value) };
}


/** A unit's factor to m² as exact decimal text ("0.09290304"); rounded display only if it does not terminate. */
export function formatFactor(factor: Ratio, options: { group?: boolean } = {}): string {
  return exactDecimal(factor, options) ?? formatDecimal(factor, options);
}


const ONE = ratio(1);

function factorLine(from: ConvertibleUnit, to: ConvertibleUnit): string {
  const shown = showArea(factorBetween(from, to));
  return `1 ${from.symbol} ${relation(shown.exact)} ${shown.text} ${to.symbol}`;
}

/** The conversion and both 1:1 factors, each with "=" or "≈" as its number is exact or rounded. */
export function quickReference(value: Ratio, valueText: string, from: ConvertibleUnit, to: ConvertibleUnit): QuickReference {
  const result = showArea(convertExact(value, from, to));
  // A value of 1 typed as "1.0" reads as 1, so that the list can see the conversion and the forward factor agree.
  const shownValue = equals(value, ONE) ? "1" : valueText;
  return {
    conversion: `${shownValue} ${from.symbol} ${relation(result.exact)} ${result.text} ${to.symbol}`,
    forward: factorLine(from, to),
    backward: factorLine(to, from),
  };
}
