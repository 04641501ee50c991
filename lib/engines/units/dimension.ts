/**
 * Physical dimensions as exponents of the SI base quantities: speed is length¹·time⁻¹, energy mass¹·length²·time⁻².
 * Two quantities can be added or converted into each other only when their dimensions are equal. Pure.
 */

/** "information" counts data (bits and bytes): no SI base quantity, but IEC 80000-13 treats it as a quantity of its own. */
export type BaseDimension = "length" | "mass" | "time" | "temperature" | "current" | "amount" | "luminosity" | "information";

/** Exponent per base dimension; a missing key or 0 means the base does not appear. */
export type Dimension = Partial<Record<BaseDimension, number>>;

export const BASE_DIMENSIONS: readonly BaseDimension[] = ["mass", "length", "time", "temperature", "current", "amount", "luminosity", "information"];

/** The same dimension without zero exponents (so that equal dimensions have equal keys). */
export function normalizeDimension(d: Dimension): Dimension {
  const out: Dimension = {};
  for (const base of BASE_DIMENSIONS) {
    const e = d[base] ?? 0;
    if (e !== 0) out[base] = e;
  }
  return out;
}

function combine(a: Dimension, b: Dimension, sign: 1 | -1): Dimension {
  const out: Dimension = {};
  for (const base of BASE_DIMENSIONS) out[base] = (a[base] ?? 0) + sign * (b[base] ?? 0);
  return normalizeDimension(out);
}

/** The dimension of a product (exponents add). */
export function multiplyDimensions(a: Dimension, b: Dimension): Dimension {
  return combine(a, b, 1);
}

/** The dimension of a quotient (exponents subtract). */
export function divideDimensions(a: Dimension, b: Dimension): Dimension {
  return combine(a, b, -1);
}

/** The dimension of a power (exponents multiply). */
export function powDimension(d: Dimension, exponent: number): Dimension {
  const out: Dimension = {};
  for (const base of BASE_DIMENSIONS) out[base] = (d[base] ?? 0) * exponent;
  return normalizeDimension(out);
}

export function sameDimension(a: Dimension, b: Dimension): boolean {
  return BASE_DIMENSIONS.every((base) => (a[base] ?? 0) === (b[base] ?? 0));
}

export function isDimensionless(d: Dimension): boolean {
  return BASE_DIMENSIONS.every((base) => (d[base] ?? 0) === 0);
}

/** The dimension of 1/x. */
export function inverseDimension(d: Dimension): Dimension {
  return powDimension(d, -1);
}

/** Dimensions that have a name of their own, in the order they are looked up. */
const NAMED: readonly [name: string, dimension: Dimension][] = [
  ["length", { length: 1 }],
  ["area", { length: 2 }],
  ["volume", { length: 3 }],
  ["mass", { mass: 1 }],
  ["time", { time: 1 }],
  ["temperature", { temperature: 1 }],
  ["electric current", { current: 1 }],
  ["amount of substance", { amount: 1 }],
  ["luminous intensity", { luminosity: 1 }],
  ["speed", { length: 1, time: -1 }],
  ["acceleration", { length: 1, time: -2 }],
  ["frequency", { time: -1 }],
  ["force", { mass: 1, length: 1, time: -2 }],
  ["energy", { mass: 1, length: 2, time: -2 }],
  ["power", { mass: 1, length: 2, time: -3 }],
  ["pressure", { mass: 1, length: -1, time: -2 }],
  ["density", { mass: 1, length: -3 }],
  ["volume flow", { length: 3, time: -1 }],
  // Distance per volume (km/L, mpg). Its inverse, volume per distance (L/100 km), has the dimension of an area.
  ["fuel economy", { length: -2 }],
  ["data size", { information: 1 }],
  ["data rate", { information: 1, time: -1 }],
];

const SYMBOL: Record<BaseDimension, string> = {
  length: "length",
  mass: "mass",
  time: "time",
  temperature: "temperature",
  current: "current",
  amount: "amount",
  luminosity: "luminosity",
  information: "data",
};

const SUPERSCRIPT: Record<string, string> = { "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹", "-": "⁻" };

function superscript(n: number): string {
  return n === 1 ? "" : [...String(n)].map((c) => SUPERSCRIPT[c] ?? c).join("");
}

/**
 * The dimension in words, for messages: "length", "area", "speed", "fuel economy", "a plain number" for none, and
 * otherwise its formula in base quantities ("mass × length² / time²").
 */
export function describeDimension(d: Dimension): string {
  if (isDimensionless(d)) return "a plain number";
  const named = NAMED.find(([, dimension]) => sameDimension(dimension, d));
  if (named) return named[0];
  const top: string[] = [];
  const bottom: string[] = [];
  for (const base of BASE_DIMENSIONS) {
    const e = d[base] ?? 0;
    if (e > 0) top.push(`${SYMBOL[base]}${superscript(e)}`);
    if (e < 0) bottom.push(`${SYMBOL[base]}${superscript(-e)}`);
  }
  const numerator = top.length ? top.join(" × ") : "1";
  return bottom.length ? `${numerator} / ${bottom.join(" × ")}` : numerator;
}
