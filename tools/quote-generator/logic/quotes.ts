/**
 * The Quote Generator's pure logic: quote of the day, filters and search, the no-repeat deck, attribution and share
 * links, and the word wrap of the image card. No React; runs on the server, in the browser and in tests.
 */
import { seededSource } from "@/lib/engines/random/seeded";
import { shuffle, uniformInt, type RandomSource } from "@/lib/engines/random/uniform";
import { normaliseText, type Quote, type Tag } from "./dataset";

/** The longest search we read; longer text is refused before any matching. */
export const MAX_QUERY_CHARS = 200;
const DAY_MS = 86_400_000;

/** A share link's id: 8 lower-case hex digits (dataset.ts). */
export const QUOTE_ID = /^[0-9a-f]{8}$/;

export function findQuote(quotes: readonly Quote[], id: string | undefined | null): Quote | undefined {
  if (!id || !QUOTE_ID.test(id)) return undefined;
  return quotes.find((q) => q.id === id);
}

/** "2026-11-24": the UTC date a moment falls on. */
export function utcDateKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The quote of a UTC date, the same for everyone: days are grouped in cycles as long as the list, each cycle is a
 * shuffle seeded by its number (lib/engines/random/seeded.ts), and day d takes place d mod N of its cycle — so no quote comes
 * back before every other quote has had its day. The list is ordered by id first, so the order it is stored in plays
 * no part.
 */
export function quoteOfTheDay(quotes: readonly Quote[], date: Date): Quote {
  if (quotes.length === 0) throw new RangeError("quoteOfTheDay: no quotes");
  const sorted = [...quotes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const day = Math.floor(date.getTime() / DAY_MS);
  const n = sorted.length;
  const cycle = Math.floor(day / n);
  const order = shuffle(
    sorted.map((_, i) => i),
    seededSource(`quote-of-the-day:${cycle}`),
  );
  return sorted[order[((day % n) + n) % n]!]!;
}

export interface Filter {
  tag?: Tag | "";
  author?: string;
  query?: string;
}

export type Filtered = { ok: true; quotes: Quote[] } | { ok: false; error: string };

/** The quotes with the tag, by the author, and containing every word of the query (in the text, author or source). */
export function filterQuotes(quotes: readonly Quote[], { tag, author, query = "" }: Filter): Filtered {
  if (query.length > MAX_QUERY_CHARS) return { ok: false, error: `Search for at most ${MAX_QUERY_CHARS} characters.` };
  const words = normaliseText(query).split(" ").filter(Boolean);
  const result = quotes.filter((q) => {
    if (tag && !q.tags.includes(tag)) return false;
    if (author && q.author !== author) return false;
    if (words.length === 0) return true;
    const haystack = ` ${normaliseText(`${q.text} ${q.author} ${q.source ?? ""}`)} `;
    return words.every((w) => haystack.includes(w));
  });
  return { ok: true, quotes: result };
}

/**
 * The next quote of a session that never repeats: a random one of the pool not yet seen. When every quote of the pool
 * has been seen the pool starts again (`restarted`), avoiding the current quote so the same one never shows twice in
 * a row.
 */
export function nextQuote(
  pool: readonly Quote[],
  seen: ReadonlySet<string>,
  currentId: string | undefined,
  source?: RandomSource,
): { quote: Quote; restarted: boolean } | undefined {
  if (pool.length === 0) return undefined;
  let fresh = pool.filter((q) => !seen.has(q.id) && q.id !== currentId);
  let restarted = false;
  if (fresh.length === 0) {
    restarted = true;
    fresh = pool.length > 1 ? pool.filter((q) => q.id !== currentId) : [...pool];
  }
  return { quote: fresh[uniformInt(fresh.length, source)]!, restarted };
}

/** What Copy puts on the clipboard: the words in quotation marks, then who said them and where. */
export function attribution(quote: Quote): string {
  const source = quote.source ? `, ${quote.source}` : "";
  return `“${quote.text}” — ${quote.author}${source}`;
}

export function shareUrl(origin: string, quote: Quote): string {
  return `${origin}/quote-generator?q=${quote.id}`;
}

/** Authors with how many quotes each, most first, then by name. */
export function authorCounts(quotes: readonly Quote[]): { author: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const q of quotes) counts.set(q.author, (counts.get(q.author) ?? 0) + 1);
  return [...counts]
    .map(([author, count]) => ({ author, count }))
    .sort((a, b) => b.count - a.count || a.author.localeCompare(b.author, "en"));
}

/**
 * Greedy word wrap for the image card: as many words per line as fit `width` by `measure` (the canvas's measureText).
 * A single word wider than the line is kept whole on its own line (the card shrinks the font instead).
 */
export function wrapLines(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
