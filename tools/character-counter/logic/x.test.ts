import { describe, expect, it } from "vitest";
import { isUrl, xWeightedLength } from "./x";

describe("X weighted length (twitter-text v3 rules)", () => {
  it.each([
    ["", 0, 0],
    ["Hello", 5, 0],
    ["a".repeat(280), 280, 0],
    ["日本語", 6, 0], // CJK weighs 2
    ["한국어", 6, 0],
    ["café", 4, 0],
    ["cafe\u0301", 4, 0], // NFC first: the decomposed é is one code point
    ["😀", 2, 0],
    ["👍🏽", 2, 0], // emoji with a skin tone: one emoji
    ["👨‍👩‍👧‍👦", 2, 0], // a ZWJ family: one emoji
    ["🇯🇵", 2, 0],
    ["1️⃣", 2, 0],
    ["©", 1, 0], // U+00A9 without VS16 is text
    ["“quotes” — dash…", 17, 0], // U+201C/D and U+2014 are in the light ranges; U+2026 (…) is not
    ["→", 2, 0], // U+2192 is not
    ["https://example.com/a/very/long/path/that/goes/on/and/on?with=query", 23, 1],
    ["see https://example.com.", 4 + 23 + 1, 1], // the full stop after is not part of the URL
    ["example.com", 23, 1],
    ["readme.md", 23, 1], // .md is a real top-level domain
    ["index.js", 8, 0], // .js is not
    ["www.example.org/x", 23, 1],
    ["(https://example.com)", 1 + 23 + 1, 1],
    ["e.g. this", 9, 0],
    ["two https://a.example.com b.example.net", 4 + 23 + 1 + 23, 2],
  ])("%j weighs %i with %i URLs", (text, weighted, urls) => {
    expect(xWeightedLength(text)).toEqual({ weighted, urls, limit: 280 });
  });

  it.each([
    ["https://example.com", true],
    ["http://localhost", false],
    ["ftp://example.com", false],
    ["example.notatld", false],
    ["sub.example.co.uk/path?q=1", true],
    ["3.14", false],
  ])("isUrl(%j) = %s", (token, expected) => {
    expect(isUrl(token)).toBe(expected);
  });
});
