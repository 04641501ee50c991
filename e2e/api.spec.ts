import { axe } from "@/e2e/support/axe";
import { expect, test } from "@/e2e/support/test";
import { signInViaApi } from "./support/auth";
import { createUserInDb, prisma } from "./support/db";

test.describe("REST API", () => {
  test("a Premium user creates a key on /account, uses it from a script, then revokes it", async ({ page, playwright, baseURL }) => {
    const user = await createUserInDb({ plan: "premium" });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/account#api-keys");
    const section = page.locator("#api-keys");
    await expect(section.getByRole("heading", { name: "API keys" })).toBeVisible();
    await expect(section.getByText("No API keys yet.")).toBeVisible();

    await section.getByLabel("Key name").fill("Reporting script");
    await section.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByText("API key created")).toBeVisible();
    await expect(section.getByTestId("new-api-key")).toBeFocused();
    const key = (await section.getByTestId("new-api-key-value").textContent())?.trim() ?? "";
    expect(key).toMatch(/^utl_[A-Za-z0-9_-]{32}$/);
    await expect(section.getByTestId("api-key-item")).toHaveCount(1);
    await expect(section.getByTestId("api-key-item")).toContainText(`${key.slice(0, 12)}…`);
    await expect(section.getByTestId("api-key-item")).toContainText("Never used");
    // Stored hashed: the key itself is nowhere in the database.
    const stored = await prisma.apiKey.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.keyHash).not.toContain(key);

    // A script elsewhere: its own HTTP client, no cookies, only the key.
    const script = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${key}` } });
    const created = await script.post("/api/v1/links", { data: { url: "https://example.com/from-a-script" } });
    expect(created.status()).toBe(201);
    expect(created.headers()["x-ratelimit-limit"]).toBe("60");
    const link = (await created.json()) as { id: string; shortUrl: string; target: string };
    expect(link.target).toBe("https://example.com/from-a-script");
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).ownerUserId).toBe(user.id);

    const listed = (await (await script.get("/api/v1/links?limit=10")).json()) as { data: { id: string }[] };
    expect(listed.data.map((l) => l.id)).toEqual([link.id]);

    // The short link works for everyone.
    const redirect = await page.request.get(link.shortUrl, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()["location"]).toBe(link.target);

    // The page shows the key was used; revoking it stops the script.
    await page.reload();
    await expect(section.getByTestId("api-key-item")).toContainText("Last used");
    await section.getByRole("button", { name: "Revoke Reporting script" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke key" }).click();
    await expect(page.getByText("API key revoked")).toBeVisible();
    await expect(section.getByTestId("api-key-item")).toContainText("Revoked");
    const refused = await script.get("/api/v1/links");
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "unauthorized",
      message: "This API key has been revoked.",
    });
    await script.dispose();
  });

  test("a Free user sees the API locked behind a Premium upgrade, and the API refuses requests without a key", async ({ page, request }) => {
    const user = await createUserInDb({ plan: "free" });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/account#api-keys");
    const locked = page.getByTestId("api-locked");
    await expect(locked).toContainText("The REST API is part of the Premium plan.");
    await expect(locked.getByRole("button", { name: "Upgrade to Premium — $19.99/month" })).toHaveAttribute("data-upgrade-plan", "premium");
    await expect(page.getByLabel("Key name")).toHaveCount(0);

    const anonymous = await request.post("/api/v1/links", { data: { url: "https://example.com" } });
    expect(anonymous.status()).toBe(401);
    expect(anonymous.headers()["www-authenticate"]).toMatch(/^Bearer/);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
    const unknown = await request.get("/api/v1/nothing-here", { headers: { Authorization: "Bearer utl_x" } });
    expect(unknown.status()).toBe(404);
  });

  test("the developer docs list every endpoint with curl and JavaScript examples to copy, and link a valid OpenAPI document @phone", async ({ page, request }) => {
    await page.goto("/developers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Utilify API for Developers");
    const doc = (await (await request.get("/api/v1/openapi.json")).json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe("3.1.0");
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        await expect(page.getByRole("listitem").filter({ hasText: method.toUpperCase() }).filter({ hasText: path }).first()).toBeVisible();
      }
    }
    const example = page.locator("#create-link");
    await expect(example.getByText("curl", { exact: true })).toBeVisible();
    await expect(example.locator("pre").first()).toContainText('-H "Authorization: Bearer $UTILIFY_API_KEY"');
    await expect(example.locator("pre").nth(1)).toContainText("await fetch(");
    // An address with a query is quoted, so zsh does not read its "?" as a glob.
    await expect(page.locator("#list-links pre").first()).toContainText(/^curl 'http[^']+\/api\/v1\/links\?limit=50'/);
    // Each sample copies exactly as shown.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await example.getByRole("button", { name: /^Copy .*: curl$/ }).click();
    await expect(page.getByText("curl copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await example.locator("pre").first().textContent());
    // Long lines scroll inside their sample (which the keyboard can reach), never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const results = await axe(page).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });

  test("@phone the API keys section fits a phone", async ({ page }) => {
    const user = await createUserInDb({ plan: "premium" });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/account#api-keys");
    await page.getByLabel("Key name").fill("Phone");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByTestId("new-api-key-value")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
