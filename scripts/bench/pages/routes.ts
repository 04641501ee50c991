import { comingSoonTools } from "@/tools/catalogue";
import { indexedPages } from "@/tools/page-registry";
import { liveTools } from "@/tools/registry";
import { ONLY_ROUTES } from "./settings";
import { TOOL_READY_CASES } from "./tool-ready";

/** "tool": a live tool's page or one of its long-tail pages, with the tool; "static": every page without a tool. */
export type PageKind = "static" | "tool";

export interface Route {
  path: string;
  label: string;
  kind: PageKind;
  /** One of the pages that stand for their kind in Lighthouse (every route with BENCH_LIGHTHOUSE_ROUTES=all). */
  standsForKind: boolean;
}

/** The static page that stands for the site's own pages (plain content, the shell around it). */
const STATIC_PAGE = "/about";

/**
 * Every indexed page but the long-tail ones (home, the site's pages, each live tool: new tools join by themselves),
 * one long-tail page per tool that has them, a coming-soon page and /account signed out. The pages that stand for
 * their kind: home, a static page, one tool of each category (one measured for tool-ready where there is one), the
 * first long-tail page, the coming-soon page and /account.
 */
export function benchRoutes(): Route[] {
  const longTail = new Set(liveTools.flatMap((m) => m.longTail?.map((p) => p.path) ?? []));
  const toolPages = new Map(liveTools.map((m) => [m.definition.route, m.definition]));
  const readyPaths = new Set(TOOL_READY_CASES.map((c) => c.path));
  const standing = new Set<string>(["/", STATIC_PAGE]);
  const categories = new Map<string, string>();
  for (const { definition } of liveTools) {
    const chosen = categories.get(definition.category);
    if (!chosen || (!readyPaths.has(chosen) && readyPaths.has(definition.route))) categories.set(definition.category, definition.route);
  }
  for (const path of categories.values()) standing.add(path);

  const routes: Route[] = indexedPages()
    .filter((p) => !longTail.has(p.path))
    .map((p) => {
      const tool = toolPages.get(p.path);
      return { path: p.path, label: tool?.name ?? (p.path === "/" ? "home" : p.path.slice(1)), kind: tool ? "tool" : "static", standsForKind: standing.has(p.path) };
    });
  let longTailStands = true;
  for (const m of liveTools) {
    const first = m.longTail?.find((p) => p.indexed);
    if (!first) continue;
    routes.push({ path: first.path, label: `${m.definition.name}, long-tail page`, kind: "tool", standsForKind: longTailStands });
    longTailStands = false;
  }
  const comingSoon = comingSoonTools[0];
  if (comingSoon) routes.push({ path: comingSoon.route, label: "coming-soon tool (not indexed)", kind: "static", standsForKind: true });
  routes.push({ path: "/account", label: "account, signed out (not indexed)", kind: "static", standsForKind: true });
  return ONLY_ROUTES.length ? routes.filter((r) => ONLY_ROUTES.includes(r.path)) : routes;
}
