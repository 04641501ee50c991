import { compare, div, floorLog10, isZero, mul, ratio, reduce, type Ratio } from "@/lib/engines/units/decimal";

/**
 * Real numbers for geometry, honest about exactness. A `Real` is an exact fraction while every step was rational
 * (lengths typed as decimals, × ÷ + −, square roots of perfect squares, sin 30° …) and becomes an approximation, kept to
 * ~45 significant digits, as soon as π, a square root that is not a perfect square or a sine of a general angle enters.
 * Results shown from an approximation always carry "≈", however round the digits look.
 */
export interface Real {
  value: Ratio;
  exact: boolean;
}

/** Significant digits kept by an approximation: far beyond what is shown, so rounding never reaches the display. */
const KEEP = 45;
/** Fixed-point scale used by the square root and the series (10^60). */
const SCALE_DIGITS = 60;
const SCALE = BigInt(10) ** BigInt(SCALE_DIGITS);
const ZERO = BigInt(0);
const ONE = BigInt(1);
const TWO = BigInt(2);

export function exact(value: Ratio): Real {
  return { value: reduce(value), exact: true };
}

export function int(n: number): Real {
  return exact(ratio(n));
}

/** An approximate value, trimmed to KEEP significant digits so fractions never grow without bound. */
function approx(value: Ratio): Real {
  if (isZero(value)) return { value: ratio(0), exact: false };
  const negative = value.n < ZERO;
  const a = negative ? { n: -value.n, d: value.d } : value;
  const shift = KEEP - 1 - floorLog10(a);
  const scaled = shift >= 0 ? roundDiv(a.n * pow10(shift), a.d) : roundDiv(a.n, a.d * pow10(-shift));
  const r = shift >= 0 ? reduce({ n: scaled, d: pow10(shift) }) : reduce({ n: scaled * pow10(-shift), d: ONE });
  return { value: negative ? { n: -r.n, d: r.d } : r, exact: false };
}

function make(value: Ratio, isExact: boolean): Real {
  return isExact ? exact(value) : approx(value);
}

function pow10(k: number): bigint {
  return BigInt(10) ** BigInt(k);
}

function roundDiv(n: bigint, d: bigint): bigint {
  return (TWO * n + d) / (TWO * d);
}

export function plus(a: Real, b: Real): Real {
  return make({ n: a.value.n * b.value.d + b.value.n * a.value.d, d: a.value.d * b.value.d }, a.exact && b.exact);
}

export function minus(a: Real, b: Real): Real {
  return make({ n: a.value.n * b.value.d - b.value.n * a.value.d, d: a.value.d * b.value.d }, a.exact && b.exact);
}

export function times(...xs: Real[]): Real {
  let value = ratio(1);
  let isExact = true;
  for (const x of xs) {
    value = mul(value, x.value);
    isExact &&= x.exact;
  }
  return make(value, isExact);
}

export function over(a: Real, b: Real): Real {
  return make(div(a.value, b.value), a.exact && b.exact);
}

export function square(a: Real): Real {
  return times(a, a);
}

export function cmp(a: Real, b: Real): number {
  return compare(a.value, b.value);
}

export function isPositive(a: Real): boolean {
  return a.value.n > ZERO;
}

/** Integer square root (floor) by Newton's method. */
export function isqrt(n: bigint): bigint {
  if (n < TWO) return n;
  let x = BigInt(1) << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const y = (x + n / x) >> ONE;
    if (y >= x) return x;
    x = y;
  }
}

/** √x: exact when x is an exact fraction of two perfect squares (√(9/4) = 3/2), else an approximation. */
export function sqrt(x: Real): Real {
  if (x.value.n < ZERO) throw new RangeError("Square root of a negative number");
  const r = reduce(x.value);
  if (x.exact) {
    const rn = isqrt(r.n);
    const rd = isqrt(r.d);
    if (rn * rn === r.n && rd * rd === r.d) return exact({ n: rn, d: rd });
  }
  // √(n/d) = √(n·d)/d; scaled by 10^60 for ~60 digits beyond the integer part.
  const root = isqrt(r.n * r.d * SCALE * SCALE);
  return approx({ n: root, d: r.d * SCALE });
}

