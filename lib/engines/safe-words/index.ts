import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";

/**
 * Word safety for the fun tools (Truth or Dare, Team Name Generator): one matcher on the `obscenity` package's
 * English dataset with its recommended transformers, which undo the usual disguises (l33t speak, repeated letters,
 * spaces or symbols between letters, look-alike characters). Used to lint our own datasets in tests and to check
 * what a user types before it joins a game or a team name. Pure: no React, runs in the browser and in Node.
 * Import it with a dynamic import() from UI code, so its dataset loads on use, not with the page.
 */

/** The longest text we check; callers bound their own inputs below this. */
export const MAX_CHECKED_CHARS = 2_000;

let matcher: RegExpMatcher | null = null;
function getMatcher(): RegExpMatcher {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return matcher;
}

/**
 * Letters typed one by one with gaps ("f u c k", "s.h.i.t"): three or more single-letter tokens in a row are joined,
 * which the dataset's own transformers don't do. Whole words are never joined, so "this hit" stays two words.
 */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][\s.\-_*]+){2,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu;
function joinSpacedLetters(text: string): string {
  return text.replace(SPACED_LETTERS, (run) => run.replace(/[\s.\-_*]+/g, ""));
}

/** True when the text contains no word from the obscenity dataset (after undoing disguises). */
export function isClean(text: string): boolean {
  const bounded = text.slice(0, MAX_CHECKED_CHARS);
  const m = getMatcher();
  return !m.hasMatch(bounded) && !m.hasMatch(joinSpacedLetters(bounded));
}

/** The stretches of `text` that matched, as written (for tests and dataset lints: say which word tripped it). */
export function blockedParts(text: string): string[] {
  const bounded = text.slice(0, MAX_CHECKED_CHARS);
  const parts = getMatcher()
    .getAllMatches(bounded, true)
    .map((m) => bounded.slice(m.startIndex, m.endIndex + 1));
  const joined = joinSpacedLetters(bounded);
  if (joined !== bounded) for (const m of getMatcher().getAllMatches(joined, true)) parts.push(joined.slice(m.startIndex, m.endIndex + 1));
  return [...new Set(parts)];
}
