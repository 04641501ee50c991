import { describe, expect, it } from "vitest";
import { countText } from "@/lib/engines/text/stats";
import { keywordDensity } from "./keywords";

describe("keyword density", () => {
  const words = countText("The cat and the hat. The cat sat on 3 mats! Cat's fine.").wordList;

  it("counts words case-insensitively, as a share of all words", () => {
    const top = keywordDensity(words, null, 3);
    expect(top).toEqual([
      { word: "the", count: 3, percent: (3 / 13) * 100 },
      { word: "cat", count: 2, percent: (2 / 13) * 100 },
      { word: "and", count: 1, percent: (1 / 13) * 100 },
    ]);
  });

  it("leaves stop words out of the list but not out of the total; numbers are never keywords", () => {
    const top = keywordDensity(words, new Set(["the", "and", "on"]), 10);
    expect(top[0]).toEqual({ word: "cat", count: 2, percent: (2 / 13) * 100 });
    expect(top.map((k) => k.word)).not.toContain("3");
    expect(top.map((k) => k.word)).not.toContain("the");
  });

  it("a link or an e-mail address is a word of the total but never a keyword", () => {
    const list = ["read", "https://utilify.example/docs/getting-started", "www.example.org", "a.b@c.org", "docs", "docs"];
    const top = keywordDensity(list, null);
    expect(top).toEqual([
      { word: "docs", count: 2, percent: (2 / 6) * 100 },
      { word: "read", count: 1, percent: (1 / 6) * 100 },
    ]);
    // Words that merely contain a dot or a hyphen are still keywords.
    expect(keywordDensity(["e-mail", "node.js", "don't"], null).map((k) => k.word)).toEqual(["don't", "e-mail", "node.js"]);
  });

  it("an empty text has no keywords", () => {
    expect(keywordDensity([], null)).toEqual([]);
  });
});
