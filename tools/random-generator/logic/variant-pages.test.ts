import { describe, expect, it } from "vitest";
import { seededSource } from "@/lib/engines/random/seeded";
import module from "../index";
import { draw, type DrawInputs } from "./draw";
import { DEFAULT_NUMBERS } from "./numbers";
import { VARIANT_PAGES, variantPage, variantPagePath } from "./variant-pages";

describe("random generator long-tail pages", () => {
  it("are the six of TOOLS.md (1–10, 1–100, dice, coin flip, yes/no, lottery), each with its own slug, H1, title and description", () => {
    expect(VARIANT_PAGES.map((p) => p.slug)).toEqual(["1-10", "1-100", "dice-roller", "coin-flip", "yes-or-no", "lottery-numbers"]);
    for (const key of ["slug", "heading", "title", "description"] as const) expect(new Set(VARIANT_PAGES.map((p) => p[key])).size, key).toBe(VARIANT_PAGES.length);
    expect(variantPage("1-1000")).toBeUndefined();
  });

  it("are indexed pages under the tool's route (sitemap, canonical)", () => {
    expect(module.longTail?.map((p) => [p.slug, p.path, p.indexed])).toEqual(VARIANT_PAGES.map((p) => [p.slug, `/random-generator/${p.slug}`, true]));
    expect(variantPagePath({ slug: "coin-flip" })).toBe("/random-generator/coin-flip");
  });

  it("each preset draws as its page says (the lottery: 6 different numbers from 1 to 49, sorted)", () => {
    for (const page of VARIANT_PAGES) {
      const inputs = page.preset.mode === "numbers"
        ? { mode: "numbers", settings: { ...DEFAULT_NUMBERS, ...page.preset.numbers } }
        : page.preset.mode === "dice" ? { mode: "dice", settings: page.preset.dice! } : { mode: page.preset.mode, settings: { count: "1" } };
      const outcome = draw(inputs as DrawInputs, seededSource(page.slug));
      expect("result" in outcome, page.slug).toBe(true);
    }
    const lottery = VARIANT_PAGES.find((p) => p.slug === "lottery-numbers")!;
    const outcome = draw({ mode: "numbers", settings: { ...DEFAULT_NUMBERS, ...lottery.preset.numbers } }, seededSource("lotto"));
    if (!("result" in outcome)) throw new Error();
    const picks = outcome.result.map(Number);
    expect(picks).toHaveLength(6);
    expect(new Set(picks).size).toBe(6);
    expect(picks).toEqual([...picks].sort((a, b) => a - b));
    for (const p of picks) expect(p >= 1 && p <= 49).toBe(true);
  });
});
