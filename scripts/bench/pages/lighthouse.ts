import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Result as LighthouseResult } from "lighthouse";
import { log, onCleanup, stopProcess, tempDir, trackProcess } from "../lib/harness";
import { kb, mark, median, ms, table } from "./format";
import type { Route } from "./routes";
import { CHROMIUM, ORIGIN, SETTINGS, TARGETS } from "./settings";

/**
 * Lighthouse 12 in its default mobile configuration (and the desktop one with BENCH_LIGHTHOUSE_DESKTOP=1), driving
 * Debian's Chromium: performance, LCP, TBT and CLS as the median of the runs (what the targets hold), the other
 * categories and the audits that cost points from the median run.
 */

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const METRICS = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
} as const;
type Metric = (typeof METRICS)[keyof typeof METRICS];
type FormFactor = "desktop" | "mobile";

interface Issue {
  category: Category;
  id: string;
  title: string;
  score: number;
  weight: number;
  /** A few of the elements or resources it names (selectors, snippets or URLs). */
  items: string[];
}

export interface LighthouseRun {
  route: string;
  formFactor: FormFactor;
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
  /** JS the browser actually downloaded during the run (transfer size), from Lighthouse's resource summary. */
  scriptTransfer: { requests: number; bytes: number } | null;
  unusedJs: { bytes: number; items: Array<{ url: string; wastedBytes: number; totalBytes: number }> } | null;
  lcp: { element: string | null; phases: Record<string, number> };
  /**
   * What the unthrottled page did in the run (Lighthouse's trace, before its mobile simulation): an observed LCP
   * close to the observed FCP with a late simulated one means the simulation holds the paint behind script work.
   */
  observed: { FCP: number | null; LCP: number | null; DCL: number | null; load: number | null };
  /** Main-thread time by kind of work (scripting, style and layout, parsing…), ms, in the simulated run. */
  mainThread: Record<string, number>;
  /** The elements that moved, with their share of the layout-shift score. */
  layoutShifts: Array<{ element: string; score: number }>;
  issues: Issue[];
  warnings: string[];
  benchmarkIndex: number | null;
  runs: number;
  /** Performance score and lab metrics, each the median over the runs (what the targets are checked against). */
  medians: { performance: number | null; LCP: number | null; TBT: number | null; CLS: number | null };
  /**
   * The same mobile runs with the throttling applied to the browser (Lighthouse's "devtools" method: the page really
   * loads at 150 ms round trip, 1.6 Mbit/s and 4× CPU) instead of simulated from an unthrottled load; medians, or
   * null when not measured (desktop, or BENCH_LIGHTHOUSE_APPLIED=0). Reported beside the simulated figures: on
   * loopback every script arrives before the first frame is shown, and the simulation then counts them all as needed
   * for the LCP (docs/architecture.md, Page weight).
   */
  applied: { performance: number | null; LCP: number | null; TBT: number | null } | null;
}

export interface LighthouseResults {
  runs: LighthouseRun[];
  version: string | null;
}

