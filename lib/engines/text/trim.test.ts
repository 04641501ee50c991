import { describe, expect, it } from "vitest";
import { trimEndOf, trimWhere } from "./trim";

describe("trimWhere / trimEndOf", () => {
  it.each([
    ["1.2500", "0", "1.25"],
    ["000", "0", ""],
    ["100.5", "0", "100.5"],
    ["Reason...", ".", "Reason"],
    ["", "0", ""],
  ])("trimEndOf(%j, %j) is %j", (text, character, expected) => expect(trimEndOf(text, character)).toBe(expected));

  it("cuts either end or both", () => {
    const dotOrSpace = (c: string) => c === "." || /\s/.test(c);
    expect(trimWhere(" .a.b. ", dotOrSpace)).toBe("a.b");
    expect(trimWhere(" .a.b. ", dotOrSpace, "start")).toBe("a.b. ");
    expect(trimWhere(" .a.b. ", dotOrSpace, "end")).toBe(" .a.b");
    expect(trimWhere(". .", dotOrSpace)).toBe("");
  });

  it("takes a long run not at the end in linear time", () => {
    const text = `${"0".repeat(200_000)}x0`;
    expect(trimEndOf(text, "0")).toBe(`${"0".repeat(200_000)}x`);
  });
});
