import { describe, expect, it } from "vitest";
import { countText } from "@/lib/engines/text/stats";
import { documentCounts } from "./markdown-editor";

describe("the status line's counts", () => {
  it.each([
    ["a family emoji is one character", "👨‍👩‍👧‍👦", 1, 0],
    ["a combining accent joins its letter", "cafe\u0301 ok", 7, 2],
    ["hyphens, contractions, numbers and abbreviations stay one word", "e-mail, well-known; don't 3.14 U.S.A.", 37, 5],
  ])("%s", (_, text, characters, words) => {
    expect(documentCounts(text)).toEqual({ characters, words });
  });

  it.each([
    "e-mail, well-known; don't 3.14 U.S.A. 日本語のテキスト",
    "# Notes 🇯🇵\n\n- [x] **done** — see https://example.com/a-b\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
  ])("agrees with the Character Counter and Text Editor's engine: %j", (text) => {
    const { characters, words } = countText(text);
    expect(documentCounts(text)).toEqual({ characters, words });
  });
});