// π to 64 decimals.
const PI_TEXT = "3141592653589793238462643383279502884197169399375105820974944592";
export const PI: Real = approx({ n: BigInt(PI_TEXT), d: pow10(PI_TEXT.length - 1) });

/** sin x for |x| ≤ 2 (radians), by its Taylor series in fixed point. */
function sinSeries(x: Ratio): Ratio {
  const xf = (x.n * SCALE) / x.d;
  const x2 = (xf * xf) / SCALE;
  let term = xf;
  let sum = xf;
  for (let k = 1; term !== ZERO && k < 200; k++) {
    term = -(term * x2) / SCALE / BigInt(2 * k * (2 * k + 1));
    sum += term;
  }
  return { n: sum, d: SCALE };
}

/** An angle as typed: degrees or radians. */
export type AngleUnit = "deg" | "rad";
export interface Angle {
  value: Ratio;
  unit: AngleUnit;
}

/** The angle in radians (exact when given in radians, or 0°). */
export function radians(angle: Angle): Real {
  if (angle.unit === "rad") return exact(angle.value);
  if (isZero(angle.value)) return int(0);
  return times(exact(angle.value), PI, exact(ratio(1, 180)));
}

/** The angle in degrees (exact when given in degrees). */
export function degrees(angle: Angle): Real {
  if (angle.unit === "deg") return exact(angle.value);
  return over(times(exact(angle.value), int(180)), PI);
}

// Angles (in degrees, 0–180) whose sine and cosine are rational: the only ones (Niven's theorem).
const EXACT_SIN: Record<string, Ratio> = { "0": ratio(0), "30": ratio(1, 2), "90": ratio(1), "150": ratio(1, 2), "180": ratio(0) };
const EXACT_COS: Record<string, Ratio> = { "0": ratio(1), "60": ratio(1, 2), "90": ratio(0), "120": ratio(-1, 2), "180": ratio(-1) };

function degreeKey(angle: Angle): string | null {
  if (angle.unit === "rad") return isZero(angle.value) ? "0" : null;
  const r = reduce(angle.value);
  return r.d === ONE ? r.n.toString() : null;
}

/** sin of an angle in [0°, 180°]. */
export function sin(angle: Angle): Real {
  const key = degreeKey(angle);
  const known = key === null ? undefined : EXACT_SIN[key];
  if (known) return exact(known);
  const x = radians(angle);
  // Fold into [0, π/2] (sin(π − x) = sin x) so the series converges fast.
  const halfPi = over(PI, int(2));
  const folded = cmp(x, halfPi) > 0 ? minus(PI, x) : x;
  return approx(sinSeries(folded.value));
}

/** cos of an angle in [0°, 180°]: cos x = sin(π/2 − x), with the argument in [−π/2, π/2]. */
export function cos(angle: Angle): Real {
  const key = degreeKey(angle);
  const known = key === null ? undefined : EXACT_COS[key];
  if (known) return exact(known);
  const x = minus(over(PI, int(2)), radians(angle));
  return approx(sinSeries(x.value));
}

/** tan of an angle in (0°, 90°): exact at 45°. */
export function tan(angle: Angle): Real {
  const key = degreeKey(angle);
  if (key === "45") return int(1);
  return over(sin(angle), cos(angle));
}

/** A JS number for drawing (diagrams only; never for results). */
export function toFloat(x: Real | Ratio): number {
  const r = "value" in x ? x.value : x;
  if (isZero(r)) return 0;
  const e = floorLog10(r.n < ZERO ? { n: -r.n, d: r.d } : r);
  const scaled = e > 15 ? r.n / (r.d * pow10(e - 15)) : (r.n * pow10(15 - e)) / r.d;
  return Number(scaled) * 10 ** (e - 15);
}
