import { trimWhere } from "@/lib/engines/text/trim";

/**
 * Text case conversions, Unicode-aware: letters of every script go through the platform's Unicode case mapping
 * (String.prototype.toLocaleUpperCase / toLocaleLowerCase), so German ß becomes SS in upper case, Greek capital sigma
 * becomes final ς at the end of a word, and with Turkish or Azerbaijani chosen, i and İ, ı and I pair as those
 * languages write them. Word-based cases (camelCase, snake_case…) split on anything that is not a letter, mark or digit
 * and on case changes inside a word (XMLHttpRequest → XML, Http, Request). Pure: runs in the browser.
 */

export type CaseId = "upper" | "lower" | "title" | "sentence" | "camel" | "pascal" | "snake" | "kebab" | "constant";

export const CASES: readonly { id: CaseId; label: string; sample: string }[] = [
  { id: "upper", label: "UPPER CASE", sample: "UPPER CASE" },
  { id: "lower", label: "lower case", sample: "lower case" },
  { id: "title", label: "Title Case", sample: "Title Case" },
  { id: "sentence", label: "Sentence case", sample: "Sentence case" },
  { id: "camel", label: "camelCase", sample: "camelCase" },
  { id: "pascal", label: "PascalCase", sample: "PascalCase" },
  { id: "snake", label: "snake_case", sample: "snake_case" },
  { id: "kebab", label: "kebab-case", sample: "kebab-case" },
  { id: "constant", label: "CONSTANT_CASE", sample: "CONSTANT_CASE" },
];

/** The language whose case rules apply. English adds its small words to Title Case. */
export type CaseLanguage = "en" | "tr" | "az" | "other";

export const LANGUAGES: readonly { value: CaseLanguage; label: string }[] = [
  { value: "en", label: "English" },
  { value: "tr", label: "Turkish (i ↔ İ, ı ↔ I)" },
  { value: "az", label: "Azerbaijani (i ↔ İ, ı ↔ I)" },
  { value: "other", label: "Other language" },
];

/** Longest text converted at once: a long chapter, far past a heading or a variable name, and quick on a phone. */
export const MAX_CASE_TEXT = 200_000;

export function tooLongMessage(length: number): string {
  return `That's ${length.toLocaleString("en-US")} characters: the case converter takes up to ${MAX_CASE_TEXT.toLocaleString("en-US")} at a time. Convert it in parts.`;
}

/**
 * Words Chicago-style English titles keep in lower case unless first or last: articles, coordinating conjunctions and
 * short prepositions.
 */
export const SMALL_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "off", "on", "per", "to", "up", "via", "vs", "vs.", "v.", "en", "if",
]);

function locale(language: CaseLanguage): string | undefined {
  return language === "tr" || language === "az" ? language : language === "en" ? "en" : undefined;
}

function upper(text: string, language: CaseLanguage): string {
  return text.toLocaleUpperCase(locale(language));
}

function lower(text: string, language: CaseLanguage): string {
  return text.toLocaleLowerCase(locale(language));
}

/**
 * A word with its first letter in upper case and the rest in lower case. The first letter keeps its combining marks,
 * and a letter whose upper case is two letters (ß → SS) is written in title form (Ss).
 */
function capitalise(word: string, language: CaseLanguage): string {
  const match = /^([^\p{L}\p{N}]*)(\p{L}\p{M}*|\p{N})(.*)$/su.exec(word);
  if (!match) return lower(word, language);
  const [, lead = "", first = "", rest = ""] = match;
  const up = upper(first, language);
  const head = [...up].length > 1 && !/\p{M}/u.test(up) ? up.charAt(0) + lower(up.slice(1), language) : up;
  return lead + head + lower(rest, language);
}

/** Runs of text between spaces (the spaces kept), for the cases that keep the text's own spacing. */
const SPACED = /(\s+)/u;

