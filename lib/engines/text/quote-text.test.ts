import { describe, expect, it } from "vitest";
import { characterAt, excerpt } from "./quote-text";

describe("quoting typed text in a message", () => {
  it.each([
    ["🙂", 0, "🙂"],
    ["a🙂b", 1, "🙂"],
    ["👍🏽!", 0, "👍🏽"],
    ["👨‍👩‍👧‍👦x", 0, "👨‍👩‍👧‍👦"],
    ["🇯🇵", 0, "🇯🇵"],
    ["e\u0301", 0, "e\u0301"],
    ["#", 0, "#"],
    ["ab", 2, ""],
  ])("the character of %j at %i is %j", (text, at, expected) => {
    expect(characterAt(text, at)).toBe(expected);
  });

  it.each([
    ["short", 10, "short"],
    ["exactly ten", 11, "exactly ten"],
    ["abcdefghijk", 10, "abcdefghij…"],
    ["🙂".repeat(40), 30, `${"🙂".repeat(30)}…`],
    ["x".repeat(29) + "👨‍👩‍👧‍👦" + "y", 30, `${"x".repeat(29)}👨‍👩‍👧‍👦…`],
    ["🇯🇵🇫🇷", 1, "🇯🇵…"],
  ])("%j cut to %i characters is %j", (text, max, expected) => {
    const cut = excerpt(text, max);
    expect(cut).toBe(expected);
    // never half a surrogate pair
    expect(cut.isWellFormed()).toBe(true);
  });
});