interface NodeDetail {
  /** "node" for an element; other sources (e.g. "source-location") carry a url. */
  type?: string;
  url?: string;
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

interface DetailItem {
  node?: NodeDetail;
  url?: string;
  source?: string | NodeDetail;
  sourceLocation?: { url?: string };
  description?: string;
  resourceType?: string;
  requestCount?: number;
  transferSize?: number;
  wastedBytes?: number;
  totalBytes?: number;
  score?: number;
  phase?: string;
  timing?: number;
  group?: string;
  groupLabel?: string;
  duration?: number;
  items?: DetailItem[];
}

function detailItems(audit: LighthouseResult["audits"][string] | undefined): DetailItem[] {
  const details = audit?.details as { items?: unknown[] } | undefined;
  return Array.isArray(details?.items) ? (details.items as DetailItem[]) : [];
}

function describeNode(node: NodeDetail): string {
  const label = node.nodeLabel && node.nodeLabel !== node.selector ? ` "${node.nodeLabel.replace(/\s+/g, " ").slice(0, 60)}"` : "";
  return `${node.selector ?? node.snippet ?? "(element)"}${label}`;
}

function describeItem(item: DetailItem): string {
  if (item.node) return describeNode(item.node);
  if (item.source && typeof item.source === "object") {
    if (item.source.type === "node") return item.source.snippet ?? describeNode(item.source);
    if (item.source.url) return new URL(item.source.url, ORIGIN).pathname;
  }
  const url = item.url ?? item.sourceLocation?.url;
  if (item.description) return url ? `${item.description} (${new URL(url, ORIGIN).pathname})` : item.description;
  return url ?? JSON.stringify(item).slice(0, 120);
}

/** The LCP element and the time spent in each phase (TTFB, load delay, load time, render delay), from its audit. */
function lcpOf(lhr: LighthouseResult): { element: string | null; phases: Record<string, number> } {
  const tables = detailItems(lhr.audits["largest-contentful-paint-element"]);
  const node = tables.flatMap((t) => t.items ?? []).find((i) => i.node)?.node;
  const phases = Object.fromEntries(
    tables.flatMap((t) => t.items ?? []).filter((i) => i.phase && typeof i.timing === "number").map((i) => [i.phase!, Math.round(i.timing!)]),
  );
  return { element: node ? describeNode(node) : null, phases };
}

function observedOf(lhr: LighthouseResult): LighthouseRun["observed"] {
  const item = detailItems(lhr.audits.metrics)[0] as Record<string, unknown> | undefined;
  const value = (key: string) => (typeof item?.[key] === "number" ? Math.round(item[key]) : null);
  return { FCP: value("observedFirstContentfulPaint"), LCP: value("observedLargestContentfulPaint"), DCL: value("observedDomContentLoaded"), load: value("observedLoad") };
}

function summarise(lhr: LighthouseResult, route: string, formFactor: FormFactor, all: readonly LighthouseResult[]): LighthouseRun {
  const perRun = (id: string) => all.map((l) => l.audits[id]?.numericValue ?? null);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([id, name]) => [name, lhr.audits[id]?.numericValue ?? null]),
  ) as Record<Metric, number | null>;
  const issues: Issue[] = [];
  for (const category of CATEGORIES) {
    if (category === "performance") continue; // its points are the metrics above
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      issues.push({ category, id: ref.id, title: audit.title, score: audit.score, weight: ref.weight, items: detailItems(audit).slice(0, 5).map(describeItem) });
    }
  }
  const script = detailItems(lhr.audits["resource-summary"]).find((i) => i.resourceType === "script");
  const unused = lhr.audits["unused-javascript"];
  const unusedItems = detailItems(unused)
    .map((i) => ({ url: new URL(i.url ?? "", ORIGIN).pathname, wastedBytes: i.wastedBytes ?? 0, totalBytes: i.totalBytes ?? 0 }))
    .sort((a, b) => b.wastedBytes - a.wastedBytes);
  return {
    route,
    formFactor,
    scores,
    metrics,
    scriptTransfer: script ? { requests: script.requestCount ?? 0, bytes: script.transferSize ?? 0 } : null,
    unusedJs: unused ? { bytes: unusedItems.reduce((s, i) => s + i.wastedBytes, 0), items: unusedItems } : null,
    lcp: lcpOf(lhr),
    observed: observedOf(lhr),
    mainThread: Object.fromEntries(
      detailItems(lhr.audits["mainthread-work-breakdown"]).map((i) => [i.groupLabel ?? i.group ?? "?", Math.round(i.duration ?? 0)]),
    ),
    layoutShifts: detailItems(lhr.audits["layout-shifts"])
      .filter((i) => i.node)
      .slice(0, 3)
      .map((i) => ({ element: describeNode(i.node!), score: Number((i.score ?? 0).toFixed(4)) })),
    issues,
    warnings: [...lhr.runWarnings, ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [])],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runs: all.length,
    medians: { ...performanceMedians(all), CLS: median(perRun("cumulative-layout-shift")) },
    applied: null,
  };
}

/** The median performance score, LCP and TBT over `runs`. */
function performanceMedians(runs: readonly LighthouseResult[]): { performance: number | null; LCP: number | null; TBT: number | null } {
  const perRun = (id: string) => runs.map((l) => l.audits[id]?.numericValue ?? null);
  return {
    performance: median(runs.map((l) => (l.categories.performance?.score == null ? null : Math.round(l.categories.performance.score * 100)))),
    LCP: median(perRun("largest-contentful-paint")),
    TBT: median(perRun("total-blocking-time")),
  };
}

/** Lighthouse's default (mobile) configuration with the throttling applied to the browser rather than simulated. */
const APPLIED_THROTTLING: Config = { extends: "lighthouse:default", settings: { throttlingMethod: "devtools" } };

const formFactors = (): FormFactor[] => (SETTINGS.lighthouseDesktop ? ["mobile", "desktop"] : ["mobile"]);

