/**
 * Keyword density: how often each word occurs, as a share of all words. Stop words (the, and, of…) can be left out of
 * the list; they still count in the total, so a share means the same with or without them. Numbers alone are not
 * keywords, nor are links and e-mail addresses (which, like stop words, stay in the total).
 */

export interface Keyword {
  word: string;
  count: number;
  /** Share of all words, in percent. */
  percent: number;
}

const HAS_LETTER = /\p{L}/u;
/**
 * A URL (scheme:// or www.) or an e-mail address. Not a keyword: it names a place, not a topic, and it is rarely
 * repeated word for word, so listing it (or, worse, its pieces: https, docs, com) would only push real keywords down.
 */
const LINK_OR_EMAIL = /^(?:[a-z][a-z\d+.-]*:\/\/|www\.)|^[^@\s]+@[^@\s.]+(?:\.[^@\s.]+)+$/iu;

export function keywordDensity(words: readonly string[], stopWords: ReadonlySet<string> | null, limit = 15): Keyword[] {
  const counts = new Map<string, number>();
  for (const word of words) {
    if (!HAS_LETTER.test(word) || LINK_OR_EMAIL.test(word)) continue;
    if (stopWords?.has(word.replace(/\u2019/g, "'"))) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const total = words.length;
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, limit)
    .map(([word, count]) => ({ word, count, percent: total ? (count / total) * 100 : 0 }));
}
