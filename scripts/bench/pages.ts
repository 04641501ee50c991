import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Result as LighthouseResult } from "lighthouse";
import { comingSoonTools } from "@/tools/catalogue";
import { indexedPages } from "@/tools/pages";
import { liveTools } from "@/tools/registry";
import { ensureBuild, log, onCleanup, percentile, runBenchmark, startBenchDatabase, startSiteServer, stopProcess, tempDir, trackProcess, waitForStatus } from "./lib/harness";

/**
 * Page benchmark (docs/architecture.md; README, Benchmarks) and the page budget of issue 18. Routes: every indexed
 * page of the page registry (tools/pages.ts: home, the site's pages, each live tool; new tools join by themselves)
 * with one long-tail page per tool that has them, plus a coming-soon page and /account signed out (not indexed:
 * reported, held to the static budget and to none respectively). On the production build behind server.ts:
 * 1. first-load JS: the `/_next/static/…js` files a browser downloads to load the route, read from Chromium's network
 *    log at network idle (its HTML's scripts plus the chunks the page adds as it hydrates and mounts; prefetches of
 *    linked routes refused; `noModule` polyfills, which modern browsers never fetch, listed apart), raw, gzip -9 and as
 *    served (the server's own compression), plus the part shared by every route;
 * 2. server response time: median and p95 time to first byte of sequential GETs after a warm-up;
 * 3. Lighthouse 12 in its default mobile configuration (and the desktop one with BENCH_LIGHTHOUSE_DESKTOP=1),
 *    driving Debian's Chromium: performance, LCP, TBT and CLS as the median of BENCH_LIGHTHOUSE_RUNS runs, the other
 *    categories and the audits that cost points from the median run.
 * Budgets (BUDGETS below) are printed beside each figure; the run exits non-zero when a page breaks one. First-load
 * JS is deterministic and always gates; Lighthouse swings with the machine's load, so BENCH_LIGHTHOUSE_GATE=0 reports
 * its budget misses without failing (default 1: they fail too).
 * Prints tables and writes everything to bench-results/pages.json.
 *
 * Ports BENCH_PAGES_PORT (server, default 3160) and BENCH_PAGES_DB_PORT (Postgres, default the server's + 2).
 * BENCH_SAMPLES (GETs per route, default 50); BENCH_ROUTES (comma-separated paths: only those); BENCH_LIGHTHOUSE=0
 * skips Lighthouse; BENCH_LIGHTHOUSE_RUNS (runs per route and configuration, default 3); CHROMIUM_PATH (default
 * /usr/bin/chromium); BENCH_BUILD=1 rebuilds.
 */

const SERVER_PORT = Number(process.env.BENCH_PAGES_PORT ?? 3160);
const DB_PORT = Number(process.env.BENCH_PAGES_DB_PORT ?? SERVER_PORT + 2);
const ORIGIN = `http://127.0.0.1:${SERVER_PORT}`;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
const WARMUP = 5;
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0";
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const LIGHTHOUSE_GATE = process.env.BENCH_LIGHTHOUSE_GATE !== "0";
const FORM_FACTORS = process.env.BENCH_LIGHTHOUSE_DESKTOP === "1" ? (["mobile", "desktop"] as const) : (["mobile"] as const);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
};
const OUTPUT = path.join("bench-results", "pages.json");

/**
 * The page budget (issue 18 §1). Static pages: every page without a tool. Tool pages: a live tool's page and its
 * long-tail pages, with the tool. Lighthouse figures are the mobile configuration's, median of the runs.
 */
const BUDGETS = {
  firstLoadJsGzip: { static: 130 * 1024, tool: 160 * 1024 },
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
} as const;

/** "static" and "tool" pages are held to that budget; "none" is reported only (not indexed, e.g. /account). */
type PageKind = "static" | "tool" | "none";
interface Route {
  path: string;
  label: string;
  kind: PageKind;
}

