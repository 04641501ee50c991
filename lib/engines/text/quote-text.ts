/**
 * Quoting what someone typed inside a message. Text is cut at whole characters as people see them (grapheme
 * clusters: an emoji, a flag, a letter with its accents), never inside one, so a message never shows half of a
 * surrogate pair (a lone "\ud83d" for 🙂) or an accent without its letter. Client-safe.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Longest run looked at for one character: far more than any real grapheme cluster. */
const CLUSTER_WINDOW = 64;

/** The whole character (grapheme cluster) that starts at UTF-16 index `at` of `text`, or "" past the end. */
export function characterAt(text: string, at: number): string {
  const first = graphemes.segment(text.slice(at, at + CLUSTER_WINDOW))[Symbol.iterator]().next();
  return first.done ? "" : first.value.segment;
}

/** `text` cut to at most `max` characters (grapheme clusters), with … when something was cut. */
export function excerpt(text: string, max: number): string {
  // A cluster is at least one UTF-16 unit, so `max` clusters never need more than this window's worth of scanning.
  let out = "";
  let count = 0;
  for (const { segment } of graphemes.segment(text.slice(0, max * CLUSTER_WINDOW))) {
    if (count === max) return `${out}…`;
    out += segment;
    count++;
  }
  return out.length < text.length ? `${out}…` : out;
}
