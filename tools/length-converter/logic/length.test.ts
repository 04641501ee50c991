import { describe, expect, it } from "vitest";
import { pairTable } from "@/lib/engines/units/pairs";
import { requireUnit } from "@/lib/engines/units/units";
import { LENGTH_PAIRS, LENGTH_PAIRS_CONFIG, LENGTH_SPEC } from "./length";

describe("length converter", () => {
  it("offers TOOLS.md's must-have units, all from the engine", () => {
    for (const id of ["nm", "um", "mm", "cm", "m", "km", "in", "ft", "yd", "mi", "nmi"]) expect(LENGTH_SPEC.units).toContain(id);
    for (const id of [...LENGTH_SPEC.units, ...(LENGTH_SPEC.more ?? [])]) expect(requireUnit(id).kind).toBe("length");
  });

  it("has about 36 searched pair pages with unique slugs, titles and descriptions", () => {
    expect(LENGTH_PAIRS.length).toBeGreaterThanOrEqual(36);
    for (const key of ["slug", "title", "description", "heading"] as const) expect(new Set(LENGTH_PAIRS.map((p) => p[key])).size, key).toBe(LENGTH_PAIRS.length);
    for (const slug of ["cm-to-inches", "inches-to-cm", "feet-to-meters", "meters-to-feet", "km-to-miles", "miles-to-km", "mm-to-inches"]) {
      expect(LENGTH_PAIRS.map((p) => p.slug)).toContain(slug);
    }
    for (const pair of LENGTH_PAIRS) {
      expect(pair.slug).toMatch(/^[a-z-]+-to-[a-z-]+$/);
      if (pair.reverseSlug) expect(LENGTH_PAIRS.map((p) => p.slug)).toContain(pair.reverseSlug);
    }
  });

  it.each([
    ["inches-to-cm", "1 inch = 2.54 centimeters", "cm = in × 2.54"],
    ["feet-to-meters", "1 foot = 0.3048 meters", "m = ft × 0.3048"],
    ["miles-to-km", "1 mile = 1.609344 kilometers", "km = mi × 1.609344"],
    ["miles-to-feet", "1 mile = 5,280 feet", "ft = mi × 5,280"],
    ["nautical-miles-to-km", "1 nautical mile = 1.852 kilometers", "km = nmi × 1.852"],
    ["meters-to-feet", "1 meter ≈ 3.28084 feet", "ft = m ÷ 0.3048"],
  ])("%s: %s", (slug, statement, formula) => {
    expect(LENGTH_PAIRS.find((p) => p.slug === slug)).toMatchObject({ statement, formula });
  });

  it("tabulates exactly where the result terminates", () => {
    const inchesToCm = LENGTH_PAIRS.find((p) => p.slug === "inches-to-cm")!;
    const table = pairTable(LENGTH_PAIRS_CONFIG, inchesToCm);
    expect(table.find((r) => r.value === "12")).toEqual({ value: "12", result: "30.48", exact: true });
    expect(table.every((r) => r.exact)).toBe(true);
  });
});
