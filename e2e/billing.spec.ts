import { expect, test, type Page } from "@/e2e/support/test";
import Stripe from "stripe";
import { signInViaApi } from "./support/auth";
import { createUserInDb, prisma } from "./support/db";

/**
 * Billing end to end, against the fake Stripe server that scripts/e2e.ts starts (tests/support/fake-stripe.ts: its
 * Checkout page has a Pay button that activates the subscription and sends signed webhooks to the app; its portal
 * can cancel). Its settings reach the app server and these tests through the STRIPE_* variables.
 */

const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? "";
const fakeStripeOrigin = `http://${process.env.STRIPE_API_HOST ?? "127.0.0.1"}:${process.env.STRIPE_API_PORT ?? ""}`;

async function stored(userId: string) {
  return prisma.user.findUniqueOrThrow({ where: { id: userId } });
}

/** Clicks the upgrade button of a plan card on /pricing. */
async function clickUpgrade(page: Page, plan: "basic" | "premium") {
  const name = plan === "basic" ? "Upgrade to Basic" : "Upgrade to Premium";
  await page.locator(`[data-plan="${plan}"]`).getByRole("button", { name }).click();
}

/** On the fake Checkout page: pays and waits for the success page. */
async function payOnFakeCheckout(page: Page, planName: string) {
  await page.waitForURL((url) => url.origin === fakeStripeOrigin && url.pathname.startsWith("/checkout/cs_test_"));
  await expect(page.getByRole("heading", { name: `Subscribe to ${planName}` })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL(/\/success\?plan=\w+&session_id=cs_test_\w+$/);
}

/** A signed-in user who subscribed to Basic through the real flow. */
async function subscribedUser(page: Page) {
  const user = await createUserInDb();
  await signInViaApi(page, user.email, user.password);
  await page.goto("/pricing");
  await clickUpgrade(page, "basic");
  await payOnFakeCheckout(page, "Basic");
  await expect(page.getByText("Welcome to Basic!")).toBeVisible();
  return user;
}

test.describe("upgrade", () => {
  test("a signed-out visitor clicks Upgrade, signs in, pays on Checkout and gets the plan without limits", async ({ page }) => {
    const user = await createUserInDb();
    await page.goto("/pricing");
    await clickUpgrade(page, "basic");

    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Sign in or create an account to upgrade to Basic.")).toBeVisible();
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password").fill(user.password);
    await dialog.getByRole("button", { name: "Sign In" }).click();

    // Checkout continues by itself after signing in.
    await payOnFakeCheckout(page, "Basic");
    expect(new URL(page.url()).searchParams.get("plan")).toBe("basic");
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByText("Welcome to Basic!")).toBeVisible();
    await expect(page.getByText("Your subscription is now active.")).toBeVisible();

    const after = await stored(user.id);
    expect(after).toMatchObject({ plan: "basic", status: "active", cancelAtPeriodEnd: false, pastDueSince: null });
    expect(after.stripeCustomerId).toMatch(/^cus_/);
    expect(after.stripeSubscriptionId).toMatch(/^sub_/);
    expect(after.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);

    // Limits are gone for this account.
    const usage = (await (await page.request.get("/api/usage")).json()) as { usage: Record<string, { limit: number | null }> };
    expect(usage.usage).toMatchObject({ qr: { limit: null }, url: { limit: null }, area: { limit: null } });

    // The tools' meters say so.
    for (const path of ["/qrgenerator", "/area-converter"]) {
      await page.goto(path);
      await expect(page.getByTestId("usage-meter")).toContainText("Unlimited");
    }

    // The pricing page marks the plan, and the account page shows it.
    await page.goto("/pricing");
    await expect(page.locator('[data-plan="basic"]').getByTestId("current-plan")).toBeVisible();
    await expect(page.locator('[data-plan="basic"]').getByRole("button", { name: "Your current plan" })).toBeDisabled();
    await page.goto("/account");
    await expect(page.getByTestId("account-plan")).toContainText("Basic");
  });

  test("cancelling on Checkout returns to the cancel page and charges nothing", async ({ page }) => {
    const user = await createUserInDb();
    await signInViaApi(page, user.email, user.password);
    await page.goto("/pricing");
    await clickUpgrade(page, "premium");
    await page.waitForURL((url) => url.origin === fakeStripeOrigin);
    await expect(page.getByRole("heading", { name: "Subscribe to Premium" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Utilify" }).click();

    await page.waitForURL(/\/cancel$/);
    await expect(page.getByRole("heading", { name: "Payment Cancelled" })).toBeVisible();
    await expect(page.getByText("no charge was made")).toBeVisible();
    expect(await stored(user.id)).toMatchObject({ plan: "free", status: "active", stripeSubscriptionId: null });

    await page.getByRole("link", { name: "Try Again" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("a subscriber who clicks Upgrade again is sent to the Customer Portal, not a second checkout", async ({ page }) => {
    const user = await subscribedUser(page);
    await page.goto("/pricing");
    await clickUpgrade(page, "premium");
    await page.waitForURL((url) => url.origin === fakeStripeOrigin && url.pathname.startsWith("/portal/bps_"));
    await expect(page.getByRole("heading", { name: "Manage your subscription" })).toBeVisible();
    expect((await stored(user.id)).plan).toBe("basic");

    // Switching plan in the portal reaches the app through the webhook.
    await page.getByRole("button", { name: "Switch to Premium" }).click();
    await expect(page.getByRole("status")).toHaveText("Done: switch");
    await expect.poll(async () => (await stored(user.id)).plan).toBe("premium");
  });

  test("the limit-reached card's upgrade button starts checkout of the plan without limits", async ({ page }) => {
    const user = await createUserInDb();
    const day = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
    await prisma.dailyUsage.create({ data: { day, tool: "qr", subject: `user:${user.id}`, count: 10 } });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/qrgenerator");
    const card = page.getByRole("alert").filter({ hasText: "Free limit reached" });
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: "Upgrade to Pro — from $4.99/month" }).click();
    await payOnFakeCheckout(page, "Basic");
    await expect(page.getByText("Welcome to Basic!")).toBeVisible();
    await page.goto("/qrgenerator");
    await expect(page.getByTestId("usage-meter")).toContainText("Unlimited");
    await expect(page.getByRole("alert").filter({ hasText: "Free limit reached" })).toHaveCount(0);
  });

  test("without a session id the success page does not claim a payment", async ({ page }) => {
    await page.goto("/success?plan=premium");
    await expect(page.getByRole("heading", { name: "We could not confirm this payment" })).toBeVisible();
    await expect(page.getByText("Welcome to Premium!")).toHaveCount(0);
  });

  test("the success page fits a phone after paying @phone", async ({ page }) => {
    await subscribedUser(page);
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("customer portal", () => {
  test("Manage subscription on /account reaches the portal; cancelling at period end, then now, ends the plan", async ({ page }) => {
    const user = await subscribedUser(page);
    await page.goto("/account");
    await page.getByRole("button", { name: "Manage subscription" }).click();
    await page.waitForURL((url) => url.origin === fakeStripeOrigin && url.pathname.startsWith("/portal/bps_"));
    await expect(page.getByRole("heading", { name: "Manage your subscription" })).toBeVisible();

    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.getByText(/cancels on \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await expect.poll(async () => (await stored(user.id)).cancelAtPeriodEnd).toBe(true);
    await page.getByRole("link", { name: "Return to Utilify" }).click();
    await page.waitForURL(/\/account$/);
    await expect(page.getByTestId("account-plan")).toContainText("Basic");
    await expect(page.getByText("Ends on")).toBeVisible();

    await page.getByRole("button", { name: "Manage subscription" }).click();
    await page.waitForURL((url) => url.origin === fakeStripeOrigin);
    await page.getByRole("button", { name: "Cancel immediately" }).click();
    await expect(page.locator(".status")).toHaveText("canceled");
    await expect.poll(async () => (await stored(user.id)).status).toBe("canceled");
    await page.getByRole("link", { name: "Return to Utilify" }).click();
    await expect(page.getByTestId("account-plan")).toContainText("Free");
    const usage = (await (await page.request.get("/api/usage")).json()) as { usage: Record<string, { limit: number | null }> };
    expect(usage.usage.url?.limit).toBe(15);
  });
});

test.describe("stripe webhook endpoint", () => {
  test("refuses unsigned and forged events and applies a signed one", async ({ request }) => {
    expect(webhookSecret).not.toBe("");
    const user = await createUserInDb();
    const customer = `cus_e2e_${user.id.slice(0, 8)}`;
    await prisma.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer } });
    const event = {
      id: `evt_e2e_${user.id.slice(0, 8)}`,
      object: "event",
      type: "invoice.paid",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: "in_e2e", object: "invoice", customer } },
    };
    const payload = JSON.stringify(event);
    const post = (signature?: string) =>
      request.post("/api/stripe/webhook", {
        data: payload,
        headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
      });

    expect((await post()).status()).toBe(400);
    expect((await post(Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" }))).status()).toBe(400);
    expect(await prisma.stripeEvent.count({ where: { id: event.id } })).toBe(0);

    const signed = await post(Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
    expect(signed.status()).toBe(200);
    expect(await signed.json()).toEqual({ received: true, outcome: "processed" });
    // The customer has no subscription in (fake) Stripe: the stored copy stays free.
    expect(await stored(user.id)).toMatchObject({ plan: "free", status: "active" });
    expect(await prisma.stripeEvent.count({ where: { id: event.id } })).toBe(1);
  });
});
