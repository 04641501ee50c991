import { describe, expect, it } from "vitest";
import { calculate } from "./evaluate";
import { WORKED_EXAMPLES } from "./examples";

describe("the page's worked examples", () => {
  it.each(WORKED_EXAMPLES.map((e) => [e.line, e.result]))("%s gives %s", (line, result) => {
    const outcome = calculate(line);
    expect(outcome.kind).toBe("ok");
    if (outcome.kind !== "ok") return;
    const { relation, text, unit } = outcome.answer;
    expect(`${relation} ${text}${unit ? ` ${unit}` : ""}`).toBe(result);
  });
});
