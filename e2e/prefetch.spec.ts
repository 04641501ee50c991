import { expect, test, type Page, type Request } from "@/e2e/support/test";
import { shellHydrated } from "./support/hydrated";

/**
 * Pages on a phone: links do not prefetch as they scroll into view (components/ui/link.tsx); a page is prefetched when
 * the visitor reaches for its link (components/layout/prefetch-on-intent.tsx). Otherwise every visit to the home page
 * or /about would fetch, and parse on the main thread, the data of every page it links to.
 */

/** Next's page-data requests (prefetches and client navigations), by path. */
function recordPageData(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc") || request.headers()["rsc"] === "1") paths.push(url.pathname);
  });
  return paths;
}

/**
 * Waits until no page-data request has started for a second (a prefetch is a few requests: the route's tree, then its
 * segments). Not `waitForLoadState("networkidle")`: that resolves at once when the page has been idle before.
 */
async function quiet(page: Page, paths: readonly string[]) {
  let seen = -1;
  await expect
    .poll(async () => {
      const before = paths.length;
      await page.waitForTimeout(1000);
      const stable = paths.length === before && before === seen;
      seen = paths.length;
      return stable;
    }, { timeout: 15_000, intervals: [0] })
    .toBe(true);
}

test.describe("prefetch on intent", () => {
  test("a page full of links fetches no other page's data until a link is reached for @phone", async ({ page }) => {
    const paths = recordPageData(page);
    for (const route of ["/", "/about", "/qrgenerator"]) {
      await page.goto(route);
      await shellHydrated(page);
      await page.mouse.wheel(0, 4000); // the footer's links, into view
      await quiet(page, paths);
      expect(paths, `page data fetched on ${route}`).toEqual([]);
    }
  });

  test("pointing at a link prefetches its page, and the click then navigates without a page load", async ({ page }) => {
    const paths = recordPageData(page);
    await page.goto("/about");
    await shellHydrated(page);
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    const link = page.locator('footer a[href="/password-generator"]');
    await link.scrollIntoViewIfNeeded();
    await quiet(page, paths);
    expect(paths).toEqual([]);

    await link.hover();
    await expect.poll(() => new Set(paths)).toEqual(new Set(["/password-generator"]));
    await quiet(page, paths);
    await link.click();
    await expect(page).toHaveURL(/\/password-generator$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/password/i);
    expect(documents, "a client-side navigation, not a page load").toEqual([]);
    // The prefetched data served the navigation (at most Next's own re-check of the same page).
    expect(paths.every((p) => p === "/password-generator")).toBe(true);
  });

  test("keyboard focus prefetches too; API routes, short links, other sites and the page itself never", async ({ page }) => {
    const paths = recordPageData(page);
    await page.goto("/about");
    await shellHydrated(page);
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      for (const [href, extra] of [
        ["/api/health", {}],
        ["/s/abc123", {}],
        ["https://example.com/", {}],
        ["/about#team", {}],
        ["/terms-of-service", { download: "" }],
        ["/privacy-policy", { target: "_blank" }],
      ] as const) {
        const a = document.createElement("a");
        a.href = href;
        a.textContent = href;
        a.className = "probe-link";
        for (const [k, v] of Object.entries(extra)) a.setAttribute(k, v);
        main.append(a);
      }
    });
    for (const probe of await page.locator("a.probe-link").all()) {
      await probe.focus();
      await probe.hover();
    }
    await quiet(page, paths);
    expect(paths).toEqual([]);

    await page.locator('footer a[href="/json-formatter"]').focus();
    await expect.poll(() => new Set(paths)).toEqual(new Set(["/json-formatter"]));
    await quiet(page, paths);
    // Reaching for it again does not fetch it again (one prefetch is a few requests: the route and its segments).
    const requests = paths.length;
    await page.locator('footer a[href="/json-formatter"]').hover();
    await quiet(page, paths);
    expect(paths).toHaveLength(requests);
  });
});
