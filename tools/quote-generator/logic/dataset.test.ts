import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import quotesJson from "../data/quotes.json";
import { AUTHOR_COUNT, QUOTE_COUNT } from "../data/stats";
import { definition } from "../definition";
import { isTag, normaliseText, TAGS, type Quote } from "./dataset";

/** The dataset lint (/work/shared/TOOLS.md, Quote Generator): every rule the cleaning in scripts/build-quotes.ts keeps. */
const quotes = quotesJson as Quote[];
const KEYS = new Set(["id", "text", "author", "source", "tags", "verified", "note"]);

describe("quote dataset", () => {
  it("has about 550 quotes", () => {
    expect(quotes.length).toBeGreaterThanOrEqual(500);
  });

  it("matches the counts the page words use", () => {
    expect(QUOTE_COUNT).toBe(quotes.length);
    expect(AUTHOR_COUNT).toBe(new Set(quotes.map((q) => q.author)).size);
    expect(definition.description).toContain(`${quotes.length} cleaned`);
  });

  it("has no empty or unexpected fields", () => {
    const bad = quotes.filter(
      (q) =>
        Object.keys(q).some((k) => !KEYS.has(k)) ||
        !q.text?.trim() ||
        !q.author?.trim() ||
        (q.source !== undefined && !q.source.trim()) ||
        (q.note !== undefined && !q.note.trim()) ||
        typeof q.verified !== "boolean" ||
        q.tags.length === 0,
    );
    expect(bad).toEqual([]);
  });

  it("has no broken attributions: no author starting lower-case, ending with a full stop, or carrying a descriptor", () => {
    const bad = quotes.filter((q) => /^\P{Lu}/u.test(q.author) || q.author.endsWith(".") || /[”"“]|\b(founder|CEO|author of|proverb,)\b/i.test(q.author) || (q.author.includes(", ") && q.author !== "Alfred, Lord Tennyson"));
    expect(bad.map((q) => q.author)).toEqual([]);
  });

  it("drops the non-authors of the source packages", () => {
    const banned = new Set(["Unknown", "Anonymous", "Bumper sticker", "Famous Last Words", "Yoda", "Homer Simpson", "Futurama"]);
    expect(quotes.filter((q) => banned.has(q.author))).toEqual([]);
  });

  it("has no duplicates after normalising", () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const q of quotes) {
      const key = normaliseText(q.text);
      if (seen.has(key)) dupes.push(q.text);
      seen.set(key, q.text);
    }
    expect(dupes).toEqual([]);
  });

  it("has unique, well-formed ids", () => {
    expect(quotes.filter((q) => !/^[0-9a-f]{8}$/.test(q.id))).toEqual([]);
    expect(new Set(quotes.map((q) => q.id)).size).toBe(quotes.length);
  });

  it("takes tags only from the known set, each once", () => {
    expect(quotes.filter((q) => !q.tags.every(isTag) || new Set(q.tags).size !== q.tags.length)).toEqual([]);
    // Every tag is in use, so no filter comes up empty.
    expect(TAGS.filter((t) => !quotes.some((q) => q.tags.includes(t)))).toEqual([]);
  });

  it("marks a quote verified only with its source", () => {
    expect(quotes.filter((q) => q.verified && !q.source)).toEqual([]);
  });

  it("ends every quote with punctuation and starts it with a capital or a quotation mark", () => {
    expect(quotes.filter((q) => !/[.!?…’”)]$/.test(q.text) || !/^[\p{Lu}“’‘"\d]/u.test(q.text)).map((q) => q.text)).toEqual([]);
  });

  it("ships both MIT notices next to the data", () => {
    for (const file of ["LICENSE.inspirational-quotes", "LICENSE.random-quotes"]) {
      const text = readFileSync(path.join(import.meta.dirname, "../data", file), "utf8");
      expect(text).toMatch(/MIT License/);
      expect(text).toMatch(/Copyright \(c\) 20\d\d /);
    }
    expect(existsSync(path.join(import.meta.dirname, "../data/quotes.json"))).toBe(true);
  });
});

describe("normaliseText", () => {
  it.each([
    ["Fall seven times, stand up eight.", "fall seven times stand up eight"],
    ["  Don’t  PANIC!! ", "don t panic"],
    ["Charlotte Brontë", "charlotte bronte"],
  ])("%j → %j", (text, expected) => expect(normaliseText(text)).toBe(expected));
});
