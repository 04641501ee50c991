import { uniformInt, type RandomSource } from "@/lib/engines/random/uniform";

/**
 * Lorem ipsum, built from the vocabulary of the classic passage (Cicero's "De finibus bonorum et malorum", 45 BC, as
 * scrambled by typesetters since the 1500s), by a seeded generator: the same settings and seed give the same text on
 * every device, so a link with the seed shares the text itself. Every count is exact: N words are N words, N
 * characters are N characters ending in a full stop, N paragraphs are N paragraphs.
 */

export const CLASSIC_OPENING = "Lorem ipsum dolor sit amet, consectetur adipiscing elit";

/** The words of the classic passage (lowercase, no repeats), 2 to 13 letters long: every length in between exists. */
export const WORDS: readonly string[] = (
  "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna " +
  "aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat duis aute " +
  "irure in reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non " +
  "proident sunt culpa qui officia deserunt mollit anim id est laborum perspiciatis unde omnis iste natus error " +
  "voluptatem accusantium doloremque laudantium totam rem aperiam eaque ipsa quae ab illo inventore veritatis quasi " +
  "architecto beatae vitae dicta explicabo nemo ipsam quia voluptas aspernatur aut odit fugit consequuntur magni " +
  "dolores eos ratione sequi nesciunt neque porro quisquam dolorem numquam eius modi tempora incidunt"
).split(" ");

const MAX_WORD = Math.max(...WORDS.map((w) => w.length));

export const UNITS = ["paragraphs", "sentences", "words", "characters", "items"] as const;
export type Unit = (typeof UNITS)[number];

/** The most of each unit we make (bounded before any work: 100,000 characters is about 15,000 words). */
export const LIMITS: Record<Unit, { min: number; max: number; noun: string }> = {
  paragraphs: { min: 1, max: 100, noun: "paragraphs" },
  sentences: { min: 1, max: 1000, noun: "sentences" },
  words: { min: 1, max: 10_000, noun: "words" },
  characters: { min: 5, max: 100_000, noun: "characters" },
  items: { min: 1, max: 100, noun: "list items" },
};

export const SENTENCE_WORDS = { min: 3, max: 30 };
export const PARAGRAPH_SENTENCES = { min: 1, max: 20 };

export const FORMATS = ["plain", "html", "markdown", "json"] as const;
export type Format = (typeof FORMATS)[number];

export interface LoremSettings {
  unit: Unit;
  count: string;
  classic: boolean;
  format: Format;
  wordsMin: string;
  wordsMax: string;
  sentencesMin: string;
  sentencesMax: string;
  seed: string;
}

export const DEFAULT_LOREM: LoremSettings = {
  unit: "paragraphs",
  count: "3",
  classic: true,
  format: "plain",
  wordsMin: "6",
  wordsMax: "14",
  sentencesMin: "4",
  sentencesMax: "7",
  seed: "",
};

export const SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface LoremPlan {
  unit: Unit;
  count: number;
  classic: boolean;
  format: Format;
  words: { min: number; max: number };
  sentences: { min: number; max: number };
  seed: string;
}

export type Field = "count" | "words" | "sentences" | "seed";
export type LoremPlanned = { ok: true; plan: LoremPlan } | { ok: false; field: Field; error: string };

const WHOLE = /^\d{1,7}$/;
const whole = (text: string) => (WHOLE.test(text.trim()) ? Number(text.trim()) : null);
const grouped = (n: number) => n.toLocaleString("en-US");

export function planLorem(settings: LoremSettings): LoremPlanned {
  const limit = LIMITS[settings.unit];
  const count = whole(settings.count);
  if (count === null || count < limit.min) {
    return { ok: false, field: "count", error: `Enter a whole number from ${grouped(limit.min)} to ${grouped(limit.max)}` };
  }
  if (count > limit.max) return { ok: false, field: "count", error: `Maximum is ${grouped(limit.max)} ${limit.noun}` };

  const range = (minText: string, maxText: string, bounds: { min: number; max: number }, what: string, field: Field) => {
    const min = whole(minText);
    const max = whole(maxText);
    if (min === null || max === null || min < bounds.min || max > bounds.max) {
      return { ok: false as const, field, error: `${what} must be whole numbers from ${bounds.min} to ${bounds.max}` };
    }
    if (min > max) return { ok: false as const, field, error: "Minimum can't exceed maximum" };
    return { ok: true as const, value: { min, max } };
  };
  const words = range(settings.wordsMin, settings.wordsMax, SENTENCE_WORDS, "Words per sentence", "words");
  if (!words.ok) return words;
  const sentences = range(settings.sentencesMin, settings.sentencesMax, PARAGRAPH_SENTENCES, "Sentences per paragraph", "sentences");
  if (!sentences.ok) return sentences;
  if (!SEED_PATTERN.test(settings.seed)) return { ok: false, field: "seed", error: "A seed is 1 to 64 ASCII letters (A–Z, a–z), digits, - or _" };
  return {
    ok: true,
    plan: { unit: settings.unit, count, classic: settings.classic, format: settings.format, words: words.value, sentences: sentences.value, seed: settings.seed },
  };
}

