import type { Metadata } from "next";
import { buildMetadata } from "@/lib/domain/seo/metadata";
import { sitePages, type PageSeo } from "@/lib/domain/seo/site-pages";
import { site } from "@/lib/platform/config/site";
import { availableToolNames, availableTools, comingSoonTools } from "./catalogue";
import { liveTools } from "./registry";
import type { Tool } from "./types";

/**
 * The page registry: every page we serve at a fixed path — the site's own (lib/domain/seo/site-pages.ts), each live tool's page
 * and long-tail pages (from its module), each planned tool's coming-soon page. Page metadata, Open Graph images
 * (app/og/[...slug]) and the sitemap all read it.
 */

const landingPage: PageSeo = {
  path: "/landing",
  title: "Every Everyday Tool in One Place",
  description: `${availableTools.length} free tools live today (${availableToolNames()})${comingSoonTools.length ? `, ${comingSoonTools.length} more on the way` : ""}. Fast on every device, with paid plans for power users.`,
  keywords: ["online tools", "productivity tools", "free utilities", "qr code", "url shortener"],
  indexed: true,
  ogHeading: "Every Everyday Tool in One Place",
};

function comingSoonPage(tool: Tool): PageSeo {
  return {
    path: tool.route,
    title: `${tool.name} — Coming Soon`,
    description: `${tool.description} ${tool.name} is coming soon to ${site.name}.`,
    keywords: tool.keywords,
    indexed: false,
    ogHeading: tool.name,
  };
}

/** A long-tail page's SEO entry without its slug. */
function pageSeoOf({ path, title, description, keywords, indexed, ogHeading }: PageSeo): PageSeo {
  return { path, title, description, keywords, indexed, ogHeading };
}

const registry = new Map<string, PageSeo>();
for (const page of [
  ...sitePages,
  landingPage,
  ...liveTools.flatMap((m) => [
    { path: m.definition.route, indexed: true, ...m.content.seo },
    ...(m.longTail?.map((page) => pageSeoOf(page)) ?? []),
  ]),
  ...comingSoonTools.map(comingSoonPage),
]) {
  if (registry.has(page.path)) throw new Error(`Two pages claim ${page.path}`);
  registry.set(page.path, page);
}

export function allPages(): PageSeo[] {
  return [...registry.values()];
}

export function indexedPages(): PageSeo[] {
  return allPages().filter((p) => p.indexed);
}

export function pageSeo(path: string): PageSeo {
  const page = registry.get(path);
  if (!page) throw new Error(`No SEO entry for ${path}: add it to lib/domain/seo/site-pages.ts (site pages) or to the tool's module`);
  return page;
}

/** Full metadata of a registered page: title, description, keywords, canonical, Open Graph, Twitter, robots. */
export function metadataFor(path: string, overrides: Partial<Pick<PageSeo, "title" | "description">> = {}): Metadata {
  return buildMetadata({ ...pageSeo(path), ...overrides });
}
