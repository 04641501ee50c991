/*
 * Utilify's service worker (docs/architecture.md "Installable app and offline").
 *
 * - Pages: network first, so an online visitor always gets the current release (a new build's page names its new
 *   scripts; nothing stale is served while the network answers). A copy of each page HTTP allows to be stored (not
 *   `no-store` or `private`: account pages never are) is kept for when the network is gone; a page never opened on
 *   this device falls back to /offline.
 * - The build's scripts and styles (`/_next/static/`, content-hashed, immutable), fonts and the site's icons: from
 *   the cache once fetched, so a tool opened once runs offline.
 * - Everything else (the API, server actions, short links, uploads) goes to the network untouched.
 *
 * Plain JavaScript served from public/: it runs outside the app's bundle and must not depend on it.
 */

const PAGES = "utilify-pages-v1";
const ASSETS = "utilify-assets-v1";
const OFFLINE_PAGE = "/offline";
// Old builds' chunks are never asked for again; past this many entries the oldest go.
const MAX_ASSETS = 400;
const MAX_PAGES = 100;

const STATIC_FILE = /\/_next\/static\/[^"'\s)\\]+/g;

/**
 * The build's files a page's HTML names (its scripts, styles, fonts): what it needs to run with no network. Not its
 * `noModule` scripts: polyfills for browsers without JavaScript modules, which no browser with service workers is (and
 * fetching them would spend a slow phone's bandwidth just as the page fetches what its tool needs).
 */
function filesNamedIn(html) {
  const legacy = new Set((html.match(/<script\b[^>]*\bnomodule\b[^>]*>/gi) || []).flatMap((tag) => tag.match(STATIC_FILE) || []));
  return [...new Set(html.match(STATIC_FILE) || [])].filter((path) => !legacy.has(path));
}

/**
 * Fetches a file into the asset cache unless it is there. The worker's own fetches go one at a time and at low
 * priority: it starts as the page settles, when a tool's first use fetches the code it needs, and on a slow
 * connection a burst of the worker's requests would take the browser's few connections to the server first.
 */
async function keepAsset(cache, href) {
  if (await cache.match(href)) return;
  try {
    const response = await fetch(href, { priority: "low" });
    if (response.ok) await cache.put(href, response);
  } catch {
    // A file that cannot be fetched now is fetched (and kept) the next time a page asks for it.
  }
}

/**
 * The offline page and the files it runs on, fetched now: nobody visits it while online, so its scripts would
 * otherwise never be kept. Done when the worker installs and again once per worker start, so it follows releases.
 */
let offlinePageKept = null;
function keepOfflinePage() {
  offlinePageKept ??= (async () => {
    const response = await fetch(OFFLINE_PAGE, { cache: "reload", priority: "low" });
    if (!response.ok) throw new Error(`${OFFLINE_PAGE} answered ${response.status}`);
    const html = await response.clone().text();
    const assets = await caches.open(ASSETS);
    for (const path of filesNamedIn(html)) await keepAsset(assets, path);
    await (await caches.open(PAGES)).put(new URL(OFFLINE_PAGE, self.location.origin).href, response);
  })().catch((error) => {
    offlinePageKept = null;
    throw error;
  });
  return offlinePageKept;
}

self.addEventListener("install", (event) => {
  event.waitUntil(keepOfflinePage().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([PAGES, ASSETS]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      // The page request starts while the worker boots, instead of after it.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

/** Files that do not change under their name: the build's hashed files, the fonts and the site's icons. */
function isStaticAsset(url) {
  return ["/_next/static/", "/fonts/", "/icons/"].some((prefix) => url.pathname.startsWith(prefix)) || url.pathname === "/icon.svg";
}

/** Whether HTTP lets this page be kept: a full same-origin HTML answer that is neither `no-store` nor `private`. */
function storablePage(response) {
  if (!response || !response.ok || response.type !== "basic" || response.redirected) return false;
  const cacheControl = (response.headers.get("cache-control") || "").toLowerCase();
  if (/\bno-store\b|\bprivate\b/.test(cacheControl)) return false;
  return (response.headers.get("content-type") || "").startsWith("text/html");
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request);
}

async function keepPage(request, response) {
  if (!storablePage(response)) return;
  const cache = await caches.open(PAGES);
  await cache.put(request.url, response);
  await trim(PAGES, MAX_PAGES);
}

async function page(event) {
  const { request } = event;
  try {
    const response = (await event.preloadResponse) || (await fetch(request));
    event.waitUntil(keepPage(request, response.clone()));
    return response;
  } catch (error) {
    const cache = await caches.open(PAGES);
    const kept = (await cache.match(request.url)) || (await cache.match(request.url, { ignoreSearch: true }));
    if (kept) return kept;
    const offline = await cache.match(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}

/**
 * A worker's script answered under its own address. The bundler starts every Web Worker from one bootstrap file, told
 * which worker to be by the address's fragment (`…/turbopack-worker-….js#params=…`). The cache ignores fragments, and
 * a stored answer keeps the address of the request that stored it, fragment included: handed back as it is, it starts
 * the second worker of a page (the PDF page tools' pdf.js beside pdf-lib, or the next tool's after a client-side
 * navigation) as the first one. A new Response has no address of its own, so the worker takes its request's.
 */
function asRequested(request, response) {
  if (!new URL(request.url).hash) return response;
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

async function asset(event) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(event.request);
  if (kept) return asRequested(event.request, kept);
  const response = await fetch(event.request);
  if (response.ok && response.type === "basic") {
    event.waitUntil(
      cache
        .put(event.request, response.clone())
        .then(() => trim(ASSETS, MAX_ASSETS))
        .catch(() => {}),
    );
  }
  return asRequested(event.request, response);
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") event.respondWith(page(event));
  else if (isStaticAsset(url)) event.respondWith(asset(event));
});

/*
 * The page that registered this worker was loaded before the worker existed, so none of its files went through it.
 * The page sends its own address and the files it loaded; those of the kinds above are fetched into the caches now,
 * which is what makes "offline after one visit" true for that page.
 */
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep-page" || typeof data.page !== "string" || !Array.isArray(data.assets)) return;
  event.waitUntil(
    (async () => {
      await keepOfflinePage().catch(() => {});
      const pageUrl = new URL(data.page, self.location.origin);
      if (pageUrl.origin !== self.location.origin) return;
      try {
        const response = await fetch(pageUrl.href, { credentials: "same-origin", priority: "low" });
        await keepPage(new Request(pageUrl.href), response);
      } catch {
        // Offline already, or the page went away: nothing to keep.
      }
      const cache = await caches.open(ASSETS);
      for (const href of data.assets.slice(0, MAX_ASSETS)) {
        if (typeof href !== "string") continue;
        const url = new URL(href, self.location.origin);
        if (url.origin === self.location.origin && isStaticAsset(url)) await keepAsset(cache, url.href);
      }
      await trim(ASSETS, MAX_ASSETS);
    })(),
  );
});
