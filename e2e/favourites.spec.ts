import { expect, test } from "@/e2e/support/test";
import { signInViaApi } from "./support/auth";
import { createUserInDb } from "./support/db";
import { shellHydrated } from "./support/hydrated";

/**
 * Favourite and recent tools (docs/product.md, "Your tools"): a star on a tool's page puts the tool on the home page,
 * in the palette and the menu; signed in, the lists are kept in the account and meet another browser's at sign-in.
 */

test("@both a starred tool shows on home and, signed in, in another browser", async ({ page, browser, clientIp }) => {
  const user = await createUserInDb();

  await page.goto("/json-formatter");
  await shellHydrated(page);
  const star = page.getByRole("button", { name: "Favourite: JSON Formatter" });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  // Opened, so recently used too: recorded once the page has read the stored lists (their check loads on the page).
  await page.goto("/bmi-calculator");
  await shellHydrated(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("utilify:tool-lists") ?? "")).toContain('"bmi-calculator"');

  await page.goto("/");
  await shellHydrated(page);
  const favourites = page.getByRole("region", { name: "Your favourites" });
  await expect(favourites.getByRole("link", { name: "JSON Formatter" })).toBeVisible();
  await expect(favourites.getByRole("button", { name: "Favourite: JSON Formatter" })).toHaveAttribute("aria-pressed", "true");
  // The favourite is not repeated among the recent tools.
  const recent = page.getByRole("region", { name: "Recently used" });
  await expect(recent.getByRole("link")).toHaveText(["BMI Calculator"]);

  // The palette lists it first while nothing is typed; the open menu heads with it.
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("option").first()).toContainText("JSON Formatter");
  await expect(page.getByRole("option").first()).toContainText("Favourite");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("list", { name: "Favourites" }).getByRole("link")).toHaveText(["JSON Formatter"]);
  await page.keyboard.press("Escape");

  // Signing in keeps the lists in the account (sent once the session is known).
  await signInViaApi(page, user.email, user.password);
  await page.goto("/");
  await shellHydrated(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("utilify:tool-lists-account"))).toBe(user.email);

  // Another browser, with a favourite of its own, signs in: it gets the account's, and keeps its own.
  const other = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
  const second = await other.newPage();
  await second.goto("/qrgenerator");
  await shellHydrated(second);
  await second.getByRole("button", { name: "Favourite: QR Code Generator" }).click();
  await signInViaApi(second, user.email, user.password);
  await second.goto("/");
  await shellHydrated(second);
  await expect(second.getByRole("region", { name: "Your favourites" }).getByRole("link")).toHaveText(["JSON Formatter", "QR Code Generator"]);
  await other.close();

  // Back in the first browser, a new page load brings the other browser's star.
  await page.reload();
  await shellHydrated(page);
  await expect(page.getByRole("region", { name: "Your favourites" }).getByRole("link")).toHaveText(["JSON Formatter", "QR Code Generator"]);
});

test("a corrupted stored list is dropped, and the home page still works", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("utilify:tool-lists", '{"favourites":["json-formatter"],"recent":[{'));
  await page.goto("/");
  await shellHydrated(page);
  await expect(page.getByRole("region", { name: "Your favourites" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Popular tools" })).toBeVisible();
  // Removed once the lists' check has loaded (it loads on the page when something is stored).
  await expect.poll(() => page.evaluate(() => localStorage.getItem("utilify:tool-lists"))).toBeNull();
});
