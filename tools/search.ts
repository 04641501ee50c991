import { categoryOf, tools, toolMatches, type Tool } from "@/tools/catalogue";

/** Header search helpers; the matching rules themselves live in lib/catalogue.ts (toolMatches). */

export const QUICK_RESULTS_MAX = 8;
/** Queries are cut to this length before they go into a URL or the page. */
export const SEARCH_MAX_LENGTH = 100;

export type QuickResult = Tool & { categoryName: string };

/** The tools shown in the header dropdown: matches, live tools first, at most QUICK_RESULTS_MAX. */
export function quickResults(query: string, max = QUICK_RESULTS_MAX): QuickResult[] {
  if (!query.trim()) return [];
  return tools
    .filter((t) => toolMatches(t, query))
    .sort((a, b) => Number(b.status === "available") - Number(a.status === "available"))
    .slice(0, max)
    .map((t) => ({ ...t, categoryName: categoryOf(t).name }));
}

/** Home filtered by a query: `/?q=…`, or `/` for an empty query. */
export function homeSearchHref(query: string): string {
  const q = normaliseQuery(query);
  return q ? `/?q=${encodeURIComponent(q)}` : "/";
}

export function normaliseQuery(query: string | null | undefined): string {
  return (query ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
}

/** Spec §9: each home category previews this many tools, with View All / Show Less when it has more. */
export const CATEGORY_PREVIEW = 3;
