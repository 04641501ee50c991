import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@/e2e/support/test";
import { requestPasswordReset } from "@/lib/domain/auth/reset";
import { createUserInDb, prisma } from "./support/db";
import { shot } from "./support/shots";

/**
 * Forms that reach the server are `<form action>`s (React form actions, docs/architecture.md "Server actions"): with
 * JavaScript off — as before a slow phone has run the page's scripts — the browser posts the form itself and the
 * server's answer page shows the outcome for exactly what was typed.
 */

test.use({ javaScriptEnabled: false });

async function submit(page: Page, button: RegExp | string) {
  const answer = page.waitForResponse((response) => response.request().method() === "POST" && response.request().resourceType() === "document");
  await page.getByRole("button", { name: button }).first().click();
  expect((await answer).status()).toBe(200);
  await page.waitForLoadState("domcontentloaded");
}

test.describe("forms without JavaScript", () => {
  test("shorten: the answer page shows the short link for exactly the URL typed, and it redirects there @phone", async ({ page, request }) => {
    const target = `https://example.org/no-js/${randomUUID()}?q=a%20b&utm_source=e2e#top`;
    await page.goto("/urlshortener");
    await page.getByLabel("Enter a long URL").fill(target);
    await submit(page, /^Shorten URL/);

    const answer = page.getByTestId("shortened-link");
    await expect(answer).toContainText("URL shortened successfully!");
    await expect(answer).toContainText(target);
    const shortUrl = await answer.getByRole("link").getAttribute("href");
    expect(shortUrl).toMatch(/\/s\/[0-9a-z]{6}$/);
    await expect(page.getByLabel("Enter a long URL")).toHaveValue("");
    await shot(page, "shortened-without-scripts");

    const stored = await prisma.link.findMany({ where: { target } });
    expect(stored).toHaveLength(1);
    expect(shortUrl!.endsWith(`/s/${stored[0]!.code}`)).toBe(true);
    const redirect = await request.get(shortUrl!, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()["location"]).toBe(target);
  });

  test("shorten: a refused URL comes back in the field with its error, and nothing is stored", async ({ page }) => {
    const typed = `not a url ${randomUUID()}`;
    await page.goto("/urlshortener");
    await page.getByLabel("Enter a long URL").fill(typed);
    await submit(page, /^Shorten URL/);
    await expect(page.getByText("Please enter a valid URL")).toBeVisible();
    await expect(page.getByLabel("Enter a long URL")).toHaveValue(typed);
    await expect(page.getByTestId("shortened-link")).toHaveCount(0);
    expect(await prisma.link.count({ where: { target: { contains: typed } } })).toBe(0);
  });

  test("contact: the message is stored and the answer page confirms it; bad input comes back with each field's error", async ({ page }) => {
    const marker = `e2e no-js contact ${randomUUID()}`;
    await page.goto("/contact?subject=Enterprise");
    await expect(page.getByLabel("Subject")).toHaveValue("Enterprise");
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Message").fill(marker);
    await submit(page, "Send Message");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue(marker);
    await expect(page.getByLabel("Name")).toHaveValue("Ada Lovelace");
    expect(await prisma.contactMessage.count({ where: { message: marker } })).toBe(0);

    await page.getByLabel("Email").fill("ada@example.test");
    await submit(page, "Send Message");
    await expect(page.getByText("Thank you! We received your message and will reply soon.")).toBeVisible();
    const stored = await prisma.contactMessage.findMany({ where: { message: marker } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "Ada Lovelace", email: "ada@example.test", subject: "Enterprise" });
  });

  test("reset password: the link's form works, refusals come back under their field", async ({ page }) => {
    const user = await createUserInDb();
    await requestPasswordReset({ email: user.email }, `198.51.100.${Math.floor(Math.random() * 250) + 1}`);
    const mail = await prisma.outboxMail.findFirst({ where: { to: user.email }, orderBy: { createdAt: "desc" } });
    const link = new URL(mail!.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel("New password", { exact: true }).fill("my new password 1");
    await page.getByLabel("Confirm new password").fill("my new password 2");
    await submit(page, "Set New Password");
    await expect(page.getByText("The two passwords do not match")).toBeVisible();

    await page.getByLabel("New password", { exact: true }).fill("my new password 1");
    await page.getByLabel("Confirm new password").fill("my new password 1");
    await submit(page, "Set New Password");
    await expect(page.getByRole("status")).toContainText("Your password has been reset.");
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).not.toBe(user.passwordHash);
    expect(row.sessionVersion).toBe(user.sessionVersion + 1);
  });

  test("sign in: a refusal comes back with its message and the e-mail typed; the right password signs in and goes on @phone", async ({ page }) => {
    const user = await createUserInDb();
    await page.goto("/account?upgrade=basic");
    const area = page.getByRole("region", { name: "Welcome to Utilify" });
    await area.getByLabel("Email").fill(user.email);
    await area.getByLabel("Password", { exact: true }).fill("wrong password");
    await submit(page, "Sign In");
    await expect(area.getByText("Invalid email or password")).toBeVisible();
    await expect(area.getByLabel("Email")).toHaveValue(user.email);
    await expect(area.getByLabel("Password", { exact: true })).toHaveValue("");
    await shot(page, "sign-in-refused-without-scripts");

    await area.getByLabel("Password", { exact: true }).fill(user.password);
    await area.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/account\?upgrade=basic$/);
    await expect(page.getByTestId("account-email")).toHaveText(user.email);
    const session = (await (await page.request.get("/api/auth/session")).json()) as { user?: { email?: string } } | null;
    expect(session?.user?.email).toBe(user.email);
  });

  test("sign up: a new address gets its account and is signed in; an address that has one is told to check its inbox", async ({ page }) => {
    const email = `no-js-${randomUUID().slice(0, 8)}@example.test`;
    await page.goto("/account?view=signup");
    const area = page.getByRole("region", { name: "Welcome to Utilify" });
    await area.getByLabel("Email").fill(email);
    await area.getByLabel("Password").fill("short");
    await submit(page, "Create Account");
    await expect(area.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(area.getByLabel("Email")).toHaveValue(email);
    expect(await prisma.user.count({ where: { email } })).toBe(0);

    await area.getByLabel("Password").fill("correct horse battery staple");
    await area.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("account-email")).toHaveText(email);
    expect(await prisma.user.count({ where: { email } })).toBe(1);

    await page.context().clearCookies();
    await page.goto("/account?view=signup");
    await area.getByLabel("Email").fill(email);
    await area.getByLabel("Password").fill("another horse battery staple");
    await submit(page, "Create Account");
    await expect(area.getByRole("status")).toContainText(`Check your inbox: we sent a message to ${email}.`);
    expect(await prisma.user.count({ where: { email } })).toBe(1);
  });

  test("forgot password: the page says the link is on its way, and the e-mail is sent", async ({ page }) => {
    const user = await createUserInDb();
    await page.goto("/account");
    const area = page.getByRole("region", { name: "Welcome to Utilify" });
    await area.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/view=forgot/);
    await area.getByLabel("Email").fill(user.email.toUpperCase());
    await submit(page, "Send Reset Link");
    await expect(area.getByRole("status")).toContainText(`If an account exists for ${user.email}`);
    await expect.poll(() => prisma.outboxMail.count({ where: { to: user.email, subject: { contains: "password" } } })).toBe(1);
  });

  test("the header's Sign In is a link to the sign-in form (the session cannot load without scripts) @phone", async ({ page }) => {
    await page.goto("/json-formatter");
    const header = page.locator("header").first();
    await expect(header.getByTestId("session-loading").locator(".animate-pulse")).toBeHidden();
    await header.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("region", { name: "Welcome to Utilify" }).getByRole("button", { name: "Sign In" })).toBeVisible();
  });

  test("forms worked out in the browser do nothing when sent without their script: no reload, no secret posted", async ({ page }) => {
    // Any request but the page loads themselves: a form sent natively would navigate (GET with its fields) or post.
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" || request.isNavigationRequest()) sent.push(`${request.method()} ${request.url()}`);
    });
    await page.goto("/one-time-link");
    sent.length = 0;
    await page.getByLabel("Secret", { exact: true }).fill("the launch code is 0000");
    await page.getByRole("button", { name: "Create link" }).click();
    await expect(page.getByLabel("Secret", { exact: true })).toHaveValue("the launch code is 0000");
    expect(sent).toEqual([]);
    expect(page.url()).not.toContain("?");
    // No request left the page, so no secret was stored (the table's count would see other tests' secrets: tests run
    // side by side).

    await page.goto("/unit-calculator");
    sent.length = 0;
    await page.getByLabel("Calculation", { exact: true }).fill("5 ft to m");
    await page.getByLabel("Calculation", { exact: true }).press("Enter");
    await expect(page.getByLabel("Calculation", { exact: true })).toHaveValue("5 ft to m");
    expect(sent).toEqual([]);
    expect(page.url()).not.toContain("?");
  });
});
