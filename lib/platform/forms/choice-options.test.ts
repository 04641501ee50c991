import { describe, expect, it } from "vitest";
import { choiceOptions } from "@/lib/platform/forms/choice-options";

describe("choiceOptions", () => {
  it("lists a record's choices as value and label, in the record's order", () => {
    // Records carry more than a label (instructions, sizes): only the label is shown.
    const tones = { formal: { label: "Formal", hint: "x" }, plain: { label: "Plain", hint: "y" } };
    expect(choiceOptions(tones)).toEqual([
      { value: "formal", label: "Formal" },
      { value: "plain", label: "Plain" },
    ]);
  });
});
