import { expect, test, type Page } from "@/e2e/support/test";
import { signInViaApi } from "./support/auth";
import { createUserInDb, prisma } from "./support/db";

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

const header = (page: Page) => page.getByRole("banner");
const dialog = (page: Page) => page.getByRole("dialog", { name: "Welcome to Utilify" });

test("header: Sign In opens the dialog; signed in it shows the e-mail and Sign Out", async ({ page }) => {
  const user = await createUserInDb();
  await page.goto("/");
  await shot(page, "header-signed-out");
  await header(page).getByRole("button", { name: "Sign In" }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel("Email").fill(user.email);
  await dialog(page).getByLabel("Password", { exact: true }).fill(user.password);
  await dialog(page).getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(header(page).getByTestId("session-email")).toHaveText(user.email);
  await expect(page).toHaveURL(/\/$/); // the dialog keeps the visitor where they were
  await shot(page, "header-signed-in");

  await header(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(header(page).getByRole("button", { name: "Sign In" })).toBeVisible();
  const session = await (await page.request.get("/api/auth/session")).json();
  expect(session?.user).toBeUndefined();
});

test("header: a placeholder while the session loads, and Sign In after the 3-second fallback", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/session", async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto("/");
  await expect(header(page).getByTestId("session-loading")).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Sign In" })).toHaveCount(0);
  await shot(page, "header-loading");
  // The session never answers: after 3 s the header stops waiting.
  await expect(header(page).getByRole("button", { name: "Sign In" })).toBeVisible({ timeout: 6_000 });
  release();
});

test("phone header: the account icon opens the Account panel @phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const user = await createUserInDb();
  await signInViaApi(page, user.email, user.password);
  await page.goto("/");
  await expect(header(page).getByTestId("session-email")).toBeHidden();
  await shot(page, "header-signed-in");
  await header(page).getByRole("button", { name: "Account" }).click();
  const panel = page.getByRole("dialog", { name: "Account" });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("account-panel-email")).toHaveText(user.email);
  await expect(panel.getByTestId("account-panel-plan")).toHaveText("Free plan");
  await shot(page, "header-account-panel");

  await panel.getByRole("button", { name: "Account Settings" }).click();
  await expect(page).toHaveURL(/\/account#profile$/);
  await expect(page.getByTestId("account-email")).toHaveText(user.email);

  await header(page).getByRole("button", { name: "Account" }).click();
  await page.getByRole("dialog", { name: "Account" }).getByRole("button", { name: "Subscription" }).click();
  await expect(page).toHaveURL(/\/account#plan$/);

  await header(page).getByRole("button", { name: "Account" }).click();
  await page.getByRole("dialog", { name: "Account" }).getByRole("button", { name: "Sign Out" }).click();
  await expect(header(page).getByRole("button", { name: "Sign In" })).toBeVisible();
  await shot(page, "header-signed-out");
});

test("phone header: a paid plan shows its name in the Account panel @phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const user = await createUserInDb({ plan: "premium" });
  await signInViaApi(page, user.email, user.password);
  await page.goto("/");
  await header(page).getByRole("button", { name: "Account" }).click();
  await expect(page.getByRole("dialog", { name: "Account" }).getByTestId("account-panel-plan")).toHaveText("Premium plan");
  // The plan follows the database (e.g. after a webhook), not the plan at sign-in time.
  await prisma.user.update({ where: { id: user.id }, data: { status: "canceled" } });
  await page.reload();
  await header(page).getByRole("button", { name: "Account" }).click();
  await expect(page.getByRole("dialog", { name: "Account" }).getByTestId("account-panel-plan")).toHaveText("Free plan");
});
