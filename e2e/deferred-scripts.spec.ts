import { expect, test, type Page } from "@playwright/test";
import { SHELL_READY, shellHydrated } from "./support/hydrated";

/**
 * Text first, JavaScript after (ops/deferred-scripts.ts): the served HTML names no chunk script for the browser to
 * fetch on its own; the browser paints the page, then fetches the scripts, and the page then works as before.
 */

/** A slow network: every script takes 1.5 s, so the visitor acts on a painted page that has no script yet. */
async function slowScripts(page: Page) {
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

const CHUNK_SCRIPT_TAG = /<script src="[^"]*\/_next\/static\/chunks\/[^"]+\.js" async="">/;

for (const path of ["/about", "/area-converter"]) {
  test(`${path}: painted before any script is fetched, then hydrated and working`, async ({ page, request }) => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await request.get(path, { headers: { "accept-encoding": encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      const html = await response.text();
      expect(html).not.toMatch(CHUNK_SCRIPT_TAG);
      expect(html).not.toContain('rel="preload" as="script"');
      expect(html.match(/__utilifyScript\("/g)?.length ?? 0).toBeGreaterThan(3);
    }

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    await shellHydrated(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: entry.name, start: entry.startTime }));
      return { paint: paint?.startTime ?? null, scripts };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.paint!);

    if (path === "/area-converter") {
      // The tool's own code runs: today's usage loads, and a conversion answers.
      await expect(page.getByTestId("usage-meter")).toBeVisible();
      await page.getByLabel("From", { exact: true }).selectOption("ac");
      await page.getByLabel("To", { exact: true }).selectOption("ft2");
      await page.getByLabel("Value", { exact: true }).fill("2.5");
      await page.getByRole("button", { name: "Convert", exact: true }).click();
      await expect(page.getByLabel("Result", { exact: true })).toHaveValue("108900");
    }
    expect(errors).toEqual([]);
  });
}

test("a browser without paint timing still gets the scripts, on the next frame", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => ["resource"] });
  });
  await page.goto("/about");
  await shellHydrated(page);
});

test("a tool's first use before the scripts have run still loads it: the pointer over it, or a click into it", async ({ page }) => {
  await slowScripts(page);
  await page.goto("/color-picker", { waitUntil: "domcontentloaded" });
  await page.locator("[data-tool-shell='color-picker']").hover();
  await expect(page.locator(SHELL_READY)).toHaveCount(0);
  await expect(page.locator("[data-tool-ui='color-picker']")).toBeVisible({ timeout: 15_000 });

  await page.goto("/code-editor", { waitUntil: "domcontentloaded" });
  await page.locator("[data-tool-ui='code-editor'] textarea").click();
  await expect(page.locator(SHELL_READY)).toHaveCount(0);
  await expect(page.locator(".cm-content")).toBeVisible({ timeout: 15_000 });
});

test("a tab clicked before the scripts have run is selected, its lazy fields loaded, once the page is hydrated", async ({ page }) => {
  await slowScripts(page);
  await page.goto("/urlshortener", { waitUntil: "domcontentloaded" });
  const advanced = page.getByRole("tab", { name: "Advanced (Pro)" });
  await advanced.click();
  await expect(page.locator(SHELL_READY)).toHaveCount(0);
  await shellHydrated(page);
  await expect(advanced).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Custom short code (optional)")).toBeDisabled();
});

/**
 * The framework's scripts arrive at once (React starts hydrating and listens for events), the page's own after 2.5 s:
 * until then hydration waits on them. Returns once React listens.
 */
