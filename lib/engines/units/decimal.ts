/**
 * Exact decimal arithmetic for unit conversion: numbers are fractions of BigInts, so that a value typed as decimal
 * text, multiplied by an exact factor and divided by another, loses nothing (1 acre is 43560 ft², not 43559.99…).
 * Rounding happens once, when a result is formatted for display. Pure: used by the server and the browser.
 */

export * from "./ratio";
import { absRatio, compare, equals, isNegative, isZero, parseDecimal, pow10, reduce, tenTo, type Ratio } from "./ratio";

const ZERO = BigInt(0);
const ONE = BigInt(1);
const TWO = BigInt(2);
const FIVE = BigInt(5);
const TEN = BigInt(10);

function abs(x: bigint): bigint {
  return x < ZERO ? -x : x;
}

/** The nearest JS number (for storage in float columns). */
export function toNumber(r: Ratio): number {
  if (isZero(r)) return 0;
  return Number(toExponential(r, 17));
}

// ---------------------------------------------------------------------------------------------------------------------
// Rounding and formatting

function digitCount(x: bigint): number {
  return abs(x).toString().length;
}

/** floor(log10(r)) of a positive ratio, exactly. */
export function floorLog10(r: Ratio): number {
  const e = digitCount(r.n) - digitCount(r.d);
  // r lies in (10^(e-1), 10^(e+1)): one comparison decides.
  return compare(r, tenTo(e)) >= 0 ? e : e - 1;
}

/** round(n/d) with halves away from zero. */
function roundDiv(n: bigint, d: bigint): bigint {
  const negative = n < ZERO !== d < ZERO;
  const an = abs(n);
  const ad = abs(d);
  const q = (TWO * an + ad) / (TWO * ad);
  return negative ? -q : q;
}

/** r × 10^decimals rounded to an integer (halves away from zero). */
function scaledRound(r: Ratio, decimals: number): bigint {
  return decimals >= 0 ? roundDiv(r.n * pow10(decimals), r.d) : roundDiv(r.n, r.d * pow10(-decimals));
}

/** "1234567" → "1,234,567" (a loop: the usual lookahead regex is quadratic in the number of digits). */
function groupThousands(intDigits: string): string {
  const head = intDigits.length % 3 || 3;
  let out = intDigits.slice(0, head);
  for (let i = head; i < intDigits.length; i += 3) out += `,${intDigits.slice(i, i + 3)}`;
  return out;
}

/** Drops trailing zeros of a fraction (and a bare "."). A loop: /0+$/ is quadratic on a long run of zeros. */
function trimFraction(text: string): string {
  if (!text.includes(".")) return text;
  let end = text.length;
  while (text[end - 1] === "0") end--;
  if (text[end - 1] === ".") end--;
  return text.slice(0, end);
}

/** Fixed notation with `decimals` places, trailing zeros trimmed. */
export function toFixed(r: Ratio, decimals: number, options: { group?: boolean } = {}): string {
  const scaled = scaledRound(r, decimals);
  const negative = scaled < ZERO;
  let digits = abs(scaled).toString();
  if (decimals > 0) digits = digits.padStart(decimals + 1, "0");
  const intPart = decimals > 0 ? digits.slice(0, -decimals) : digits;
  const fracPart = decimals > 0 ? digits.slice(-decimals) : "";
  const text = trimFraction(fracPart ? `${intPart}.${fracPart}` : intPart);
  const [i = "", f] = text.split(".");
  const shown = `${options.group ? groupThousands(i) : i}${f ? `.${f}` : ""}`;
  return negative && shown !== "0" ? `-${shown}` : shown;
}

/** Scientific notation with up to `significant` digits, trailing zeros trimmed: "1.59423e-7", "1e+300". */
export function toExponential(r: Ratio, significant: number): string {
  if (isZero(r)) return "0";
  const negative = isNegative(r);
  const x = absRatio(r);
  let e = floorLog10(x);
  let scaled = scaledRound(x, significant - 1 - e);
  if (scaled === pow10(significant)) {
    // Rounding carried into a new digit (9.999… → 10.00…).
    scaled /= TEN;
    e += 1;
  }
  const digits = scaled.toString();
  const mantissa = trimFraction(digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits);
  return `${negative ? "-" : ""}${mantissa}e${e >= 0 ? "+" : "-"}${Math.abs(e)}`;
}

/** Results display: at least 6 decimals. */
export const DISPLAY_DECIMALS = 6;
/** Every displayed value keeps at least this many significant digits (unless it is exact with fewer). */
export const DISPLAY_SIGNIFICANT = 6;
/** From here on a fixed number is too long to read: scientific notation. */
const LARGE = tenTo(15);
/** Below this, a fixed number would need more than 5 leading zeros: scientific notation. */
const TINY = tenTo(-6);
const LARGE_SIGNIFICANT = 10;

/**
 * A number as the converter shows it, by one rule: 6 decimals or 6 significant digits, whichever keeps more, trailing
 * zeros trimmed ("43560", "10.76391", "0.00247105", "0.0000229568"); below 0.000001 scientific notation with 6
 * significant digits ("1e-12"), from 10^15 on with 10 ("2.58998811e+18"). Never a misleading 0. Whether the text
 * is the exact value or a rounding of it: isExactText.
 */
export function formatDecimal(r: Ratio, options: { group?: boolean } = {}): string {
  if (isZero(r)) return "0";
  const x = absRatio(r);
  const sign = isNegative(r) ? "-" : "";
  if (compare(x, LARGE) >= 0) return sign + toExponential(x, LARGE_SIGNIFICANT);
  if (compare(x, TINY) < 0) return sign + toExponential(x, DISPLAY_SIGNIFICANT);
  const decimals = Math.max(DISPLAY_DECIMALS, DISPLAY_SIGNIFICANT - 1 - floorLog10(x));
  return sign + toFixed(x, decimals, options);
}

/** True when `text` (as formatDecimal writes it, thousands separators allowed) is exactly r, not a rounding of it. */
export function isExactText(text: string, r: Ratio): boolean {
  const parsed = parseDecimal(text);
  return parsed.ok && equals(parsed.value, r);
}

/**
 * The exact decimal expansion of r when it terminates (denominator of only 2s and 5s), else null.
 * Used to show definitions such as 0.09290304 without rounding.
 */
export function exactDecimal(r: Ratio, options: { group?: boolean } = {}): string | null {
  const { n, d } = reduce(r);
  let rest = d;
  let twos = 0;
  let fives = 0;
  while (rest % TWO === ZERO) {
    rest /= TWO;
    twos++;
  }
  while (rest % FIVE === ZERO) {
    rest /= FIVE;
    fives++;
  }
  if (rest !== ONE) return null;
  const k = Math.max(twos, fives);
  const scaled = n * (pow10(k) / d);
  return toFixed({ n: scaled, d: pow10(k) }, k, options);
}
