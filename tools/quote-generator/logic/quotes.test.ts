import { describe, expect, it } from "vitest";
import { seededSource } from "@/lib/engines/random/seeded";
import quotesJson from "../data/quotes.json";
import type { Quote } from "./dataset";
import { attribution, authorCounts, filterQuotes, findQuote, MAX_QUERY_CHARS, nextQuote, quoteOfTheDay, shareUrl, utcDateKey, wrapLines } from "./quotes";

const quotes = quotesJson as Quote[];
const q = (id: string, text: string, author: string, tags: Quote["tags"], source?: string): Quote => ({ id, text, author, tags, verified: Boolean(source), ...(source ? { source } : {}) });
const small = [
  q("00000001", "Brevity is the soul of wit.", "William Shakespeare", ["wisdom"], "Hamlet, Act 2, Scene 2"),
  q("00000002", "I failed my way to success.", "Thomas Edison", ["failure", "success"]),
  q("00000003", "Fall seven times, stand up eight.", "Japanese proverb", ["failure", "perseverance", "proverb"]),
];

describe("quoteOfTheDay", () => {
  it("is the same for every moment of one UTC date, wherever the clock is", () => {
    const morning = quoteOfTheDay(quotes, new Date("2026-11-24T00:00:00Z"));
    expect(quoteOfTheDay(quotes, new Date("2026-11-24T23:59:59.999Z"))).toBe(morning);
    // 23:30 in New York on the 23rd is already the 24th in UTC.
    expect(quoteOfTheDay(quotes, new Date("2026-11-23T23:30:00-05:00"))).toBe(morning);
    expect(utcDateKey(new Date("2026-11-23T23:30:00-05:00"))).toBe("2026-11-24");
  });

  it("does not depend on the order the list is stored in", () => {
    const day = new Date("2027-03-01T12:00:00Z");
    expect(quoteOfTheDay([...quotes].reverse(), day)).toBe(quoteOfTheDay(quotes, day));
  });

  it("gives every quote its day before any comes back", () => {
    const n = quotes.length;
    const start = Math.ceil(Date.UTC(2026, 0, 1) / 86_400_000 / n) * n; // the first day of a cycle
    const ids = new Set<string>();
    for (let d = start; d < start + n; d++) ids.add(quoteOfTheDay(quotes, new Date(d * 86_400_000)).id);
    expect(ids.size).toBe(n);
  });

  it("changes from one day to the next", () => {
    expect(quoteOfTheDay(quotes, new Date("2026-11-24T12:00:00Z")).id).not.toBe(quoteOfTheDay(quotes, new Date("2026-11-25T12:00:00Z")).id);
  });
});

describe("filterQuotes", () => {
  it.each([
    [{ tag: "failure" as const }, ["00000002", "00000003"]],
    [{ tag: "proverb" as const }, ["00000003"]],
    [{ author: "William Shakespeare" }, ["00000001"]],
    [{ query: "SOUL wit" }, ["00000001"]],
    [{ query: "hamlet" }, ["00000001"]],
    [{ query: "edison" }, ["00000002"]],
    [{ query: "stand   up," }, ["00000003"]],
    [{ tag: "failure" as const, query: "success" }, ["00000002"]],
    [{ query: "nothing matches this" }, []],
    [{ query: "" }, ["00000001", "00000002", "00000003"]],
  ])("%j", (filter, ids) => {
    const result = filterQuotes(small, filter);
    expect(result.ok && result.quotes.map((x) => x.id)).toEqual(ids);
  });

  it("every quote a tag filter returns carries the tag, and none carrying it is left out", () => {
    for (const tag of ["humour", "love", "proverb", "business"] as const) {
      const result = filterQuotes(quotes, { tag });
      if (!result.ok) throw new Error(result.error);
      expect(result.quotes.length).toBe(quotes.filter((x) => x.tags.includes(tag)).length);
      expect(result.quotes.every((x) => x.tags.includes(tag))).toBe(true);
    }
  });

  it("refuses a search over the limit before matching", () => {
    expect(filterQuotes(quotes, { query: "a".repeat(MAX_QUERY_CHARS + 1) })).toEqual({ ok: false, error: `Search for at most ${MAX_QUERY_CHARS} characters.` });
    expect(filterQuotes(quotes, { query: "a".repeat(MAX_QUERY_CHARS) }).ok).toBe(true);
  });
});

describe("nextQuote", () => {
  it("never repeats within a session until the pool is used up, then starts again without the current one", () => {
    const source = seededSource("deck");
    const seen = new Set<string>();
    let current: string | undefined;
    for (let i = 0; i < quotes.length; i++) {
      const next = nextQuote(quotes, seen, current, source)!;
      expect(next.restarted).toBe(false);
      expect(seen.has(next.quote.id)).toBe(false);
      seen.add(next.quote.id);
      current = next.quote.id;
    }
    const again = nextQuote(quotes, seen, current, source)!;
    expect(again.restarted).toBe(true);
    expect(again.quote.id).not.toBe(current);
  });

  it("handles a pool of one and an empty pool", () => {
    expect(nextQuote([small[0]!], new Set(["00000001"]), "00000001")).toEqual({ quote: small[0], restarted: true });
    expect(nextQuote([], new Set(), undefined)).toBeUndefined();
  });
});

describe("findQuote and share links", () => {
  it("finds a quote by its id, and only by a well-formed one", () => {
    const first = quotes[0]!;
    expect(findQuote(quotes, first.id)).toBe(first);
    expect(findQuote(quotes, first.id.toUpperCase())).toBeUndefined();
    expect(findQuote(quotes, "zzzzzzzz")).toBeUndefined();
    expect(findQuote(quotes, "")).toBeUndefined();
    expect(findQuote(quotes, null)).toBeUndefined();
  });

  it("builds the link ?q=<id> that shows the same quote", () => {
    const url = new URL(shareUrl("https://utilify.example", small[1]!));
    expect(url.pathname).toBe("/quote-generator");
    expect(url.searchParams.get("q")).toBe("00000002");
  });
});

describe("attribution", () => {
  it.each([
    [small[0]!, "“Brevity is the soul of wit.” — William Shakespeare, Hamlet, Act 2, Scene 2"],
    [small[1]!, "“I failed my way to success.” — Thomas Edison"],
  ])("%#", (quote, expected) => expect(attribution(quote)).toBe(expected));
});

describe("authorCounts", () => {
  it("counts each author's quotes, most first", () => {
    const counts = authorCounts(quotes);
    expect(counts.reduce((s, a) => s + a.count, 0)).toBe(quotes.length);
    expect(counts[0]!.count).toBeGreaterThanOrEqual(counts.at(-1)!.count);
    expect(counts.find((a) => a.author === "William Shakespeare")!.count).toBe(quotes.filter((x) => x.author === "William Shakespeare").length);
  });
});

describe("wrapLines", () => {
  const measure = (s: string) => s.length; // one unit per character
  it.each([
    ["Brevity is the soul of wit.", 12, ["Brevity is", "the soul of", "wit."]],
    ["one", 10, ["one"]],
    ["incomprehensibilities short", 5, ["incomprehensibilities", "short"]],
    ["  spaced   out  ", 20, ["spaced out"]],
    ["", 10, []],
  ])("%j at width %d", (text, width, lines) => expect(wrapLines(text, width, measure)).toEqual(lines));
});
