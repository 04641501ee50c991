import type { CategoryId, Tool } from "@/lib/domain/catalogue/catalogue";

/**
 * The catalogue's planned tools (docs/product.md §2): listed in the menu, home and search, served as coming-soon pages
 * (noindex) until they are built. Building one (`npm run new-tool -- <id>`) takes its entry out of this list and
 * gives it a folder under tools/ (docs/architecture.md "Adding a tool").
 */

type PlannedInput = Omit<Tool, "category" | "status" | "pro" | "createdAt" | "related"> & { pro?: boolean; createdAt?: string; related?: string[] };

/** The day the catalogue was drawn up: every planned tool entered it then. */
const CATALOGUE_CREATED = "2026-11-22";

function group(category: CategoryId, list: PlannedInput[]): Tool[] {
  return list.map((t) => ({ pro: false, createdAt: CATALOGUE_CREATED, related: [], ...t, category, status: "coming_soon" }));
}

export const plannedTools: readonly Tool[] = [
  ...group("generators", [
  ]),
  ...group("converters", [
  ]),
  ...group("formatters", [
  ]),
  ...group("editors", [
  ]),
  ...group("calculators", [
  ]),
  ...group("utilities", [
  ]),
  ...group("fun-tools", [
  ]),
];
