import { describe, expect, it } from "vitest";
import { MAX_INPUT_CHARS, parseInput } from "./regex-tester";

describe("regex-tester input", () => {
  it.each([
    ["hello", { ok: true, value: "hello" }],
    ["  padded  ", { ok: true, value: "padded" }],
    ["", { ok: false, error: "Enter something to start" }],
    ["   ", { ok: false, error: "Enter something to start" }],
  ])("%j", (text, expected) => {
    expect(parseInput(text)).toEqual(expected);
  });

  it("refuses input over the limit before reading it", () => {
    expect(parseInput("x".repeat(MAX_INPUT_CHARS + 1)).ok).toBe(false);
    expect(parseInput("x".repeat(MAX_INPUT_CHARS)).ok).toBe(true);
  });
});
