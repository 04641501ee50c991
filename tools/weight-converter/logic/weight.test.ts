import { describe, expect, it } from "vitest";
import { pairTable } from "@/lib/engines/units/pairs";
import { requireUnit } from "@/lib/engines/units/units";
import { WEIGHT_PAIRS, WEIGHT_PAIRS_CONFIG, WEIGHT_SPEC } from "./weight";

describe("weight converter", () => {
  it("offers TOOLS.md's must-have units, all from the engine", () => {
    for (const id of ["mg", "g", "kg", "t", "oz", "lb", "st", "ton", "LT", "ozt", "gr", "ct"]) expect(WEIGHT_SPEC.units).toContain(id);
    for (const id of [...WEIGHT_SPEC.units, ...(WEIGHT_SPEC.more ?? [])]) expect(requireUnit(id).kind).toBe("mass");
  });

  it("has 24 searched pair pages with unique slugs", () => {
    expect(WEIGHT_PAIRS).toHaveLength(24);
    expect(new Set(WEIGHT_PAIRS.map((p) => p.slug)).size).toBe(24);
    for (const slug of ["kg-to-lbs", "lbs-to-kg", "grams-to-ounces", "stone-to-kg", "stone-to-lbs", "troy-ounces-to-grams"]) expect(WEIGHT_PAIRS.map((p) => p.slug)).toContain(slug);
  });

  it.each([
    ["lbs-to-kg", "1 pound = 0.45359237 kilograms"],
    ["ounces-to-grams", "1 ounce = 28.349523125 grams"],
    ["stone-to-kg", "1 stone = 6.35029318 kilograms"],
    ["troy-ounces-to-grams", "1 troy ounce = 31.1034768 grams"],
    ["tons-to-tonnes", "1 short ton = 0.90718474 tonnes"],
    ["carats-to-grams", "1 carat = 0.2 grams"],
    ["kg-to-lbs", "1 kilogram ≈ 2.204623 pounds"],
  ])("%s: %s", (slug, statement) => {
    expect(WEIGHT_PAIRS.find((p) => p.slug === slug)?.statement).toBe(statement);
  });

  it("tabulates stone to pounds exactly", () => {
    const table = pairTable(WEIGHT_PAIRS_CONFIG, WEIGHT_PAIRS.find((p) => p.slug === "stone-to-lbs")!);
    expect(table.find((r) => r.value === "10")).toEqual({ value: "10", result: "140", exact: true });
  });
});
