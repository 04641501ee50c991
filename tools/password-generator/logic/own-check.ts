import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/**
 * The check of a password the visitor already uses: zxcvbn-ts with its common dictionary (passwords from breach
 * corpora, names, keyboard patterns, dates, repeats, l33t), the estimator the site's own sign-up uses. This module is
 * imported with import() when the visitor first types in the check box, so its large dictionaries never load otherwise,
 * and it runs in the page: the password is not sent anywhere.
 */

/** zxcvbn reads at most this many characters (its work grows with the square of the length). */
export const CHECKED_LENGTH = 128;

const factory = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs, maxLength: CHECKED_LENGTH });

/** zxcvbn's feedback keys, in our words. */
const WARNINGS: Record<string, string> = {
  straightRow: "Rows of keys next to each other (qwerty, asdf) are among the first things tried.",
  keyPattern: "Short keyboard patterns are easy to guess.",
  simpleRepeat: "Repeated characters like aaa are easy to guess.",
  extendedRepeat: "Repeated groups like abcabcabc are easy to guess.",
  sequences: "Sequences like abc or 6543 are easy to guess.",
  recentYears: "Recent years are easy to guess.",
  dates: "Dates are easy to guess.",
  topTen: "This is one of the ten most used passwords.",
  topHundred: "This is one of the hundred most used passwords.",
  common: "This is a commonly used password.",
  similarToCommon: "This is very close to a commonly used password.",
  wordByItself: "A single word is easy to guess.",
  namesByThemselves: "Names on their own are easy to guess.",
  commonNames: "Common first and last names are easy to guess.",
  userInputs: "It contains personal or site-related words.",
  pwned: "This password has appeared in a data breach.",
};
const SUGGESTIONS: Record<string, string> = {
  l33t: "Swapping letters for look-alikes (a → @, e → 3) doesn't fool a cracker.",
  reverseWords: "A common word spelled backwards is still easy to guess.",
  allUppercase: "Capitalise some letters, not all of them.",
  capitalization: "A capital at the start is what everyone does; it adds little.",
  dates: "Avoid dates and years linked to you.",
  recentYears: "Avoid recent years.",
  associatedYears: "Avoid years linked to you.",
  sequences: "Avoid sequences.",
  repeated: "Avoid repeated words and characters.",
  longerKeyboardPattern: "Use a longer keyboard pattern with more turns, or better, no pattern.",
  anotherWord: "Add more words, less common ones.",
  useWords: "Use several words, but avoid common phrases.",
  noNeed: "You can make strong passwords without symbols, digits or capitals: length does more.",
  pwned: "If you use this password elsewhere, change it.",
};

export interface OwnCheck {
  score: 0 | 1 | 2 | 3 | 4;
  log10Guesses: number;
  warning: string | null;
  suggestions: string[];
  /** Characters past CHECKED_LENGTH that zxcvbn did not read. */
  unchecked: number;
}

export function checkOwnPassword(password: string): OwnCheck {
  const result = factory.check(password);
  return {
    score: result.score,
    log10Guesses: result.guessesLog10,
    warning: result.feedback.warning ? (WARNINGS[result.feedback.warning] ?? null) : null,
    suggestions: result.feedback.suggestions.map((key) => SUGGESTIONS[key]).filter((text): text is string => Boolean(text)),
    unchecked: Math.max(0, [...password].length - CHECKED_LENGTH),
  };
}
