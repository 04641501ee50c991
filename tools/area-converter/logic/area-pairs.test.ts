import { describe, expect, it } from "vitest";
import { AREA_PAIRS, areaPair, pairTable } from "@/tools/area-converter/logic/area-pairs";

describe("area pair pages", () => {
  it("has at least 10 distinct pairs with unique slugs, titles and descriptions", () => {
    expect(AREA_PAIRS.length).toBeGreaterThanOrEqual(10);
    for (const key of ["slug", "title", "description", "heading"] as const) {
      expect(new Set(AREA_PAIRS.map((p) => p[key])).size, key).toBe(AREA_PAIRS.length);
    }
    for (const pair of AREA_PAIRS) {
      expect(pair.path).toBe(`/area-converter/${pair.slug}`);
      expect(pair.slug).toMatch(/^[a-z-]+-to-[a-z-]+$/);
      expect(pair.from.id).not.toBe(pair.to.id);
    }
  });

  it("states exact factors as exact and rounded ones as approximate", () => {
    expect(areaPair("acres-to-square-feet")).toMatchObject({
      heading: "Acres to Square Feet Converter",
      title: "Acres to Square Feet Converter (ac to ft²)",
      statement: "1 acre = 43,560 square feet",
      exact: true,
      reverseFactor: "0.0000229568",
    });
    expect(areaPair("hectares-to-acres")).toMatchObject({ statement: "1 hectare ≈ 2.471054 acres", exact: false });
    expect(areaPair("square-miles-to-acres")?.statement).toBe("1 square mile = 640 acres");
    expect(areaPair("square-inches-to-square-centimeters")?.statement).toBe("1 square inch = 6.4516 square centimeters");
    expect(areaPair("acres-to-square-feet")?.description).toContain("1 acre = 43,560 square feet exactly");
    expect(areaPair("nope")).toBeUndefined();
  });

  it("tabulates 1 to 100 exactly", () => {
    const table = pairTable(areaPair("acres-to-square-feet")!);
    expect(table[0]).toEqual({ value: "1", result: "43,560", exact: true });
    expect(table.at(-1)).toEqual({ value: "100", result: "4,356,000", exact: true });
    expect(pairTable(areaPair("hectares-to-acres")!)[4]).toEqual({ value: "5", result: "12.355269", exact: false });
    expect(table.map((r) => r.value)).toContain("75");
    expect(pairTable(areaPair("square-miles-to-acres")!).find((r) => r.value === "10")?.result).toBe("6,400");
  });
});