const capitalise = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const between = (source: RandomSource, range: { min: number; max: number }) => range.min + uniformInt(range.max - range.min + 1, source);
const word = (source: RandomSource) => WORDS[uniformInt(WORDS.length, source)]!;

/** A sentence of `n` words, capitalised, with a comma after one word in longer sentences, ending in a full stop. */
function sentence(source: RandomSource, n: number, end = "."): string {
  const words = Array.from({ length: n }, () => word(source));
  if (n >= 8) words[3 + uniformInt(n - 6, source)] += ",";
  return capitalise(words.join(" ")) + end;
}

/** The classic opening's words as tokens ("amet," keeps its comma). */
const OPENING_TOKENS = CLASSIC_OPENING.split(" ");

/** Exactly n words, in sentences; with `classic`, the first ones are the classic opening. */
function wordsText(source: RandomSource, plan: LoremPlan, n: number): string[] {
  const sentences: string[] = [];
  let left = n;
  if (plan.classic) {
    const take = Math.min(n, OPENING_TOKENS.length);
    sentences.push(OPENING_TOKENS.slice(0, take).join(" ").replace(/,$/, "") + ".");
    left -= take;
  }
  while (left > 0) {
    let size = Math.min(left, between(source, plan.words));
    // Don't leave a last sentence shorter than the minimum when it can be avoided.
    if (left - size > 0 && left - size < plan.words.min) size = left - plan.words.min >= plan.words.min ? left - plan.words.min : left;
    sentences.push(sentence(source, Math.min(size, left)));
    left -= Math.min(size, left);
  }
  return sentences;
}

/**
 * Exactly n characters (n >= 5), ending in a full stop, words separated by single spaces. Let r be the room left for
 * the next word and the final full stop. While r − 1 > 13 (longer than any word) we add a word that leaves r' >= 3
 * (room for " xy." later), or end a sentence; once r − 1 is 2 to 13, a word of exactly that length ends the text. WORDS
 * has words of every length from 2 to 13, so the end always exists.
 */
function charactersText(source: RandomSource, plan: LoremPlan, n: number): string {
  const byLength = new Map<number, string[]>();
  for (const w of WORDS) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
  let text = "";
  let inSentence = 0;
  let target = between(source, plan.words);
  const room = () => n - text.length - (text ? 1 : 0);
  const add = (token: string) => {
    text += (text ? " " : "") + (inSentence === 0 ? capitalise(token) : token);
    inSentence++;
  };
  if (plan.classic) {
    for (const token of OPENING_TOKENS) {
      if (room() - 1 <= MAX_WORD || token.length > room() - 4) break;
      add(token);
    }
    // The opening is a whole sentence: close it if a word can still follow ("." then at least " xy.").
    if (inSentence === OPENING_TOKENS.length && room() >= 4) {
      text += ".";
      inSentence = 0;
    }
  }
  for (;;) {
    const r = room();
    if (r - 1 <= MAX_WORD) {
      const exact = byLength.get(r - 1);
      if (!exact) throw new Error(`no ${r - 1}-letter word to end ${n} characters`);
      add(exact[uniformInt(exact.length, source)]!);
      return text + ".";
    }
    if (inSentence >= target) {
      text += ".";
      inSentence = 0;
      target = between(source, plan.words);
      continue;
    }
    const fits = WORDS.filter((w) => w.length <= r - 4);
    add(fits[uniformInt(fits.length, source)]!);
  }
}

