import { axe } from "@/e2e/support/axe";
import { rendersPerRequest } from "@/lib/platform/http/per-request-pages";
import { expect, test, type APIRequestContext, type BrowserContext, type BrowserContextOptions, type Page } from "@/e2e/support/test";
import { availableTools, categories, comingSoonTools, tools, toolsInCategory } from "@/tools/catalogue";
import { FREE_DAILY_LIMITS, plans } from "@/lib/domain/plans";
import { indexedPages, pageSeo } from "@/tools/page-registry";
import { runsWebAssembly } from "@/tools/webassembly";
import { liveTools } from "@/tools/registry";
import { routes, type RouteCase } from "./support/routes";
import { defined } from "@/tests/support/defined";
import { shellHydrated } from "./support/hydrated";

/**
 * The route sweep: every public route of docs/product.md §1 and every catalogue route renders with the right status,
 * one H1, title, canonical URL, Open Graph image, valid JSON-LD and no serious axe violation. Routes other branches
 * build (the live tools, /contact) join the sweep as soon as their page exists.
 */

/** Opens a page and waits until React has hydrated it (the header search marks itself ready). */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await shellHydrated(page);
  return response;
}

/** The page's uncaught errors from now on, a hydration mismatch among them (React reports it as one). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

function expectedTitle(seoPath: string): string {
  const seo = pageSeo(seoPath);
  return seoPath === "/" ? seo.title : `${seo.title} | Utilify`;
}

async function expectValidJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length, "JSON-LD blocks").toBeGreaterThan(0);
  for (const block of blocks) {
    const parsed: unknown = JSON.parse(block);
    for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
      expect(item).toMatchObject({ "@context": "https://schema.org" });
      expect(typeof (item as { "@type"?: unknown })["@type"]).toBe("string");
    }
  }
  return blocks.flatMap((b) => {
    const parsed: unknown = JSON.parse(b);
    return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  });
}

/** The rules a theme can change the outcome of: the themes differ in colours only (one DOM, other CSS variables). */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

async function expectNoSeriousAxeViolations(page: Page, rules?: string[]) {
  // Colour specimens show the visitor's own colours on purpose (a contrast checker's sample of a failing pair).
  const checker = axe(page).withTags(["wcag2a", "wcag2aa"]).exclude("[data-specimen]");
  const results = await (rules ? checker.withRules(rules) : checker).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`),
  ).toEqual([]);
}

/** No horizontal scrolling, and nothing cut off either (an overflow-hidden parent would hide it from the first check). */
async function expectFitsTheWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Containers that scroll sideways on purpose (the pricing table) may hold wider content.
  const cut = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element | null): boolean => {
      for (let p = el?.parentElement; p; p = p.parentElement) {
        if (["auto", "scroll"].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll("header *, main *, footer *")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.right > width + 1 && getComputedStyle(el).visibility !== "hidden" && !scrolls(el);
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? "").trim().slice(0, 40)}`);
  });
  expect(cut).toEqual([]);
}

/**
 * A row of choices (components/ui/segmented.tsx) or tabs (components/ui/tabs.tsx) breaks or spills no item's words when
 * the items can all stand on one line in the room the row has: its box's parent's width when that is a flex container
 * (which may shrink the box), else its box's own. An item's one-line size is measured on a copy without its radio.
 */
