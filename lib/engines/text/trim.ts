/**
 * Runs of characters cut from the ends of a text. A loop, not `/x+$/` or `/^x+|x+$/g`: V8 tries such a pattern at
 * every position of a long run that is not at the end, which is quadratic (scripts/lint/regex-safety.test.ts finds them).
 */
export function trimWhere(text: string, cut: (character: string) => boolean, ends: "start" | "end" | "both" = "both"): string {
  let start = 0;
  let end = text.length;
  if (ends !== "end") while (start < end && cut(text[start]!)) start++;
  if (ends !== "start") while (end > start && cut(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** `text` without the run of `character` at its end (trailing zeros, full stops). */
export const trimEndOf = (text: string, character: string): string => trimWhere(text, (c) => c === character, "end");
