import { describe, expect, it } from "vitest";
import { calculate } from "@/lib/engines/math/calculate";
import { EXAMPLES, OPTIONS } from "./content";

/** The page's worked examples are test vectors: each answer printed on the page is what the calculator gives. */
describe("the worked examples on the page", () => {
  it.each(EXAMPLES.map((example) => [example.input, example] as const))("%s", (_, example) => {
    const outcome = calculate(example.input, { ...OPTIONS, angle: example.angle });
    const shown = outcome.kind === "value" ? `${outcome.exact ? "=" : "≈"} ${outcome.display}` : outcome.kind;
    expect(shown).toBe(example.answer);
  });
});
