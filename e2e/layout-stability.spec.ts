import { expect, test, type Locator, type Page } from "@/e2e/support/test";
import { shellHydrated } from "@/e2e/support/hydrated";

/**
 * What a visitor aims at stays where it is when the session answers. Until then the header shows a blank Sign In
 * button and the QR studio keeps the dynamic option's sign-in row drawn but unseen; a tap aimed at the search, the theme
 * toggle or "Batch (CSV)" in that moment would otherwise land on something else.
 */

async function boxes(targets: Locator[]): Promise<string[]> {
  return Promise.all(
    targets.map(async (target) => {
      const box = await target.boundingBox();
      return box ? `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}` : "none";
    }),
  );
}

/** Holds /api/auth/session until the returned function is called. */
async function holdSession(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/session", async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test("nothing on the QR studio moves when the session answers @both", async ({ page }) => {
  const release = await holdSession(page);
  await page.goto("/qrgenerator");
  await shellHydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const header = page.locator("header").first();
  const targets = [
    header.getByRole("button", { name: /theme/i }),
    header.getByRole("combobox").filter({ visible: true }),
    page.locator("summary", { hasText: "Batch (CSV)" }),
    page.getByRole("button", { name: "Download PNG", exact: true }),
  ];
  const before = await boxes(targets);
  expect(before).not.toContain("none");

  release();
  await expect(header.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByTestId("qr-dynamic").getByRole("button", { name: "Sign in to use it" })).toBeVisible();
  expect(await boxes(targets)).toEqual(before);
});
