/**
 * The quote dataset's shape and the rules it keeps (data/quotes.json, rebuilt by scripts/build-quotes.ts and checked
 * by dataset.test.ts). Pure: shared by the build script, the server page and the browser.
 */

/** The topics a quote can carry. A quote's tags come only from this list. */
export const TAGS = [
  "action",
  "business",
  "change",
  "courage",
  "creativity",
  "dreams",
  "education",
  "failure",
  "friendship",
  "happiness",
  "humour",
  "leadership",
  "life",
  "love",
  "money",
  "nature",
  "perseverance",
  "proverb",
  "success",
  "time",
  "truth",
  "wisdom",
  "work",
] as const;

export type Tag = (typeof TAGS)[number];

export interface Quote {
  /** 8 hex digits of the SHA-256 of the normalised text: stable across rebuilds, used in share links (?q=). */
  id: string;
  text: string;
  /** A person, or "<Origin> proverb" for a traditional saying whose origin the data names. */
  author: string;
  /** The work or occasion the words come from, where we name it. */
  source?: string;
  tags: Tag[];
  /** True only when `source` names the work the words were checked in. */
  verified: boolean;
  /** A warning about the attribution (e.g. a famous misattribution), shown with the quote. */
  note?: string;
}

/** Lower case, accents and punctuation dropped, spaces collapsed: two quotes equal under this are duplicates. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export const isTag = (value: string): value is Tag => (TAGS as readonly string[]).includes(value);
