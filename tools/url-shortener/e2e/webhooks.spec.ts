import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { shellHydrated } from "@/e2e/support/hydrated";
import { shot, shotOf } from "@/e2e/support/shots";

/**
 * Link webhooks on /account: a Premium account adds an endpoint (a loopback URL is refused by its field), sees the
 * signing secret, sends a test event and finds the delivery in the log with its reason. The endpoint's name is in the
 * reserved .invalid domain, which never resolves, so the test event fails the same way everywhere (a receiver on
 * this machine would be refused as a loopback address: tests/integration/webhooks.test.ts covers that path).
 */

const ENDPOINT = "https://hooks.example.invalid/utilify";

/** A full-page shot taken from the top: scrolled down, the sticky header would be drawn over the middle of the page. */
async function shotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

test("a Premium account adds an endpoint, sees its secret, sends a test event and reads the delivery log", async ({ page }) => {
  const user = await createUserInDb({ plan: "premium" });
  await signInViaApi(page, user.email, user.password);
  await page.goto("/account#webhooks");
  await shellHydrated(page);
  const section = page.locator("#webhooks");
  await expect(section.getByRole("heading", { name: "Webhooks", exact: true })).toBeVisible();
  await expect(section.getByText("No endpoints yet.")).toBeVisible();
  await expect(section.getByText("0 of 5 used")).toBeVisible();

  // A loopback receiver is refused under its field, by the server.
  const url = section.getByLabel("Endpoint URL");
  await url.fill("http://127.0.0.1:3822/hooks");
  await section.getByRole("button", { name: "Add endpoint" }).click();
  await expect(section.getByText("Webhooks are never sent to localhost or private network addresses.")).toBeVisible();
  await expect(url).toHaveAttribute("aria-invalid", "true");
  // The refused field takes focus, so the next key fixes it (the disabled button had dropped it to the page).
  await expect(url).toBeFocused();

  await url.fill(ENDPOINT);
  // Every event is chosen at first; clicks are left out here.
  await section.getByRole("checkbox", { name: /Link clicked/ }).uncheck();
  await section.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByText("Endpoint added")).toBeVisible();

  await expect(section.getByTestId("new-webhook-secret")).toBeFocused();
  const secret = (await section.getByTestId("new-webhook-secret-value").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  const stored = await prisma.webhookEndpoint.findFirstOrThrow({ where: { userId: user.id } });
  expect(stored).toMatchObject({ url: ENDPOINT, secret, events: ["link.created", "link.updated", "link.deleted"], enabled: true });
  const endpoint = section.getByTestId("webhook-endpoint");
  await expect(endpoint).toHaveCount(1);
  await expect(endpoint).toContainText(ENDPOINT);
  await expect(endpoint).toContainText("link.deleted");
  await expect(endpoint).not.toContainText("link.clicked");
  await expect(section.getByText("1 of 5 used")).toBeVisible();
  await shotFromTop(page, "webhooks-added");

  await endpoint.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByText("Test event not delivered")).toBeVisible();
  const delivery = section.getByTestId("webhook-delivery");
  await expect(delivery).toHaveCount(1);
  await expect(delivery).toContainText("webhook.test");
  await expect(delivery).toContainText("Failed");
  await expect(delivery).toContainText("1 attempt");
  await expect(delivery).toContainText("Could not find the address of hooks.example.invalid.");
  expect(await prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: stored.id } })).toMatchObject({ event: "webhook.test", status: "failed", attempt: 1 });

  // The secret again, on request; the endpoint disabled.
  await section.getByRole("button", { name: "Done" }).click();
  await expect(section.getByTestId("new-webhook-secret-value")).toHaveCount(0);
  await endpoint.getByRole("button", { name: "Show secret" }).click();
  await expect(endpoint.getByTestId("webhook-secret")).toHaveText(secret);
  await endpoint.getByRole("button", { name: "Disable" }).click();
  await expect(endpoint).toContainText("Disabled");
  expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: stored.id } })).enabled).toBe(false);

  // The log survives a reload (it is the server's), and the section fits the screen.
  await page.reload();
  await shellHydrated(page);
  await expect(section.getByTestId("webhook-delivery")).toContainText("Could not find the address of hooks.example.invalid.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const results = await axe(page).include("#webhooks").withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await shotOf(section, "webhooks-section");

  await endpoint.getByRole("button", { name: `Delete ${ENDPOINT}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete endpoint" }).click();
  await expect(page.getByText("Endpoint deleted")).toBeVisible();
  await expect(section.getByText("No endpoints yet.")).toBeVisible();
  expect(await prisma.webhookEndpoint.count({ where: { userId: user.id } })).toBe(0);
});

test("the developers page documents webhooks with the Node verification example", async ({ page }) => {
  await page.goto("/developers#webhooks");
  const section = page.locator("section", { has: page.locator("#webhooks") });
  await expect(section.getByRole("heading", { name: "Webhooks", exact: true })).toBeVisible();
  for (const event of ["link.created", "link.updated", "link.deleted", "link.clicked", "webhook.test"]) await expect(section.getByText(event, { exact: true })).toBeVisible();
  await expect(section.locator("pre")).toContainText("createHmac(\"sha256\", secret)");
  await expect(section.locator("pre")).toContainText("timingSafeEqual(given, expected)");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shotOf(section, "developers-webhooks");
});

test("a Basic account sees webhooks locked with an upgrade to Premium", async ({ page }) => {
  const user = await createUserInDb({ plan: "basic" });
  await signInViaApi(page, user.email, user.password);
  await page.goto("/account#webhooks");
  const locked = page.locator("#webhooks").getByTestId("webhooks-locked");
  await expect(locked).toContainText("Webhooks are part of the Premium plan.");
  await expect(locked.getByRole("button", { name: /Upgrade to Premium/ })).toBeVisible();
  await expect(page.locator("#webhooks").getByLabel("Endpoint URL")).toHaveCount(0);
});

test("an account moved to a plan with fewer endpoints sees which get nothing, and cannot enable another @both", async ({ page }) => {
  const user = await createUserInDb({ plan: "premium" });
  const urls = Array.from({ length: 7 }, (_, i) => `https://hooks${i}.example.invalid/utilify`);
  // Added on Enterprise, oldest first; the last one disabled.
  await prisma.webhookEndpoint.createMany({
    data: urls.map((url, i) => ({ userId: user.id, url, secret: `whsec_${"a".repeat(43)}`, events: ["link.created"], enabled: i < 6, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })),
  });
  await signInViaApi(page, user.email, user.password);
  await page.goto("/account#webhooks");
  await shellHydrated(page);
  const section = page.locator("#webhooks");
  await expect(section.getByText("7 of 5 used")).toBeVisible();
  await expect(section.getByText("You have 7 endpoints and your plan has 5: events go to the 5 oldest enabled ones.")).toBeVisible();
  const rows = section.getByTestId("webhook-endpoint");
  await expect(rows).toHaveCount(7);
  for (const [i, url] of urls.entries()) {
    const row = rows.filter({ hasText: url });
    if (i === 5) await expect(row.getByText("Beyond your plan: nothing sent")).toBeVisible();
    else await expect(row.getByText("Beyond your plan: nothing sent")).toHaveCount(0);
  }
  await shotOf(section, "webhooks-beyond-plan");

  await rows.filter({ hasText: urls[6]! }).getByRole("button", { name: "Enable" }).click();
  await expect(page.getByText("Your plan sends to up to 5 enabled endpoints. Disable one you no longer use first.")).toBeVisible();
  expect((await prisma.webhookEndpoint.findFirstOrThrow({ where: { url: urls[6]! } })).enabled).toBe(false);

  // Disabling one of the five makes room: the sixth is reached again.
  await rows.filter({ hasText: urls[0]! }).getByRole("button", { name: "Disable" }).click();
  await expect(page.getByText("Endpoint disabled")).toBeVisible();
  await expect(section.getByText("Beyond your plan: nothing sent")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the add form is a server form: the answer page shows the new endpoint and its secret", async ({ page }) => {
    const user = await createUserInDb({ plan: "premium" });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/account#webhooks");
    const section = page.locator("#webhooks");
    await section.getByLabel("Endpoint URL").fill(ENDPOINT);
    const answer = page.waitForResponse((response) => response.request().method() === "POST" && response.request().resourceType() === "document");
    await section.getByRole("button", { name: "Add endpoint" }).click();
    expect((await answer).status()).toBe(200);
    await page.waitForLoadState("domcontentloaded");
    const stored = await prisma.webhookEndpoint.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.events).toEqual(["link.created", "link.updated", "link.deleted", "link.clicked"]);
    await expect(page.locator("#webhooks").getByRole("status")).toContainText(`Endpoint added. Its signing secret: ${stored.secret}`);
    await expect(page.locator("#webhooks").getByTestId("webhook-endpoint")).toContainText(ENDPOINT);
  });
});
