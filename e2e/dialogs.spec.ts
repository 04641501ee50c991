import { expect, test, type Page } from "@/e2e/support/test";
import { signInViaApi } from "./support/auth";
import { createUserInDb } from "./support/db";

/**
 * The site's five dialogs on the kit's Dialog (components/ui/dialog.tsx) and ConfirmDialog: each is named by its
 * title, takes the focus when it opens, closes with Escape (the Dialogs also with their Close button or a click
 * outside) and gives the focus back to what opened it. SHOTS_DIR=<dir> saves a screenshot of each.
 */

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/dialog-${name}-${page.viewportSize()?.width ?? 0}.png` });
}

/** The focus is inside `dialog` (Radix moved it there). */
async function expectFocusInside(page: Page, name: string | RegExp, role: "dialog" | "alertdialog" = "dialog") {
  await expect
    .poll(() => page.evaluate((r) => Boolean(document.activeElement?.closest(`[role="${r}"]`)), role))
    .toBe(true);
  await expect(page.getByRole(role, { name })).toBeVisible();
}

test("the five dialogs: named, focus in, Escape / Close / outside click close, focus back @both", async ({ page }) => {
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  const header = page.getByRole("banner");

  // Sign-in dialog.
  await page.goto("/");
  const signIn = header.getByRole("button", { name: "Sign In" });
  await signIn.click();
  await expectFocusInside(page, "Welcome to Utilify");
  await expect(page.getByRole("dialog")).toHaveAccessibleDescription("Sign in to your account or create a new one.");
  await shot(page, "sign-in");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(signIn).toBeFocused();

  const user = await createUserInDb({ plan: "premium" });
  await signInViaApi(page, user.email, user.password);
  await page.goto("/urlshortener");

  // Account panel: a drawer along the top on phones, a card at the top right on wide screens.
  const accountButton = wide ? header.locator("button", { has: page.getByTestId("session-email") }) : header.getByRole("button", { name: "Account" });
  await accountButton.click();
  await expectFocusInside(page, "Account");
  const panel = await page.getByRole("dialog", { name: "Account" }).boundingBox();
  const width = page.viewportSize()!.width;
  expect(panel!.y).toBeLessThan(16);
  if (wide) expect(panel!.width).toBeLessThan(400);
  else expect(panel!.width).toBeGreaterThan(width - 32);
  await shot(page, "account-panel");
  await page.getByRole("dialog", { name: "Account" }).getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(accountButton).toBeFocused();

  // A short link's QR dialog: closes on a click outside it.
  await page.getByLabel("Enter a long URL").fill("https://example.com/some/long/path");
  await page.getByRole("button", { name: /^Shorten URL/ }).first().click();
  const item = page.getByTestId("link-item").first();
  await expect(item).toContainText("example.com/some/long/path");
  const qrButton = item.getByRole("button", { name: /^QR code for/ });
  await qrButton.click();
  await expectFocusInside(page, "QR code");
  await expect(page.getByTestId("qr-image")).toBeVisible();
  await shot(page, "qr");
  await page.mouse.click(4, page.viewportSize()!.height - 4);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(qrButton).toBeFocused();

  // ConfirmDialog (an alertdialog): Escape cancels, nothing deleted.
  await item.getByRole("button", { name: /^More actions/ }).click();
  await page.getByRole("menuitem", { name: "Delete link" }).click();
  await expectFocusInside(page, /Delete/, "alertdialog");
  await shot(page, "confirm");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(item).toContainText("example.com/some/long/path");

  // Custom domains.
  await page.getByRole("button", { name: "Manage domains" }).first().click();
  await expectFocusInside(page, "Custom domains");
  await expect(page.getByText("No custom domains yet.")).toBeVisible();
  await shot(page, "domains");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
