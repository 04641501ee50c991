import { compare, div, exactDecimal, isNegative, isZero, mul, ratio, tenTo } from "@/lib/engines/units/decimal";
import { formatQuantity, parseCompound, parseNumber } from "@/lib/engines/units/display";
import { convert } from "@/lib/engines/units/convert";
import { requireUnit } from "@/lib/engines/units/units";
import { exact, type Angle, type AngleUnit, type Real } from "./real";
import type { Format } from "./shapes";

/**
 * What the user types, read through the shared units engine (lib/engines/units): lengths in any unit or several ("10 ft 6 in",
 * "3.2 m", "5′3″"), converted exactly into one working unit; results converted exactly into the chosen area unit; and
 * the one display rule (lib/engines/units/display.ts) with "≈" forced for every approximation.
 */

export const LENGTH_UNIT_IDS = ["mm", "cm", "m", "km", "in", "ft", "yd", "mi"] as const;
export type LengthUnitId = (typeof LENGTH_UNIT_IDS)[number];
export const AREA_UNIT_IDS = ["m2", "cm2", "mm2", "km2", "ha", "ft2", "in2", "yd2", "ac", "mi2"] as const;
export type AreaUnitId = (typeof AREA_UNIT_IDS)[number];

/** The length each area unit is the square of; hectares and acres work in meters and feet, then convert. */
const SIDE_OF: Record<AreaUnitId, LengthUnitId> = { m2: "m", cm2: "cm", mm2: "mm", km2: "km", ha: "m", ft2: "ft", in2: "in", yd2: "yd", ac: "ft", mi2: "mi" };
const SQUARE_OF: Record<LengthUnitId, AreaUnitId> = { m: "m2", cm: "cm2", mm: "mm2", km: "km2", ft: "ft2", in: "in2", yd: "yd2", mi: "mi2" };

export function workingUnitFor(area: AreaUnitId): LengthUnitId {
  return SIDE_OF[area];
}

export function isLengthUnit(id: string): id is LengthUnitId {
  return (LENGTH_UNIT_IDS as readonly string[]).includes(id);
}

export function isAreaUnit(id: string): id is AreaUnitId {
  return (AREA_UNIT_IDS as readonly string[]).includes(id);
}

export function unitSymbol(id: LengthUnitId | AreaUnitId): string {
  return requireUnit(id).symbol;
}

/** Lengths from a nanometre to a billion kilometres: beyond, no floor, field or map is measured. */
const MAX_METERS = tenTo(12);
const MIN_METERS = tenTo(-9);

export const MEASURE_MESSAGES = {
  tooLarge: "That's longer than a billion kilometres: please enter a length up to 1e12 m.",
  tooSmall: "That's shorter than a nanometre: please enter a length of at least 1e-9 m.",
} as const;

export type Read<T> = { state: "empty" } | { state: "ok"; value: T } | { state: "error"; error: string };

/**
 * A length typed into a field: a bare number is in `defaultUnit`; a unit typed with it wins ("10 ft 6 in" in a field
 * set to meters is 3.2004 m). Returns the exact value in `working` units. Empty text is "empty", not an error.
 */
export function readLength(text: string, label: string, defaultUnit: LengthUnitId, working: LengthUnitId): Read<Real> {
  if (text.trim() === "") return { state: "empty" };
  const parsed = parseCompound(text, "length", { defaultUnit: requireUnit(defaultUnit) });
  if (!parsed.ok) return { state: "error", error: parsed.error.message };
  if (parsed.negative && !isZero(parsed.value)) return { state: "error", error: `${label} can't be negative.` };
  if (isZero(parsed.value)) return { state: "error", error: `${label} must be greater than 0.` };
  const meters = isNegative(parsed.value) ? { n: -parsed.value.n, d: parsed.value.d } : parsed.value;
  if (compare(meters, MAX_METERS) > 0) return { state: "error", error: MEASURE_MESSAGES.tooLarge };
  if (compare(meters, MIN_METERS) < 0) return { state: "error", error: MEASURE_MESSAGES.tooSmall };
  return { state: "ok", value: exact(div(meters, requireUnit(working).factor)) };
}

/** An angle typed as a number, in degrees or radians. Whether it fits the shape is the shape's check. */
export function readAngle(text: string, label: string, unit: AngleUnit): Read<Angle> {
  if (text.trim() === "") return { state: "empty" };
  // Trimmed first: a `\s*` before the unit would make the pattern quadratic on long runs of spaces.
  const parsed = parseNumber(text.trim().replace(/(?:°|deg|degrees?|rad|radians?)$/i, "").trimEnd());
  if (!parsed.ok) return { state: "error", error: parsed.error.message };
  if (isNegative(parsed.value)) return { state: "error", error: `${label} can't be negative.` };
  // Far beyond any angle a shape accepts; refused before any work.
  if (compare(parsed.value, ratio(1_000_000)) > 0) return { state: "error", error: `${label} is far too large: a full turn is 360° (2π rad).` };
  return { state: "ok", value: { value: parsed.value, unit } };
}

/** A whole number of sides. */
export function readCount(text: string, label: string): Read<number> {
  const t = text.trim();
  if (t === "") return { state: "empty" };
  if (!/^\d{1,7}$/.test(t)) return { state: "error", error: `${label} must be a whole number, such as 6.` };
  return { state: "ok", value: Number(t) };
}

/** Exact results whose full decimal expansion has at most this many significant digits are shown in full. */
const FULL_DIGITS = 15;

/**
 * A value as shown by the site's one rule (lib/engines/units/display.ts), except that an exact result with a short decimal
 * expansion is shown whole ("1.11483648", not "≈ 1.114836"); an approximation is never shown with "=".
 */
export function show(x: Real, options: { group?: boolean; significant?: number } = {}): { text: string; exact: boolean } {
  const group = options.group ?? true;
  if (x.exact && options.significant === undefined) {
    const full = exactDecimal(x.value, { group });
    if (full !== null && full.replace(/\D/g, "").replace(/^0+/, "").length <= FULL_DIGITS) return { text: full, exact: true };
  }
  const shown = formatQuantity(x.value, { group, significant: options.significant });
  return { text: shown.text, exact: shown.exact && x.exact };
}

/** An area in working units² converted exactly into the chosen area unit. */
export function toAreaUnit(area: Real, working: LengthUnitId, target: AreaUnitId): Real {
  const converted = convert(area.value, requireUnit(SQUARE_OF[working]), requireUnit(target));
  return { value: converted, exact: area.exact };
}

/** An area in any area unit, in square meters (exact). */
export function toSquareMeters(area: Real, unit: AreaUnitId): Real {
  return { value: mul(area.value, requireUnit(unit).factor), exact: area.exact };
}

export function fromSquareMeters(area: Real, unit: AreaUnitId): Real {
  return { value: div(area.value, requireUnit(unit).factor), exact: area.exact };
}

/** Number formatting inside formula lines, in the working unit. */
export function formatFor(working: LengthUnitId): Format {
  const symbol = unitSymbol(working);
  const num = (x: Real) => show(x).text;
  return {
    num,
    len: (x) => `${num(x)} ${symbol}`,
    angle: (a) => `${formatQuantity(a.value).text}${a.unit === "deg" ? "°" : " rad"}`,
    unit: symbol,
  };
}
