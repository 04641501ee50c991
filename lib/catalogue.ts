/**
 * The shape of the tool catalogue and the pure functions over it (search, grouping). The catalogue itself — which
 * tools exist — is built in tools/catalogue.ts from the tool registry (docs/architecture.md "The tool module"); client
 * components receive it as data (components/layout/catalogue-context.tsx), so nothing here imports a tool.
 * Icons are lucide icon names, resolved in components/icons.tsx.
 */

export type ToolStatus = "available" | "coming_soon";

export type CategoryId = "generators" | "converters" | "formatters" | "editors" | "calculators" | "utilities" | "fun-tools";

/** What the catalogue knows about a tool: plain data, safe to send to the browser. */
export interface Tool {
  /** Kebab-case, unique; also the name of the tool's folder under tools/. */
  id: string;
  name: string;
  description: string;
  /** The page's path, e.g. "/qrgenerator". */
  route: string;
  category: CategoryId;
  status: ToolStatus;
  /** Needs a paid plan (docs/product.md §3). */
  pro: boolean;
  keywords: string[];
  icon: string;
  /** The day the tool entered the catalogue (ISO date). */
  createdAt: string;
  /** Ids of the tools shown under "Related Tools" on its page. */
  related: string[];
}

/** What the browser gets of a tool (the site shell's catalogue for the menu, search and home grid); the rest stays on the server. */
export type CatalogueEntry = Omit<Tool, "createdAt" | "related">;

export function catalogueEntries(list: readonly Tool[]): CatalogueEntry[] {
  return list.map(({ id, name, description, route, category, status, pro, keywords, icon }) => ({ id, name, description, route, category, status, pro, keywords, icon }));
}

export interface Category {
  id: CategoryId;
  name: string;
  description: string;
  icon: string;
}

export const categories: readonly Category[] = [
  { id: "generators", name: "Generators", description: "Create QR codes, passwords, placeholder text and more in one click.", icon: "Sparkles" },
  { id: "converters", name: "Converters", description: "Convert units, images and documents accurately.", icon: "ArrowLeftRight" },
  { id: "formatters", name: "Formatters", description: "Beautify and minify JSON, XML and CSS.", icon: "Braces" },
  { id: "editors", name: "Editors", description: "Write and edit text, code and Markdown in the browser.", icon: "SquarePen" },
  { id: "calculators", name: "Calculators", description: "Everyday, scientific and financial calculators.", icon: "Calculator" },
  { id: "utilities", name: "Utilities", description: "Short links, colour picking, counters and other handy helpers.", icon: "Wrench" },
  { id: "fun-tools", name: "Fun Tools", description: "Random pickers, quotes and party games.", icon: "PartyPopper" },
];

export function categoryById(id: CategoryId): Category {
  const category = categories.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown category ${id}`);
  return category;
}

export function inCategory<T extends CatalogueEntry>(list: readonly T[], id: CategoryId): T[] {
  return list.filter((t) => t.category === id);
}

/**
 * Search rules (docs/product.md §2): case-insensitive substring over tool name, category name and keywords; the words
 * "available" / "coming soon" match the status (from 4 typed letters, so that "a" does not match every live tool).
 * An empty query matches everything.
 */
export function toolMatches(tool: CatalogueEntry, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const status = tool.status === "available" ? "available" : "coming soon";
  if (q.length >= 4 && status.includes(q)) return true;
  return [tool.name, categoryById(tool.category).name, ...tool.keywords].some((s) => s.toLowerCase().includes(q));
}

export function searchCatalogue<T extends CatalogueEntry>(list: readonly T[], query: string): { category: Category; tools: T[] }[] {
  return categories
    .map((category) => ({ category, tools: inCategory(list, category.id).filter((t) => toolMatches(t, query)) }))
    .filter((group) => group.tools.length > 0);
}

export const QUICK_RESULTS_MAX = 8;
/** Queries are cut to this length before they go into a URL or the page. */
export const SEARCH_MAX_LENGTH = 100;
/** Each home category previews this many tools, with View All / Show Less when it has more. */
export const CATEGORY_PREVIEW = 3;

export type QuickResult = CatalogueEntry & { categoryName: string };

/** The tools shown in the header dropdown: matches, live tools first, at most QUICK_RESULTS_MAX. */
export function quickResults(list: readonly CatalogueEntry[], query: string, max = QUICK_RESULTS_MAX): QuickResult[] {
  if (!query.trim()) return [];
  return list
    .filter((t) => toolMatches(t, query))
    .sort((a, b) => Number(b.status === "available") - Number(a.status === "available"))
    .slice(0, max)
    .map((t) => ({ ...t, categoryName: categoryById(t.category).name }));
}

/** Home filtered by a query: `/?q=…`, or `/` for an empty query. */
export function homeSearchHref(query: string): string {
  const q = normaliseQuery(query);
  return q ? `/?q=${encodeURIComponent(q)}` : "/";
}

export function normaliseQuery(query: string | null | undefined): string {
  return (query ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
}
