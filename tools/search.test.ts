import { describe, expect, it } from "vitest";
import {
  homeSearchHref,
  normaliseQuery,
  QUICK_RESULTS_MAX,
  quickResults as quickResultsIn,
  searchablePage,
  rankedSearch,
  searchTools,
  SEARCH_MAX_LENGTH,
} from "@/lib/domain/catalogue/catalogue";
import { longTailPages, tools } from "@/tools/catalogue";

const quickResults = (query: string) => quickResultsIn(tools, query);
const ranked = (query: string) => searchTools(tools, query).map((t) => t.name);

describe("search ranking: name over keywords over description, start and word before inside, then fuzzy", () => {
  // Each query: the tools that must come first, in this order (then anything else that matches).
  const cases: Array<[query: string, first: string[]]> = [
    ["json", ["JSON Formatter", "JSON to TypeScript", "JSON Editor"]],
    ["JSON", ["JSON Formatter", "JSON to TypeScript", "JSON Editor"]],
    ["  json  ", ["JSON Formatter", "JSON to TypeScript", "JSON Editor"]],
    ["pdf", ["PDF Converter"]],
    ["qr", ["QR Code Generator"]],
    ["qr code", ["QR Code Generator"]],
    ["editor", ["Markdown Editor", "Code Editor", "Text Editor", "JSON Editor"]],
    ["css", ["CSS Formatter", "CSS Minifier"]],
    ["calc", ["Calculator", "Scientific Calculator"]],
    ["password", ["Password Generator"]],
    // Keywords: no tool's name says these.
    ["hectares", ["Area Converter"]],
    ["raffle", ["Random Name Picker"]],
    // A category's name: its tools.
    ["formatters", ["XML Formatter", "CSS Formatter", "CSS Minifier", "JSON Formatter"]],
    // Several words, none a phrase anywhere: every word must match.
    ["feet to meters", ["Length Converter"]],
    // One typo (a missing letter, swapped letters), and two in a long word.
    ["pasword", ["Password Generator"]],
    ["calulator", ["Calculator"]],
    ["mrakdown", ["Markdown Editor"]],
    ["temprature converter", ["Temperature Converter"]],
  ];
  it.each(cases)("%j ranks %j first", (query, first) => {
    expect(ranked(query).slice(0, first.length)).toEqual(first);
  });

  it("ranks a description's words below any name or keyword match", () => {
    // "json" is in a name (JSON Formatter), and only in the description or keywords of others, which follow.
    const list = ranked("json");
    expect(list.indexOf("JSON Editor")).toBeLessThan(list.indexOf("File Converter"));
    expect(list.indexOf("Lorem Ipsum Generator")).toBeGreaterThan(1);
  });

  it("does not match letters inside description words, nor a typo in a short word", () => {
    expect(ranked("zzzz")).toEqual([]);
    expect(ranked("qx")).toEqual([]);
    // "jsn" is three letters: no fuzzy match.
    expect(ranked("jsn")).toEqual([]);
    // Every word of a query must match.
    expect(ranked("json zzzz")).toEqual([]);
  });

  it("finds a long-tail page by its words, above the tool that merely has them as keywords", () => {
    const pages = longTailPages();
    const list = rankedSearch(pages, "feet to meters", searchablePage);
    expect(list[0]?.route).toBe("/length-converter/feet-to-meters");
    expect(rankedSearch(pages, "kg to lbs", searchablePage)[0]?.route).toBe("/weight-converter/kg-to-lbs");
    expect(rankedSearch(pages, "celsius", searchablePage)[0]?.route).toMatch(/^\/temperature-converter\/celsius-to-/);
  });
});

describe("header search helpers", () => {
  it("returns nothing for an empty query", () => {
    expect(quickResults("")).toEqual([]);
    expect(quickResults("  ")).toEqual([]);
  });

  it("lists the best matches with their category, capped", () => {
    const results = quickResults("converter");
    expect(results[0]?.name).toBe("Area Converter");
    expect(results[0]?.categoryName).toBe("Converters");
    expect(results.length).toBeLessThanOrEqual(QUICK_RESULTS_MAX);
    expect(quickResults("json")[0]?.name).toBe("JSON Formatter");
    // Every live and planned tool's name has an "e" or its description a word starting with one: more than the cap.
    expect(searchTools(tools, "e").length).toBeGreaterThan(QUICK_RESULTS_MAX);
    expect(quickResults("e")).toHaveLength(QUICK_RESULTS_MAX);
    // "coming soon" finds the planned tools, only them (none since the AI Image Editor went live).
    const soon = quickResults("coming soon");
    expect(soon.length).toBe(Math.min(tools.filter((t) => t.status !== "available").length, QUICK_RESULTS_MAX));
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