/** The pieces of text: paragraphs, sentences, words (one string of sentences), characters (one string) or items. */
export function generateLorem(plan: LoremPlan, source: RandomSource): string[] {
  const opening = () => `${CLASSIC_OPENING}.`;
  switch (plan.unit) {
    case "paragraphs":
      return Array.from({ length: plan.count }, (_, p) => {
        const size = between(source, plan.sentences);
        const sentences = Array.from({ length: size }, () => sentence(source, between(source, plan.words)));
        if (p === 0 && plan.classic) sentences[0] = opening();
        return sentences.join(" ");
      });
    case "sentences":
      return Array.from({ length: plan.count }, (_, i) => (i === 0 && plan.classic ? opening() : sentence(source, between(source, plan.words))));
    case "words":
      return [wordsText(source, plan, plan.count).join(" ")];
    case "characters":
      return [charactersText(source, plan, plan.count)];
    case "items":
      return Array.from({ length: plan.count }, (_, i) =>
        i === 0 && plan.classic ? "Lorem ipsum dolor sit amet" : sentence(source, between(source, { min: 2, max: Math.min(8, plan.words.max) }), ""),
      );
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The pieces in the chosen format: blank-line paragraphs, HTML <p>/<ul>, Markdown, or a JSON array of strings. */
export function formatLorem(pieces: readonly string[], unit: Unit, format: Format): string {
  const list = unit === "items";
  switch (format) {
    case "json":
      return JSON.stringify(pieces, null, 2);
    case "html":
      if (list) return `<ul>\n${pieces.map((p) => `  <li>${escapeHtml(p)}</li>`).join("\n")}\n</ul>`;
      if (unit === "paragraphs") return pieces.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
      return `<p>${escapeHtml(pieces.join(" "))}</p>`;
    case "markdown":
      if (list) return pieces.map((p) => `- ${p}`).join("\n");
      return unit === "paragraphs" ? pieces.join("\n\n") : pieces.join(" ");
    case "plain":
      if (list) return pieces.join("\n");
      return unit === "paragraphs" ? pieces.join("\n\n") : pieces.join(" ");
  }
}

/** Words as the site counts them everywhere (lib/engines/text/stats.ts). */
export { countWords } from "@/lib/engines/text/stats";

/** Short keys of the settings in a shared link (?seed=…&unit=…). */
const PARAMS: Record<keyof LoremSettings, string> = {
  unit: "unit",
  count: "n",
  classic: "classic",
  format: "format",
  wordsMin: "wmin",
  wordsMax: "wmax",
  sentencesMin: "smin",
  sentencesMax: "smax",
  seed: "seed",
};

/** The settings in a link: only what differs from the defaults, seed first. Bad values are left for planLorem. */
export function settingsToQuery(settings: LoremSettings): string {
  const params = new URLSearchParams();
  params.set(PARAMS.seed, settings.seed);
  for (const key of Object.keys(PARAMS) as (keyof LoremSettings)[]) {
    if (key === "seed" || settings[key] === DEFAULT_LOREM[key]) continue;
    params.set(PARAMS[key], key === "classic" ? (settings.classic ? "1" : "0") : String(settings[key]));
  }
  return params.toString();
}

/** Reads a link's settings; unknown units or formats fall back to the defaults, text fields are kept as written. */
export function settingsFromQuery(query: string): LoremSettings {
  const params = new URLSearchParams(query);
  const text = (key: keyof LoremSettings, fallback: string) => (params.get(PARAMS[key]) ?? fallback).slice(0, 80);
  const unit = params.get(PARAMS.unit);
  const format = params.get(PARAMS.format);
  return {
    unit: (UNITS as readonly string[]).includes(unit ?? "") ? (unit as Unit) : DEFAULT_LOREM.unit,
    format: (FORMATS as readonly string[]).includes(format ?? "") ? (format as Format) : DEFAULT_LOREM.format,
    classic: params.has(PARAMS.classic) ? params.get(PARAMS.classic) !== "0" : DEFAULT_LOREM.classic,
    count: text("count", DEFAULT_LOREM.count),
    wordsMin: text("wordsMin", DEFAULT_LOREM.wordsMin),
    wordsMax: text("wordsMax", DEFAULT_LOREM.wordsMax),
    sentencesMin: text("sentencesMin", DEFAULT_LOREM.sentencesMin),
    sentencesMax: text("sentencesMax", DEFAULT_LOREM.sentencesMax),
    seed: text("seed", ""),
  };
}
