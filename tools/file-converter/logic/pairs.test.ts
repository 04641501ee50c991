import { describe, expect, it } from "vitest";
import { convert, DEFAULT_OPTIONS } from "./convert";
import { PAIR_PAGES, pairPage, pairSlug, reversePair } from "./pairs";

describe("long-tail pair pages", () => {
  it.each(PAIR_PAGES.map((p) => [pairSlug(p), p] as const))("%s: the worked example is what the converter gives", (_slug, page) => {
    const result = convert({ text: page.example.input, from: page.from, to: page.to, options: DEFAULT_OPTIONS });
    expect(result.state === "ok" ? result.output : result.state === "error" ? result.message : "").toBe(page.example.output);
  });

  it("slugs are unique, and unknown ones are not pages", () => {
    expect(new Set(PAIR_PAGES.map(pairSlug)).size).toBe(PAIR_PAGES.length);
    expect(pairPage("json-to-docx")).toBeUndefined();
    expect(pairPage("json-to-yaml")?.to).toBe("yaml");
  });

  it("reverse pages exist for the main pairs", () => {
    expect(reversePair({ from: "json", to: "yaml" }) && pairSlug(reversePair({ from: "json", to: "yaml" })!)).toBe("yaml-to-json");
    expect(reversePair({ from: "yaml", to: "toml" })).toBeUndefined();
  });
});
