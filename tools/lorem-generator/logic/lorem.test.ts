import { describe, expect, it } from "vitest";
import { seededSource } from "@/lib/engines/random/seeded";
import { CLASSIC_OPENING, countWords, DEFAULT_LOREM, formatLorem, generateLorem, LIMITS, planLorem, settingsFromQuery, settingsToQuery, WORDS, type LoremPlan, type LoremSettings } from "./lorem";

const plan = (patch: Partial<LoremSettings> = {}): LoremPlan => {
  const planned = planLorem({ ...DEFAULT_LOREM, seed: "test", ...patch });
  if (!planned.ok) throw new Error(planned.error);
  return planned.plan;
};
const text = (patch: Partial<LoremSettings> = {}, seed = "test") => {
  const p = plan({ ...patch, seed });
  return formatLorem(generateLorem(p, seededSource(p.seed)), p.unit, p.format);
};

describe("the vocabulary", () => {
  it("has a word of every length from 2 to 13 letters (what exact character counts rely on), no repeats", () => {
    const lengths = new Set(WORDS.map((w) => w.length));
    for (let n = 2; n <= 13; n++) expect(lengths.has(n), `${n} letters`).toBe(true);
    expect(new Set(WORDS).size).toBe(WORDS.length);
    for (const w of WORDS) expect(w).toMatch(/^[a-z]+$/);
  });
});

describe("exact counts", () => {
  it.each([1, 2, 5, 7, 8, 9, 13, 50, 333, 10_000])("%i words give exactly that many words", (n) => {
    for (const classic of [true, false]) {
      const out = text({ unit: "words", count: String(n), classic });
      expect(countWords(out)).toBe(n);
      expect(out.endsWith(".")).toBe(true);
      expect(out).not.toMatch(/ {2}|,\./);
    }
  });

  it.each([5, 6, 7, 12, 19, 20, 56, 57, 58, 60, 160, 280, 1000, 100_000])("%i characters give exactly that many, ending in a full stop", (n) => {
    for (const classic of [true, false]) {
      for (const seed of ["a", "b", "c"]) {
        const out = text({ unit: "characters", count: String(n), classic }, seed);
        expect(out).toHaveLength(n);
        expect(out.endsWith(".")).toBe(true);
        expect(out).not.toMatch(/ {2}|^ | \.|\.\.|,\./);
        expect(out[0]).toMatch(/[A-Z]/);
      }
    }
  });

  it("every length from 5 to 400 characters, for many seeds", () => {
    for (let n = 5; n <= 400; n++) {
      const out = text({ unit: "characters", count: String(n), classic: n % 2 === 0 }, `s${n}`);
      expect(out, `${n}`).toHaveLength(n);
      expect(out.endsWith(".")).toBe(true);
    }
  });

  it("3 paragraphs give 3 non-empty <p>, sentences capitalised, the first one classic", () => {
    const html = text({ unit: "paragraphs", count: "3", format: "html" });
    const paragraphs = html.split("\n");
    expect(paragraphs).toHaveLength(3);
    for (const p of paragraphs) expect(p).toMatch(/^<p>[A-Z][^<]+\.<\/p>$/);
    expect(html.startsWith(`<p>${CLASSIC_OPENING}.`)).toBe(true);
    const plain = text({ unit: "paragraphs", count: "3" });
    for (const sentence of plain.split(/(?<=\.)\s+/)) expect(sentence).toMatch(/^[A-Z][a-z]*( [a-z]+,?)* ?[a-z]*\.$/);
  });

  it("sentences and list items come in the number asked for", () => {
    const sentences = text({ unit: "sentences", count: "12", format: "json" });
    expect(JSON.parse(sentences)).toHaveLength(12);
    const items = text({ unit: "items", count: "7", format: "markdown", classic: false });
    expect(items.split("\n")).toHaveLength(7);
    for (const line of items.split("\n")) expect(line).toMatch(/^- [A-Z][a-z]+( [a-z]+)*$/);
    const html = text({ unit: "items", count: "2", format: "html" });
    expect(html).toBe(`<ul>\n  <li>Lorem ipsum dolor sit amet</li>\n  <li>${html.split("<li>")[2]!.split("</li>")[0]}</li>\n</ul>`);
  });

  it("without the classic opening, the text starts elsewhere; sentence lengths stay in the range", () => {
    const out = text({ unit: "sentences", count: "50", classic: false, wordsMin: "4", wordsMax: "6" });
    expect(out.startsWith("Lorem ipsum dolor sit amet")).toBe(false);
    for (const sentence of out.split(/(?<=\.) /)) expect(countWords(sentence)).toBeGreaterThanOrEqual(4);
    for (const sentence of out.split(/(?<=\.) /)) expect(countWords(sentence)).toBeLessThanOrEqual(6);
  });
});

