import { describe, expect, it } from "vitest";
import { homeSearchHref, normaliseQuery, QUICK_RESULTS_MAX, quickResults as quickResultsIn, SEARCH_MAX_LENGTH } from "@/lib/catalogue";
import { tools } from "@/tools/catalogue";

const quickResults = (query: string) => quickResultsIn(tools, query);

describe("header search helpers", () => {
  it("returns nothing for an empty query", () => {
    expect(quickResults("")).toEqual([]);
    expect(quickResults("  ")).toEqual([]);
  });

  it("lists matching tools with their category, live tools first, capped", () => {
    const results = quickResults("converter");
    expect(results[0]?.name).toBe("Area Converter");
    expect(results[0]?.categoryName).toBe("Converters");
    expect(results.length).toBeLessThanOrEqual(QUICK_RESULTS_MAX);
    expect(results.every((t, i) => i === 0 || t.status !== "available" || results[i - 1]?.status === "available")).toBe(true);
    // Every live and planned tool's name or description has an "e": more than the cap, so the cap shows.
    expect(tools.filter((t) => /e/i.test(`${t.name} ${t.description}`)).length).toBeGreaterThan(QUICK_RESULTS_MAX);
    expect(quickResults("e")).toHaveLength(QUICK_RESULTS_MAX);
    // "coming soon" finds the planned tools (the AI tools), only them.
    const soon = quickResults("coming soon");
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.every((t) => t.status !== "available")).toBe(true);
  });

  it("builds /?q= links with the query encoded and trimmed", () => {
    expect(homeSearchHref("  qr code ")).toBe("/?q=qr%20code");
    expect(homeSearchHref("a&b=<c>")).toBe("/?q=a%26b%3D%3Cc%3E");
    expect(homeSearchHref("   ")).toBe("/");
  });

  it("cuts overlong queries", () => {
    expect(normaliseQuery("x".repeat(500))).toHaveLength(SEARCH_MAX_LENGTH);
    expect(normaliseQuery(null)).toBe("");
  });
});
