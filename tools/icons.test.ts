import { describe, expect, it } from "vitest";
import { iconNames } from "@/components/icons";
import { categories, tools } from "@/tools/catalogue";

describe("catalogue icons", () => {
  it("maps every icon named in the catalogue, and no other", () => {
    const used = new Set([...tools.map((t) => t.icon), ...categories.map((c) => c.icon)]);
    expect([...used].filter((name) => !iconNames.includes(name))).toEqual([]);
    expect(iconNames.filter((name) => !used.has(name))).toEqual([]);
  });
});