async function expectChoicesUnbrokenWhereTheyFit(page: Page) {
  const broken = await page.evaluate(() => {
    const contentWidth = (el: Element) => {
      const style = getComputedStyle(el);
      return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    const choiceRows = [...document.querySelectorAll("fieldset > div")].filter((row) => row.querySelector(":scope > label > input[type=radio]"));
    return [...choiceRows, ...document.querySelectorAll("[role=tablist]")].flatMap((row) => {
      const box = row.parentElement!;
      const outer = box.parentElement!;
      const room = getComputedStyle(outer).display.includes("flex") ? contentWidth(outer) : contentWidth(box);
      const items = [...row.children].filter((item): item is HTMLElement => item instanceof HTMLElement);
      const frame = row.getBoundingClientRect().width - contentWidth(row) + (parseFloat(getComputedStyle(row).columnGap) || 0) * (items.length - 1);
      const oneLine = items.map((item) => {
        const copy = item.cloneNode(true) as HTMLElement;
        copy.querySelectorAll("input").forEach((input) => input.remove());
        copy.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap;width:max-content";
        row.append(copy);
        const size = copy.getBoundingClientRect();
        copy.remove();
        return size;
      });
      if (oneLine.reduce((sum, size) => sum + size.width, 0) + frame > room + 0.5) return [];
      return items
        .filter((item, i) => item.getBoundingClientRect().height > oneLine[i]!.height + 1 || item.scrollWidth > item.clientWidth + 1)
        .map((item) => `${row.getAttribute("aria-label") ?? box.querySelector(":scope > legend")?.textContent ?? "tabs"}: ${item.textContent}`);
    });
  });
  expect(broken).toEqual([]);
}

/**
 * Axe in the light theme, then its colour rules in the dark one, on the same page: the theme follows the
 * system's preference when no choice is stored, and follows a change of it at once (components/theme/theme.ts), so one
 * load serves both.
 */
async function expectAxeCleanInBothThemes(page: Page) {
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await expectNoSeriousAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  // Colours that change with a transition (links, buttons) reach their dark values a few frames later: axe reads them
  // once they have.
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === "running"));
  await expectNoSeriousAxeViolations(page, COLOUR_RULES);
}

/**
 * Colours do not depend on the width (components/theme/colours-by-width.test.ts holds that), and a page's elements are
 * the same at every width (only where they sit changes): the phone sweep below runs every axe rule in both themes on
 * every route, with the page's scripts run. At 1440 px the sweep runs axe again on the pages that are not tools: their
 * own layouts, and the shell's wide-screen parts (the icon rail, the header search) that every page shares, in the dark
 * theme too on the home page. A tool's page is read as served there (status, headings and metadata, no scripts run):
 * its own layout holds the same elements as at 375 px, and most tools' own specs (tools/<id>/e2e/) axe-check their
 * states with results and errors.
 */
const toolRoutes = new Set(tools.map((tool) => tool.route));
const isToolPage = (path: string) => toolRoutes.has(path) || liveTools.some((m) => m.longTail?.some((p) => p.path === path));

/** What the server sends for a route: status, CSP, one H1, title, canonical, robots, Open Graph image and JSON-LD. */
async function expectServedPage(page: Page, request: APIRequestContext, baseURL: string | undefined, route: RouteCase) {
  const seoPath = route.seoPath ?? route.path;
  const seo = pageSeo(seoPath);
  const response = await page.goto(route.path);
  expect(response?.status()).toBe(route.status);
  // WebAssembly only where a tool needs it (tools/webassembly.ts).
  const policy = (await response!.allHeaders())["content-security-policy"] ?? "";
  expect(policy.includes("'wasm-unsafe-eval'"), policy).toBe(runsWebAssembly(route.path));
  // Inline scripts by nonce on the pages rendered per request, by 'unsafe-inline' on prerendered ones (e2e/csp.spec.ts).
  const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc.includes("'unsafe-inline'"), policy).toBe(!rendersPerRequest(new URL(route.path, "http://site").pathname));

  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  if (route.h1) await expect(h1).toHaveText(route.h1);
  else await expect(h1).not.toBeEmpty();

  if (route.h1) await expect(page).toHaveTitle(expectedTitle(seoPath));
  else expect((await page.title()).length).toBeGreaterThan(0);
  // Compared as URLs: Next writes the root canonical without its trailing slash ("http://host" = "http://host/").
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).href).toBe(new URL(`${baseURL}${seoPath}`).href);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", seo.indexed ? "index, follow" : "noindex, follow");

  const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
  expect(ogImage).toBe(`${baseURL}${seoPath === "/" ? "/og/home" : `/og${seoPath}`}`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const image = await request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const png = await image.body();
  expect(png.readUInt32BE(16)).toBe(1200); // IHDR width
  expect(png.readUInt32BE(20)).toBe(630); // IHDR height

  await expectValidJsonLd(page);
}

