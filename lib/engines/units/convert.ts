import { add, div, inverse, isNegative, isZero, mul, sub, type Ratio } from "./decimal";
import { describeDimension, inverseDimension, sameDimension } from "./dimension";
import type { UnitDefinition } from "./units";

/**
 * Conversion between units of the one table (lib/engines/units/units.ts), exactly: value × from.factor + from.offset is the
 * SI value, and the SI value less to.offset, divided by to.factor, is the result. Pure, no rounding anywhere.
 */

/** Thrown when two units measure different things (a length and a time); the message names both in words. */
export class IncompatibleUnitsError extends Error {
  readonly from: UnitDefinition;
  readonly to: UnitDefinition;
  constructor(from: UnitDefinition, to: UnitDefinition) {
    super(`Can't convert ${describeDimension(from.dimension)} (${from.symbol}) to ${describeDimension(to.dimension)} (${to.symbol}).`);
    this.name = "IncompatibleUnitsError";
    this.from = from;
    this.to = to;
  }
}

/** Thrown when a reciprocal conversion meets 0 (0 L/100 km is no number of miles per gallon). */
export class ZeroReciprocalError extends Error {
  readonly from: UnitDefinition;
  readonly to: UnitDefinition;
  constructor(from: UnitDefinition, to: UnitDefinition) {
    super(`0 ${from.symbol} has no value in ${to.symbol}: it would be infinite.`);
    this.name = "ZeroReciprocalError";
    this.from = from;
    this.to = to;
  }
}

/** The value in the SI coherent unit of its dimension (m, kg, K, m/s…). */
export function toSI(value: Ratio, unit: UnitDefinition): Ratio {
  const scaled = mul(value, unit.factor);
  return unit.offset ? add(scaled, unit.offset) : scaled;
}

/** An SI value in `unit`. */
export function fromSI(si: Ratio, unit: UnitDefinition): Ratio {
  return div(unit.offset ? sub(si, unit.offset) : si, unit.factor);
}

/** Whether convert() can take `from` to `to`: same dimension, or reciprocal fuel-economy forms (L/100 km ↔ mpg). */
export function canConvert(from: UnitDefinition, to: UnitDefinition): boolean {
  return sameDimension(from.dimension, to.dimension) || isReciprocalPair(from, to);
}

/** True for L/100 km ↔ mpg, km/L: the two units measure the same thing as reciprocals of each other. */
export function isReciprocalPair(from: UnitDefinition, to: UnitDefinition): boolean {
  return from.kind === "fuel economy" && to.kind === "fuel economy" && sameDimension(from.dimension, inverseDimension(to.dimension));
}

/**
 * `value` in `from` expressed in `to`, exactly. Temperatures convert as points on their scales (0 °C = 32 °F); use
 * convertDifference for intervals. Throws IncompatibleUnitsError when the units measure different things, and
 * ZeroReciprocalError for 0 across a reciprocal pair.
 */
export function convert(value: Ratio, from: UnitDefinition, to: UnitDefinition): Ratio {
  if (sameDimension(from.dimension, to.dimension)) return fromSI(toSI(value, from), to);
  if (isReciprocalPair(from, to)) {
    if (isZero(value)) throw new ZeroReciprocalError(from, to);
    return fromSI(inverse(toSI(value, from)), to);
  }
  throw new IncompatibleUnitsError(from, to);
}

/**
 * A difference (interval) in `from` expressed in `to`: the scale's offset plays no part, so a change of 10 °C is a
 * change of 18 °F (not 50 °F). For units without an offset this equals convert().
 */
export function convertDifference(value: Ratio, from: UnitDefinition, to: UnitDefinition): Ratio {
  if (!sameDimension(from.dimension, to.dimension)) throw new IncompatibleUnitsError(from, to);
  return div(mul(value, from.factor), to.factor);
}

/** How many `to` make one `from` (for units without offsets: the factor in "1 ft = 0.3048 m"). */
export function factorBetween(from: UnitDefinition, to: UnitDefinition): Ratio {
  return convertDifference({ n: BigInt(1), d: BigInt(1) }, from, to);
}

/** Absolute zero (0 K) on the unit's scale: −273.15 for °C, −459.67 for °F, 0 for K and °R, 559.725 for °De. */
export function absoluteZeroIn(unit: UnitDefinition): Ratio {
  return fromSI({ n: BigInt(0), d: BigInt(1) }, unit);
}

/** True when a temperature reading lies below absolute zero (on any scale, including Delisle's reversed one). */
export function isBelowAbsoluteZero(value: Ratio, unit: UnitDefinition): boolean {
  return unit.kind === "temperature" && isNegative(toSI(value, unit));
}

/**
 * How a reading past absolute zero is said on the unit's scale: "below" where the numbers grow with temperature,
 * "colder than" on a reversed scale such as Delisle's, where 600 °De lies above 559.725 °De and is colder.
 */
export function pastAbsoluteZero(unit: UnitDefinition): "below" | "colder than" {
  return isNegative(unit.factor) ? "colder than" : "below";
}
