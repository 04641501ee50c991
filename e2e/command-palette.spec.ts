import { axe } from "@/e2e/support/axe";
import { expect, test } from "@/e2e/support/test";
import { shellHydrated } from "./support/hydrated";

/**
 * The short home page and the command palette (docs/product.md §2): the phone home page reads in a few screens, and
 * the palette opens with "/" and Ctrl+K on any page, searches tools, their long-tail pages and actions, and is
 * worked entirely from the keyboard, at 1440 and 375 px (@both); the height is a phone's (@phone).
 */

/** At 375 px the home page is at most this tall (it was over 18,000 px when every tool was a full card). */
const PHONE_HOME_MAX_HEIGHT = 6000;

test("@phone the home page reads in a few screens at 375 px", async ({ page }) => {
  await page.goto("/");
  await shellHydrated(page);
  await expect(page.getByRole("heading", { name: "Popular tools" })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(PHONE_HOME_MAX_HEIGHT);
});

test("@both the command palette opens with / and Ctrl+K and is worked by keyboard", async ({ page }) => {
  await page.goto("/pricing");
  await shellHydrated(page);
  const palette = page.getByRole("dialog", { name: "Search tools, pages and actions" });
  const input = palette.getByRole("combobox", { name: "Search tools, pages and actions" });

  // "/" outside a text field opens it, focus in the search, and the first result highlighted.
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("/");
  await expect(palette).toBeVisible();
  await expect(input).toBeFocused();
  await input.fill("feet to meters");
  const first = palette.getByRole("option").first();
  await expect(first).toHaveText(/^Feet to Meters/);
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  const results = await axe(page).include("[data-command-palette]").withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await input.press("Enter");
  await expect(page).toHaveURL(/\/length-converter\/feet-to-meters$/);
  await expect(palette).toBeHidden();

  // Ctrl+K on the new page; arrows move (and wrap), Enter opens the highlighted one.
  await shellHydrated(page);
  await page.keyboard.press("Control+k");
  await expect(input).toBeFocused();
  await expect(input).toHaveValue("");
  await input.fill("json");
  await expect(palette.getByRole("option").nth(0)).toHaveText(/^JSON Formatter/);
  await expect(palette.getByRole("option").nth(1)).toHaveText(/^JSON to TypeScript/);
  await expect(palette.getByRole("option").nth(2)).toHaveText(/^JSON Editor/);
  await input.press("ArrowDown");
  await expect(palette.getByRole("option").nth(1)).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowUp");
  await input.press("ArrowUp");
  await expect(palette.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowDown");
  await input.press("ArrowDown");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/json-to-typescript$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("JSON to TypeScript");

  // Escape closes it and gives the focus back to where it was (a control, or a text field); "/" typed in a text field
  // stays text.
  await shellHydrated(page);
  const themeButton = page.getByRole("button", { name: /theme/i }).first();
  await themeButton.focus();
  await page.keyboard.press("Control+k");
  await expect(palette).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();
  await expect(themeButton).toBeFocused();
  const search = page.locator("input[data-site-search]:visible");
  await search.focus();
  await page.keyboard.press("Control+k");
  await expect(input).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(search).toBeFocused();
  await search.click();
  await page.keyboard.type("a/b");
  await expect(search).toHaveValue("a/b");
  await expect(palette).toBeHidden();

  // Actions: signed out, "sign in" opens the sign-in dialog.
  await search.fill("");
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("/");
  await input.fill("sign in");
  await expect(palette.getByRole("option").first()).toHaveText(/^Sign in/);
  await input.press("Enter");
  await expect(page.getByRole("dialog", { name: /Welcome to/ })).toBeVisible();
});