/** Context options a part of the sweep sets: the phone's zone and language, pages read without their scripts. */
type SweepOptions = Pick<BrowserContextOptions, "timezoneId" | "locale" | "javaScriptEnabled">;

/**
 * The sweep opens its pages in one browser context per worker (and per set of options): the context's memory cache
 * keeps the framework's scripts, compiled, from one route to the next, so a route loads in about a third of the time
 * of a fresh context's first page. The sweep never signs in, stores a choice or spends an allowance, so no route sees
 * anything another left behind.
 */
const sweep = test.extend<{ sweepOptions: SweepOptions }, { sweepContexts: Map<string, BrowserContext> }>({
  sweepOptions: [{}, { option: true }],
  sweepContexts: [
    async ({}, provide) => {
      const contexts = new Map<string, BrowserContext>();
      await provide(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ browser, sweepContexts, sweepOptions }, provide, testInfo) => {
    const key = JSON.stringify(sweepOptions);
    let context = sweepContexts.get(key);
    if (!context) {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, serviceWorkers } = testInfo.project.use;
      context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, serviceWorkers, ...sweepOptions });
      sweepContexts.set(key, context);
    }
    const page = await context.newPage();
    await provide(page);
    await page.close();
  },
});

sweep.describe("route sweep", () => {
  for (const route of routes.filter((r) => !isToolPage(r.path))) {
    const bothThemes = route.path === "/";
    sweep(`${route.path} renders with status, H1, title, canonical, og:image, JSON-LD and no serious axe violations${bothThemes ? " in either theme" : ""}`, async ({ page, request, baseURL }) => {
      const errors = pageErrors(page);
      await expectServedPage(page, request, baseURL, route);
      await shellHydrated(page);
      if (bothThemes) await expectAxeCleanInBothThemes(page);
      else await expectNoSeriousAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
});

sweep.describe("route sweep of the tools, as served", () => {
  sweep.use({ sweepOptions: { javaScriptEnabled: false } });
  for (const route of routes.filter((r) => isToolPage(r.path))) {
    sweep(`${route.path} is served with status, H1, title, canonical, og:image and JSON-LD`, async ({ page, request, baseURL }) => {
      await expectServedPage(page, request, baseURL, route);
    });
  }
});

test.describe("unknown paths", () => {
  test("an unknown path gets the 404 page with a real 404 status", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page).toHaveTitle("Page Not Found | Utilify");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await shellHydrated(page);
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await expectNoSeriousAxeViolations(page);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  // Each page's payload holds its group's 404 boundary (for notFound() inside a page) once; a root not-found.tsx
  // would add a second copy wrapped in the whole site shell (app/global-not-found.tsx stands apart instead).
  test("a page's payload carries one copy of the 404 page at most, never the root's shell-wrapped one", async ({ request }) => {
    for (const route of routes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(route.status);
      const copies = (await response.text()).split("Oops! Page not found").length - 1;
      expect(copies, route.path).toBeLessThanOrEqual(1);
    }
  });

  test("unknown nested paths and unknown tool slugs are 404 too", async ({ request }) => {
    for (const p of ["/password-generator/extra", "/no-such-tool", "/og/no-such-page"]) {
      expect((await request.get(p)).status(), p).toBe(404);
    }
  });
});

/**
 * Every route at 375 px (the phone project: a touch phone's viewport), and again at 320 px, fits the width without cutting
 * anything off; at 375 px it breaks no choice's or tab's words where they fit, and is axe clean in both themes, as the
 * desktop sweep above checks the pages that are not tools at 1440 px.
 */
sweep.describe("route sweep at 375 px", () => {
  // A phone far from the server's zone and language: what the server rendered must hydrate as it is (e2e/hydration.spec.ts).
  sweep.use({ sweepOptions: { timezoneId: "Pacific/Kiritimati", locale: "de-DE" } });
  for (const route of routes) {
    sweep(`@phone ${route.path} fits 375 and 320 px, hydrates in UTC+14 and German, and has no serious axe violations in either theme`, async ({ page }) => {
      const errors = pageErrors(page);
      await open(page, route.path);
      await expectFitsTheWidth(page);
      await expectChoicesUnbrokenWhereTheyFit(page);
      await expectAxeCleanInBothThemes(page);
      // WCAG's reflow width (1.4.10): the smallest phones, or a 400 px one zoomed to 125 %.
      const { height } = page.viewportSize()!;
      await page.setViewportSize({ width: 320, height });
      await expectFitsTheWidth(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("home search", () => {
  const cards = (page: Page) => page.locator("main article[data-tool]:visible");
  const search = (page: Page) => page.locator('input[data-site-search="desktop"]');

  test("typing filters tools: qr shows only the QR tool and hides hero, popular tools and categories", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("heading", { name: "Popular tools" })).toBeVisible();
    await search(page).fill("qr");
    // The hero and its heading give way to the result line, which is the page's h1 meanwhile.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^1 tool matches/);
    await expect(page.getByRole("heading", { name: "Popular tools" })).toBeHidden();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute("data-tool", "qr-generator");
    await expect(page.locator("main section[id]:visible")).toHaveCount(1);
    await expect(page.locator("section#search-results")).toBeVisible();

    await search(page).fill("");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/match/);
    await expect(page.locator("main section[id]:visible")).toHaveCount(categories.length);
  });

  test("the words coming soon and available match the status", async ({ page }) => {
    await open(page, "/");
    await search(page).fill("coming soon");
    if (comingSoonTools.length === 0) {
      // Every catalogue tool is live: the words find none.
      await expect(cards(page)).toHaveCount(0);
    } else {
      await expect(cards(page).first()).toBeVisible();
      const statuses = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-status")));
      expect(new Set(statuses)).toEqual(new Set(["coming_soon"]));
    }

    // Every match shows at once, none behind a View All.
    await search(page).fill("available");
    await expect(cards(page)).toHaveCount(availableTools.length);
    await expect(page.getByText(`${availableTools.length} tools match`)).toBeVisible();
    await expect(page.getByRole("button", { name: "View All" })).toHaveCount(0);
    const live = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-status")));
    expect(new Set(live)).toEqual(new Set(["available"]));
  });

  test("a query without matches says so; /?q= filters on arrival", async ({ page }) => {
    await open(page, "/");
    await search(page).fill("zzzz");
    await expect(page.getByText(/No tools match/)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    // With the hero hidden, the result line is the page's one heading.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^No tools match/);

    await open(page, "/?q=mortgage");
    await expect(search(page)).toHaveValue("mortgage");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^1 tool matches/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute("data-tool", "mortgage-calculator");
    await page.getByRole("button", { name: "Clear search" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Search For A Tool focuses the search box", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Search For A Tool" }).click();
    await expect(search(page)).toBeFocused();
  });

  test("categories preview 3 tools with View All / Show Less", async ({ page }) => {
    await open(page, "/");
    const section = page.locator("section#generators");
    const total = toolsInCategory("generators").length;
    expect(total).toBeGreaterThan(3);
    await expect(section.locator("article")).toHaveCount(3);
    const toggle = section.getByRole("button", { name: "View All" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(section.locator("article")).toHaveCount(total);
    await expect(section.getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");
    await expect(section.locator("article").filter({ hasText: "AI Writer" }).getByText("Pro", { exact: true })).toBeVisible();
    await section.getByRole("button", { name: "Show Less" }).click();
    await expect(section.locator("article")).toHaveCount(3);
    // A category with exactly 3 tools or fewer has no toggle.
    const small = categories.find((c) => toolsInCategory(c.id).length <= 3);
    if (small) await expect(page.locator(`section#${small.id}`).getByRole("button", { name: "View All" })).toHaveCount(0);
  });

  test("tool cards lead to the tool's own route; category cards to their section", async ({ page }) => {
    await open(page, "/");
    // Every tool of every category, once each category shows all of its tools. A clicked "View All" turns into "Show
    // Less", so the first remaining one is clicked until none is left (nth-based handles would shift under the loop).
    const viewAll = page.getByRole("button", { name: "View All" });
    for (let open = await viewAll.count(); open > 0; open--) {
      await viewAll.first().click();
      await expect(viewAll).toHaveCount(open - 1);
    }
    for (const tool of tools) {
      const card = page.locator(`section#${tool.category} article[data-tool="${tool.id}"]`);
      await expect(card.getByRole("link", { name: tool.name, exact: true })).toHaveAttribute("href", tool.route);
      if (tool.status !== "available") await expect(card.getByText("Soon", { exact: true })).toBeVisible();
    }
    const browse = page.getByRole("navigation", { name: "Browse by category" });
    for (const category of categories) {
      await expect(browse.getByRole("link", { name: category.name })).toHaveAttribute("href", `#${category.id}`);
    }
    // A tool's card (a planned one while any is planned): a tap anywhere on it, not only on its name, opens it.
    const target = tools.find((t) => t.status !== "available") ?? defined(availableTools[0]);
    const card = page.locator(`section#${target.category} article[data-tool="${target.id}"]`);
    await card.click({ position: { x: 8, y: 8 } });
    await expect(page).toHaveURL(new RegExp(`${target.route}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.name);
  });
});

test.describe("header search from other pages", () => {
  test("Enter opens the best match; without one, home filtered by the query says nothing matches", async ({ page }) => {
    await open(page, "/pricing");
    const input = page.locator('input[data-site-search="desktop"]');
    await input.fill("json");
    await expect(page.getByRole("option").first()).toHaveText(/^JSON Formatter/);
    await input.press("Enter");
    await expect(page).toHaveURL(/\/json-formatter$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("JSON Formatter");
    await expect(input).toHaveValue("");

    await input.fill("zzzq");
    await expect(page.getByRole("option", { name: /No tools match/ })).toBeVisible();
    await input.press("Enter");
    await expect(page).toHaveURL(/\/\?q=zzzq$/);
    await expect(page.getByText(/No tools match/).first()).toBeVisible();
  });

  test("on home too, Enter opens the best match of the filtered page", async ({ page }) => {
    await open(page, "/");
    const input = page.locator('input[data-site-search="desktop"]');
    await input.fill("pdf");
    await expect(page.locator("main article[data-tool]:visible").first()).toHaveAttribute("data-tool", "pdf-converter");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/pdf-converter$/);
  });

  test("the results list is keyboard accessible", async ({ page }) => {
    await open(page, "/about");
    const input = page.locator('input[data-site-search="desktop"]');
    await input.fill("mortgage");
    const option = page.getByRole("option", { name: /Mortgage Calculator/ });
    await expect(option).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await input.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
    await input.press("Enter");
    await expect(page).toHaveURL(/\/mortgage-calculator$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mortgage Calculator");
    await expect(input).toHaveValue("");
  });

  test("Escape closes the results list", async ({ page }) => {
    await open(page, "/landing");
    const input = page.locator('input[data-site-search="desktop"]');
    await input.fill("json");
    await expect(page.getByRole("listbox", { name: "Matching tools" })).toBeVisible();
    await input.press("Escape");
    await expect(page.getByRole("listbox", { name: "Matching tools" })).toBeHidden();
  });
});

test.describe("side menu", () => {
  test("the rail expands on hover and while the search has focus, and closes 300 ms after blur", async ({ page }) => {
    await open(page, "/pricing");
    const menu = page.locator("nav#site-menu");
    await expect(menu).toHaveAttribute("data-expanded", "false");
    expect((await menu.boundingBox())!.width).toBeLessThan(80);
    const funTools = menu.locator('a[href="/#fun-tools"]');
    const before = (await funTools.boundingBox())!;
    await menu.hover();
    await expect(menu).toHaveAttribute("data-expanded", "true");
    await expect.poll(async () => (await menu.boundingBox())!.width).toBeGreaterThan(200);
    // Expanding on hover widens the rail without moving its icons under the pointer.
    expect((await funTools.boundingBox())!.y).toBe(before.y);
    await expect(menu.getByRole("link", { name: "Password Generator" })).toBeHidden();
    await page.mouse.move(900, 500);
    await expect(menu).toHaveAttribute("data-expanded", "false");

    // The menu toggle opens the whole menu, tools included; a click outside closes it.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toHaveAttribute("data-open", "true");
    await expect(menu.getByRole("link", { name: "Password Generator" })).toBeVisible();
    await page.locator("main h1").click();
    await expect(menu).toHaveAttribute("data-open", "false");
    await expect(menu.getByRole("link", { name: "Password Generator" })).toBeHidden();

    const search = page.locator('input[data-site-search="desktop"]');
    await search.focus();
    await expect(menu).toHaveAttribute("data-expanded", "true");
    // Timed in the page (blur to collapse), so a busy test machine cannot stretch the wait it measures.
    const collapse = search.evaluate(
      (input, nav) =>
        new Promise<number>((resolve) => {
          let blurredAt = 0;
          input.addEventListener("blur", () => (blurredAt = performance.now()), { once: true });
          new MutationObserver((_, observer) => {
            if (blurredAt && nav.getAttribute("data-expanded") === "false") {
              observer.disconnect();
              resolve(performance.now() - blurredAt);
            }
          }).observe(nav, { attributes: true, attributeFilter: ["data-expanded"] });
        }),
      await menu.elementHandle(),
    );
    await page.locator("main h1").click();
    const collapsedAfter = await collapse;
    expect(collapsedAfter).toBeGreaterThanOrEqual(290);
    expect(collapsedAfter).toBeLessThan(1500);
  });

  test("lists every category with its tools; category entries go to their home section", async ({ page }) => {
    await open(page, "/about");
    const menu = page.locator("nav#site-menu");
    for (const category of categories) await expect(menu.locator(`a[href="/#${category.id}"]`)).toHaveCount(1);
    // The tool lists are rendered when the menu first opens (the footer links every tool on every page).
    await expect(menu.locator(`a[href="${tools[0]!.route}"]`)).toHaveCount(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    for (const tool of tools) await expect(menu.locator(`a[href="${tool.route}"]`)).toHaveCount(1);
    await menu.locator('a[href="/#calculators"]').click();
    await expect(page).toHaveURL(/\/#calculators$/);
    await expect(page.locator("section#calculators")).toBeInViewport();
  });

  test("on home a category icon scrolls to its section", async ({ page }) => {
    await open(page, "/");
    await expect(page.locator("section#fun-tools")).not.toBeInViewport();
    await page.locator('nav#site-menu a[href="/#fun-tools"]').click();
    await expect(page.locator("section#fun-tools")).toBeInViewport();
  });

  test("@phone opens as an overlay from the menu toggle and closes", async ({ page }) => {
    await open(page, "/");
    const menu = page.locator("nav#site-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await expect.poll(async () => (await menu.boundingBox())!.x).toBe(0);
    expect((await menu.boundingBox())!.width).toBeGreaterThan(250);
    await expect(page.getByRole("button", { name: "Close menu" }).first()).toBeVisible();
    await expect(menu.getByRole("link", { name: "One Time Link" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Color Picker" }).click();
    await expect(page).toHaveURL(/\/color-picker$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Color Picker");
  });

  test("@phone the mobile search copy filters home and Search For A Tool focuses it", async ({ page }) => {
    await open(page, "/");
    const input = page.locator('input[data-site-search="mobile"]');
    await expect(page.locator('input[data-site-search="desktop"]')).toBeHidden();
    await page.getByRole("button", { name: "Search For A Tool" }).click();
    await expect(input).toBeFocused();
    await input.fill("qr");
    await expect(page.locator("main article[data-tool]:visible")).toHaveCount(1);
  });
});

/** Pages outside the sweep with the longest words a visitor can make us show: they fit 375 px too. */
test.describe("@phone layout", () => {
  const longWord = `/coming-soon?tool=${"W".repeat(80)}&category=${"C".repeat(40)}&description=${"d".repeat(300)}`;
  for (const p of ["/nope", longWord]) {
    test(`@phone ${p.slice(0, 40)} fits 375 px without horizontal scrolling or cut-off content`, async ({ page }) => {
      await open(page, p);
      await expectFitsTheWidth(page);
    });
  }
});

test.describe("coming soon", () => {
  test("defaults, message, and a real early-access link", async ({ page }) => {
    await open(page, "/coming-soon");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Tool");
    await expect(page.getByText("General", { exact: true })).toBeVisible();
    await expect(page.getByText("We're working hard to bring you New Tool. This tool will be available soon!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Other Tools" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Get Early Access" })).toHaveAttribute("href", "/contact?subject=Early%20access%3A%20New%20Tool");
  });

  test("query values are shown as text, escaped and truncated", async ({ page }) => {
    let dialog = false;
    page.on("dialog", (d) => {
      dialog = true;
      void d.dismiss();
    });
    const xss = "<script>window.__pwned=1</script>";
    const img = '<img src=x onerror="window.__pwned=2">';
    const long = "x".repeat(2000);
    const query = new URLSearchParams({ tool: xss, category: img, description: long });
    const response = await open(page, `/coming-soon?${query}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(xss);
    await expect(page.getByText(img, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator("main img[src='x']")).toHaveCount(0);
    const description = await page.locator("main p", { hasText: "xxxx" }).first().textContent();
    expect(description!.length).toBeLessThanOrEqual(300);
    expect(description!.endsWith("…")).toBe(true);
    expect(dialog).toBe(false);

    await open(page, `/coming-soon?${new URLSearchParams({ tool: long })}`);
    expect((await page.getByRole("heading", { level: 1 }).textContent())!.length).toBeLessThanOrEqual(80);
  });

  test("a catalogue route serves its tool's page, noindex; Go Back returns", async ({ page }) => {
    test.skip(comingSoonTools.length === 0, "every catalogue tool is live: no planned tool's page to serve");
    const planned = defined(comingSoonTools[0], "a planned tool in the catalogue");
    await open(page, "/pricing");
    await open(page, planned.route);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(planned.name);
    await expect(page.getByText(defined(categories.find((c) => c.id === planned.category)).name, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`We're working hard to bring you ${planned.name}. This tool will be available soon!`)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("/phone-number-extractor permanently redirects to /phone-extractor", async ({ page, request }) => {
    const response = await request.get("/phone-number-extractor", { maxRedirects: 0 });
    expect([301, 308]).toContain(response.status());
    expect(response.headers().location).toMatch(/\/phone-extractor$/);
    await open(page, "/phone-number-extractor");
    await expect(page).toHaveURL(/\/phone-extractor$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Phone Number Extractor");
  });
});

test.describe("pricing and payment pages", () => {
  test("pricing shows the four plans, limits from the config and the right buttons", async ({ page }) => {
    await open(page, "/pricing");
    for (const key of ["free", "basic", "premium", "enterprise"] as const) {
      await expect(page.locator(`[data-plan="${key}"]`).getByRole("heading", { name: plans[key].name })).toBeVisible();
    }
    await expect(page.locator('[data-plan="basic"]')).toContainText(`${plans.basic.priceLabel}/month`);
    await expect(page.locator('[data-plan="premium"]')).toContainText(`${plans.premium.priceLabel}/month`);
    const free = page.locator('[data-plan="free"]');
    await expect(free).toContainText(`${FREE_DAILY_LIMITS.qr} QR codes per day`);
    await expect(free).toContainText(`${FREE_DAILY_LIMITS.url} short links per day`);
    await expect(free).toContainText(`${FREE_DAILY_LIMITS.area} area conversions per day`);
    await expect(free.getByRole("link", { name: "Start Using Tools" })).toHaveAttribute("href", "/");
    // Upgrade buttons start Stripe Checkout (sign-in first): followed through in e2e/billing.spec.ts.
    await expect(page.locator('[data-plan="basic"]').getByRole("button", { name: "Upgrade to Basic" })).toHaveAttribute("data-upgrade-plan", "basic");
    await expect(page.locator('[data-plan="premium"]').getByRole("button", { name: "Upgrade to Premium" })).toHaveAttribute("data-upgrade-plan", "premium");
    await expect(page.locator('[data-plan="enterprise"]').getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact?subject=Enterprise");
    const table = page.getByRole("table");
    await expect(table.getByRole("row", { name: /^QR codes/ })).toContainText(`${FREE_DAILY_LIMITS.qr} per day`);

    const ld = await expectValidJsonLd(page);
    const faq = ld.find((item) => item["@type"] === "FAQPage") as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity.length).toBeGreaterThan(3);
    expect(JSON.stringify(faq)).toContain(`${FREE_DAILY_LIMITS.qr} QR codes, ${FREE_DAILY_LIMITS.url} short links and ${FREE_DAILY_LIMITS.area} area conversions per day`);
    // The visible FAQ is the one in the JSON-LD, answers included in the HTML.
    for (const q of faq.mainEntity) await expect(page.getByRole("button", { name: q.name })).toBeVisible();
    const question = defined(faq.mainEntity[0], "first FAQ entry");
    const first = page.getByRole("button", { name: question.name });
    await expect(page.getByText(question.acceptedAnswer.text)).toBeHidden();
    await first.click();
    await expect(page.getByText(question.acceptedAnswer.text)).toBeVisible();
  });

  test("success never names a plan from the URL alone: it needs a confirmed Checkout session", async ({ page }) => {
    await open(page, "/success?plan=premium");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not confirm this payment");
    await expect(page.getByText("Welcome to Premium!")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View All Plans" })).toHaveAttribute("href", "/pricing");
    // A session id but nobody signed in: asks to sign in, names nothing.
    await open(page, "/success?plan=%3Cb%3Ehacker%3C%2Fb%3E&session_id=cs_test_unknown");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to activate your plan");
    await expect(page.getByText("hacker")).toHaveCount(0);
  });

  test("cancel says no charge was made and offers Try Again", async ({ page }) => {
    await open(page, "/cancel");
    await expect(page.getByText(/no charge was made/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/pricing");
  });

  test("legal pages carry the facts the spec fixes", async ({ page }) => {
    await open(page, "/privacy-policy");
    const privacy = page.locator("main");
    await expect(privacy).toContainText("Last updated January 2025");
    await expect(privacy).toContainText("up to 2 years");
    await expect(privacy).toContainText("30 days on the Free plan, 1 year on Basic, 3 years on Premium and Enterprise");
    await expect(privacy).toContainText("Stripe");
    await expect(privacy).toContainText("Session cookie");
    await expect(privacy).toContainText("Visitor cookie");
    await expect(privacy).toContainText("under 13");
    await open(page, "/terms-of-service");
    const terms = page.locator("main");
    await expect(terms).toContainText("Last updated January 2025");
    await expect(terms).toContainText("at least 13 years old");
    await expect(terms).toContainText("amount you paid us in the 12 months");
    await expect(terms).toContainText(`${FREE_DAILY_LIMITS.qr} QR codes`);
  });
});

test.describe("footer, sitemap and robots", () => {
  test("the footer links every page and every tool", async ({ page }) => {
    await open(page, "/community");
    const footer = page.locator("footer");
    for (const href of ["/", "/about", "/contact", "/community", "/privacy-policy", "/terms-of-service", "/pricing", "/landing", "/developers"]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    for (const tool of tools) await expect(footer.locator(`a[href="${tool.route}"]`)).toHaveCount(1);
  });

  test("sitemap.xml lists exactly the indexed pages", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(indexedPages().map((p) => `${baseURL}${p.path}`).sort());
    expect(locs).not.toContain(`${baseURL}/coming-soon`);
    // Planned tools: noindex, out of the sitemap.
    for (const planned of comingSoonTools) expect(locs).not.toContain(`${baseURL}${planned.route}`);
  });

  test("robots.txt allows crawling, keeps private paths out and points to the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain("Allow: /");
    for (const p of ["/api/", "/account", "/s/"]) expect(text).toContain(`Disallow: ${p}`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
