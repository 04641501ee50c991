import { describe, expect, it } from "vitest";
import { SHAPES } from "./shapes";
import { SHAPE_PAGES, shapePage, shapePagePath, shapeTable } from "./shape-pages";

describe("shape pages (long tail)", () => {
  it("one page per shape plus the coordinate polygon, each with its own slug, H1, title and description", () => {
    expect(SHAPE_PAGES.map((p) => p.example.shape).sort()).toEqual([...SHAPES.map((s) => s.id), "polygon"].sort());
    for (const key of ["slug", "heading", "title", "description"] as const) {
      expect(new Set(SHAPE_PAGES.map((p) => p[key])).size, key).toBe(SHAPE_PAGES.length);
    }
    for (const page of SHAPE_PAGES) expect(shapePagePath(page)).toBe(`/area-calculator/${page.slug}`);
    expect(shapePage("hexagon-prism")).toBeUndefined();
  });

  it("tables are computed by the calculator, every row a result", () => {
    for (const page of SHAPE_PAGES) {
      const rows = shapeTable(page);
      expect(rows.length, page.slug).toBeGreaterThanOrEqual(5);
      for (const row of rows) expect(row.area, `${page.slug} ${row.input}`).toMatch(/^[=≈] [\d,.]+$/);
    }
    const circle = shapeTable(shapePage("circle")!);
    expect(circle.find((r) => r.input === "5")).toEqual({ input: "5", area: "≈ 78.539816", perimeter: "≈ 31.415927" });
    expect(shapeTable(shapePage("rectangle")!).find((r) => r.input === "7")).toEqual({ input: "7", area: "= 28", perimeter: "= 22" });
    expect(shapeTable(shapePage("triangle")!).find((r) => r.input === "5")).toEqual({ input: "5", area: "= 6", perimeter: "= 12" });
    expect(shapeTable(shapePage("polygon")!)[0]).toEqual({ input: "(0, 0) (4, 0) (4, 3) (0, 3)", area: "= 12", perimeter: "= 14" });
    // A full turn: the sector is the whole circle.
    expect(shapeTable(shapePage("sector")!).find((r) => r.input === "360")?.area).toBe("≈ 12.566371");
  });
});
