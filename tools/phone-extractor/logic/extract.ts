import { searchPhoneNumbersInText } from "libphonenumber-js/max";
import type { Country } from "./countries";
import { MAX_MATCHES, type Match, type Search, type Strictness } from "./match";

export { MAX_MATCHES };

/**
 * Phone numbers in pasted text, CSV or HTML, found by libphonenumber-js (a port of Google's libphonenumber
 * PhoneNumberMatcher, with the full "max" metadata for each number's type) — not a regular expression, so dates,
 * IP addresses, prices and order numbers are passed over. Loaded with import() on first use: the metadata is large.
 */

const DIGIT = /[0-9\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9]/;
/** What may stand between a comma and the digits libphonenumber would take as an extension (", 212", ",, 12", "; 12"). */
const BEFORE_DIGITS = /[\s,;:.\uFF0E-]/;

/**
 * `text` with each comma or semicolon that comes before digits turned into a line break, the same length so offsets
 * hold. libphonenumber reads such a comma or semicolon as a dialler's pause before an extension, so in a list or a CSV
 * row the next number became the first one's extension and the rest of it was lost ("+1 415 555 2671, 212 555 0198"
 * gave ext. 212). Here they always separate numbers; an extension needs a label (", ext. 12", " x 12", ";ext=12").
 * One pass from the end, so a long run of commas stays linear.
 */
export function splitAtDelimiters(text: string): string {
  const chars = text.split("");
  let digitsAhead = false;
  for (let i = chars.length - 1; i >= 0; i--) {
    const char = chars[i] ?? "";
    if (DIGIT.test(char)) digitsAhead = true;
    else if (char === "," || char === ";") {
      if (digitsAhead) chars[i] = "\n";
    } else if (!BEFORE_DIGITS.test(char)) digitsAhead = false;
  }
  return chars.join("");
}

/**
 * Every number in `text`, in order. `strictness` "valid" keeps numbers that are valid for their country's numbering
 * plan (the library's VALID leniency); "possible" also keeps numbers of a possible length that no plan assigns.
 * National numbers (no +code) are read as numbers of `defaultCountry`. A comma or semicolon separates numbers.
 */
export function* searchNumbers(text: string, defaultCountry: Country, strictness: Strictness): Generator<Match> {
  for (const found of searchPhoneNumbersInText(splitAtDelimiters(text), { defaultCountry, extended: strictness === "possible" })) {
    const number = found.number;
    yield {
      start: found.startsAt,
      end: found.endsAt,
      original: text.slice(found.startsAt, found.endsAt),
      e164: number.number,
      ext: number.ext ?? null,
      international: number.formatInternational(),
      national: number.formatNational(),
      rfc3966: number.getURI(),
      country: number.country ?? null,
      type: number.getType() ?? null,
      valid: number.isValid(),
    };
  }
}

/** All numbers at once (tests, small texts); the page runs searchNumbers in slices. */
export function findNumbers(text: string, defaultCountry: Country, strictness: Strictness = "valid"): Search {
  const matches: Match[] = [];
  for (const match of searchNumbers(text, defaultCountry, strictness)) {
    if (matches.length === MAX_MATCHES) return { matches, capped: true };
    matches.push(match);
  }
  return { matches, capped: false };
}
