import { expect, test } from "@/e2e/support/test";
import { signInViaApi } from "./support/auth";
import { createUserInDb } from "./support/db";

test("a test user can be signed in through the credentials endpoint", async ({ page }) => {
  const user = await createUserInDb({ plan: "basic" });
  await signInViaApi(page, user.email, user.password);
  const usage = await (await page.request.get("/api/usage")).json();
  expect(usage.usage.url).toEqual({ used: 0, limit: null });
});

test("a wrong password does not create a session", async ({ page }) => {
  const user = await createUserInDb();
  const csrf = await (await page.request.get("/api/auth/csrf")).json();
  await page.request.post("/api/auth/callback/credentials", {
    form: { email: user.email, password: "wrong password", csrfToken: csrf.csrfToken, json: "true" },
  });
  const session = await (await page.request.get("/api/auth/session")).json();
  expect(session?.user).toBeUndefined();
});
