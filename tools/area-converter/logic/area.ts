import { compare, div, equals, exactDecimal, formatDecimal, isExactText, isNegative, isZero, MAX_DECIMAL_LENGTH, mul, parseDecimal, ratio, tenTo, type Ratio } from "@/lib/units/decimal";

/**
 * The area converter's units (spec §3) with their exact definitions, and the conversion itself. Imperial units use
 * the international foot (0.3048 m exactly), so every factor is a terminating decimal and conversions through m² are
 * exact: 1 acre = 43560 ft², 1 mi² = 640 acres. The spec's rounded factors (0.092903, 4046.86, …) are display text
 * at most; nothing computes with them. Pure: shared by the server (which does the counted conversions) and the page.
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

type UnitInput = Omit<AreaUnit, "slug">;

function unit(input: UnitInput): AreaUnit {
  return { ...input, slug: input.name.toLowerCase().replace(/\s+/g, "-") };
}

export const AREA_UNITS: readonly AreaUnit[] = [
  unit({ id: "m2", name: "Square Meters", singular: "Square Meter", symbol: "m²", category: "Metric", factorText: "1", definition: "The SI unit of area" }),
  unit({ id: "km2", name: "Square Kilometers", singular: "Square Kilometer", symbol: "km²", category: "Metric", factorText: "1000000", definition: "1000 m × 1000 m" }),
  unit({ id: "cm2", name: "Square Centimeters", singular: "Square Centimeter", symbol: "cm²", category: "Metric", factorText: "0.0001", definition: "0.01 m × 0.01 m" }),
  unit({ id: "mm2", name: "Square Millimeters", singular: "Square Millimeter", symbol: "mm²", category: "Metric", factorText: "0.000001", definition: "0.001 m × 0.001 m" }),
  unit({ id: "ha", name: "Hectares", singular: "Hectare", symbol: "ha", category: "Metric", factorText: "10000", definition: "100 m × 100 m" }),
  unit({ id: "a", name: "Ares", singular: "Are", symbol: "a", category: "Metric", factorText: "100", definition: "10 m × 10 m" }),
  unit({ id: "ft2", name: "Square Feet", singular: "Square Foot", symbol: "ft²", category: "Imperial", factorText: "0.09290304", definition: "0.3048 m × 0.3048 m (international foot)" }),
  unit({ id: "yd2", name: "Square Yards", singular: "Square Yard", symbol: "yd²", category: "Imperial", factorText: "0.83612736", definition: "9 ft²" }),
  unit({ id: "in2", name: "Square Inches", singular: "Square Inch", symbol: "in²", category: "Imperial", factorText: "0.00064516", definition: "0.0254 m × 0.0254 m" }),
  unit({ id: "mi2", name: "Square Miles", singular: "Square Mile", symbol: "mi²", category: "Imperial", factorText: "2589988.110336", definition: "640 acres (1 mile = 5280 ft)" }),
  unit({ id: "ac", name: "Acres", singular: "Acre", symbol: "ac", category: "Imperial", factorText: "4046.8564224", definition: "43,560 ft²" }),
  unit({ id: "rd2", name: "Square Rods", singular: "Square Rod", symbol: "rd²", category: "Other", factorText: "25.29285264", definition: "16.5 ft × 16.5 ft = 272.25 ft²" }),
  unit({ id: "ch2", name: "Square Chains", singular: "Square Chain", symbol: "ch²", category: "Other", factorText: "404.68564224", definition: "66 ft × 66 ft = 4,356 ft² (1/10 acre)" }),
  unit({ id: "fur2", name: "Square Furlongs", singular: "Square Furlong", symbol: "fur²", category: "Other", factorText: "40468.564224", definition: "660 ft × 660 ft = 10 acres" }),
];

const byId = new Map(AREA_UNITS.map((u) => [u.id, u]));

export function areaUnit(id: string): AreaUnit | undefined {
  return byId.get(id);
}

export function areaUnitsIn(category: AreaCategory): AreaUnit[] {
  return AREA_UNITS.filter((u) => u.category === category);
}

export const DEFAULT_FROM = "m2";
export const DEFAULT_TO = "ft2";
export const DEFAULT_VALUE = "1";

/** Anything the converter can convert with: a built-in unit or a user's custom unit. */
export interface ConvertibleUnit {
  id: string;
  name: string;
  symbol: string;
  /** Square meters in one unit, exact. */
  factor: Ratio;
}

function exactFactor(text: string): Ratio {
  const parsed = parseDecimal(text);
  if (!parsed.ok) throw new Error(`Bad unit factor ${text}`);
  return parsed.value;
}

export function builtInConvertible(u: AreaUnit): ConvertibleUnit {
  return { id: u.id, name: u.name, symbol: u.symbol, factor: exactFactor(u.factorText) };
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

/** "=" between a value and an exact result, "≈" when either side is rounded. */
export function relation(exact: boolean): "=" | "≈" {
  return exact ? "=" : "≈";
}

/** A unit's factor to m² as exact decimal text ("0.09290304"); rounded display only if it does not terminate. */
export function formatFactor(factor: Ratio, options: { group?: boolean } = {}): string {
  return exactDecimal(factor, options) ?? formatDecimal(factor, options);
}

export interface QuickReference {
  /** "5 ac = 217800 ft²" ("≈" when the result is rounded) */
  conversion: string;
  /** "1 ac = 43560 ft²" */
  forward: string;
  /** "1 ft² ≈ 0.0000229568 ac" */
  backward: string;
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

/** "a X = b Y" and "b Y = a X" state the same thing. */
function sameStatement(a: string, b: string): boolean {
  const sides = (line: string) => line.split(/ [=≈] /);
  const [al, ar] = sides(a);
  const [bl, br] = sides(b);
  return a === b || (al === br && ar === bl);
}

/** The Quick Reference's lines, without a factor line that repeats the conversion (a value of 1). */
export function quickReferenceLines(quick: QuickReference): string[] {
  return [quick.conversion, ...[quick.forward, quick.backward].filter((line) => !sameStatement(line, quick.conversion))];
}
