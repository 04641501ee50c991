import type { Country } from "./countries";

/** One number found in the text (./extract.ts), as plain data: the page's logic works on these without the library. */
export interface Match {
  /** Where the number is in the source text (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
  /** The text as written. */
  original: string;
  /** +14155552671 */
  e164: string;
  ext: string | null;
  /** +1 415 555 2671 */
  international: string;
  /** (415) 555-2671 */
  national: string;
  /** tel:+14155552671;ext=12 */
  rfc3966: string;
  /** ISO 3166-1 alpha-2, or null when the calling code is shared and the number fits none of its countries. */
  country: Country | null;
  /** libphonenumber's type (MOBILE, FIXED_LINE, TOLL_FREE, …), or null when the metadata cannot tell. */
  type: string | null;
  valid: boolean;
}

/** The most numbers listed from one text. */
export const MAX_MATCHES = 5_000;

/** "valid": numbers valid in their country's numbering plan; "possible": also numbers of a possible length. */
export type Strictness = "valid" | "possible";

export interface Search {
  matches: Match[];
  /** True when the search stopped at MAX_MATCHES. */
  capped: boolean;
}

/** The key numbers are deduplicated by: E.164 with the extension, so +1 415 555 2671 ext. 12 is not ext. 13. */
export function numberKey(match: Pick<Match, "e164" | "ext">): string {
  return match.ext ? `${match.e164};ext=${match.ext}` : match.e164;
}
