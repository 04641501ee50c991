import { expect, test, type Page } from "@/e2e/support/test";
import { signInViaApi } from "./support/auth";
import { createUserInDb, prisma } from "./support/db";
import { AUTH_BODY_MAX_BYTES, AUTH_BODY_TOO_LARGE_MESSAGE } from "@/lib/platform/input-bounds";

/** Screenshots for a person to look at (SHOTS_DIR=/tmp/shots-auth); no effect otherwise. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

/** /account's sign-in forms (components/account/account-signed-out.tsx). */
const signInArea = (page: Page) => page.getByRole("region", { name: "Welcome to Utilify" });
const header = (page: Page) => page.getByRole("banner");

/** Waits for the forms to hydrate: sent before that, the browser posts them (forms-without-scripts.spec.ts). */
async function signInFormsReady(page: Page) {
  await expect(signInArea(page).locator("form [data-hydrated]")).toBeAttached();
}

async function loginOnPage(page: Page, email: string, password: string) {
  await signInFormsReady(page);
  await signInArea(page).getByLabel("Email").fill(email);
  await signInArea(page).getByLabel("Password", { exact: true }).fill(password);
  await signInArea(page).getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
}

async function sessionUser(request: Page["request"]) {
  const session = (await (await request.get("/api/auth/session")).json()) as { user?: { email?: string } } | null;
  return session?.user;
}

