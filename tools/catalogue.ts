import { categories, categoryById, inCategory, type CataloguePage, type Category, type CategoryId, type Tool } from "@/lib/domain/catalogue/catalogue";
import { plannedTools } from "./planned";
import { liveTools } from "./registry";

/**
 * The catalogue: every tool, live (tools/registry.ts) and planned (tools/planned.ts), in category order with the live
 * tools of a category first. The side menu, home, footer, search, sitemap and coming-soon pages all read it.
 */

export { categories, type Category, type CategoryId, type Tool };

export const tools: readonly Tool[] = categories.flatMap((category) =>
  inCategory([...liveTools.map((m) => m.definition), ...plannedTools], category.id),
);

export { toolRedirects } from "./redirects";

export const availableTools = tools.filter((t) => t.status === "available");
export const comingSoonTools = tools.filter((t) => t.status === "coming_soon");

/** "A", "A and B", "A, B and C": a list as it reads in a sentence. */
export function sentenceList(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
}

/** The names of the live tools as they read in a sentence. */
export function availableToolNames(): string {
  return sentenceList(availableTools.map((t) => t.name));
}

/**
 * The tools the home page puts first, the ones most visitors come for: live tools, in this order. A tool leaving the
 * registry leaves this list with it (tools/catalogue.test.ts).
 */
export const POPULAR_TOOL_IDS = ["qr-generator", "url-shortener", "password-generator", "json-formatter", "pdf-converter", "calculator"];

export const popularTools: readonly Tool[] = POPULAR_TOOL_IDS.map((id) => availableTools.find((t) => t.id === id)).filter((t): t is Tool => t !== undefined);

export function toolsInCategory(id: CategoryId): Tool[] {
  return inCategory(tools, id);
}

export function categoryOf(tool: Tool): Category {
  return categoryById(tool.category);
}

export function findToolByRoute(route: string): Tool | undefined {
  return tools.find((t) => t.route === route);
}

export function findToolById(id: string): Tool | undefined {
  return tools.find((t) => t.id === id);
}

/** The segment under which a tool is served (its route without the leading slash). */
export function toolSlug(tool: Tool): string {
  return tool.route.slice(1);
}

/**
 * The tools listed under a tool's "Related Tools": the ones it names, else others of its category; live ones first,
 * at most four.
 */
export function relatedTools(tool: Tool, max = 4): Tool[] {
  const named = tool.related.map(findToolById).filter((t): t is Tool => t !== undefined);
  const pool = named.length ? named : toolsInCategory(tool.category).filter((t) => t.id !== tool.id);
  return [...pool].sort((a, b) => Number(b.status === "available") - Number(a.status === "available")).slice(0, max);
}

/** Every live tool's long-tail pages, in registry order: what the command palette searches besides the tools. */
export function longTailPages(): CataloguePage[] {
  return liveTools.flatMap((m) =>
    (m.longTail ?? []).map((page) => ({ name: page.ogHeading ?? page.title, route: page.path, toolName: m.definition.name, keywords: page.keywords })),
  );
}
