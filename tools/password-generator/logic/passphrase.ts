import { secureRandom, uniformInt, type RandomSource } from "@/lib/engines/random/uniform";

/**
 * Passphrases: words drawn uniformly and independently from EFF's Long Wordlist (7,776 words, the five-dice list;
 * CC BY 3.0 US, credited on the page; public/wordlists/). Each word adds log₂ 7776 ≈ 12.925 bits, so six words are
 * 77.5 bits. Capitals and the separator are fixed by the settings, so they add nothing.
 */

export const WORDLIST_URL = "/wordlists/eff_large_wordlist.txt";
export const WORDLIST_SIZE = 7776;
export const WORDS_MIN = 3;
export const WORDS_MAX = 20;

export const SEPARATORS = [
  { value: "-", label: "Hyphen (-)" },
  { value: " ", label: "Space" },
  { value: ".", label: "Dot (.)" },
  { value: "_", label: "Underscore (_)" },
  { value: ",", label: "Comma (,)" },
] as const;
export type Separator = (typeof SEPARATORS)[number]["value"];

export interface PassphraseSettings {
  words: string;
  separator: Separator;
  capitalize: boolean;
  count: string;
}

export const DEFAULT_PASSPHRASE: PassphraseSettings = { words: "6", separator: "-", capitalize: false, count: "1" };

export type PassphrasePlan = { words: number; separator: Separator; capitalize: boolean; count: number };

const WHOLE = /^\d{1,4}$/;

export function planPassphrases(settings: PassphraseSettings): { ok: true; plan: PassphrasePlan } | { ok: false; field: "words" | "count"; error: string } {
  const words = WHOLE.test(settings.words.trim()) ? Number(settings.words.trim()) : NaN;
  if (!(words >= WORDS_MIN && words <= WORDS_MAX)) {
    return { ok: false, field: "words", error: `Choose from ${WORDS_MIN} to ${WORDS_MAX} words` };
  }
  const count = WHOLE.test(settings.count.trim()) ? Number(settings.count.trim()) : NaN;
  if (!(count >= 1 && count <= 100)) return { ok: false, field: "count", error: "Choose from 1 to 100 passphrases" };
  return { ok: true, plan: { words, separator: settings.separator, capitalize: settings.capitalize, count } };
}

/**
 * Reads the list as EFF publishes it ("11111<TAB>abacus", one a line, in dice order) and refuses anything else: a
 * truncated or altered list would silently weaken every passphrase.
 */
export function parseWordList(text: string): string[] {
  const lines = text.split("\n").filter((line) => line !== "");
  if (lines.length !== WORDLIST_SIZE) throw new Error(`The word list has ${lines.length} lines, not ${WORDLIST_SIZE}`);
  const words = lines.map((line, i) => {
    const [dice, word, extra] = line.split("\t");
    if (dice !== diceCode(i) || !word || extra !== undefined || !/^[a-z-]+$/.test(word)) throw new Error(`Line ${i + 1} of the word list is not "${diceCode(i)}<tab>word"`);
    return word;
  });
  if (new Set(words).size !== WORDLIST_SIZE) throw new Error("The word list repeats a word");
  return words;
}

/** The five-dice code of the i-th word (0 → 11111, 7775 → 66666). */
export function diceCode(i: number): string {
  let code = "";
  for (let d = 0; d < 5; d++) {
    code = String((i % 6) + 1) + code;
    i = Math.floor(i / 6);
  }
  return code;
}

export function generatePassphrase(list: readonly string[], plan: PassphrasePlan, source: RandomSource = secureRandom()): string {
  const words = Array.from({ length: plan.words }, () => {
    const word = list[uniformInt(list.length, source)]!;
    return plan.capitalize ? word[0]!.toUpperCase() + word.slice(1) : word;
  });
  return words.join(plan.separator);
}

export function passphraseBits(words: number, listSize = WORDLIST_SIZE): number {
  return words * Math.log2(listSize);
}
