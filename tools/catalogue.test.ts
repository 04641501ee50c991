import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  availableToolNames,
  availableTools,
  categories,
  categoryOf,
  comingSoonTools,
  findToolByRoute,
  toolRedirects,
  tools,
  toolsInCategory,
  toolSlug,
} from "@/tools/catalogue";
import { catalogueEntries, searchCatalogue as searchIn, toolMatches } from "@/lib/catalogue";
import { generateStaticParams } from "@/app/(site)/[tool]/page";

const names = (list: { name: string }[]) => list.map((t) => t.name);
const searchCatalogue = (q: string) => searchIn(tools, q);
const matching = (q: string) => tools.filter((t) => toolMatches(t, q));

describe("catalogue", () => {
  it("has the 7 categories of docs/product.md §2, in order", () => {
    expect(categories.map((c) => c.name)).toEqual(["Generators", "Converters", "Formatters", "Editors", "Calculators", "Utilities", "Fun Tools"]);
  });

  it("has exactly the live tools of the registry available, each at its route", () => {
    expect(availableTools.map((t) => [t.name, t.route]).sort()).toEqual(
      [
        ["QR Code Generator", "/qrgenerator"],
        ["URL Shortener", "/urlshortener"],
        ["Area Converter", "/area-converter"],
        ["Calculator", "/calculator"],
        ["Scientific Calculator", "/scientific-calculator"],
        ["BMI Calculator", "/bmi-calculator"],
        ["Mortgage Calculator", "/mortgage-calculator"],
        ["Area Calculator", "/area-calculator"],
        ["Length Converter", "/length-converter"],
        ["Weight Converter", "/weight-converter"],
        ["Temperature Converter", "/temperature-converter"],
        ["XML Formatter", "/xml-formatter"],
        ["CSS Formatter", "/css-formatter"],
        ["CSS Minifier", "/css-minifier"],
        ["Color Picker", "/color-picker"],
        ["Unit Calculator", "/unit-calculator"],
        ["One Time Link", "/one-time-link"],
        ["File Type Checker", "/file-type-checker"],
        ["Markdown Editor", "/markdown-editor"],
        ["Phone Number Extractor", "/phone-extractor"],
        ["Password Generator", "/password-generator"],
        ["Lorem Ipsum Generator", "/lorem-generator"],
        ["Name Generator", "/name-generator"],
        ["Character Counter", "/character-counter"],
        ["Code Editor", "/code-editor"],
        ["Text Editor", "/text-editor"],
        ["Quote Generator", "/quote-generator"],
        ["JSON Formatter", "/json-formatter"],
        ["Image Converter", "/image-converter"],
        ["JSON Editor", "/json-editor"],
        ["File Converter", "/file-converter"],
        ["Truth or Dare", "/truth-or-dare"],
        ["Team Name Generator", "/team-name-generator"],
        ["PDF Converter", "/pdf-converter"],
        ["Random Generator", "/random-generator"],
        ["Random Name Picker", "/random-name-picker"],
      ].sort(),
    );
    expect(categoryOf(findToolByRoute("/urlshortener")!).name).toBe("Utilities");
  });

  it("gives every tool a unique id, name and route, a description, keywords and a category", () => {
    for (const key of ["id", "name", "route"] as const) {
      expect(new Set(tools.map((t) => t[key])).size, key).toBe(tools.length);
    }
    for (const tool of tools) {
      expect(tool.route).toMatch(/^\/[a-z0-9-]+$/);
      expect(tool.description.length).toBeGreaterThan(10);
      expect(tool.keywords.length).toBeGreaterThan(0);
      expect(categories.some((c) => c.id === tool.category)).toBe(true);
    }
    expect(categories.every((c) => toolsInCategory(c.id).length > 0)).toBe(true);
  });

  it("lists every tool of docs/product.md §2 with the pro flags and routes it settles", () => {
    expect(tools).toHaveLength(39);
    expect(names(tools.filter((t) => t.pro)).sort()).toEqual(
      ["AI Image Editor", "AI Image Generator", "AI Writer", "Image Converter", "PDF Converter"].sort(),
    );
    for (const route of ["/lorem-generator", "/one-time-link", "/phone-extractor", "/random-name-picker", "/truth-or-dare", "/team-name-generator"]) {
      expect(findToolByRoute(route), route).toBeDefined();
    }
    expect(toolRedirects["/phone-number-extractor"]).toBe("/phone-extractor");
    expect(findToolByRoute("/phone-number-extractor")).toBeUndefined();
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
    expect(searchCatalogue("").map((g) => g.category.id)).toEqual(categories.map((c) => c.id));
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

  it("hides categories without matches", () => {
    const groups = searchCatalogue("qr");
    expect(groups).toHaveLength(1);
    expect(groups[0]?.category.id).toBe("generators");
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
    expect(searchIn(entries, "pdf").flatMap((g) => g.tools.map((t) => t.id))).toEqual(searchCatalogue("pdf").flatMap((g) => g.tools.map((t) => t.id)));
  });
});
