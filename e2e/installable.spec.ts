import { expect, test, type Page } from "@/e2e/support/test";
import { makePdf } from "@/lib/engines/pdf/pdfs.test-data";
import { shellHydrated } from "./support/hydrated";

/**
 * The installable app (docs/architecture.md "Installable app and offline"): the manifest and its icons, the service
 * worker keeping what a visitor opened so it works offline, the offline page for what was never opened, the notice on
 * tools that need the server, and no stale page while online. Every other spec blocks service workers
 * (playwright.config.ts); these allow them, each in its own browser context.
 */
test.use({ serviceWorkers: "allow" });

/** The worker's page cache (public/sw.js `PAGES`). */
const PAGES = "utilify-pages-v1";

async function keptByWorker(page: Page, path: string) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(async ([cacheName, p]) => Boolean(await (await caches.open(cacheName)).match(new URL(p, location.origin).href)), [PAGES, path] as const), { timeout: 20_000 })
    .toBe(true);
  // Every script, style, font and icon the page loaded is in the worker's asset cache too.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const wanted = performance
            .getEntriesByType("resource")
            .map((e) => e.name)
            .map((n) => new URL(n))
            .filter((u) => u.origin === location.origin && (/^\/(_next\/static|fonts|icons)\//.test(u.pathname) || u.pathname === "/icon.svg"))
            .map((u) => u.href);
          const missing: string[] = [];
          for (const url of wanted) if (!(await caches.match(url))) missing.push(url);
          return missing;
        }),
      { timeout: 20_000 },
    )
    .toEqual([]);
}

test("a page the worker controls starts each of its Web Workers as itself: Rotate PDF's thumbnails beside its page work", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/rotate-pdf");
  await shellHydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Both workers (pdf-lib's for the page work, pdf.js's for the thumbnails) start from one bootstrap file, told apart
  // by its address's fragment. Once the worker has cached that file, each must still start as itself.
  const source = await makePdf([{ label: "W1" }, { label: "W2" }, { label: "W3" }]);
  const choose = () => page.locator("input[type=file]").setInputFiles({ name: "kept.pdf", mimeType: "application/pdf", buffer: Buffer.from(source) });
  await choose();
  await expect.poll(() => page.evaluate(async () => (await (await caches.open("utilify-assets-v1")).keys()).some((r) => r.url.includes("turbopack-worker")))).toBe(true);
  await page.reload();
  await shellHydrated(page);
  await choose();
  const tiles = page.getByTestId("page-tile");
  await expect(tiles).toHaveCount(3);
  await expect(tiles.first().locator("img")).toBeVisible();
  await page.getByRole("button", { name: "Save PDF" }).click();
  await expect(page.getByTestId("result-note")).toContainText("3 pages");
  expect(errors).toEqual([]);
});

test("the manifest makes the site installable: name, start URL, standalone, 192 and 512 px icons that exist", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: "Utilify", start_url: "/", scope: "/", display: "standalone" });
  const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === "image/png");
  expect(pngs.map((icon: { sizes: string }) => icon.sizes).sort()).toEqual(["192x192", "512x512", "512x512"]);
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === "maskable")).toBe(true);
  for (const icon of pngs) {
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    const png = await response.body();
    // The PNG's IHDR holds its real width and height (big-endian, bytes 16-23).
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test("a tool used once works offline, reloaded and used again; a page never opened says so and lists what is kept @both", async ({ page, context }) => {
  await page.goto("/case-converter");
  await shellHydrated(page);
  const output = page.getByTestId("case-output");
  await page.getByLabel("Your text").fill("the lord of the rings");
  await expect(output).toHaveValue("The Lord of the Rings");
  await keptByWorker(page, "/case-converter");
  // The offline page is kept with its files, but not its noModule polyfills: no browser with a service worker runs them.
  const legacy = await page.locator("script[nomodule]").evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));
  expect(legacy.length).toBeGreaterThan(0);
  expect(await page.evaluate(async (urls) => (await Promise.all(urls.map((url) => caches.match(url)))).filter(Boolean).length, legacy)).toBe(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Converter");
  await shellHydrated(page);
  await page.getByLabel("Your text").fill("a tale of two cities");
  await expect(output).toHaveValue("A Tale of Two Cities");
  // The site's logo came from the cache too.
  await expect.poll(() => page.locator('header img[src="/icon.svg"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // Never opened on this device: the offline page, at the address asked for, with the tools that are kept.
  await page.goto("/json-formatter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're offline");
  expect(new URL(page.url()).pathname).toBe("/json-formatter");
  // In the page itself (the footer links every tool anyway), so the offline page has run its script.
  await expect(page.getByRole("main").getByRole("link", { name: "Case Converter" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "");

  // Back online, "Try again" opens the page itself.
  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("JSON Formatter");
});

test("a page reached by a link inside the site is kept too, and opens offline", async ({ page, context }) => {
  await page.goto("/case-converter");
  await shellHydrated(page);
  await keptByWorker(page, "/case-converter");
  // The footer's links are the app's own: the next page arrives as React data, not as a page load.
  await page.getByRole("contentinfo").getByRole("link", { name: "Length Converter", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Length Converter");
  await keptByWorker(page, "/length-converter");
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Length Converter");
  await context.setOffline(false);
});

test("online, a page always comes from the network: a kept copy never stands in for the current release", async ({ page, context }) => {
  await page.goto("/case-converter");
  await shellHydrated(page);
  await keptByWorker(page, "/case-converter");
  // What an old release would have left behind.
  await page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    await cache.put(new URL("/case-converter", location.origin).href, new Response("<!doctype html><title>old</title><h1>Old release</h1>", { headers: { "content-type": "text/html" } }));
  }, PAGES);
  await page.goto("/case-converter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Converter");
  // And the kept copy is the current page again, so offline shows it too.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Converter");
  await context.setOffline(false);
});

test("pages HTTP says not to store (the account) are never kept, and the API is never answered by the worker", async ({ page }) => {
  await page.goto("/case-converter");
  await shellHydrated(page);
  await keptByWorker(page, "/case-converter");
  const account = await page.goto("/account");
  expect(account?.headers()["cache-control"] ?? "").toMatch(/no-store|private/);
  const api = await page.evaluate(async () => (await fetch("/api/auth/session")).status);
  expect(api).toBe(200);
  const kept = await page.evaluate(async (cacheName) => (await (await caches.open(cacheName)).keys()).map((r) => new URL(r.url).pathname), PAGES);
  expect(kept).toContain("/case-converter");
  expect(kept).not.toContain("/account");
  expect(kept.some((path) => path.startsWith("/api/"))).toBe(false);
});

test("a tool that needs the server says so while the connection is gone, and stops saying it when it is back @both", async ({ page, context }) => {
  await page.goto("/urlshortener");
  await shellHydrated(page);
  const notice = page.getByRole("status").filter({ hasText: "You're offline" });
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toHaveText("You're offline. URL Shortener needs the network to create short links and show their clicks.");
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  // A tool that runs in the browser says nothing.
  await page.goto("/case-converter");
  await shellHydrated(page);
  await context.setOffline(true);
  await page.getByLabel("Your text").fill("still here");
  await expect(page.getByTestId("case-output")).toHaveValue("Still Here");
  await expect(notice).toHaveCount(0);
  await context.setOffline(false);
});
