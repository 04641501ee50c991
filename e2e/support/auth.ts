import { expect, type Page } from "@/e2e/support/test";

/**
 * Signs the page's browser context in through next-auth's credentials endpoint (CSRF token included), without the
 * UI — for tests whose subject is not the sign-in dialog itself.
 */
export async function signInViaApi(page: Page, email: string, password: string): Promise<void> {
  const csrf = await page.request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { email, password, csrfToken, json: "true" },
  });
  expect(response.ok()).toBe(true);
  const session = await (await page.request.get("/api/auth/session")).json();
  expect(session?.user?.email).toBe(email);
}