/** Every indexed page but the long-tail ones, one long-tail page per tool, a coming-soon page and /account. */
function benchRoutes(): Route[] {
  const longTail = new Set(liveTools.flatMap((m) => m.longTail?.map((p) => p.path) ?? []));
  const toolPages = new Map(liveTools.map((m) => [m.definition.route, m.definition.name]));
  const routes: Route[] = indexedPages()
    .filter((p) => !longTail.has(p.path))
    .map((p) => {
      const tool = toolPages.get(p.path);
      return { path: p.path, label: tool ?? (p.path === "/" ? "home" : p.path.slice(1)), kind: tool ? "tool" : "static" };
    });
  for (const m of liveTools) {
    const first = m.longTail?.find((p) => p.indexed);
    if (first) routes.push({ path: first.path, label: `${m.definition.name}, long-tail page`, kind: "tool" });
  }
  const comingSoon = comingSoonTools[0];
  if (comingSoon) routes.push({ path: comingSoon.route, label: "coming-soon tool (not indexed)", kind: "static" });
  routes.push({ path: "/account", label: "account, signed out (not indexed)", kind: "none" });
  const only = process.env.BENCH_ROUTES?.split(",").map((r) => r.trim()).filter(Boolean);
  return only?.length ? routes.filter((r) => only.includes(r.path)) : routes;
}

const ROUTES = benchRoutes();

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

// ---------------------------------------------------------------------------------------------------------------
// HTTP on loopback