/** Lighthouse on each route of `origin` (the site's server unless said: the framework floor's app has its own). */
export async function measureLighthouse(
  routes: readonly Pick<Route, "path">[],
  failures: string[],
  { origin = ORIGIN, label = "lighthouse" }: { origin?: string; label?: string } = {},
): Promise<LighthouseResults> {
  log(`launching Chromium (${CHROMIUM}) for Lighthouse on ${routes.length} route(s)`);
  const profile = await tempDir("utilify-bench-chrome-");
  // Our own profile folder and signal handling: the harness stops Chromium and removes the folder in every case.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir: profile, handleSIGINT: false, logLevel: "silent" });
  trackProcess(chrome.process);
  onCleanup(() => stopProcess(chrome.process));
  const configs: Record<FormFactor, Config | undefined> = { desktop: desktopConfig, mobile: undefined };
  const results: LighthouseRun[] = [];
  let version: string | null = null;
  for (const route of routes) {
    for (const formFactor of formFactors()) {
      const lhrs: LighthouseResult[] = [];
      for (let i = 0; i < SETTINGS.lighthouseRuns; i++) {
        const result = await lighthouse(
          `${origin}${route.path}`,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
          configs[formFactor],
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${route.path} (${formFactor})`);
        lhrs.push(result.lhr);
        version = result.lhr.lighthouseVersion;
      }
      // The median run by performance score stands for the route (with one run, that run).
      lhrs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const middle = lhrs[Math.floor((lhrs.length - 1) / 2)];
      if (!middle) throw new Error(`No Lighthouse run for ${route.path}`);
      const run = summarise(middle, route.path, formFactor, lhrs);
      if (formFactor === "mobile" && SETTINGS.lighthouseApplied) {
        const applied: LighthouseResult[] = [];
        for (let i = 0; i < SETTINGS.lighthouseRuns; i++) {
          const result = await lighthouse(
            `${origin}${route.path}`,
            { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
            APPLIED_THROTTLING,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${route.path} (mobile, applied throttling)`);
          applied.push(result.lhr);
        }
        run.applied = performanceMedians(applied);
      }
      results.push(run);
      const s = run.scores;
      const m = run.medians;
      const applied = run.applied ? ` · applied throttling: perf ${run.applied.performance}, LCP ${ms(run.applied.LCP)}, TBT ${ms(run.applied.TBT)}` : "";
      log(`${label} ${formFactor.padEnd(7)} ${route.path.padEnd(38)} perf ${m.performance} (runs ${lhrs.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100)).join("/")}) · LCP ${ms(m.LCP)} · TBT ${ms(m.TBT)} · CLS ${m.CLS?.toFixed(3) ?? "—"} · a11y ${s.accessibility} · best ${s["best-practices"]} · seo ${s.seo}${applied}`);
      if (lhrs.some((l) => l.runtimeError)) failures.push(`Lighthouse error on ${route.path} (${formFactor}): ${run.warnings.join("; ")}`);
    }
  }
  return { runs: results, version };
}

/**
 * Prints the mobile figures against the targets (and the desktop ones, reported), the audits that cost points and
 * what needs a look; returns the target misses. `sharedScripts`: the scripts every page loads (the framework floor
 * and the site shell), whose unused share is not a page's own.
 */
