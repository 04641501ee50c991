import { expect, test, type Locator, type Page } from "@/e2e/support/test";
import { shellHydrated } from "@/e2e/support/hydrated";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb } from "@/e2e/support/db";

/**
 * What a visitor aims at stays where it is when the session answers. Until then the header shows a blank Sign In
 * button and the QR studio keeps the dynamic option's row drawn but unseen (a visitor's sign-in prompt and an account's
 * number of codes are one row of one height); a tap aimed at the search, the theme toggle or "Batch (CSV)" in that
 * moment would otherwise land on something else.
 */

async function boxes(targets: Locator[]): Promise<string[]> {
  return Promise.all(
    targets.map(async (target) => {
      const box = await target.boundingBox();
      return box ? `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}` : "none";
    }),
  );
}

/** Resolves once the page's web fonts have loaded: boxes measured before that move when they swap in. */
function fontsLoaded(page: Page): Promise<void> {
  return page.evaluate(() => document.fonts.ready.then(() => undefined));
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

/** Where the header's controls, "Batch (CSV)" and Download are once the page has hydrated, the session still held. */
async function studioTargets(page: Page): Promise<{ header: Locator; targets: Locator[]; before: string[] }> {
  await page.goto("/qrgenerator");
  await shellHydrated(page);
  await fontsLoaded(page);
  const header = page.locator("header").first();
  const targets = [
    header.getByRole("button", { name: /theme/i }),
    header.getByRole("combobox").filter({ visible: true }),
    page.locator("summary", { hasText: "Batch (CSV)" }),
    page.getByRole("button", { name: "Download PNG", exact: true }),
  ];
  const before = await boxes(targets);
  expect(before).not.toContain("none");
  return { header, targets, before };
}

test("nothing on the QR studio moves when the session answers @both", async ({ page }) => {
  const release = await holdSession(page);
  const { header, targets, before } = await studioTargets(page);

  release();
  await expect(header.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByTestId("qr-dynamic").getByRole("button", { name: "Sign in to use it" })).toBeVisible();
  expect(await boxes(targets)).toEqual(before);
});

test("nothing on the QR studio's form moves when a signed-in session answers @both", async ({ page }) => {
  const user = await createUserInDb();
  await signInViaApi(page, user.email, user.password);
  const release = await holdSession(page);
  const { targets, before } = await studioTargets(page);

  release();
  const row = page.getByTestId("qr-dynamic");
  await expect(row).toContainText("Your Free plan has 3 dynamic QR codes.");
  await expect(row.getByRole("link", { name: "See yours" })).toHaveAttribute("href", "#qr-history");
  // The header's account button may be wider than Sign In; the form's controls below stay put.
  expect((await boxes(targets)).slice(2)).toEqual(before.slice(2));
});

// The AI tools' plan prompt comes with the session: it is drawn under the action, unseen until the answer. Its buttons
// are in the server's HTML, so the boxes are compared with where that HTML alone puts them (the page's scripts blocked):
// a part that arrives later than the measurement cannot hide behind a race.
for (const [path, action] of [
  ["/ai-writer", "Draft from a brief"],
  ["/ai-image-generator", "Generate"],
  ["/ai-image-editor", "Edit image"],
] as const) {
  test(`nothing on ${path} moves when the session answers @both`, async ({ page }) => {
    const main = page.locator("main");
    const targets = [main.getByRole("button", { name: action, exact: true }), main.getByRole("button").filter({ hasText: "Who can use it?" })];
    const scripts = "**/_next/static/**/*.js";
    await page.route(scripts, (route) => route.abort());
    await page.goto(path);
    await fontsLoaded(page);
    const drawn = await boxes(targets);
    expect(drawn).not.toContain("none");
    await page.unroute(scripts);

    const release = await holdSession(page);
    await page.goto(path);
    await shellHydrated(page);
    await fontsLoaded(page);
    expect(await boxes(targets)).toEqual(drawn);

    release();
    await expect(main.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    expect(await boxes(targets)).toEqual(drawn);
  });
}
