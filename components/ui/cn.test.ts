import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it.each([
    [["h-12 pl-9 text-base", "text-base"], "h-12 pl-9 text-base"],
    [["shrink-0", false, "shrink-0  gap-2", null, undefined], "shrink-0 gap-2"],
    [["  a   b ", "b a c"], "a b c"],
    [[false, null], ""],
  ])("%j → %s: each class once, in first-seen order", (input, expected) => {
    expect(cn(...(input as Parameters<typeof cn>))).toBe(expected);
  });
});