async function hydratingSlowly(page: Page, path: string) {
  const about = await (await page.request.get("/about")).text();
  const shared = new Set((about.match(/__utilifyScript\("[^"]+"\)/g) ?? []).map((call) => call.slice(`__utilifyScript("`.length, -2)));
  expect(shared.size).toBeGreaterThan(3);
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    if (!shared.has(new URL(route.request().url()).pathname)) await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("_reactListening")));
}

/** The two windows before a page works: its scripts not run yet, and React hydrating (it listens, but waits on them). */
const NOT_YET_HYDRATED = [
  {
    when: "before the scripts have run",
    open: async (page: Page, path: string) => {
      await slowScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
    },
  },
  // React stops at the document a click it cannot hand to a hydrated component and never replays it; it calls no
  // handler for a submission.
  { when: "while React is hydrating", open: hydratingSlowly },
];

for (const { when, open } of NOT_YET_HYDRATED) {
  test(`a button clicked ${when} is carried out once the page is hydrated`, async ({ page }) => {
    await open(page, "/pricing");
    await page.locator('[data-plan="basic"]').getByRole("button", { name: "Upgrade to Basic" }).click();
    // Not hydrated when clicked; a single dialog once it is (the click is carried out once, not lost, not doubled).
    await expect(page.locator(SHELL_READY)).toHaveCount(0);
    await shellHydrated(page);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Sign in or create an account to upgrade to Basic.")).toBeVisible();
    await expect(dialog).toHaveCount(1);
  });

  test(`a form submitted ${when} is submitted once the page is hydrated, not reloaded`, async ({ page, baseURL }) => {
    await open(page, "/urlshortener");
    await page.getByLabel("Enter a long URL").fill(`${baseURL}/about?from=early-submit`);
    await page.getByLabel("Enter a long URL").press("Enter");
    await expect(page.locator(SHELL_READY)).toHaveCount(0);
    // Shortened once hydrated, and the page stayed where it was (a native submission would have put the URL in the
    // address and reloaded the page).
    await expect(page.getByText("URL shortened successfully!")).toBeVisible({ timeout: 15_000 });
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByTestId("link-item")).toHaveCount(1);
  });
}

test("keys pressed before the scripts have run reach the page's handlers once it is hydrated", async ({ page }) => {
  await slowScripts(page);
  // A shortcut with nothing focused: typing goes to the calculator, Enter works it out.
  await page.goto("/calculator", { waitUntil: "domcontentloaded" });
  await page.keyboard.type("0.1+0.2");
  await page.keyboard.press("Enter");
  await expect(page.locator(SHELL_READY)).toHaveCount(0);
  await expect(page.getByTestId("calc-result")).toHaveText("= 0.3", { timeout: 15_000 });
  await expect(page.getByLabel("Expression", { exact: true })).toHaveValue("0.1+0.2");

  // Arrow keys in a tab list: the next tab is focused and selected.
  await page.goto("/urlshortener", { waitUntil: "domcontentloaded" });
  await page.getByRole("tab", { name: "Basic" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(SHELL_READY)).toHaveCount(0);
  await shellHydrated(page);
  const advanced = page.getByRole("tab", { name: "Advanced (Pro)" });
  await expect(advanced).toHaveAttribute("aria-selected", "true");
  await expect(advanced).toBeFocused();
});

test("a file dropped before the scripts have run is taken in once the page is hydrated, and the page stays", async ({ page }) => {
  await slowScripts(page);
  await page.goto("/image-converter", { waitUntil: "domcontentloaded" });
  const files = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(["%PDF-1.7\n1 0 obj\n<< >>\nendobj\n%%EOF\n"], "report.png", { type: "image/png" }));
    return transfer;
  });
  const zone = page.getByText("Drop an image here, or");
  const kept = await zone.evaluate((element, dataTransfer) => {
    const over = new DragEvent("dragover", { dataTransfer, bubbles: true, cancelable: true });
    const drop = new DragEvent("drop", { dataTransfer, bubbles: true, cancelable: true });
    element.dispatchEvent(over);
    element.dispatchEvent(drop);
    // Both held back: the browser neither refuses the drop nor leaves the page to show the file.
    return over.defaultPrevented && drop.defaultPrevented;
  }, files);
  expect(kept).toBe(true);
  await expect(page.locator(SHELL_READY)).toHaveCount(0);
  await expect(page.locator("[data-tool-ui='image-converter']").getByRole("alert")).toHaveText("This isn't an image (detected: PDF) — try PDF Converter", { timeout: 15_000 });
});
