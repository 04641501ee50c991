import { editDistance } from "@/lib/engines/text/edit-distance";

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

/** One of a tool's long-tail pages (e.g. "Feet to Meters"), as the command palette lists it. */
export interface CataloguePage {
  /** The page's short heading. */
  name: string;
  route: string;
  /** The name of the tool the page belongs to. */
  toolName: string;
  keywords: string[];
}

export function searchablePage(page: CataloguePage): Searchable {
  return { name: page.name, keywords: page.keywords, description: "", group: page.toolName };
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

/** What search ranks: a tool, or one of a tool's long-tail pages in the command palette. */
export interface Searchable {
  name: string;
  keywords: readonly string[];
  description: string;
  /** The name of the tool's category (a tool) or of its tool (a long-tail page). */
  group?: string;
  status?: ToolStatus;
}

/**
 * How well an entry matches a query, lower is better; null: no match. Search rules (docs/product.md §2): the query is
 * compared case-insensitively with the name, then the keywords, the group (the category's name), the status words,
 * then the description; within each, the whole text or its start beats the start of a word, which beats any other
 * place. A query of several words that does not match as a phrase matches when every word does, ranked by its
 * weakest word. Last, a word of four letters or more matches a name word or keyword one typo away ("pasword"), two
 * from eight letters. An empty query matches everything equally.
 */
export function searchRank(entry: Searchable, query: string): number | null {
  const q = normaliseForSearch(query);
  if (!q) return 0;
  const phrase = phraseRank(entry, q);
  if (phrase !== null) return phrase;
  const words = q.split(" ");
  let worst = 0;
  for (const word of words) {
    const rank = phraseRank(entry, word) ?? fuzzyRank(entry, word);
    if (rank === null) return null;
    worst = Math.max(worst, rank);
  }
  // Behind every phrase match, in the order of the weakest word.
  return words.length > 1 ? RANK.words + worst : worst;
}

/** The tiers of searchRank, best first. */
const RANK = {
  nameStart: 0,
  nameWord: 1,
  nameInside: 2,
  keywordStart: 3,
  keywordWord: 4,
  keywordInside: 5,
  group: 6,
  status: 7,
  descriptionWord: 8,
  fuzzy: 9,
  words: 10,
} as const;

function normaliseForSearch(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}

/** 0: `text` starts with `q`; 1: a word of it does; 2: `q` is elsewhere in it; null: absent. */
function placeOf(text: string, q: string): 0 | 1 | 2 | null {
  const t = text.toLowerCase();
  const at = t.indexOf(q);
  if (at < 0) return null;
  if (at === 0) return 0;
  for (let i = at; i >= 0; i = t.indexOf(q, i + 1)) if (!/[\p{L}\p{N}]/u.test(t[i - 1] ?? "")) return 1;
  return 2;
}

function phraseRank(entry: Searchable, q: string): number | null {
  const name = placeOf(entry.name, q);
  if (name !== null) return RANK.nameStart + name;
  let keyword: number | null = null;
  for (const k of entry.keywords) {
    const place = placeOf(k, q);
    if (place !== null && (keyword === null || place < keyword)) keyword = place;
  }
  if (keyword !== null) return RANK.keywordStart + keyword;
  if (entry.group && placeOf(entry.group, q) !== null) return RANK.group;
  // "available" and "coming soon" from 4 typed letters, so that "a" does not match every live tool.
  if (entry.status && q.length >= 4 && (entry.status === "available" ? "available" : "coming soon").includes(q)) return RANK.status;
  // Descriptions are sentences: only the start of a word counts ("pdf" in "…to PDF", not "at" in "format").
  const description = placeOf(entry.description, q);
  if (description === 0 || description === 1) return RANK.descriptionWord;
  return null;
}

function fuzzyRank(entry: Searchable, word: string): number | null {
  if (word.length < 4) return null;
  const allowed = word.length >= 8 ? 2 : 1;
  const wordsOf = (list: readonly string[]) => list.flatMap((s) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  // A whole word within the allowed typos, or the start of a longer word (one still being typed).
  const distance = (candidates: string[]) =>
    Math.min(
      ...candidates.map((c) =>
        Math.min(editDistance(word, c, allowed), c.length > word.length ? editDistance(word, c.slice(0, word.length), allowed) : allowed + 1),
      ),
    );
  const inName = distance(wordsOf([entry.name]));
  const inKeywords = distance(wordsOf(entry.keywords));
  // Within the tier: a name before a keyword, one typo before two.
  if (inName <= allowed) return RANK.fuzzy + (inName - 1) / 4;
  if (inKeywords <= allowed) return RANK.fuzzy + 0.5 + (inKeywords - 1) / 4;
  return null;
}

/** A catalogue entry as search sees it. */
export function searchableTool(tool: CatalogueEntry): Searchable {
  return { name: tool.name, keywords: tool.keywords, description: tool.description, group: categoryById(tool.category).name, status: tool.status };
}

/**
 * The entries that match `query`, best first: by rank, then live before coming soon, then in the list's order. The
 * one search of the site: home, the header search and the command palette all read it.
 */
export function rankedSearch<T>(list: readonly T[], query: string, searchable: (item: T) => Searchable): T[] {
  return list
    .map((item, index) => {
      const entry = searchable(item);
      return { item, index, rank: searchRank(entry, query), live: entry.status !== "coming_soon" };
    })
    .filter((r): r is typeof r & { rank: number } => r.rank !== null)
    .sort((a, b) => a.rank - b.rank || Number(b.live) - Number(a.live) || a.index - b.index)
    .map((r) => r.item);
}

/** The tools that match `query`, best first (every tool, in catalogue order, for an empty query). */
export function searchTools<T extends CatalogueEntry>(list: readonly T[], query: string): T[] {
  return rankedSearch(list, query, searchableTool);
}

export function toolMatches(tool: CatalogueEntry, query: string): boolean {
  return searchRank(searchableTool(tool), query) !== null;
}

export const QUICK_RESULTS_MAX = 8;
/** Queries are cut to this length before they go into a URL or the page. */
export const SEARCH_MAX_LENGTH = 100;
/** Each home category previews this many tools, with View All / Show Less when it has more. */
export const CATEGORY_PREVIEW = 3;

export type QuickResult = CatalogueEntry & { categoryName: string };

/** The tools shown in the header dropdown: the best matches, at most QUICK_RESULTS_MAX. */
export function quickResults(list: readonly CatalogueEntry[], query: string, max = QUICK_RESULTS_MAX): QuickResult[] {
  if (!query.trim()) return [];
  return searchTools(list, query)
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
