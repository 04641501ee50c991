import { describe, expect, it } from "vitest";
import { homeSearchHref, normaliseQuery, QUICK_RESULTS_MAX, quickResults, SEARCH_MAX_LENGTH } from "@/lib/search";

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
    expect(quickResults("coming soon")).toHaveLength(QUICK_RESULTS_MAX);
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
