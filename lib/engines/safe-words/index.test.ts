import { describe, expect, it } from "vitest";
import { blockedParts, isClean } from "./index";

describe("safe-words", () => {
  it.each([
    ["Sing the chorus of your favourite song", true],
    ["The Thundering Tigers", true],
    ["Scunthorpe United", true],
    ["Assassins Creed night", true],
    ["what the fuck", false],
    ["f u c k", false],
    ["sh1t happens", false],
    ["fuuuuck", false],
    ["You are a b1tch", false],
    ["s.h.i.t", false],
    ["this hit the spot", true],
    ["a b c d e", true],
  ])("%j clean: %s", (text, clean) => {
    expect(isClean(text)).toBe(clean);
  });

  it("names the part that matched", () => {
    expect(blockedParts("well shit, again")).toEqual(["shit"]);
    expect(blockedParts("all fine here")).toEqual([]);
  });
});
