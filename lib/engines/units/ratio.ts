/**
 * Exact rational arithmetic and decimal parsing (numbers as fractions of BigInts): the part of ./decimal.ts that
 * computes, without its rounding and display. Code that only computes (the mortgage maths in the browser) imports this
 * file, so pages do not carry the display code they never run in their first load; ./decimal.ts re-exports it. Pure:
 * used by the server and the browser.
 */

/** A non-reduced fraction n/d with d > 0. */
export interface Ratio {
  n: bigint;
  d: bigint;
}

const ZERO = BigInt(0);
const ONE = BigInt(1);
const TEN = BigInt(10);

// Powers of ten are built again and again by parsing and formatting (up to 10^2100); building one costs far more
// than looking it up, so each is built once.
const POWERS = new Map<number, bigint>();

export function pow10(k: number): bigint {
  let power = POWERS.get(k);
  if (power === undefined) {
    power = TEN ** BigInt(k);
    if (POWERS.size < 5000) POWERS.set(k, power);
  }
  return power;
}

function abs(x: bigint): bigint {
  return x < ZERO ? -x : x;
}

function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b !== ZERO) [a, b] = [b, a % b];
  return a;
}

export function ratio(n: bigint | number, d: bigint | number = 1): Ratio {
  const nn = BigInt(n);
  const dd = BigInt(d);
  if (dd === ZERO) throw new RangeError("Division by zero");
  return dd < ZERO ? { n: -nn, d: -dd } : { n: nn, d: dd };
}

export function reduce(r: Ratio): Ratio {
  if (r.n === ZERO) return { n: ZERO, d: ONE };
  const g = gcd(r.n, r.d);
  return { n: r.n / g, d: r.d / g };
}

export function mul(a: Ratio, b: Ratio): Ratio {
  return reduce({ n: a.n * b.n, d: a.d * b.d });
}

export function div(a: Ratio, b: Ratio): Ratio {
  if (b.n === ZERO) throw new RangeError("Division by zero");
  return reduce(ratio(a.n * b.d, a.d * b.n));
}

export function add(a: Ratio, b: Ratio): Ratio {
  return reduce({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
}

export function sub(a: Ratio, b: Ratio): Ratio {
  return reduce({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
}

export function neg(r: Ratio): Ratio {
  return { n: -r.n, d: r.d };
}

/** 1/r (throws on 0). */
export function inverse(r: Ratio): Ratio {
  return div({ n: ONE, d: ONE }, r);
}

export function isZero(r: Ratio): boolean {
  return r.n === ZERO;
}

export function isNegative(r: Ratio): boolean {
  return r.n < ZERO;
}

/** -1, 0 or 1 as a <, =, > b. */
export function compare(a: Ratio, b: Ratio): number {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

export function equals(a: Ratio, b: Ratio): boolean {
  return compare(a, b) === 0;
}

export function absRatio(r: Ratio): Ratio {
  return { n: abs(r.n), d: r.d };
}

/** 10^k as a Ratio (k may be negative). */
export function tenTo(k: number): Ratio {
  return k >= 0 ? { n: pow10(k), d: ONE } : { n: ONE, d: pow10(-k) };
}

// ---------------------------------------------------------------------------------------------------------------------
// Parsing

export type ParsedDecimal =
  | { ok: true; value: Ratio }
  | { ok: false; reason: "invalid" | "too_long" | "too_large" | "too_small" };

/**
 * Longest decimal text read, spaces included. BigInt parsing, gcd and formatting grow faster than linearly with the
 * digits, so a 60,000-digit "number" must be refused before any of them runs (it would hold the server for seconds).
 * 100 characters are far more than any real measurement needs.
 */
export const MAX_DECIMAL_LENGTH = 100;
/** Exponents beyond this are decided without building the power (a forged "1e999999999" must not hang the server). */
const MAX_EXPONENT = 2000;

// Unambiguous (no two ways to split a run of digits), so a non-matching input fails in linear time.
const DECIMAL = /^([+-]?)(\d+(?:\.\d*)?|\.\d+)(?:e([+-]?\d+))?$/i;
/** "1,234,567.89": thousands separators are accepted only in this strict grouping, so "1,5" is refused, not misread. */
const GROUPED = /^([+-]?)(\d{1,3}(?:,\d{3})+)(\.\d*)?$/;

/**
 * Parses decimal text exactly: "12", "-0.5", ".25", "1e-7", "2.5E+3", "1,234.5" (strict thousands grouping).
 * A Unicode minus is read as "-". Anything else (hex, "NaN", "Infinity", "1,5", spaces inside) is invalid; text
 * longer than MAX_DECIMAL_LENGTH is "too_long" without being looked at.
 */
export function parseDecimal(input: string): ParsedDecimal {
  if (input.length > MAX_DECIMAL_LENGTH) return { ok: false, reason: "too_long" };
  // A minus sign (U+2212) before the number or in its exponent reads as "-" (the calculators' number syntax).
  let text = input.trim().replace(/\u2212/g, "-");
  const grouped = GROUPED.exec(text);
  if (grouped) text = `${grouped[1] ?? ""}${(grouped[2] ?? "").replace(/,/g, "")}${grouped[3] ?? ""}`;
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, reason: "invalid" };
  const [, sign, mantissa = "", exponentText] = match;
  const [intPart = "", fracPart = ""] = mantissa.split(".");
  const digits = `${intPart}${fracPart}`.replace(/^0+/, "");
  if (digits === "") return { ok: true, value: { n: ZERO, d: ONE } };
  const exponent = Number(exponentText ?? "0");
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT) {
    return { ok: false, reason: exponent > 0 ? "too_large" : "too_small" };
  }
  const scale = exponent - fracPart.length;
  const n = BigInt(digits) * (scale > 0 ? pow10(scale) : ONE);
  const d = scale < 0 ? pow10(-scale) : ONE;
  return { ok: true, value: reduce({ n: sign === "-" ? -n : n, d }) };
}

/** The exact value of a finite JS number's shortest decimal form (0.1 → 1/10, as the user typed it). */
export function fromNumber(x: number): Ratio {
  if (!Number.isFinite(x)) throw new RangeError(`Not a finite number: ${x}`);
  const parsed = parseDecimal(String(x));
  if (!parsed.ok) throw new RangeError(`Cannot read ${x}`);
  return parsed.value;
}
