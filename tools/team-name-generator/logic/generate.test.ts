import { describe, expect, it } from "vitest";
import { isClean } from "@/lib/engines/safe-words";
import { seededSource } from "@/lib/engines/random/seeded";
import { repeatsAWord, alliterates, BATCH_SIZE, checkKeyword, checkMaxLength, FRIENDLY_ERROR, fits, generateNames, initials, MAX_KEYWORD, shortBatchMessage, type Options, type WordCount } from "./generate";
import { THEMES, type Theme } from "./words";

const base: Options = { theme: "sports", keyword: "", alliterate: false, words: "any", maxLength: 30 };
const run = (o: Partial<Options>, seed = "s") => generateNames({ ...base, ...o }, seededSource(seed), isClean);
const KEYWORDS = ["Tigers", "Marketing", "Red Hill", "Quiz", "Zoe", "O'Brien", "Data"];

describe("team names", () => {
  it.each(THEMES)("%s: a full batch of distinct names, each 2–4 words and within the length", (theme) => {
    for (const seed of ["a", "b", "c"]) {
      const { names, short } = run({ theme }, seed);
      expect(short).toBe(false);
      expect(names).toHaveLength(BATCH_SIZE);
      expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(BATCH_SIZE);
      for (const n of names) expect(fits(n, base)).toBe(true);
    }
  });

  it.each(THEMES.flatMap((t) => KEYWORDS.map((k) => [t, k] as const)))("%s with keyword %j: every name holds the keyword", (theme, raw) => {
    const keyword = checkKeyword(raw, isClean);
    expect(keyword.ok).toBe(true);
    if (!keyword.ok) return;
    const { names } = run({ theme, keyword: keyword.value, maxLength: 40 });
    expect(names.length).toBeGreaterThan(5);
    for (const n of names) {
      expect(n).toContain(keyword.value);
      expect(repeatsAWord(n), n).toBe(false);
    }
  });

  it.each(THEMES)("%s: with alliteration every word shares its first letter, with and without a keyword", (theme) => {
    const free = run({ theme, alliterate: true });
    expect(free.names.length).toBe(BATCH_SIZE);
    for (const n of free.names) expect(alliterates(n), n).toBe(true);
    for (const keyword of ["Tigers", "Bright", "Sun"]) {
      const { names } = run({ theme, keyword, alliterate: true, maxLength: 40 });
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) {
        expect(alliterates(n), n).toBe(true);
        expect(n).toContain(keyword);
      }
    }
  });

  it.each([8, 12, 16, 20, 30, 60])("max length %i is never exceeded", (maxLength) => {
    for (const theme of THEMES) for (const n of run({ theme, maxLength }).names) expect(n.length).toBeLessThanOrEqual(maxLength);
  });

  it.each([2, 3, 4] as WordCount[])("exactly %s words when asked", (words) => {
    for (const theme of THEMES) {
      const { names } = run({ theme, words, maxLength: 60 });
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect(n.split(" ")).toHaveLength(words as number);
    }
  });

  it("the same seed and settings give the same batch; another seed another", () => {
    for (const theme of THEMES) {
      expect(run({ theme, keyword: "Data" }, "42").names).toEqual(run({ theme, keyword: "Data" }, "42").names);
      expect(run({ theme }, "42").names).not.toEqual(run({ theme }, "43").names);
    }
  });

  it("kids and work names pass the obscenity filter over many batches", () => {
    for (const theme of ["kids", "work"] as Theme[]) {
      for (let s = 0; s < 40; s++) for (const n of run({ theme, alliterate: s % 2 === 0 }, `k${s}`).names) expect(isClean(n), n).toBe(true);
    }
  });

  it("says so when the settings leave fewer names than a batch", () => {
    const few = run({ theme: "sports", keyword: "Abcdefghijklmnopqrstuv", maxLength: 30, words: 4 });
    expect(few.short).toBe(true);
    expect(few.names.length).toBeLessThan(BATCH_SIZE);
  });

  it.each([
    ["Zany Zebra Zebras", true],
    ["Epic Tiger Tigers", true],
    ["Fox Foxes", true],
    ["Puppies Puppy Power", true],
    ["Tigers Tigers", true],
    ["Quiz Quiz", true],
    ["Tiger's Tigers", true],
    ["Red Hill Rovers", false],
    ["Quiz Quizzers", false],
  ])("repeats a word, singular or plural: %j → %s", (name, expected) => {
    expect(repeatsAWord(name)).toBe(expected);
  });

  it.each([
    ["kids", "Zebra"],
    ["sports", "Tiger"],
  ] as [Theme, string][])("%s with keyword %s: never the keyword again as a plural", (theme, keyword) => {
    for (const alliterate of [true, false]) {
      const { names } = run({ theme, keyword, alliterate }, "seed1");
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect(n.toLowerCase().split(" ").filter((w) => w.startsWith(keyword.toLowerCase())), n).toHaveLength(1);
    }
  });

  it("says one name, not one names, when only one fits", () => {
    expect(shortBatchMessage(1)).toBe(`Only 1 name fits these settings. Allow more words or a longer name, or turn off alliteration, for a full batch of ${BATCH_SIZE}.`);
    expect(shortBatchMessage(3)).toMatch(/^Only 3 names fit these settings\./);
  });

  it.each([
    ["  red   hill ", { ok: true, value: "Red Hill" }],
    ["", { ok: true, value: "" }],
    ["x".repeat(MAX_KEYWORD + 1), { ok: false, error: "Keyword up to 30 characters" }],
    ["shit", { ok: false, error: FRIENDLY_ERROR }],
    ["b1tch", { ok: false, error: FRIENDLY_ERROR }],
    ["<script>", { ok: false, error: "Keyword: letters, numbers, spaces, - ' & and . only" }],
    ["o'brien", { ok: true, value: "O'brien" }],
  ])("keyword %j", (text, expected) => {
    expect(checkKeyword(text, isClean)).toEqual(expected);
  });

  it.each([
    ["30", { ok: true, value: 30 }],
    ["7", { ok: false, error: "Max length: a whole number from 8 to 60" }],
    ["61", { ok: false, error: "Max length: a whole number from 8 to 60" }],
    ["2.5", { ok: false, error: "Max length: a whole number from 8 to 60" }],
    ["", { ok: false, error: "Max length: a whole number from 8 to 60" }],
  ])("max length %j", (text, expected) => {
    expect(checkMaxLength(text)).toEqual(expected);
  });

  it.each([
    ["The Mighty Otters", "MO"],
    ["Quiz Khalifa", "QK"],
    ["Red Hill Rapid Raiders", "RHR"],
    ["Salt and Pepper", "SP"],
    ["The League of Extraordinary Quizzers", "LEQ"],
    ["Rock & Roll", "RR"],
    ["The And", "TA"],
  ])("initials of %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
