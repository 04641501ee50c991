import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { decodePng } from "@/tests/support/qr-decode";
import { contrastRatio } from "./support/contrast";
import { shellHydrated } from "./support/hydrated";

/**
 * Dark mode (docs/product.md, "Themes"): the system's preference by default, a choice in the header (system → light →
 * dark) or the palette that is remembered, and the right theme before the first paint: the inline script in <head>
 * sets it, not React (shown by loading the page with every script file refused).
 */

const html = (page: Page) => page.locator("html");

test.describe("dark mode", () => {
  test.use({ colorScheme: "light" });

  test("@both the header's choice is remembered and set before any script file runs", async ({ page }) => {
    await page.goto("/json-formatter");
    await shellHydrated(page);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    const toggle = page.getByRole("button", { name: /^Theme: / });
    await expect(toggle).toHaveAccessibleName("Theme: system. Switch to light");
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Theme: light. Switch to dark");
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Theme: dark. Switch to system");
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveCSS("color-scheme", "dark");
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(2, 6, 23)");

    // The server's HTML has no theme in it; with every script file refused, only the inline head script can set it.
    const served = await (await page.request.get("/json-formatter")).text();
    expect(served).toMatch(/<html[^>]*class="(?![^"]*\bdark\b)[^"]*"/);
    await page.route(/\/_next\/static\/.*\.js/, (route) => route.abort());
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(2, 6, 23)");
    await page.unroute(/\/_next\/static\/.*\.js/);

    // Hydrated again, the button shows the stored choice, and "system" follows the system (light here).
    await page.reload();
    await shellHydrated(page);
    await expect(toggle).toHaveAccessibleName("Theme: dark. Switch to system");
    await toggle.click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });

  test("the system's dark preference is the default, and the palette switches the theme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await shellHydrated(page);
    await page.keyboard.press("Control+k");
    const input = page.getByRole("combobox", { name: "Search tools, pages and actions" });
    await input.fill("light theme");
    await expect(page.getByRole("option").first()).toContainText("Use the light theme");
    await input.press("Enter");
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });

  test("what tools draw themselves is readable in the dark theme: a QR code still scans, previews are AA", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    const axeSerious = async () =>
      (await axe(page).withTags(["wcag2a", "wcag2aa"]).analyze()).violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);

    // The QR code keeps dark modules on a light background: the preview as the page shows it decodes.
    await page.goto("/qrgenerator");
    await shellHydrated(page);
    await page.getByRole("textbox", { name: /Website URL/ }).fill("https://example.com/dark");
    const preview = page.getByTestId("qr-preview");
    await expect(preview).toBeVisible();
    expect(decodePng(await preview.screenshot())).toBe("https://example.com/dark");

    await page.goto("/markdown-editor");
    await shellHydrated(page);
    await page.getByLabel("Markdown", { exact: true }).fill("# Title\n\n> a quote\n\n[a link](https://example.com) and `code`\n\n```js\nconst x = 1; // one\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    await expect(page.getByTestId("markdown-preview").getByRole("heading", { name: "Title" })).toBeVisible();
    expect(await axeSerious()).toEqual([]);

    await page.goto("/json-formatter");
    await shellHydrated(page);
    await page.getByRole("button", { name: "Example" }).click();
    await expect(page.getByRole("button", { name: "Copy" })).toBeEnabled();
    expect(await axeSerious()).toEqual([]);

    // The redirect's own pages (no script, so no stored choice) follow the system's theme, and stay AA.
    for (const scheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect((await page.goto("/s/nosuchlinkhere"))?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Shortened URL not found" })).toBeVisible();
      const { canvas, card, ink } = await page.locator("main").evaluate((main) => ({
        canvas: getComputedStyle(document.body).backgroundColor,
        card: getComputedStyle(main).backgroundColor,
        ink: getComputedStyle(main).color,
      }));
      expect(contrastRatio(canvas, scheme === "dark" ? "rgb(0, 0, 0)" : "rgb(255, 255, 255)"), `${scheme}: canvas`).toBeLessThan(1.5);
      expect(contrastRatio(ink, card), `${scheme}: text`).toBeGreaterThanOrEqual(4.5);
      expect(await axeSerious()).toEqual([]);
    }

    // The area calculator's diagram: each label sits on a halo of the card's own colour (axe does not judge SVG text).
    for (const scheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/area-calculator");
      const labels = page.getByTestId("shape-diagram").locator("text");
      await expect(labels.first()).toBeVisible();
      for (const label of await labels.all()) {
        const { fill, stroke, card } = await label.evaluate((el) => ({
          fill: getComputedStyle(el).fill,
          stroke: getComputedStyle(el).stroke,
          card: getComputedStyle(el.closest("[data-tool-ui]")!).backgroundColor,
        }));
        expect(stroke, `${scheme}: halo`).toBe(card);
        expect(contrastRatio(fill, card), `${scheme}: label on the card`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

test.describe("dark mode without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("@both the system's preference decides, for the theme's colours and for dark: utilities", async ({ page }) => {
    for (const scheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/developers");
      // No script ran, so no class: the stylesheet alone follows the system.
      await expect(html(page)).not.toHaveClass(/\bdark\b/);
      // Dark declares its scheme (form controls, scrollbars); light is the browser's default, "normal".
      await expect(html(page)).toHaveCSS("color-scheme", scheme === "dark" ? "dark" : "normal");
      await expect(page.locator("body")).toHaveCSS("background-color", scheme === "dark" ? "rgb(2, 6, 23)" : "rgb(248, 250, 252)");
      const example = page.locator("main pre").first();
      await expect(example).toBeVisible();
      // The code examples' ring is a dark: utility (`dark:ring-1`).
      const ring = await example.evaluate((pre) => getComputedStyle(pre).boxShadow);
      expect(ring === "none", `${scheme}: ring`).toBe(scheme === "light");
      const { card, ink } = await page.locator("main h1").first().evaluate((h1) => ({ ink: getComputedStyle(h1).color, card: getComputedStyle(document.body).backgroundColor }));
      expect(contrastRatio(ink, card), `${scheme}: heading`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
