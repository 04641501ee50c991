import { searchPhoneNumbersInText } from "libphonenumber-js/max";
import type { Country } from "./countries";
import { MAX_MATCHES, type Match, type Search, type Strictness } from "./match";

export { MAX_MATCHES };

/**
 * Phone numbers in pasted text, CSV or HTML, found by libphonenumber-js (a port of Google's libphonenumber
 * PhoneNumberMatcher, with the full "max" metadata for each number's type) — not a regular expression, so dates,
 * IP addresses, prices and order numbers are passed over. Loaded with import() on first use: the metadata is large.
 */

/**
 * Every number in `text`, in order. `strictness` "valid" keeps numbers that are valid for their country's numbering
 * plan (the library's VALID leniency); "possible" also keeps numbers of a possible length that no plan assigns.
 * National numbers (no +code) are read as numbers of `defaultCountry`.
 */
export function* searchNumbers(text: string, defaultCountry: Country, strictness: Strictness): Generator<Match> {
  for (const found of searchPhoneNumbersInText(text, { defaultCountry, extended: strictness === "possible" })) {
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
