import { describe, expect, it } from "vitest";
import { countText } from "@/lib/engines/text/stats";
import { editorCounts, editorCountsInSlices } from "./counts";

describe("the text editor's counts come from the site's one text-statistics engine", () => {
  it("counts a family emoji as one character and no word, as the Character Counter does", () => {
    const family = "👨‍👩‍👧‍👦";
    expect(editorCounts(family)).toEqual({ characters: 1, words: 0, lines: 1 });
    expect(countText(family)).toMatchObject({ characters: 1, words: 0 });
  });

  it("agrees with the Character Counter on words and characters", () => {
    for (const text of ["Don't stop-believing, 3.14 times.", "🇯🇵 e\u0301te\u0301\nline two", "日本語の文章です。", "one\r\ntwo  three"]) {
      const stats = countText(text);
      expect(editorCounts(text)).toMatchObject({ characters: stats.characters, words: stats.words });
    }
    expect(editorCounts("one\ntwo")).toEqual({ characters: 7, words: 2, lines: 2 });
  });

  it("counts a long text in slices to the same result", async () => {
    const text = "word 👨‍👩‍👧‍👦 ".repeat(2_000);
    expect(await editorCountsInSlices(text, () => false)).toEqual(editorCounts(text));
  });
});
