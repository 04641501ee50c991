import { trimEndOf } from "@/lib/text/trim";

/**
 * The number syntax every calculator on the site reads (/calculator, /scientific-calculator, /unit-calculator and
 * the random generator's bounds): digits with an optional fraction, then scientific notation the way every
 * programming language and spreadsheet writes it — `e` or `E`, an optional sign, and digits (1e3, 1E3, 2e-3,
 * 6.02e23). An `e` with no digits right after it is not part of the number: the calculators read a lone e as
 * Euler's number (2e is 2 × e, e3 is e × 3).
 */

/** The exponent part as a regular-expression source, for readers that match a whole number at once. */
export const EXPONENT_SOURCE = "[eE][+\\-\\u2212]?[0-9]+";

const EXPONENT = new RegExp(EXPONENT_SOURCE, "y");

/**
 * The exponent written at `at` in `text`, if the characters there are one: its value's text ("3", "-3") and how
 * many characters it takes. A minus sign (U+2212) reads as "-".
 */
export function readExponent(text: string, at: number): { exponent: string; length: number } | null {
  EXPONENT.lastIndex = at;
  const match = EXPONENT.exec(text);
  if (!match) return null;
  const body = match[0].slice(1);
  const sign = body[0] === "-" || body[0] === "\u2212" ? "-" : "";
  const digits = body.replace(/^[+\-\u2212]/, "");
  return { exponent: `${sign}${digits}`, length: match[0].length };
}

/** A whole number as typed: sign, the digits with the point removed, and where the point sits after the exponent. */
export interface DecimalParts {
  negative: boolean;
  /** All the digits, leading zeros removed ("" for zero). */
  digits: string;
  /** The value is 0.digits × 10^point: "12.5" has point 2, "1e3" point 4, "0.002" point −2. */
  point: number;
}

const DECIMAL = new RegExp(`^([+\\-\\u2212]?)(?:(\\d+)(?:\\.(\\d*))?|\\.(\\d+))(${EXPONENT_SOURCE})?$`);

/** Longest exponent read; anything beyond is out of every tool's range and is reported as too large or too small. */
const MAX_EXPONENT_DIGITS = 6;

/**
 * Reads a whole text as one number ("-2.5", "1e3", "6.02E23", ".5", "−3"), or null when it is not one. The result
 * keeps every digit (no float), for readers that work exactly; `outOfRange` marks an exponent of more than six
 * digits, which no tool's range reaches (the number is then far too large or far too small).
 */
export function readDecimal(input: string): (DecimalParts & { outOfRange: "large" | "small" | null }) | null {
  const match = DECIMAL.exec(input.trim());
  if (!match) return null;
  const [, sign = "", whole = "", fraction = "", bare = "", exponentText] = match;
  const fractionDigits = bare || fraction;
  const intDigits = bare ? "" : whole;
  const exponent = exponentText ? readExponent(exponentText, 0)!.exponent : "0";
  const exponentDigits = exponent.replace("-", "");
  const raw = `${intDigits}${fractionDigits}`;
  const leading = raw.length - raw.replace(/^0+/, "").length;
  const digits = trimEndOf(raw.slice(leading), "0");
  const tooLong = digits !== "" && exponentDigits.replace(/^0+/, "").length > MAX_EXPONENT_DIGITS;
  const point = digits === "" ? 0 : intDigits.length - leading + (tooLong ? 0 : Number(exponent));
  const outOfRange = tooLong ? (exponent.startsWith("-") ? "small" : "large") : null;
  return { negative: sign !== "" && sign !== "+", digits, point, outOfRange };
}
