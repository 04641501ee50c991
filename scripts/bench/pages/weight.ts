import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { kb, mark, table } from "./format";
import { BROWSER_HEADERS, get } from "./http";
import type { Route } from "./routes";
import { CHROMIUM, ORIGIN, TARGETS } from "./settings";

/**
 * First-load JS: the `/_next/static/…js` files a browser downloads to load a route, read from Chromium's network log
 * at network idle (its HTML's scripts plus the chunks the page adds as it hydrates and mounts; prefetches of linked
 * routes refused; `noModule` polyfills, which modern browsers never fetch, listed apart), raw, gzip -9 and as served.
 * It is split in two: the framework floor — what an empty page of this build loads (React, React DOM, Next's client
 * runtime and its own client components), read from the build's manifests — and our own share on top of it, which is
 * what the target holds.
 */

interface Size {
  raw: number;
  gzip: number;
  /** Bytes on the wire as the server sends them to a browser (its own compression). */
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

export const scriptSizes = new Map<string, Size>();
async function sizeOf(url: string): Promise<Size> {
  const known = scriptSizes.get(url);
  if (known) return known;
  const plain = await get(url, { "accept-encoding": "identity" });
  if (plain.status !== 200) throw new Error(`GET ${url} answered ${plain.status}`);
  const served = await get(url, { "accept-encoding": "gzip, deflate, br" });
  const size = { raw: plain.body.length, gzip: gzipSync(plain.body, { level: 9 }).length, served: served.body.length };
  scriptSizes.set(url, size);
  return size;
}

async function total(urls: readonly string[]): Promise<Size> {
  let sum = ZERO;
  for (const url of urls) sum = addSize(sum, await sizeOf(url));
  return sum;
}

/**
 * The build's scripts a browser downloads to load a page, until network idle: read from the network log, so a
 * `noModule` script (never fetched by a modern browser) does not count and a chunk the client runtime adds as the page
 * hydrates and mounts does. Link prefetches of other routes are refused (their requests carry Next-Router-Prefetch),
 * so only this page's JS counts.
 */
async function scriptsLoadedBy(browser: Browser, route: string): Promise<string[]> {
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

interface BuildManifest {
  polyfillFiles?: string[];
  rootMainFiles?: string[];
}

const manifestUrl = (file: string) => `/_next/${file.replace(/^\/+/, "")}`;

/**
 * The client-reference manifest's scripts of Next's built-in global-error page: the one page of the build with no
 * layout or component of ours (when the app has no global-error of its own), so what it loads beyond the root main
 * files is Next's own client components (the layout router and its boundaries), which on our pages travel inside the
 * root layout's chunk.
 */
function builtinPageFiles(): string[] {
  const file = ".next/server/app/_global-error/page_client-reference-manifest.js";
  if (!existsSync(file)) return [];
  // The manifest is one assignment of a JSON object literal to a global.
  const literal = /=\s*(\{.*\})\s*;?\s*$/s.exec(readFileSync(file, "utf8"))?.[1];
  if (!literal) return [];
  const manifest = JSON.parse(literal) as { entryJSFiles?: Record<string, string[]> };
  const entries = Object.entries(manifest.entryJSFiles ?? {});
  if (!entries.length || entries.some(([module]) => !module.startsWith("[project]/node_modules/next/"))) return [];
  return [...new Set(entries.flatMap(([, files]) => files))].filter((f) => f.endsWith(".js")).map(manifestUrl);
}

/**
 * The framework floor, from the build's manifests: `rootMainFiles`, what every App Router page loads before its
 * layouts' and its own chunks (the bundler's runtime, React, React DOM, Next's client router), plus what Next's
 * built-in global-error page adds (Next's own client components): the whole first load of an empty page of this
 * build. `polyfillFiles` are the `noModule` polyfills, which modern browsers skip.
 */
function frameworkFiles(): { main: string[]; builtin: string[]; polyfills: string[] } {
  const manifest = JSON.parse(readFileSync(".next/build-manifest.json", "utf8")) as BuildManifest;
  const main = (manifest.rootMainFiles ?? []).filter((f) => f.endsWith(".js")).map(manifestUrl);
  if (!main.length) throw new Error(".next/build-manifest.json lists no rootMainFiles: cannot tell the framework floor");
  const builtin = builtinPageFiles().filter((f) => !main.includes(f));
  return { main, builtin, polyfills: (manifest.polyfillFiles ?? []).filter((f) => f.endsWith(".js")).map(manifestUrl) };
}

const subtract = (a: Size, b: Size): Size => ({ raw: a.raw - b.raw, gzip: a.gzip - b.gzip, served: a.served - b.served });

export interface RouteJs {
  route: string;
  status: number;
  html: Size;
  scripts: string[];
  firstLoad: Size;
  /** The scripts of this route beyond the root main files (ours, with Next's own client components among them). */
  ownScripts: string[];
  /** Our own share: the first load less the framework floor. */
  own: Size;
  legacyScripts: string[];
  legacy: Size;
  payloadOnlyScripts: string[];
  stylesheets: string[];
  css: Size;
  preloadedFonts: string[];
  fonts: Size;
}

export interface Weight {
  /** The framework floor: what an empty page of this build loads (`main`: the root main files every page loads). */
  floor: { scripts: string[]; main: string[]; size: Size; polyfills: string[]; polyfillSize: Size };
  routes: RouteJs[];
  /** Scripts beyond the root main files that every route loads (the site shell's share). */
  sharedOwn: { scripts: string[]; size: Size };
  /** Root main files some route did not load (the floor would then be overstated): should be empty. */
  floorNotLoaded: Array<{ route: string; scripts: string[] }>;
}

export async function measureWeight(routes: readonly Route[]): Promise<Weight> {
  const framework = frameworkFiles();
  const floorScripts = [...framework.main, ...framework.builtin];
  const floorSize = await total(floorScripts);
  const pages: Array<{ route: string; status: number; html: Buffer; servedHtml: number; assets: PageAssets }> = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    for (const route of routes) {
      const page = await get(route.path, { ...BROWSER_HEADERS, "accept-encoding": "identity" });
      const servedHtml = (await get(route.path, { ...BROWSER_HEADERS, "accept-encoding": "gzip, deflate, br" })).body.length;
      const assets = assetsOf(page.body.toString("utf8"));
      // First-load JS counts what the browser really fetched, not only what the HTML names.
      const loaded = await scriptsLoadedBy(browser, route.path);
      assets.modern = [...new Set([...assets.modern, ...loaded])].filter((s) => !assets.legacy.includes(s)).sort();
      assets.payloadOnly = assets.payloadOnly.filter((s) => !assets.modern.includes(s));
      pages.push({ route: route.path, status: page.status, html: page.body, servedHtml, assets });
    }
  } finally {
    await browser.close();
  }
  const floorNotLoaded = pages
    .map((p) => ({ route: p.route, scripts: framework.main.filter((s) => !p.assets.modern.includes(s)) }))
    .filter((p) => p.scripts.length);
  const result: RouteJs[] = [];
  for (const page of pages) {
    const firstLoad = await total(page.assets.modern);
    result.push({
      route: page.route,
      status: page.status,
      html: { raw: page.html.length, gzip: gzipSync(page.html, { level: 9 }).length, served: page.servedHtml },
      scripts: page.assets.modern,
      firstLoad,
      ownScripts: page.assets.modern.filter((s) => !framework.main.includes(s)),
      // Next's own client components share a chunk with our root layout's, so our share is a difference of sizes.
      own: subtract(firstLoad, floorSize),
      legacyScripts: page.assets.legacy,
      legacy: await total(page.assets.legacy),
      payloadOnlyScripts: page.assets.payloadOnly,
      stylesheets: page.assets.stylesheets,
      css: await total(page.assets.stylesheets),
      preloadedFonts: page.assets.fonts,
      fonts: await total(page.assets.fonts),
    });
  }
  const sharedOwnScripts = result.length
    ? result.map((r) => r.ownScripts).reduce((common, list) => common.filter((s) => list.includes(s))).sort()
    : [];
  return {
    floor: { scripts: floorScripts, main: framework.main, size: floorSize, polyfills: framework.polyfills, polyfillSize: await total(framework.polyfills) },
    routes: result,
    sharedOwn: { scripts: sharedOwnScripts, size: await total(sharedOwnScripts) },
    floorNotLoaded,
  };
}

/** Our own first-load JS against its target: one row per route. */
export function weightRows(weight: Weight, routes: readonly Route[]): { rows: string[][]; misses: string[] } {
  const rows: string[][] = [];
  const misses: string[] = [];
  for (const route of routes) {
    const js = weight.routes.find((r) => r.route === route.path);
    if (!js) continue;
    const target = TARGETS.ownJsGzip[route.kind];
    const ok = js.own.gzip <= target;
    if (!ok) misses.push(`${route.path}: our first-load JS ${kb(js.own.gzip)} gzip > ${kb(target)} (${route.kind === "tool" ? "tool page" : "page without a tool"})`);
    rows.push([
      route.path,
      route.kind,
      String(js.scripts.length),
      kb(js.firstLoad.gzip),
      kb(js.firstLoad.served),
      String(js.ownScripts.length),
      kb(js.own.raw),
      `${kb(js.own.gzip)} / ${kb(target)} ${mark(ok)}`,
      kb(js.html.gzip),
      kb(js.css.gzip),
      `${kb(js.fonts.raw)} / ${js.preloadedFonts.length}`,
    ]);
  }
  return { rows, misses };
}

export function printWeight(weight: Weight, routes: readonly Route[]): string[] {
  const floor = weight.floor;
  console.log(
    `\nFramework floor (first-load JS of an empty page of this build, from its manifests: the ${floor.main.length} root main files every page loads — bundler runtime, React, React DOM, Next's client — and the ${floor.scripts.length - floor.main.length} of Next's built-in global-error page): ${kb(floor.size.raw)} raw, ${kb(floor.size.gzip)} gzip, ${kb(floor.size.served)} served`,
  );
  if (floor.polyfills.length) console.log(`  not counted: noModule polyfills (${floor.polyfills.length} script, ${kb(floor.polyfillSize.gzip)} gzip), skipped by modern browsers`);
  for (const miss of weight.floorNotLoaded) console.log(`  note: ${miss.route} did not load root main file(s) ${miss.scripts.join(", ")}`);
  const { rows, misses } = weightRows(weight, routes);
  console.log(
    `\nFirst-load JS per route: all of it, and ours on top of the framework floor (target: ours ≤ ${kb(TARGETS.ownJsGzip.static)} gzip on a page without a tool, ≤ ${kb(TARGETS.ownJsGzip.tool)} on a tool page; gzip = node:zlib level 9, served = the server's own compression)`,
  );
  console.log(table(["route", "page", "scripts", "all gzip", "all served", "beyond main", "ours raw", "ours gzip / target", "HTML gzip", "CSS gzip", "font preloads"], rows));
  console.log(`  loaded by every route beyond the root main files (the site shell, with Next's own client components): ${weight.sharedOwn.scripts.length} scripts, ${kb(weight.sharedOwn.size.gzip)} gzip`);
  for (const r of weight.routes.filter((r) => r.payloadOnlyScripts.length)) {
    console.log(`  note: ${r.route} names ${r.payloadOnlyScripts.length} more chunk(s) only in its RSC payload: ${r.payloadOnlyScripts.join(", ")}`);
  }
  console.log("  HTML, CSS and preloaded fonts (woff2, already compressed) are not JS; they are listed because they share the first load.");
  return misses;
}