function titleCase(text: string, language: CaseLanguage): string {
  const parts = text.split(SPACED);
  const wordIndexes = parts.map((p, i) => (p.trim() !== "" && !SPACED.test(p) ? i : -1)).filter((i) => i >= 0);
  const first = wordIndexes[0];
  const last = wordIndexes.at(-1);
  let startOfPhrase = true;
  return parts
    .map((part, i) => {
      if (part.trim() === "") return part;
      // The word without the punctuation around it (a loop, not /^x+|x+$/: quadratic on a long run of punctuation).
      const bare = trimWhere(trimWhere(lower(part, language), (c) => !LETTER_OR_DIGIT.test(c), "start"), (c) => !LETTER_DIGIT_OR_DOT.test(c), "end");
      const small = language === "en" && SMALL_WORDS.has(bare) && i !== first && i !== last && !startOfPhrase;
      // After a colon, dash or end of sentence a title starts again: its first word is capitalised.
      startOfPhrase = /[:.!?—–]$/u.test(part) || part === "-";
      if (small) return lower(part, language);
      // Hyphenated words are capitalised in each part (Well-Known, Self-Made).
      return part
        .split("-")
        .map((piece) => capitalise(piece, language))
        .join("-");
    })
    .join("");
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTER_DIGIT_OR_DOT = /[\p{L}\p{N}.]/u;
const LETTER = /\p{L}/u;
const SPACE = /\s/u;
/** What may stand before a sentence's first letter (opening brackets and quotes, ¿ ¡), and after its end (closing ones). */
const OPENING = /[\p{Ps}\p{Pi}"'¿¡«]/u;
const CLOSING = /["'”’»)\]]/u;

/** The English pronoun I (and I'm, I'd, I'll, I've) as a word of its own. */
const PRONOUN_I = /(?<![\p{L}\p{N}'’])i(?=(?:['’](?:m|d|ll|ve))?(?![\p{L}\p{N}]))/gu;

function sentenceCase(text: string, language: CaseLanguage): string {
  // One pass over the characters (a regular expression for "after . ! ? and a space, or a blank line" backtracks
  // polynomially on long runs of spaces). A sentence starts at the text's start, after . ! ? (and any closing quote or
  // bracket) and a space, or after a blank line; spaces and then opening quotes or brackets may come before its letter.
  let out = "";
  let start: "none" | "spaces" | "openings" = "spaces";
  let ended = false; // just after . ! ? and its closing marks
  let newline = false; // a newline since the last character that is not a space
  for (const c of lower(text, language)) {
    if (LETTER.test(c)) {
      out += start === "none" ? c : capitalise(c, language);
      start = "none";
      ended = false;
      newline = false;
      continue;
    }
    out += c;
    if (SPACE.test(c)) {
      if (c === "\n" && newline) start = "spaces";
      else if (ended) start = "spaces";
      else if (start === "openings") start = "none";
      if (c === "\n") newline = true;
      ended = false;
      continue;
    }
    newline = false;
    if (c === "." || c === "!" || c === "?") {
      ended = true;
      start = "none";
    } else if (ended && CLOSING.test(c)) {
      start = "none";
    } else if (start !== "none" && OPENING.test(c)) {
      start = "openings";
    } else {
      ended = false;
      start = "none";
    }
  }
  return language === "en" ? out.replace(PRONOUN_I, "I") : out;
}

/**
 * The words of a text for code cases: runs of letters, marks and digits, split again where a lower-case letter or
 * digit is followed by an upper-case one (fooBar), and before the last capital of a run of capitals followed by a
 * lower-case letter (XMLHttp → XML Http).
 */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const run of text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
    const split = run
      .replace(/([\p{Ll}\p{N}])(?=\p{Lu})/gu, "$1\u0000")
      .replace(/(\p{Lu})(?=\p{Lu}\p{Ll})/gu, "$1\u0000")
      .split("\u0000");
    for (const w of split) if (w !== "") out.push(w);
  }
  return out;
}

/** The cases that build an identifier from the words alone, leaving out everything else. */
export const IDENTIFIER_CASES: ReadonlySet<CaseId> = new Set(["camel", "pascal", "snake", "kebab", "constant"]);

/** How many left-out characters the note names before "and N more". */
export const DROPPED_SHOWN = 12;

/**
 * Spaces, underscores and hyphens only separate words: an identifier case keeps the break (as its own separator or a
 * capital), so they are not reported as left out. Everything else that is not a letter, mark or digit is.
 */
const DROPPED = /[^\p{L}\p{M}\p{N}\s_-]/u;
const DROPPED_ALL = new RegExp(DROPPED.source, "gu");
/** Characters with nothing to see (format and control characters): named by their code points instead. */
const INVISIBLE = /^[\p{Cf}\p{Cc}]+$/u;

/**
 * The characters the identifier cases leave out of `text`, distinct, in order of first appearance. Each is a grapheme
 * cluster, what a reader sees as one character (🚀, 👍🏽, 🇯🇵, #️⃣ are one each), and an invisible one (a zero-width
 * joiner, a soft hyphen) is named by its code point, "U+200D".
 */
export function droppedCharacters(text: string): string[] {
  if (!DROPPED.test(text)) return [];
  const seen = new Set<string>();
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) {
    if (!DROPPED.test(segment)) continue;
    const dropped = segment.match(DROPPED_ALL)?.join("") ?? "";
    seen.add(INVISIBLE.test(dropped) ? [...dropped].map(codePointName).join(" ") : segment);
  }
  return [...seen];
}

function codePointName(c: string): string {
  return `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** "Left out: 🚀 ✓ # + ." (at most `shown` named, then "and N more"); null when nothing is left out. */
export function droppedNote(dropped: readonly string[], shown = DROPPED_SHOWN): string | null {
  if (dropped.length === 0) return null;
  const named = dropped.slice(0, shown).join(" ");
  const more = dropped.length - shown;
  return `Left out: ${named}${more > 0 ? ` and ${more.toLocaleString("en-US")} more` : ""}`;
}

/** The text in the chosen case. */
export function convertCase(text: string, to: CaseId, language: CaseLanguage = "en"): string {
  switch (to) {
    case "upper":
      return upper(text, language);
    case "lower":
      return lower(text, language);
    case "title":
      return titleCase(text, language);
    case "sentence":
      return sentenceCase(text, language);
    case "camel":
      return words(text)
        .map((w, i) => (i === 0 ? lower(w, language) : capitalise(w, language)))
        .join("");
    case "pascal":
      return words(text)
        .map((w) => capitalise(w, language))
        .join("");
    case "snake":
      return words(text)
        .map((w) => lower(w, language))
        .join("_");
    case "kebab":
      return words(text)
        .map((w) => lower(w, language))
        .join("-");
    case "constant":
      return words(text)
        .map((w) => upper(w, language))
        .join("_");
  }
}
