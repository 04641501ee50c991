import { pick, uniformInt, type RandomSource } from "@/lib/engines/random/uniform";
import { ADJECTIVES, COLOURS, MASCOTS, TEMPLATES, THEME_NOUNS, type Theme } from "./words";

/**
 * Team names from a theme's templates: the keyword (when given) woven into every name, optional alliteration,
 * 2–4 words, a maximum length and no duplicates in a batch. Deterministic for a given RandomSource, so a seeded
 * source (lib/engines/random/seeded) reproduces a batch. `clean` is lib/engines/safe-words isClean, passed in so its dataset loads
 * on use; every name goes through it, whatever the theme.
 */

export const BATCH_SIZE = 20;
export const MAX_KEYWORD = 30;
export const MIN_LENGTH = 8;
export const MAX_LENGTH = 60;
export const DEFAULT_MAX_LENGTH = 30;
/** Tries per batch before we stop and return what fits (settings can make names rare or impossible). */
const MAX_TRIES = BATCH_SIZE * 300;

export type WordCount = "any" | 2 | 3 | 4;

export interface Options {
  theme: Theme;
  keyword: string;
  alliterate: boolean;
  words: WordCount;
  maxLength: number;
}

export type Check<T> = { ok: true; value: T } | { ok: false; error: string };

export const FRIENDLY_ERROR = "Let's keep it friendly — try another word";

/** The keyword as it goes into names: spaces tidied, each word capitalised ("red hill" → "Red Hill"). */
export function checkKeyword(text: string, clean: (text: string) => boolean): Check<string> {
  const value = text.trim().replace(/\s+/g, " ");
  if (value.length > MAX_KEYWORD) return { ok: false, error: `Keyword up to ${MAX_KEYWORD} characters` };
  if (!value) return { ok: true, value: "" };
  if (!/^[\p{L}\p{N}][\p{L}\p{N}' &.-]*$/u.test(value)) return { ok: false, error: "Keyword: letters, numbers, spaces, - ' & and . only" };
  if (!clean(value)) return { ok: false, error: FRIENDLY_ERROR };
  return { ok: true, value: value.replace(/(^|[\s-])(\p{Ll})/gu, (_, sep: string, ch: string) => sep + ch.toLocaleUpperCase()) };
}

export function checkMaxLength(text: string): Check<number> {
  const n = Number(text);
  if (!text.trim() || !Number.isInteger(n) || n < MIN_LENGTH || n > MAX_LENGTH) return { ok: false, error: `Max length: a whole number from ${MIN_LENGTH} to ${MAX_LENGTH}` };
  return { ok: true, value: n };
}

export function wordsOf(name: string): string[] {
  return name.split(" ").filter(Boolean);
}

/** The first letter of a word, ignoring leading punctuation, lower-cased. */
function initial(word: string): string {
  return (word.match(/\p{L}|\p{N}/u)?.[0] ?? "").toLocaleLowerCase();
}

/** True when every word starts with the same letter. */
export function alliterates(name: string): boolean {
  const letters = new Set(wordsOf(name).map(initial));
  return letters.size === 1;
}

/** Letters that start at least one adjective and one mascot: the choices for alliteration without a keyword. */
const ALLITERATION_LETTERS = [...new Set(ADJECTIVES.map(initial))].filter((l) => MASCOTS.some((m) => initial(m) === l)).sort();

function slotWords(slot: string, theme: Theme): readonly string[] {
  switch (slot) {
    case "A":
      return ADJECTIVES;
    case "C":
      return COLOURS;
    case "N":
      return MASCOTS;
    default:
      return THEME_NOUNS[theme];
  }
}

/** One name from a template, or null when a slot has no word starting with `letter`. */
function fill(template: string, options: Options, keyword: string, letter: string | null, source: RandomSource): string | null {
  let failed = false;
  const name = template.replace(/\{([AKCNT])\}/g, (_, slot: string) => {
    if (slot === "K") return keyword;
    let list = slotWords(slot, options.theme);
    if (letter) list = list.filter((w) => initial(w) === letter);
    if (!list.length) {
      failed = true;
      return "";
    }
    return pick(list, source);
  });
  return failed ? null : name;
}

export interface Batch {
  names: string[];
  /** True when fewer than BATCH_SIZE names fit the settings. */
  short: boolean;
}

/** A batch of up to BATCH_SIZE distinct names. `options.keyword` must have passed checkKeyword. */
export function generateNames(options: Options, source: RandomSource, clean: (text: string) => boolean): Batch {
  const keyword = options.keyword;
  const templates = TEMPLATES[options.theme].filter((t) => t.includes("{K}") === Boolean(keyword));
  const names: string[] = [];
  const seen = new Set<string>();
  for (let tries = 0; tries < MAX_TRIES && names.length < BATCH_SIZE; tries++) {
    const letter = options.alliterate ? (keyword ? initial(keyword) : ALLITERATION_LETTERS[uniformInt(ALLITERATION_LETTERS.length, source)]!) : null;
    const name = fill(pick(templates, source), options, keyword, letter, source);
    if (!name || !fits(name, options)) continue;
    const key = name.toLocaleLowerCase();
    if (seen.has(key) || !clean(name)) continue;
    seen.add(key);
    names.push(name);
  }
  return { names, short: names.length < BATCH_SIZE };
}

/** The rules every name in a batch keeps: 2–4 words (or the number asked for), the length limit, no word twice, alliteration. */
export function fits(name: string, options: Pick<Options, "words" | "maxLength" | "alliterate">): boolean {
  const n = wordsOf(name).length;
  if (n < 2 || n > 4) return false;
  if (options.words !== "any" && n !== options.words) return false;
  if (name.length > options.maxLength) return false;
  if (repeatsAWord(name)) return false;
  return !options.alliterate || alliterates(name);
}

/** Whether two lower-case words are one word, or one is the other's plural: "tiger" and "tigers", "fox" and "foxes", "puppy" and "puppies". */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long === `${short}s` || long === `${short}es` || (short.endsWith("y") && long === `${short.slice(0, -1)}ies`);
}

/** "Tigers Tigers", "Quiz Quiz", "Zany Zebra Zebras": the keyword and a drawn word that are the same word, singular or plural. */
export function repeatsAWord(name: string): boolean {
  const words = wordsOf(name).map((w) => w.toLocaleLowerCase().replace(/'s$/, ""));
  return words.some((word, i) => words.slice(i + 1).some((other) => sameWord(word, other)));
}

/** The notice above a batch that came out short of BATCH_SIZE (count > 0). */
export function shortBatchMessage(count: number): string {
  return `Only ${count} ${count === 1 ? "name fits" : "names fit"} these settings. Allow more words or a longer name, or turn off alliteration, for a full batch of ${BATCH_SIZE}.`;
}

/** Words a monogram leaves out ("Salt and Pepper" → "SP", "The League of Quizzes" → "LQ"). */
const MINOR_WORDS = new Set(["the", "and", "&", "of", "a", "an", "in", "on", "at", "for", "to"]);

/** Up to three initials for the badge preview: "The Mighty Otters" → "MO" (connecting words are skipped). */
export function initials(name: string): string {
  const words = wordsOf(name);
  const major = words.filter((w) => !MINOR_WORDS.has(w.toLowerCase()));
  return (major.length ? major : words)
    .slice(0, 3)
    .map((w) => initial(w).toLocaleUpperCase())
    .join("");
}