interface Fetched {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Time to the response's status line and headers (the first byte), ms. */
  ttfb: number;
  /** Time to the last byte, ms. */
  total: number;
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
onCleanup(() => keepAlive.destroy());

function get(urlPath: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request({ host: "127.0.0.1", port: SERVER_PORT, path: urlPath, headers, agent: keepAlive }, (res) => {
      const ttfb = performance.now() - start;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ttfb, total: performance.now() - start }),
      );
      res.on("error", reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${urlPath} timed out`)));
    req.on("error", reject);
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------------------------
// 1. First-load JS

interface Size {
  raw: number;
  gzip: number;
  /** Bytes on the wire as the server sends them to a browser (it compresses with its own gzip level). */
  served: number;
}

const ZERO: Size = { raw: 0, gzip: 0, served: 0 };
const addSize = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, served: a.served + b.served });

function decodeAttribute(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(tag);
  if (!match) return null;
  return decodeAttribute(match[1] ?? match[2] ?? match[3] ?? "");
}

/** A file of the build (`/_next/static/…` ending in `extension`, query dropped), or null. */
function buildFile(url: string | null, extension: string): string | null {
  if (!url) return null;
  const pathname = new URL(url, ORIGIN).pathname;
  return pathname.startsWith("/_next/static/") && pathname.endsWith(extension) ? pathname : null;
}

interface PageAssets {
  /** Scripts a modern browser downloads: script src and preload/modulepreload links. */
  modern: string[];
  /** `noModule` scripts, which modern browsers skip. */
  legacy: string[];
  /** Chunks named only inside the inlined RSC payload (the client runtime would load them later): reported, not summed. */
  payloadOnly: string[];
  /** Stylesheets (render-blocking) and preloaded fonts: not JS, but they compete with it for the first load. */
  stylesheets: string[];
  fonts: string[];
}

/** The build's files a page's HTML makes a browser download. */
function assetsOf(html: string): PageAssets {
  const modern = new Set<string>();
  const legacy = new Set<string>();
  const stylesheets = new Set<string>();
  const fonts = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = buildFile(attribute(tag, "src"), ".js");
    if (src) (attribute(tag, "nomodule") !== null ? legacy : modern).add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const as = (attribute(tag, "as") ?? "").toLowerCase();
    const href = attribute(tag, "href");
    if (rel.includes("modulepreload") || (rel.includes("preload") && as === "script")) {
      const script = buildFile(href, ".js");
      if (script) modern.add(script);
    } else if (rel.includes("stylesheet")) {
      const css = buildFile(href, ".css");
      if (css) stylesheets.add(css);
    } else if (rel.includes("preload") && as === "font") {
      const font = buildFile(href, ".woff2") ?? buildFile(href, ".woff") ?? buildFile(href, ".ttf");
      if (font) fonts.add(font);
    }
  }
  const payloadOnly = new Set<string>();
  for (const [, chunk] of html.matchAll(/\/?_next\/(static\/[\w./-]+?\.js)/g)) {
    const url = `/_next/${chunk}`;
    if (!modern.has(url) && !legacy.has(url)) payloadOnly.add(url);
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return { modern: sorted(modern), legacy: sorted(legacy), payloadOnly: sorted(payloadOnly), stylesheets: sorted(stylesheets), fonts: sorted(fonts) };
}

const sizes = new Map<string, Size>();
async function sizeOf(url: string): Promise<Size> {
  const known = sizes.get(url);
  if (known) return known;
  const plain = await get(url, { "accept-encoding": "identity" });
  if (plain.status !== 200) throw new Error(`GET ${url} answered ${plain.status}`);
  const served = await get(url, { "accept-encoding": "gzip, deflate, br" });
  const size = { raw: plain.body.length, gzip: gzipSync(plain.body, { level: 9 }).length, served: served.body.length };
  sizes.set(url, size);
  return size;
}

async function total(urls: readonly string[]): Promise<Size> {
  let sum = ZERO;
  for (const url of urls) sum = addSize(sum, await sizeOf(url));
  return sum;
}

interface RouteJs {
  route: string;
  status: number;
  html: Size;
  scripts: string[];
  firstLoad: Size;
  /** The scripts of this route that not every route loads. */
  ownScripts: string[];
  own: Size;
  legacyScripts: string[];
  legacy: Size;
  payloadOnlyScripts: string[];
  stylesheets: string[];
  css: Size;
  preloadedFonts: string[];
  fonts: Size;
}

/**
 * The build's scripts a browser downloads to load a page, until network idle: read from the network log, so a
 * `noModule` script (never fetched by a modern browser) does not count and a chunk the client runtime adds as the page
 * hydrates and mounts does. Link prefetches of other routes are refused (their requests carry Next-Router-Prefetch),
 * so only this page's JS counts.
 */
async function scriptsLoadedBy(browser: Awaited<ReturnType<typeof chromium.launch>>, route: string): Promise<string[]> {
  // A fresh context (empty cache) per route, so every script of the page is fetched and seen.
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched = new Set<string>();
  page.on("requestfinished", (request) => {
    const url = new URL(request.url());
    if (url.origin === ORIGIN && url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js")) fetched.add(url.pathname);
  });
  try {
    await page.route("**/*", (request) =>
      request.request().headers()["next-router-prefetch"] ? request.abort() : request.continue(),
    );
    await page.goto(`${ORIGIN}${route}`, { waitUntil: "networkidle" });
    return [...fetched];
  } finally {
    await context.close();
  }
}

async function measureJs(): Promise<{ routes: RouteJs[]; shared: { scripts: string[]; size: Size } }> {
  const pages: Array<{ route: string; status: number; html: Buffer; servedHtml: number; scripts: PageAssets }> = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    for (const route of ROUTES) {
      const page = await get(route.path, { ...BROWSER_HEADERS, "accept-encoding": "identity" });
      const servedHtml = (await get(route.path, { ...BROWSER_HEADERS, "accept-encoding": "gzip, deflate, br" })).body.length;
      const assets = assetsOf(page.body.toString("utf8"));
      // First-load JS counts what the browser really fetched, not only what the HTML names.
      const loaded = await scriptsLoadedBy(browser, route.path);
      assets.modern = [...new Set([...assets.modern, ...loaded])].sort();
      assets.payloadOnly = assets.payloadOnly.filter((s) => !assets.modern.includes(s));
      pages.push({ route: route.path, status: page.status, html: page.body, servedHtml, scripts: assets });
    }
  } finally {
    await browser.close();
  }
  const sharedScripts = pages
    .map((p) => p.scripts.modern)
    .reduce((common, list) => common.filter((s) => list.includes(s)))
    .sort();
  const routes: RouteJs[] = [];
  for (const page of pages) {
    const ownScripts = page.scripts.modern.filter((s) => !sharedScripts.includes(s));
    routes.push({
      route: page.route,
      status: page.status,
      html: { raw: page.html.length, gzip: gzipSync(page.html, { level: 9 }).length, served: page.servedHtml },
      scripts: page.scripts.modern,
      firstLoad: await total(page.scripts.modern),
      ownScripts,
      own: await total(ownScripts),
      legacyScripts: page.scripts.legacy,
      legacy: await total(page.scripts.legacy),
      payloadOnlyScripts: page.scripts.payloadOnly,
      stylesheets: page.scripts.stylesheets,
      css: await total(page.scripts.stylesheets),
      preloadedFonts: page.scripts.fonts,
      fonts: await total(page.scripts.fonts),
    });
  }
  return { routes, shared: { scripts: sharedScripts, size: await total(sharedScripts) } };
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Server response time

interface Timing {
  route: string;
  samples: number;
  ttfb: { median: number; p95: number; min: number; max: number };
  /** Median time to the last byte (the whole compressed document). */
  totalMedian: number;
  statuses: number[];
}

async function measureTiming(route: string): Promise<Timing> {
  const headers = { ...BROWSER_HEADERS, "accept-encoding": "gzip, deflate, br" };
  for (let i = 0; i < WARMUP; i++) await get(route, headers);
  const ttfb: number[] = [];
  const totals: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < SAMPLES; i++) {
    const response = await get(route, headers);
    ttfb.push(response.ttfb);
    totals.push(response.total);
    statuses.add(response.status);
  }
  ttfb.sort((a, b) => a - b);
  totals.sort((a, b) => a - b);
  return {
    route,
    samples: SAMPLES,
    ttfb: { median: percentile(ttfb, 50), p95: percentile(ttfb, 95), min: ttfb[0] ?? Number.NaN, max: ttfb.at(-1) ?? Number.NaN },
    totalMedian: percentile(totals, 50),
    statuses: [...statuses],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Lighthouse

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

interface LighthouseRun {
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
  /** Performance score and lab metrics, each the median over the runs (what the budget is checked against). */
  medians: { performance: number | null; LCP: number | null; TBT: number | null; CLS: number | null };
}

/** The median of the known values (the mean of the middle two for an even count), or null. */
function median(values: ReadonlyArray<number | null>): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!known.length) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
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
  const ms = (key: string) => (typeof item?.[key] === "number" ? Math.round(item[key]) : null);
  return { FCP: ms("observedFirstContentfulPaint"), LCP: ms("observedLargestContentfulPaint"), DCL: ms("observedDomContentLoaded"), load: ms("observedLoad") };
}

function summarise(lhr: LighthouseResult, route: string, formFactor: FormFactor, all: readonly LighthouseResult[]): LighthouseRun {
  const runs = all.length;
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
      issues.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        items: detailItems(audit).slice(0, 5).map(describeItem),
      });
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
    runs,
    medians: {
      performance: median(all.map((l) => (l.categories.performance?.score == null ? null : Math.round(l.categories.performance.score * 100)))),
      LCP: median(perRun("largest-contentful-paint")),
      TBT: median(perRun("total-blocking-time")),
      CLS: median(perRun("cumulative-layout-shift")),
    },
  };
}

async function measureLighthouse(failures: string[]): Promise<{ runs: LighthouseRun[]; version: string | null }> {
  log(`launching Chromium (${CHROMIUM}) for Lighthouse`);
  const profile = await tempDir("utilify-bench-chrome-");
  // Our own profile folder and signal handling: the harness stops Chromium and removes the folder in every case.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir: profile, handleSIGINT: false, logLevel: "silent" });
  trackProcess(chrome.process);
  onCleanup(() => stopProcess(chrome.process));
  const configs: Record<FormFactor, Config | undefined> = { desktop: desktopConfig, mobile: undefined };
  const results: LighthouseRun[] = [];
  let version: string | null = null;
  for (const route of ROUTES) {
    for (const formFactor of FORM_FACTORS) {
      const lhrs: LighthouseResult[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const result = await lighthouse(
          `${ORIGIN}${route.path}`,
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
      results.push(run);
      const s = run.scores;
      const m = run.medians;
      log(`lighthouse ${formFactor.padEnd(7)} ${route.path.padEnd(38)} perf ${m.performance} (runs ${lhrs.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100)).join("/")}) · LCP ${ms(m.LCP)} · TBT ${ms(m.TBT)} · CLS ${m.CLS?.toFixed(3) ?? "—"} · a11y ${s.accessibility} · best ${s["best-practices"]} · seo ${s.seo}`);
      if (lhrs.some((l) => l.runtimeError)) failures.push(`Lighthouse error on ${route.path} (${formFactor}): ${run.warnings.join("; ")}`);
    }
  }
  return { runs: results, version };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number | null) => (value === null ? "—" : `${Math.round(value)} ms`);
const ms2 = (value: number) => `${value.toFixed(2)} ms`;
const cell = (value: string, width: number) => value.padStart(width);

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : cell(c, widths[i] ?? 0))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

function version(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

runBenchmark("Page", async (failures) => {
  const started = Date.now();
  const loadBefore = os.loadavg();
  ensureBuild(ORIGIN);
  const database = await startBenchDatabase(DB_PORT);
  startSiteServer(SERVER_PORT, database.url);
  log(`starting the production server (server.ts) on ${SERVER_PORT}`);
  await waitForStatus(SERVER_PORT, "/", 200, "server");

  log("measuring first-load JS");
  const js = await measureJs();
  for (const r of js.routes) if (r.status !== 200) failures.push(`${r.route} answered ${r.status}`);

  log(`measuring time to first byte: ${WARMUP} warm-up + ${SAMPLES} sequential GETs per route`);
  const timings: Timing[] = [];
  for (const route of ROUTES) timings.push(await measureTiming(route.path));
  for (const t of timings) if (t.statuses.some((s) => s !== 200)) failures.push(`${t.route} answered ${t.statuses.join(", ")} under repeated GETs`);

  const lighthouseResults = LIGHTHOUSE ? await measureLighthouse(failures) : { runs: [], version: null };

  // ---- print
  console.log(`\nFirst-load JS per route (modern browsers; gzip = node:zlib level 9, served = the server's own gzip)`);
  console.log(
    table(
      ["route", "scripts", "raw", "gzip", "served", "route-only raw", "route-only gzip", "HTML raw", "HTML gzip", "CSS gzip", "font preloads"],
      js.routes.map((r) => [
        r.route,
        String(r.scripts.length),
        kb(r.firstLoad.raw),
        kb(r.firstLoad.gzip),
        kb(r.firstLoad.served),
        kb(r.own.raw),
        kb(r.own.gzip),
        kb(r.html.raw),
        kb(r.html.gzip),
        kb(r.css.gzip),
        `${kb(r.fonts.raw)} / ${r.preloadedFonts.length}`,
      ]),
    ),
  );
  console.log(
    `shared by all ${js.routes.length} routes: ${js.shared.scripts.length} scripts, ${kb(js.shared.size.raw)} raw, ${kb(js.shared.size.gzip)} gzip, ${kb(js.shared.size.served)} served`,
  );
  const legacy = js.routes.find((r) => r.legacyScripts.length);
  if (legacy) console.log(`not counted: noModule polyfills (${legacy.legacyScripts.length} script, ${kb(legacy.legacy.raw)} raw, ${kb(legacy.legacy.gzip)} gzip), skipped by modern browsers`);
  console.log("HTML, CSS and preloaded fonts (woff2, already compressed) are not JS; they are listed because they share the first load.");
  const payloadOnly = js.routes.filter((r) => r.payloadOnlyScripts.length);
  for (const r of payloadOnly) console.log(`note: ${r.route} names ${r.payloadOnlyScripts.length} more chunk(s) only in its RSC payload: ${r.payloadOnlyScripts.join(", ")}`);

  console.log(`\nServer response time: ${SAMPLES} sequential GETs per route after ${WARMUP} warm-up, keep-alive, gzip accepted`);
  console.log(
    table(
      ["route", "TTFB median", "TTFB p95", "min", "max", "last byte median"],
      timings.map((t) => [t.route, ms2(t.ttfb.median), ms2(t.ttfb.p95), ms2(t.ttfb.min), ms2(t.ttfb.max), ms2(t.totalMedian)]),
    ),
  );

  if (lighthouseResults.runs.length) {
    for (const formFactor of FORM_FACTORS) {
      const runs = lighthouseResults.runs.filter((r) => r.formFactor === formFactor);
      const how = formFactor === "mobile" ? "default: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown" : "1350×940, simulated fast network, no CPU slowdown";
      console.log(`\nLighthouse ${lighthouseResults.version}, ${formFactor} configuration (${how}); perf, LCP, TBT and CLS: median of ${LIGHTHOUSE_RUNS} run(s); the rest from the median run`);
      console.log(
        table(
          ["route", "perf", "a11y", "best", "SEO", "FCP", "LCP", "TBT", "CLS", "SI", "JS loaded / requests", "unused JS", "CPU index"],
          runs.map((r) => [
            r.route,
            String(r.medians.performance ?? "—"),
            String(r.scores.accessibility ?? "—"),
            String(r.scores["best-practices"] ?? "—"),
            String(r.scores.seo ?? "—"),
            ms(r.metrics.FCP),
            ms(r.medians.LCP),
            ms(r.medians.TBT),
            r.medians.CLS === null ? "—" : r.medians.CLS.toFixed(3),
            ms(r.metrics.SI),
            r.scriptTransfer ? `${kb(r.scriptTransfer.bytes)} / ${r.scriptTransfer.requests}` : "—",
            r.unusedJs ? kb(r.unusedJs.bytes) : "—",
            r.benchmarkIndex === null ? "—" : String(Math.round(r.benchmarkIndex)),
          ]),
        ),
      );
    }
    console.log("CPU index: Lighthouse's benchmarkIndex of this machine during the run (higher is faster; it swings with load)");
    const issues = new Map<string, { title: string; category: Category; where: string[]; items: string[] }>();
    for (const run of lighthouseResults.runs) {
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
  }

  // ---- summary: one line per route, then what needs a look
  const summary = ROUTES.map((route) => {
    const j = js.routes.find((r) => r.route === route.path)!;
    const t = timings.find((r) => r.route === route.path)!;
    const scores = (formFactor: FormFactor) => lighthouseResults.runs.find((r) => r.route === route.path && r.formFactor === formFactor)?.scores ?? null;
    return {
      route: route.path,
      firstLoadJsGzip: j.firstLoad.gzip,
      routeOnlyJsGzip: j.own.gzip,
      ttfbMedian: t.ttfb.median,
      ttfbP95: t.ttfb.p95,
      desktop: scores("desktop"),
      mobile: scores("mobile"),
    };
  });
  const fourScores = (sc: Record<Category, number | null> | null) => (sc ? CATEGORIES.map((c) => String(sc[c] ?? "—").padStart(3)).join(" ") : "—");
  console.log(`
Summary (JS gzip -9; Lighthouse scores as perf a11y best SEO)`);
  console.log(
    table(
      ["route", "first-load JS", "route-only JS", "TTFB p50", "TTFB p95", "desktop", "mobile"],
      summary.map((r) => [r.route, kb(r.firstLoadJsGzip), kb(r.routeOnlyJsGzip), ms2(r.ttfbMedian), ms2(r.ttfbP95), fourScores(r.desktop), fourScores(r.mobile)]),
    ),
  );
  const attention: string[] = [];
  for (const run of lighthouseResults.runs) {
    const where = `${run.route} (${run.formFactor})`;
    const s = run.scores;
    if (s.performance !== null && s.performance < 90) {
      const phases = Object.entries(run.lcp.phases).map(([phase, time]) => `${phase} ${time} ms`).join(", ");
      attention.push(`${where}: performance ${s.performance} (LCP ${ms(run.metrics.LCP)} on ${run.lcp.element ?? "?"}${phases ? ` — ${phases}` : ""}; TBT ${ms(run.metrics.TBT)})`);
    }
    if (run.metrics.CLS !== null && run.metrics.CLS >= 0.05) attention.push(`${where}: CLS ${run.metrics.CLS.toFixed(3)}, from ${run.layoutShifts.map((l) => `${l.element} (${l.score})`).join(", ")}`);
    if (s.accessibility !== null && s.accessibility < 95) attention.push(`${where}: accessibility ${s.accessibility} (${run.issues.filter((i) => i.category === "accessibility").map((i) => i.id).join(", ")})`);
    if (s["best-practices"] !== null && s["best-practices"] < 100) attention.push(`${where}: best practices ${s["best-practices"]} (${run.issues.filter((i) => i.category === "best-practices").map((i) => i.id).join(", ")})`);
    if (s.seo !== null && s.seo < 100) attention.push(`${where}: SEO ${s.seo} (${run.issues.filter((i) => i.category === "seo").map((i) => i.id).join(", ")})`);
    // React DOM's unused share (~25 kB) is on every page; what matters is JS beyond the shared set that goes unused.
    const unusedOwn = (run.unusedJs?.items ?? []).filter((i) => !js.shared.scripts.includes(i.url));
    const unusedOwnBytes = unusedOwn.reduce((sum, i) => sum + i.wastedBytes, 0);
    if (unusedOwnBytes > 10 * 1024) {
      attention.push(`${where}: ${kb(unusedOwnBytes)} unused at load in scripts outside the shared set: ${unusedOwn.slice(0, 3).map((i) => `${i.url} (${kb(i.wastedBytes)} of ${kb(i.totalBytes)}${js.routes.find((r) => r.route === run.route)?.scripts.includes(i.url) ? "" : ", not in the page's HTML: prefetched"})`).join(", ")}`);
    }
  }
  const heaviest = [...js.routes].sort((a, b) => b.own.gzip - a.own.gzip).slice(0, 3);
  console.log(`
Heaviest route-only JS (gzip): ${heaviest.map((r) => `${r.route} ${kb(r.own.gzip)}`).join(", ")}`);
  if (!LIGHTHOUSE) console.log("Lighthouse skipped (BENCH_LIGHTHOUSE=0): no scores to check");
  else if (attention.length) console.log(`Needs a look (performance < 90, CLS ≥ 0.05, accessibility < 95, best practices or SEO < 100, > 10 kB unused JS outside the shared set):\n${attention.map((a) => `- ${a}`).join("\n")}`);
  else console.log("Needs a look: nothing (performance ≥ 90, CLS < 0.05, accessibility ≥ 95, best practices and SEO 100, ≤ 10 kB unused JS outside the shared set)");

  // ---- the page budget (issue 18 §1): every figure beside its budget; a miss fails the run
  const budgetRows: string[][] = [];
  const budgetMisses: string[] = [];
  const lighthouseMisses: string[] = [];
  for (const route of ROUTES) {
    const j = js.routes.find((r) => r.route === route.path)!;
    const mobile = lighthouseResults.runs.find((r) => r.route === route.path && r.formFactor === "mobile")?.medians ?? null;
    const jsBudget = route.kind === "none" ? null : BUDGETS.firstLoadJsGzip[route.kind];
    const mark = (ok: boolean | null) => (ok === null ? " " : ok ? " " : "✗");
    const jsOk = jsBudget === null ? null : j.firstLoad.gzip <= jsBudget;
    if (jsOk === false) budgetMisses.push(`${route.path}: first-load JS ${kb(j.firstLoad.gzip)} > ${kb(jsBudget!)} (${route.kind} page)`);
    const checks =
      route.kind === "none" || !mobile
        ? null
        : {
            perf: mobile.performance === null ? null : mobile.performance >= BUDGETS.performance,
            lcp: mobile.LCP === null ? null : mobile.LCP <= BUDGETS.lcpMs,
            tbt: mobile.TBT === null ? null : mobile.TBT <= BUDGETS.tbtMs,
            cls: mobile.CLS === null ? null : mobile.CLS <= BUDGETS.cls,
          };
    if (checks && mobile) {
      const missed = [
        checks.perf === false && `performance ${mobile.performance} < ${BUDGETS.performance}`,
        checks.lcp === false && `LCP ${ms(mobile.LCP)} > ${BUDGETS.lcpMs} ms`,
        checks.tbt === false && `TBT ${ms(mobile.TBT)} > ${BUDGETS.tbtMs} ms`,
        checks.cls === false && `CLS ${mobile.CLS!.toFixed(3)} > ${BUDGETS.cls}`,
      ].filter(Boolean);
      if (missed.length) lighthouseMisses.push(`${route.path}: ${missed.join(", ")} (mobile, median of ${LIGHTHOUSE_RUNS})`);
    }
    budgetRows.push([
      route.path,
      route.kind,
      `${kb(j.firstLoad.gzip)} / ${jsBudget === null ? "—" : kb(jsBudget)}${mark(jsOk)}`,
      mobile ? `${mobile.performance ?? "—"} / ${BUDGETS.performance}${mark(checks?.perf ?? null)}` : "—",
      mobile ? `${ms(mobile.LCP)} / ${BUDGETS.lcpMs} ms${mark(checks?.lcp ?? null)}` : "—",
      mobile ? `${ms(mobile.TBT)} / ${BUDGETS.tbtMs} ms${mark(checks?.tbt ?? null)}` : "—",
      mobile ? `${mobile.CLS === null ? "—" : mobile.CLS.toFixed(3)} / ${BUDGETS.cls}${mark(checks?.cls ?? null)}` : "—",
    ]);
  }
  console.log(`\nPage budget (issue 18): figure / budget, ✗ = over; first-load JS gzip -9; Lighthouse mobile, median of ${LIGHTHOUSE_RUNS}`);
  console.log(table(["route", "page", "first-load JS", "perf", "LCP", "TBT", "CLS"], budgetRows));
  failures.push(...budgetMisses.map((m) => `page budget: ${m}`));
  if (LIGHTHOUSE_GATE) failures.push(...lighthouseMisses.map((m) => `page budget: ${m}`));
  else if (lighthouseMisses.length) console.log(`Lighthouse budget misses, reported only (BENCH_LIGHTHOUSE_GATE=0):\n${lighthouseMisses.map((m) => `- ${m}`).join("\n")}`);
  if (!budgetMisses.length && (!lighthouseMisses.length || !LIGHTHOUSE_GATE)) console.log(`Page budget: every route within it${LIGHTHOUSE ? "" : " (first-load JS only: Lighthouse skipped)"}`);

  const result = {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      loadAverageBefore: loadBefore.map((l) => Number(l.toFixed(2))),
      loadAverageAfter: os.loadavg().map((l) => Number(l.toFixed(2))),
      chromium: version(CHROMIUM, ["--version"]),
      lighthouse: lighthouseResults.version,
      commit: version("git", ["rev-parse", "HEAD"]),
      buildId: readFileSync(".next/BUILD_ID", "utf8").trim(),
      origin: ORIGIN,
    },
    summary,
    budgets: BUDGETS,
    budgetMisses: { firstLoadJs: budgetMisses, lighthouse: lighthouseMisses, lighthouseGate: LIGHTHOUSE_GATE },
    attention,
    settings: { samples: SAMPLES, warmup: WARMUP, lighthouseRuns: LIGHTHOUSE ? LIGHTHOUSE_RUNS : 0, chromeFlags: CHROME_FLAGS },
    sharedJs: { scripts: js.shared.scripts, ...js.shared.size },
    routes: ROUTES.map((route) => ({
      ...route,
      js: js.routes.find((r) => r.route === route.path),
      responseTime: timings.find((t) => t.route === route.path),
      lighthouse: Object.fromEntries(lighthouseResults.runs.filter((r) => r.route === route.path).map((r) => [r.formFactor, r])),
    })),
    scriptSizes: Object.fromEntries([...sizes].sort(([a], [b]) => a.localeCompare(b))),
    failures,
  };
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nWrote ${OUTPUT} (${result.durationSeconds} s; load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")} before, ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} after)`);
});
