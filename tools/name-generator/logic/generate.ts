import type { Faker } from "@faker-js/faker";
import type { NameLocale } from "./locales";

/**
 * One batch of names, drawn from a seeded faker instance. Every row draws the same things in the same order (sex,
 * given, middle, family, username), whatever is shown, so switching between full names, first names and test-data
 * rows never changes the people, and the first N of a batch of N + k are the same N.
 */

export type Sex = "female" | "male";
export type SexChoice = Sex | "any";

/** Reserved for documentation and tests by RFC 2606 §3: no mail ever reaches anyone there. */
export const EXAMPLE_DOMAINS = ["example.com", "example.net", "example.org"] as const;
export type ExampleDomain = (typeof EXAMPLE_DOMAINS)[number];

export interface NameRow {
  sex: Sex;
  given: string;
  middle: string | null;
  family: string;
  full: string;
  username: string;
  email: string;
}

export interface GenerateOptions {
  locale: NameLocale;
  sex: SexChoice;
  count: number;
  middle: boolean;
  domain: ExampleDomain;
}

/** Writes a full name in the locale's order: "Anna Smith", "古谷 あゆみ", "王伟", "Kovács Anna". */
export function fullName(locale: Pick<NameLocale, "order" | "separator">, given: string, middle: string | null, family: string): string {
  const first = middle ? [given, middle] : [given];
  const parts = locale.order === "family-first" ? [family, ...first] : [...first, family];
  return parts.join(locale.separator);
}

/** Scripts faker spells in Latin letters for usernames (its own transliteration); others get a neutral handle. */
const TRANSLITERATED = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Hebrew}\p{Script=Arabic}\p{M}\s'’.-]*$/u;

/** Drops dots, underscores and hyphens at either end (a loop: a regex with `+$` backtracks on long runs). */
function trimPunctuation(text: string): string {
  const edge = (c: string | undefined) => c === "." || c === "_" || c === "-";
  let start = 0;
  let end = text.length;
  while (start < end && edge(text[start])) start++;
  while (end > start && edge(text[end - 1])) end--;
  return text.slice(start, end);
}

/**
 * A username from the person's name: lower case, only a–z, 0–9, dot, underscore and hyphen. Names in scripts without
 * a transliteration in faker's data (Chinese, Japanese, Korean, Thai) get `user` and six digits instead of faker's
 * meaningless letters.
 */
export function username(faker: Faker, given: string, family: string): string {
  const source = `${given}${family}`;
  if (TRANSLITERATED.test(source)) {
    const handle = faker.internet
      .username({ firstName: given, lastName: family })
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "");
    const trimmed = trimPunctuation(handle).slice(0, 40);
    if (/[a-z]/.test(trimmed)) return trimmed;
  }
  return `user${faker.string.numeric({ length: 6, allowLeadingZeros: true })}`;
}

type Lists = { generic?: readonly string[]; female?: readonly string[]; male?: readonly string[] };

/**
 * The list a name is drawn from: the sex's own list where the locale has one, else its one list. faker's own
 * `firstName("female")` also mixes in the locale's unisex names; we keep a chosen sex to that sex's list.
 */
export function listFor(lists: Lists | null | undefined, sex: Sex): readonly string[] {
  const own = lists?.[sex];
  if (own?.length) return own;
  if (lists?.generic?.length) return lists.generic;
  return [...(lists?.female ?? []), ...(lists?.male ?? [])];
}

/** Draws `count` rows from `faker`, which the caller has seeded (logic/seed.ts). */
export function generateNames(faker: Faker, options: GenerateOptions): NameRow[] {
  const { locale, count, domain } = options;
  const withMiddle = options.middle && locale.middle !== null;
  const taken = new Set<string>();
  const rows: NameRow[] = [];
  for (let i = 0; i < count; i++) {
    const sex: Sex = options.sex === "any" ? faker.helpers.arrayElement(["female", "male"] as const) : options.sex;
    const person = faker.rawDefinitions.person;
    const given = faker.helpers.arrayElement(listFor(person?.first_name, sex));
    const middle = locale.middle ? faker.helpers.arrayElement(listFor(person?.middle_name, sex)) : null;
    const family = faker.helpers.arrayElement(listFor(person?.last_name, sex));
    let handle = username(faker, given, family);
    // Unique within the batch: a second "anna.smith" becomes "anna.smith2".
    if (taken.has(handle)) {
      let n = 2;
      while (taken.has(`${handle}${n}`)) n++;
      handle = `${handle}${n}`;
    }
    taken.add(handle);
    const shownMiddle = withMiddle ? middle : null;
    rows.push({
      sex,
      given,
      middle: shownMiddle,
      family,
      full: fullName(locale, given, shownMiddle, family),
      username: handle,
      email: `${handle}@${domain}`,
    });
  }
  return rows;
}
