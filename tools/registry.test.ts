import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentIconNames } from "@/components/sections/content-icon";
import { findToolById, tools } from "@/tools/catalogue";
import { plannedTools } from "@/tools/planned";
import { liveTools } from "@/tools/registry";
import type { ToolPageParts } from "@/tools/types";

const toolsDir = path.join(process.cwd(), "tools");
const folders = readdirSync(toolsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

describe("tool registry (docs/architecture.md, The tool module)", () => {
  it("registers every tool folder once, and each folder is named after its tool's id", () => {
    expect(liveTools.map((m) => m.definition.id).sort()).toEqual([...folders].sort());
    expect(new Set(liveTools.map((m) => m.definition.id)).size).toBe(liveTools.length);
  });

  it("never lists a tool as both live and planned", () => {
    const live = new Set(liveTools.map((m) => m.definition.id));
    expect(plannedTools.filter((t) => live.has(t.id)).map((t) => t.id)).toEqual([]);
    expect(plannedTools.every((t) => t.status === "coming_soon")).toBe(true);
  });

  describe.each(liveTools.map((m) => [m.definition.id, m] as const))("%s", (id, module) => {
    const { definition, content } = module;

    it("is a live catalogue entry with a creation date and known related tools", () => {
      expect(findToolById(id)).toBe(definition);
      expect(definition.status).toBe("available");
      expect(definition.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(definition.related.filter((r) => !findToolById(r) || r === id)).toEqual([]);
    });

    it("has the page content every tool page shows", () => {
      expect(content.seo.title.length).toBeGreaterThan(10);
      expect(content.seo.description.length).toBeGreaterThan(50);
      expect(content.seo.keywords.length).toBeGreaterThan(0);
      expect(content.featureList.length).toBeGreaterThan(0);
      expect(content.howTo.items.length).toBeGreaterThanOrEqual(3);
      expect(content.useCases.items.length).toBeGreaterThanOrEqual(3);
      expect(content.faq.length).toBeGreaterThanOrEqual(3);
      const icons = [...(content.features?.items ?? []), ...content.useCases.items, ...content.howTo.items].flatMap((i) => (i.icon ? [i.icon] : []));
      expect(icons.filter((name) => !contentIconNames.includes(name))).toEqual([]);
    });

    // Importing a page transforms the tool's whole UI tree the first time: on a busy 2-core machine that alone can
    // pass vitest's default 5 s, which says nothing about the page.
    it("has page parts with the tool itself, and a long-tail page renderer when it has long-tail pages", { timeout: 60_000 }, async () => {
      const parts = (await import(`@/tools/${id}/page.tsx`)) as ToolPageParts;
      expect(typeof parts.Main).toBe("function");
      if (module.longTail?.length) expect(typeof parts.LongTailPage).toBe("function");
    });

    it("has its page words written: no TODO left from the scaffold", () => {
      const words = JSON.stringify({ definition, content });
      expect(words.match(/TODO:[^"]*/g) ?? []).toEqual([]);
    });

    it("has its own route files, which render its module and its parts", () => {
      const routeDir = path.join(process.cwd(), "app/(site)", definition.route.slice(1));
      const route = readFileSync(path.join(routeDir, "page.tsx"), "utf8");
      expect(route).toContain(`from "@/tools/${id}"`);
      expect(route).toContain(`from "@/tools/${id}/page"`);
      expect(existsSync(path.join(routeDir, "[page]/page.tsx"))).toBe(Boolean(module.longTail?.length));
    });

    it("keeps its long-tail pages under its own route, each once", () => {
      const pages = module.longTail ?? [];
      expect(new Set(pages.map((p) => p.slug)).size).toBe(pages.length);
      for (const page of pages) expect(page.path).toBe(`${definition.route}/${page.slug}`);
    });
  });

  it("gives the catalogue every live tool", () => {
    expect(tools.filter((t) => t.status === "available").map((t) => t.id).sort()).toEqual(liveTools.map((m) => m.definition.id).sort());
  });
});
