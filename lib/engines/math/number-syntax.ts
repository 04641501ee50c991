/**
 * The number syntax every calculator on the site reads (/calculator, /scientific-calculator, /unit-calculator and
 * the random generator's bounds): digits with an optional fraction, then scientific notation the way every
 * programming language and spreadsheet writes it — `e` or `E`, an optional sign, and digits (1e3, 1E3, 2e-3,
 * 6.02e23). An `e` with no digits right after it is not part of the number: the calculators read a lone e as
 * Euler's number (2e is 2 × e, e3 is e × 3).
 *
 * This is the number syntax inside an expression, read at a position while tokenizing. A field that holds one whole
 * number (converters, calculators' fields, the random generator's bounds) is read exactly by parseDecimal
 * (lib/engines/units/ratio.ts), whose syntax agrees with this one.
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
