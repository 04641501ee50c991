import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  availableToolNames,
  availableTools,
  categories,
  categoryOf,
  comingSoonTools,
  findToolById,
  findToolByRoute,
  longTailPages,
  POPULAR_TOOL_IDS,
  popularTools,
  toolRedirects,
  tools,
  toolsInCategory,
  toolSlug,
} from "@/tools/catalogue";
import { catalogueEntries, searchTools as searchIn, toolMatches } from "@/lib/domain/catalogue/catalogue";
import { generateStaticParams } from "@/app/(site)/[tool]/page";
import { plannedTools } from "@/tools/planned";
import { liveTools } from "@/tools/registry";

const names = (list: { name: string }[]) => list.map((t) => t.name);
const searchCatalogue = (q: string) => searchIn(tools, q);
const matching = (q: string) => tools.filter((t) => toolMatches(t, q));

describe("catalogue", () => {
  it("has the 7 categories of docs/product.md §2, in order", () => {
    expect(categories.map((c) => c.name)).toEqual(["Generators", "Converters", "Formatters", "Editors", "Calculators", "Utilities", "Fun Tools"]);
  });

  it("holds every registered tool as available and every planned one as coming soon, and nothing else", () => {
    const live = liveTools.map((m) => m.definition);
    expect(availableTools.map((t) => t.id).sort()).toEqual(live.map((t) => t.id).sort());
    expect(comingSoonTools.map((t) => t.id).sort()).toEqual(plannedTools.map((t) => t.id).sort());
    expect(tools.filter((t) => t.status !== "available" && t.status !== "coming_soon")).toEqual([]);
  });

  it("orders the tools by category, live tools first within each, and files each under its own category", () => {
    expect(tools.map((t) => t.category)).toEqual(categories.flatMap((c) => toolsInCategory(c.id).map(() => c.id)));
    for (const category of categories) {
      const statuses = toolsInCategory(category.id).map((t) => t.status);
      expect(statuses, category.id).toEqual([...statuses].sort((a, b) => Number(b === "available") - Number(a === "available")));
    }
    for (const tool of tools) expect(categoryOf(tool).id).toBe(tool.category);
    expect(categoryOf(findToolByRoute("/urlshortener")!).name).toBe("Utilities");
  });

  it("gives every tool a unique id, name and route, a description, keywords and a category", () => {
    for (const key of ["id", "name", "route"] as const) {
      const values = tools.map((t) => t[key]);
      expect(values.filter((v, i) => values.indexOf(v) !== i), key).toEqual([]);
    }
    for (const tool of tools) {
      expect(tool.id, tool.id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(tool.route, tool.id).toMatch(/^\/[a-z0-9-]+$/);
      expect(tool.description.length, tool.id).toBeGreaterThan(10);
      expect(tool.keywords.length, tool.id).toBeGreaterThan(0);
      expect(tool.keywords.filter((k) => k.trim() !== k || k === ""), tool.id).toEqual([]);
      expect(new Set(tool.keywords).size, tool.id).toBe(tool.keywords.length);
      expect(categories.some((c) => c.id === tool.category), tool.id).toBe(true);
      expect(tool.createdAt, tool.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(tool.related.filter((r) => r === tool.id || !findToolById(r)), tool.id).toEqual([]);
    }
    expect(categories.every((c) => toolsInCategory(c.id).length > 0)).toBe(true);
  });

  it("keeps the pro flags and routes docs/product.md §2 settles, and redirects only to tools", () => {
    for (const id of ["ai-image-editor", "ai-image-generator", "ai-writer", "image-converter", "pdf-converter"]) {
      expect(findToolById(id)?.pro, id).toBe(true);
    }
    for (const route of ["/qrgenerator", "/urlshortener", "/lorem-generator", "/one-time-link", "/phone-extractor", "/random-name-picker", "/truth-or-dare", "/team-name-generator"]) {
      expect(findToolByRoute(route), route).toBeDefined();
    }
    expect(toolRedirects["/phone-number-extractor"]).toBe("/phone-extractor");
    for (const [from, to] of Object.entries(toolRedirects)) {
      expect(findToolByRoute(from), from).toBeUndefined();
      expect(findToolByRoute(to), to).toBeDefined();
    }
  });

  it("serves every coming-soon tool at its own route through app/(site)/[tool], and every live tool from its folder", () => {
    const served = generateStaticParams().map((p) => `/${p.tool}`);
    expect(served.sort()).toEqual(comingSoonTools.map((t) => t.route).sort());
    expect(served).not.toContain("/qrgenerator");
    for (const tool of availableTools) expect(existsSync(path.join(process.cwd(), "app/(site)", tool.route, "page.tsx")), tool.route).toBe(true);
    // A static page folder of the same name as a planned tool would shadow its coming-soon page.
    const siteDir = path.join(process.cwd(), "app/(site)");
    const staticDirs = readdirSync(siteDir).filter((d) => !d.startsWith("[") && !d.startsWith("("));
    for (const tool of comingSoonTools) expect(staticDirs, tool.route).not.toContain(toolSlug(tool));
    expect(existsSync(path.join(siteDir, "[tool]/page.tsx"))).toBe(true);
  });
});

describe("search rules (docs/product.md §2)", () => {
  it("matches everything for an empty or blank query", () => {
    expect(matching("")).toHaveLength(tools.length);
    expect(matching("   ")).toHaveLength(tools.length);
    expect(searchCatalogue("")).toHaveLength(tools.length);
  });

  it("matches tool names case-insensitively as substrings", () => {
    expect(names(matching("qr"))).toEqual(["QR Code Generator"]);
    expect(names(matching("QR CODE"))).toEqual(["QR Code Generator"]);
    expect(names(matching("mortg"))).toEqual(["Mortgage Calculator"]);
  });

  it("matches category names: every tool of the category", () => {
    expect(names(matching("formatters"))).toEqual(names(toolsInCategory("formatters")));
    expect(matching("Fun Tools").map((t) => t.category)).toEqual(toolsInCategory("fun-tools").map(() => "fun-tools"));
  });

  it("matches keywords", () => {
    expect(names(matching("hectares"))).toEqual(["Area Converter"]);
    expect(names(matching("raffle"))).toEqual(["Random Name Picker"]);
  });

  it("matches the words available and coming soon against the status", () => {
    expect(names(matching("available"))).toEqual(names(availableTools));
    expect(names(matching("Coming Soon"))).toEqual(names(comingSoonTools));
    expect(matching("coming").every((t) => t.status === "coming_soon")).toBe(true);
  });

  it("finds nothing for a query nothing matches", () => {
    expect(searchCatalogue("zzzz-no-such-tool")).toEqual([]);
  });
});

describe("availableToolNames", () => {
  it("names every live tool of the registry as a sentence list", () => {
    const names = availableTools.map((t) => t.name);
    const text = availableToolNames();
    for (const name of names) expect(text).toContain(name);
    if (names.length > 1) expect(text.endsWith(` and ${names.at(-1)}`)).toBe(true);
  });
});

describe("the catalogue the browser gets", () => {
  it("carries every tool with what the menu, search and home grid read, and not the server-only dates and related ids", () => {
    const entries = catalogueEntries(tools);
    expect(entries.map((t) => t.id)).toEqual(tools.map((t) => t.id));
    for (const [i, entry] of entries.entries()) {
      const full: Record<string, unknown> = { ...tools[i]! };
      delete full.createdAt;
      delete full.related;
      expect(entry).toEqual(full);
      expect(Object.keys(entry)).not.toContain("createdAt");
      expect(Object.keys(entry)).not.toContain("related");
    }
    // Search over the entries finds what search over the full records finds.
    expect(searchIn(entries, "pdf").map((t) => t.id)).toEqual(searchCatalogue("pdf").map((t) => t.id));
  });
});

describe("what the home page and the command palette read", () => {
  it("puts live tools of the registry first on home, every popular id resolving to one", () => {
    expect(popularTools.map((t) => t.id)).toEqual([...POPULAR_TOOL_IDS]);
    expect(popularTools.every((t) => t.status === "available")).toBe(true);
  });

  it("lists every long-tail page of the registry once, under its tool's name", () => {
    const pages = longTailPages();
    const expected = liveTools.flatMap((m) => (m.longTail ?? []).map((p) => p.path));
    expect(pages.map((p) => p.route)).toEqual(expected);
    expect(new Set(pages.map((p) => p.route)).size).toBe(pages.length);
    const length = liveTools.find((m) => m.definition.id === "length-converter");
    for (const page of pages.filter((p) => p.route.startsWith("/length-converter/"))) expect(page.toolName).toBe(length?.definition.name);
  });
});