test.describe("the callbackUrl after signing in never leaves the site", () => {
  const hostile = [
    "/\t/evil.example/",
    "/\n/evil.example/",
    "/\r/evil.example/",
    "/\t\\evil.example/",
    "/.//evil.example/",
    "http://localhost:3000.evil.example/",
    "https://evil.example/",
  ];
  for (const callbackUrl of hostile) {
    test(`callbackUrl ${JSON.stringify(callbackUrl)}`, async ({ page, baseURL }) => {
      const offSite: string[] = [];
      await page.context().route((url) => url.hostname.endsWith("evil.example"), async (route) => {
        offSite.push(route.request().url());
        await route.abort();
      });
      const user = await createUserInDb();
      const response = await page.goto(`/account?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      expect(response?.status()).toBe(200);
      await loginOnPage(page, user.email, user.password);
      await expect(page.getByTestId("account-email")).toHaveText(user.email);
      expect(new URL(page.url()).origin).toBe(baseURL);
      expect(offSite).toEqual([]);
    });
  }

  test("a same-site callbackUrl is followed", async ({ page }) => {
    const user = await createUserInDb();
    await page.goto(`/account?callbackUrl=${encodeURIComponent("/qrgenerator?from=account")}`);
    await signInFormsReady(page);
    await signInArea(page).getByLabel("Email").fill(user.email);
    await signInArea(page).getByLabel("Password", { exact: true }).fill(user.password);
    const documentLoads: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentLoads.push(request.url());
    });
    await signInArea(page).getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/qrgenerator\?from=account$/);
    // The move is a client navigation: the toast survives it (a refresh of /account racing the move once made Next
    // fall back to a full page load, which cleared it; components/auth/session-sync.tsx). Looked for before the
    // header, which may take longer than the toast's 4 s on a busy machine.
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(header(page).getByRole("button", { name: user.email })).toBeVisible();
    expect(documentLoads).toEqual([]);
  });

  test("a callbackUrl that does not parse gives normal pages, not a 500", async ({ request }) => {
    const bad = encodeURIComponent("http://localhost:3000.evil.example/");
    expect((await request.get(`/account?callbackUrl=${bad}`)).status()).toBe(200);
    for (const path of [`/api/auth/session?callbackUrl=${bad}`, `/api/auth/csrf?callbackUrl=${bad}`, `/api/auth/providers?callbackUrl=${bad}`]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const signin = await request.get(`/api/auth/signin?callbackUrl=${bad}`, { maxRedirects: 0 });
    expect(signin.status()).toBe(302);
    expect(signin.headers().location).not.toContain("evil.example");
    // The same through a POST (next-auth reads the query of every request).
    const csrf = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const post = await request.post(`/api/auth/signout?callbackUrl=${bad}`, { form: { csrfToken: csrf.csrfToken, json: "true" } });
    expect(post.status()).toBe(200);
  });

  test("a sign-in post larger than any real one is refused before next-auth parses it; a real one still signs in", async ({ page, request }) => {
    const csrf = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const padding = "a=b&".repeat(AUTH_BODY_MAX_BYTES / 4);
    const huge = await request.post("/api/auth/callback/credentials", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: `${padding}csrfToken=${csrf.csrfToken}&email=a%40b.example&password=x&json=true`,
      maxRedirects: 0,
    });
    expect(huge.status()).toBe(413);
    expect(((await huge.json()) as { error: string }).error).toBe(AUTH_BODY_TOO_LARGE_MESSAGE);
    const user = await createUserInDb();
    await signInViaApi(page, user.email, user.password);
  });

  test("a callback-url cookie that does not parse does not break sign-in either", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "next-auth.callback-url", value: "http://localhost:3000.evil.example/", url: baseURL! }]);
    expect((await page.request.get("/api/auth/session")).status()).toBe(200);
    const user = await createUserInDb();
    await signInViaApi(page, user.email, user.password);
  });
});

test("Sign Out revokes the session: a copy of the cookie no longer signs anyone in", async ({ page, browser, baseURL }) => {
  const user = await createUserInDb();
  await signInViaApi(page, user.email, user.password);
  const copied = (await page.context().cookies()).filter((c) => c.name.includes("next-auth.session-token"));
  expect(copied.length).toBeGreaterThan(0);

  await page.goto("/");
  await expect(header(page).getByTestId("session-email")).toHaveText(user.email);
  await header(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(header(page).getByRole("button", { name: "Sign In" })).toBeVisible();

  const thief = await browser.newContext({ baseURL });
  await thief.addCookies(copied);
  expect(await sessionUser(thief.request)).toBeUndefined();
  const thiefPage = await thief.newPage();
  await thiefPage.goto("/account");
  await expect(signInArea(thiefPage)).toBeVisible();
  await expect(thiefPage.getByTestId("account-email")).toHaveCount(0);
  await thief.close();
});

for (const tag of ["", " @phone"]) {
  test(`Sign Out Everywhere on /account signs out every device${tag}`, async ({ page, browser, baseURL }) => {
    const user = await createUserInDb();
    const laptop = await browser.newContext({ baseURL });
    const laptopPage = await laptop.newPage();
    await signInViaApi(laptopPage, user.email, user.password);
    await signInViaApi(page, user.email, user.password);

    await page.goto("/account");
    const sessions = page.getByRole("region", { name: "Sessions" });
    await expect(sessions).toBeVisible();
    await sessions.scrollIntoViewIfNeeded();
    await shot(page, "account-sessions");
    await sessions.getByRole("button", { name: "Sign Out Everywhere" }).click();
    await expect(page.getByText("Signed out everywhere", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await shot(page, "signed-out-everywhere");
    expect(await sessionUser(page.request)).toBeUndefined();
    expect(await sessionUser(laptop.request)).toBeUndefined();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1);
    await laptop.close();
  });
}

test("sign-up refuses a common password and says why", async ({ page }) => {
  const email = `weak-${Math.random().toString(36).slice(2, 10)}@example.test`;
  await page.goto("/account?view=signup");
  await signInFormsReady(page);
  await signInArea(page).getByLabel("Email").fill(email);
  await signInArea(page).getByLabel("Password").fill("password123");
  await signInArea(page).getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("This password is too common or easy to guess — try a longer phrase of a few unrelated words.")).toBeVisible();
  await shot(page, "signup-weak-password");
  expect(await prisma.user.count({ where: { email } })).toBe(0);
});
