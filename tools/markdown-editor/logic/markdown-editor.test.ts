import { describe, expect, it } from "vitest";
import { MAX_MARKDOWN_CHARS, sizeError } from "./markdown-editor";

describe("document size", () => {
  it.each([
    ["", null],
    ["# hi", null],
    ["x".repeat(MAX_MARKDOWN_CHARS), null],
  ])("%j is fine", (text, expected) => {
    expect(sizeError(text)).toBe(expected);
  });

  it("refuses a longer document with its length and the limit", () => {
    expect(sizeError("x".repeat(MAX_MARKDOWN_CHARS + 1))).toBe(
      "This document is 500,001 characters; the preview stops at 500,000. Split it, or download it as .md — nothing you typed is lost.",
    );
  });
});
