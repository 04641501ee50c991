import { describe, expect, it } from "vitest";
import { choiceOptions } from "@/lib/choice-options";

describe("choiceOptions", () => {
  it("lists a record's choices as value and label, in the record's order", () => {
    expect(choiceOptions({ formal: { label: "Formal", hint: "x" }, plain: { label: "Plain" } })).toEqual([
      { value: "formal", label: "Formal" },
      { value: "plain", label: "Plain" },
    ]);
  });
});