describe("seeds", () => {
  it("the same seed gives the same text; another seed another text", () => {
    for (const unit of ["paragraphs", "words", "characters", "items", "sentences"] as const) {
      expect(text({ unit, count: "40" }, "share-me")).toBe(text({ unit, count: "40" }, "share-me"));
      expect(text({ unit, count: "40", classic: false }, "share-me")).not.toBe(text({ unit, count: "40", classic: false }, "other"));
    }
  });

  it("keeps the text of a shared seed from one release to the next", () => {
    expect(text({ unit: "words", count: "12", classic: false }, "utilify")).toBe(GOLDEN);
  });
});

describe("shareable links", () => {
  it("carry the seed and every changed setting, and read back to the same settings", () => {
    const settings: LoremSettings = { ...DEFAULT_LOREM, seed: "k3f9", unit: "characters", count: "160", classic: false, format: "json" };
    const query = settingsToQuery(settings);
    expect(query).toBe("seed=k3f9&unit=characters&n=160&classic=0&format=json");
    expect(settingsFromQuery(query)).toEqual(settings);
    expect(settingsToQuery({ ...DEFAULT_LOREM, seed: "abc" })).toBe("seed=abc");
  });

  it("a damaged link falls back to defaults, and its bad numbers get their message", () => {
    const read = settingsFromQuery("seed=x&unit=bogus&format=pdf&n=-4");
    expect(read.unit).toBe("paragraphs");
    expect(read.format).toBe("plain");
    expect(planLorem(read)).toEqual({ ok: false, field: "count", error: "Enter a whole number from 1 to 100" });
  });
});

describe("formats", () => {
  it("JSON is an array of strings that parses back; Markdown and plain separate paragraphs by a blank line", () => {
    const pieces = generateLorem(plan({ count: "2" }), seededSource("f"));
    expect(JSON.parse(formatLorem(pieces, "paragraphs", "json"))).toEqual(pieces);
    expect(formatLorem(pieces, "paragraphs", "markdown")).toBe(pieces.join("\n\n"));
    expect(formatLorem(pieces, "paragraphs", "plain")).toBe(pieces.join("\n\n"));
  });
});

describe("settings errors, each with its own message", () => {
  it.each([
    [{ count: "0" }, "count", "Enter a whole number from 1 to 100"],
    [{ count: "abc" }, "count", "Enter a whole number from 1 to 100"],
    [{ count: "101" }, "count", "Maximum is 100 paragraphs"],
    [{ unit: "words", count: "10001" }, "count", "Maximum is 10,000 words"],
    [{ unit: "characters", count: "4" }, "count", "Enter a whole number from 5 to 100,000"],
    [{ unit: "characters", count: "100001" }, "count", "Maximum is 100,000 characters"],
    [{ unit: "sentences", count: "1001" }, "count", "Maximum is 1,000 sentences"],
    [{ unit: "items", count: "101" }, "count", "Maximum is 100 list items"],
    [{ wordsMin: "10", wordsMax: "5" }, "words", "Minimum can't exceed maximum"],
    [{ wordsMin: "2" }, "words", "Words per sentence must be whole numbers from 3 to 30"],
    [{ sentencesMin: "9", sentencesMax: "3" }, "sentences", "Minimum can't exceed maximum"],
    [{ seed: "no spaces" }, "seed", "A seed is 1 to 64 ASCII letters (A–Z, a–z), digits, - or _"],
    [{ seed: "" }, "seed", "A seed is 1 to 64 ASCII letters (A–Z, a–z), digits, - or _"],
    // "Letters" means A–Z: an accented letter is refused, and the message says so.
    [{ seed: "café" }, "seed", "A seed is 1 to 64 ASCII letters (A–Z, a–z), digits, - or _"],
  ] as const)("%j → %s: %s", (patch, field, error) => {
    expect(planLorem({ ...DEFAULT_LOREM, seed: "ok", ...patch })).toEqual({ ok: false, field, error });
  });

  it("the limits are the ones on the page", () => {
    expect(LIMITS.words.max).toBe(10_000);
    expect(LIMITS.paragraphs.max).toBe(100);
  });
});

/** Written down from this implementation on 2026-11-24: shared links must keep their text. */
const GOLDEN = "Ea cupidatat neque amet aliqua neque ad veniam accusantium, cillum inventore ex.";