export function printLighthouse(results: LighthouseResults, sharedScripts: readonly string[]): string[] {
  const t = TARGETS.lighthouse;
  const misses: string[] = [];
  for (const formFactor of formFactors()) {
    const runs = results.runs.filter((r) => r.formFactor === formFactor);
    const gated = formFactor === "mobile";
    const how = gated ? "default: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown" : "1350×940, simulated fast network, no CPU slowdown; reported, no target";
    console.log(
      `\nLighthouse ${results.version}, ${formFactor} configuration (${how}); perf, LCP, TBT and CLS: median of ${SETTINGS.lighthouseRuns} run(s)${gated ? `, target: perf ≥ ${t.performance}, LCP ≤ ${t.lcpMs} ms, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}` : ""}; the rest from the median run`,
    );
    const rows = runs.map((r) => {
      const m = r.medians;
      const check = (ok: boolean | null) => (gated ? ` ${mark(ok)}` : "");
      const perfOk = m.performance === null ? null : m.performance >= t.performance;
      const lcpOk = m.LCP === null ? null : m.LCP <= t.lcpMs;
      const tbtOk = m.TBT === null ? null : m.TBT <= t.tbtMs;
      const clsOk = m.CLS === null ? null : m.CLS <= t.cls;
      if (gated) {
        const missed = [
          perfOk === false && `performance ${m.performance} < ${t.performance}`,
          lcpOk === false && `LCP ${ms(m.LCP)} > ${t.lcpMs} ms`,
          tbtOk === false && `TBT ${ms(m.TBT)} > ${t.tbtMs} ms`,
          clsOk === false && `CLS ${m.CLS!.toFixed(3)} > ${t.cls}`,
        ].filter(Boolean);
        if (missed.length) misses.push(`${r.route}: ${missed.join(", ")} (Lighthouse mobile, median of ${r.runs})`);
      }
      return [
        r.route,
        `${m.performance ?? "—"}${check(perfOk)}`,
        String(r.scores.accessibility ?? "—"),
        String(r.scores["best-practices"] ?? "—"),
        String(r.scores.seo ?? "—"),
        ms(r.metrics.FCP),
        `${ms(m.LCP)}${check(lcpOk)}`,
        `${ms(m.TBT)}${check(tbtOk)}`,
        `${m.CLS === null ? "—" : m.CLS.toFixed(3)}${check(clsOk)}`,
        ms(r.metrics.SI),
        ...(gated && SETTINGS.lighthouseApplied ? [r.applied ? `${r.applied.performance ?? "—"} · ${ms(r.applied.LCP)} · ${ms(r.applied.TBT)}` : "—"] : []),
        r.scriptTransfer ? `${kb(r.scriptTransfer.bytes)} / ${r.scriptTransfer.requests}` : "—",
        r.benchmarkIndex === null ? "—" : String(Math.round(r.benchmarkIndex)),
      ];
    });
    const appliedColumn = gated && SETTINGS.lighthouseApplied ? ["applied: perf · LCP · TBT"] : [];
    console.log(table(["route", "perf", "a11y", "best", "SEO", "FCP", "LCP", "TBT", "CLS", "SI", ...appliedColumn, "JS loaded / requests", "CPU index"], rows));
    if (appliedColumn.length) {
      console.log(
        "applied: the same mobile run with the throttling applied to the browser (Lighthouse's devtools method), median of the same number of runs; reported, the targets hold the simulated figures",
      );
    }
  }
  console.log("CPU index: Lighthouse's benchmarkIndex of this machine during the run (higher is faster; it swings with load)");

  const issues = new Map<string, { title: string; category: Category; where: string[]; items: string[] }>();
  for (const run of results.runs) {
    for (const issue of run.issues) {
      const entry = issues.get(issue.id) ?? { title: issue.title, category: issue.category, where: [], items: [] };
      entry.where.push(`${run.route} (${run.formFactor})`);
      for (const item of issue.items) if (!entry.items.includes(item) && entry.items.length < 4) entry.items.push(item);
      issues.set(issue.id, entry);
    }
  }
  console.log(`\nAudits that cost points (accessibility, best practices, SEO)`);
  if (issues.size === 0) console.log("none");
  for (const [id, issue] of issues) {
    console.log(`- [${issue.category}] ${id}: ${issue.title}`);
    console.log(`    on ${issue.where.join(", ")}`);
    if (issue.items.length) console.log(`    e.g. ${issue.items.join(" | ")}`);
  }

  const attention: string[] = [];
  for (const run of results.runs) {
    const where = `${run.route} (${run.formFactor})`;
    const s = run.scores;
    if (s.performance !== null && s.performance < t.performance) {
      const phases = Object.entries(run.lcp.phases).map(([phase, time]) => `${phase} ${time} ms`).join(", ");
      attention.push(`${where}: performance ${s.performance} (LCP ${ms(run.metrics.LCP)} on ${run.lcp.element ?? "?"}${phases ? ` — ${phases}` : ""}; TBT ${ms(run.metrics.TBT)})`);
    }
    if (run.metrics.CLS !== null && run.metrics.CLS > t.cls) attention.push(`${where}: CLS ${run.metrics.CLS.toFixed(3)}, from ${run.layoutShifts.map((l) => `${l.element} (${l.score})`).join(", ")}`);
    if (s.accessibility !== null && s.accessibility < 95) attention.push(`${where}: accessibility ${s.accessibility} (${run.issues.filter((i) => i.category === "accessibility").map((i) => i.id).join(", ")})`);
    if (s["best-practices"] !== null && s["best-practices"] < 100) attention.push(`${where}: best practices ${s["best-practices"]} (${run.issues.filter((i) => i.category === "best-practices").map((i) => i.id).join(", ")})`);
    if (s.seo !== null && s.seo < 100) attention.push(`${where}: SEO ${s.seo} (${run.issues.filter((i) => i.category === "seo").map((i) => i.id).join(", ")})`);
    const unusedOwn = (run.unusedJs?.items ?? []).filter((i) => !sharedScripts.includes(i.url));
    const unusedOwnBytes = unusedOwn.reduce((sum, i) => sum + i.wastedBytes, 0);
    if (unusedOwnBytes > 10 * 1024) {
      attention.push(`${where}: ${kb(unusedOwnBytes)} unused at load in the page's own scripts: ${unusedOwn.slice(0, 3).map((i) => `${i.url} (${kb(i.wastedBytes)} of ${kb(i.totalBytes)})`).join(", ")}`);
    }
  }
  if (attention.length) {
    console.log(`\nNeeds a look (performance < ${t.performance}, CLS > ${t.cls}, accessibility < 95, best practices or SEO < 100, > 10 kB unused JS in a page's own scripts):\n${attention.map((a) => `- ${a}`).join("\n")}`);
  } else {
    console.log(`\nNeeds a look: nothing (performance ≥ ${t.performance}, CLS ≤ ${t.cls}, accessibility ≥ 95, best practices and SEO 100, ≤ 10 kB unused JS in a page's own scripts)`);
  }
  return misses;
}
