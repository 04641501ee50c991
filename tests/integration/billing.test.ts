import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { POST as webhookRoute } from "@/app/api/stripe/webhook/route";
import { toFailure } from "@/lib/platform/forms/action-result";
import { cancelSubscriptionsForDeletedAccount } from "@/lib/domain/billing/account-deletion";
import { confirmCheckout, ensureCustomer, openCustomerPortal, startCheckout } from "@/lib/domain/billing/checkout";
import { CHECKOUT_FAILED_MESSAGE } from "@/lib/domain/billing/messages";
import { STRIPE_API_VERSION } from "@/lib/domain/billing/stripe";
import { syncSubscription } from "@/lib/domain/billing/sync";
import { reconcileStaleSubscriptions } from "@/lib/domain/billing/reconcile";
import { prisma } from "@/lib/platform/db";
import { entitlements, PAST_DUE_GRACE_MS } from "@/lib/domain/plans/entitlements";
import { getUsage, withUse } from "@/lib/domain/limits/usage";
import { FREE_DAILY_LIMITS } from "@/lib/domain/plans";
import { FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { createUser, uniqueIp } from "../support/factories";
import { planNodes, planOf } from "../support/query-plan";
import { LimitReachedError, UserFacingError } from "@/lib/platform/errors";
import { defined } from "@/tests/support/defined";
import { MAX_BODY_BYTES } from "@/lib/platform/body-limit";

const WEBHOOK_SECRET = "whsec_integration_test_secret";
let fake: FakeStripe;
const savedEnv = { ...process.env };

async function postWebhook(payload: string, signature: string | null) {
  const headers = new Headers({ "content-type": "application/json" });
  if (signature !== null) headers.set("stripe-signature", signature);
  const response = await webhookRoute(new Request("http://localhost/api/stripe/webhook", { method: "POST", headers, body: payload }));
  return { status: response.status, body: (await response.json()) as { received: boolean; outcome?: string; error?: string } };
}

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, deliver: (payload, signature) => postWebhook(payload, signature) });
  Object.assign(process.env, fake.env());
});

afterAll(async () => {
  await fake.stop();
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
  Object.assign(process.env, savedEnv);
});

afterEach(() => {
  fake.holdWebhooks = false;
  fake.heldWebhooks.length = 0;
  fake.failures.clear();
  Object.assign(process.env, fake.env());
});

const BASIC = "price_basic_test";
const PREMIUM = "price_premium_test";

/** A signed-in user who is a Stripe customer (created through our own ensureCustomer). */
async function customerUser() {
  const user = await createUser();
  const customerId = await ensureCustomer(user.id);
  return { user, customerId };
}

/** A user with a subscription in the fake and our stored copy synced by a customer.subscription.created webhook. */
async function subscribedUser(price = BASIC) {
  const { user, customerId } = await customerUser();
  const subscription = fake.createSubscription(customerId, price);
  const delivery = await fake.sendEvent(fake.event("customer.subscription.created", subscription));
  expect(delivery?.status).toBe(200);
  return { user, customerId, subscription };
}

async function reload(userId: string) {
  return prisma.user.findUniqueOrThrow({ where: { id: userId } });
}

function sessionIdOf(url: string): string {
  return defined(url.split("/checkout/")[1], "checkout session id");
}

describe("webhook signature", () => {
  it("refuses a missing, forged, wrongly keyed, tampered or stale signature with 400 and records nothing", async () => {
    const { customerId } = await customerUser();
    const event = fake.event("customer.subscription.updated", fake.createSubscription(customerId, BASIC));
    const { payload, signature } = fake.sign(event);

    expect((await postWebhook(payload, null)).status).toBe(400);
    expect((await postWebhook(payload, "t=1,v1=deadbeef")).status).toBe(400);
    expect((await postWebhook(payload, fake.sign(event, { secret: "whsec_someone_else" }).signature)).status).toBe(400);
    expect((await postWebhook(payload.replace(customerId, "cus_other"), signature)).status).toBe(400);
    const stale = fake.sign(event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    const staleResponse = await postWebhook(stale.payload, stale.signature);
    expect(staleResponse).toEqual({ status: 400, body: { received: false, error: "Invalid signature" } });

    expect(await prisma.stripeEvent.count({ where: { id: event.id } })).toBe(0);
    // The genuine delivery still works.
    expect((await postWebhook(payload, signature)).body.outcome).toBe("processed");
  });

  it("refuses a body over the size bound with 413 before checking it, and records nothing", async () => {
    const { customerId } = await customerUser();
    const event = fake.event("customer.subscription.updated", { ...fake.createSubscription(customerId, BASIC), padding: "x".repeat(MAX_BODY_BYTES) });
    const { payload, signature } = fake.sign(event);
    expect((await postWebhook(payload, signature)).status).toBe(413);
    expect(await prisma.stripeEvent.count({ where: { id: event.id } })).toBe(0);
  });

  it("answers 500 (so Stripe retries) when webhooks are not configured", async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    const { payload, signature } = fake.sign(fake.event("invoice.paid", { id: "in_x", object: "invoice", customer: "cus_x" }));
    expect(await postWebhook(payload, signature)).toEqual({ status: 500, body: { received: false, error: "Stripe webhooks are not configured" } });
  });
});

describe("webhook processing", () => {
  it("stores the event id with its effect, and a replay changes nothing", async () => {
    const { user, customerId } = await customerUser();
    const subscription = fake.createSubscription(customerId, BASIC);
    const event = fake.event("customer.subscription.created", subscription);
    const { payload, signature } = fake.sign(event);

    expect((await postWebhook(payload, signature)).body).toEqual({ received: true, outcome: "processed" });
    expect(await reload(user.id)).toMatchObject({ plan: "basic", status: "active", stripeSubscriptionId: subscription.id });
    expect(await prisma.stripeEvent.findUnique({ where: { id: event.id } })).toMatchObject({ type: "customer.subscription.created" });

    // Stripe changes meanwhile; replaying the old delivery must not sync (it is the same event, already handled).
    fake.updateSubscription(subscription.id, { status: "canceled" });
    expect((await postWebhook(payload, signature)).body).toEqual({ received: true, outcome: "duplicate" });
    expect(await reload(user.id)).toMatchObject({ plan: "basic", status: "active" });
    expect(await prisma.stripeEvent.count({ where: { id: event.id } })).toBe(1);
  });

  it("processes one of two concurrent deliveries of the same event", async () => {
    const { user, customerId } = await customerUser();
    const event = fake.event("customer.subscription.created", fake.createSubscription(customerId, PREMIUM));
    const { payload, signature } = fake.sign(event);
    const results = await Promise.all([postWebhook(payload, signature), postWebhook(payload, signature)]);
    expect(results.map((r) => r.body.outcome).sort()).toEqual(["duplicate", "processed"]);
    expect((await reload(user.id)).plan).toBe("premium");
  });

  it("ends in Stripe's current state when events arrive out of order", async () => {
    const { user, subscription } = await subscribedUser();
    const olderUpdate = fake.event("customer.subscription.updated", subscription, { created: Math.floor(Date.now() / 1000) - 60 });
    fake.updateSubscription(subscription.id, { status: "canceled" });
    const deleted = fake.event("customer.subscription.deleted", fake.subscriptions.get(subscription.id)!);

    expect((await fake.sendEvent(deleted))?.status).toBe(200);
    // The older "active" snapshot arrives last: the stored copy must still say canceled.
    expect((await fake.sendEvent(olderUpdate))?.status).toBe(200);
    const stored = await reload(user.id);
    expect(stored).toMatchObject({ status: "canceled", stripeSubscriptionId: subscription.id, cancelAtPeriodEnd: false });
    expect(entitlements(stored).plan).toBe("free");
  });

  it("handles every subscription event type by syncing, whatever the payload says", async () => {
    const { user, customerId, subscription } = await subscribedUser();
    fake.updateSubscription(subscription.id, { status: "past_due" });
    for (const type of ["invoice.payment_failed", "invoice.payment_action_required"]) {
      const delivery = await fake.sendEvent(fake.event(type, fake.invoiceFor(subscription, "open")));
      expect(delivery?.status).toBe(200);
    }
    expect((await reload(user.id)).status).toBe("past_due");
    fake.updateSubscription(subscription.id, { status: "active" });
    await fake.sendEvent(fake.event("invoice.paid", fake.invoiceFor(subscription)));
    expect((await reload(user.id)).status).toBe("active");
    // A checkout.session.completed carries only the customer: enough to sync.
    fake.updateSubscription(subscription.id, { priceId: PREMIUM });
    await fake.sendEvent(fake.event("checkout.session.completed", { id: "cs_test_x", object: "checkout.session", mode: "subscription", customer: customerId }));
    expect((await reload(user.id)).plan).toBe("premium");
  });

  it("answers 200 without changes for ignored types, one-time payments and unknown customers", async () => {
    const before = await prisma.stripeEvent.count();
    const ignored = await fake.sendEvent(fake.event("customer.created", { id: "cus_new", object: "customer" }));
    const payment = await fake.sendEvent(fake.event("checkout.session.completed", { id: "cs_test_y", object: "checkout.session", mode: "payment", customer: "cus_unknown" }));
    const unknownCustomer = fake.createCustomer("stranger@example.test");
    const sub = fake.createSubscription(String(unknownCustomer.id), BASIC);
    const unknown = fake.sign(fake.event("customer.subscription.created", sub));
    const response = await postWebhook(unknown.payload, unknown.signature);
    expect(ignored?.status).toBe(200);
    expect(payment?.status).toBe(200);
    expect(response).toEqual({ status: 200, body: { received: true, outcome: "unknown_customer" } });
    expect(await prisma.stripeEvent.count()).toBe(before);
  });

  it("answers 500 and records nothing when processing fails, so Stripe's retry succeeds", async () => {
    const { user, customerId } = await customerUser();
    const event = fake.event("customer.subscription.created", fake.createSubscription(customerId, BASIC));
    const { payload, signature } = fake.sign(event);
    // The SDK retries a 500 itself: make every attempt fail.
    fake.failures.set("/v1/subscriptions", 10);
    expect((await postWebhook(payload, signature)).status).toBe(500);
    fake.failures.clear();
    expect(await prisma.stripeEvent.count({ where: { id: event.id } })).toBe(0);
    expect((await reload(user.id)).plan).toBe("free");
    expect((await postWebhook(payload, signature)).body.outcome).toBe("processed");
    expect((await reload(user.id)).plan).toBe("basic");
  });
});

describe("status transitions and entitlements", () => {
  const cases: [Stripe.Subscription.Status, "basic" | "free"][] = [
    ["active", "basic"],
    ["trialing", "basic"],
    ["past_due", "basic"],
    ["unpaid", "free"],
    ["paused", "free"],
    ["incomplete", "free"],
    ["incomplete_expired", "free"],
    ["canceled", "free"],
  ];
  for (const [status, plan] of cases) {
    it(`stores ${status} and grants ${plan}`, async () => {
      const { user, subscription } = await subscribedUser();
      fake.updateSubscription(subscription.id, { status });
      await fake.sendEvent(fake.event("customer.subscription.updated", fake.subscriptions.get(subscription.id)!));
      const stored = await reload(user.id);
      expect(stored.status).toBe(status);
      expect(stored.plan).toBe("basic");
      const rights = entitlements(stored);
      expect(rights.plan).toBe(plan);
      expect(rights.customShortCodes).toBe(plan !== "free");
      expect(rights.dailyLimits.url).toBe(plan === "free" ? FREE_DAILY_LIMITS.url : null);
    });
  }

  it("lifts the daily limits in the usage core for an active subscriber and restores them on cancellation", async () => {
    const { user, subscription } = await subscribedUser();
    const actor = { userId: user.id, ip: uniqueIp() };
    for (let i = 0; i < FREE_DAILY_LIMITS.qr + 3; i++) await withUse("qr", actor, async () => i);
    expect((await getUsage(actor)).qr).toEqual({ used: FREE_DAILY_LIMITS.qr + 3, limit: null });

    await fake.cancelNow(subscription.id);
    expect((await getUsage(actor)).qr.limit).toBe(FREE_DAILY_LIMITS.qr);
    await expect(withUse("qr", actor, async () => 1)).rejects.toBeInstanceOf(LimitReachedError);
  });

  it("keeps a past_due plan for a 3-day grace period from the first failure", async () => {
    const { user, subscription } = await subscribedUser();
    fake.updateSubscription(subscription.id, { status: "past_due" });
    const before = Date.now();
    await fake.sendEvent(fake.event("invoice.payment_failed", fake.invoiceFor(subscription, "open")));
    const stored = await reload(user.id);
    expect(stored.pastDueSince!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const since = stored.pastDueSince!.getTime();

    expect(entitlements(stored, new Date(since + PAST_DUE_GRACE_MS - 60_000)).plan).toBe("basic");
    expect(entitlements(stored, new Date(since + PAST_DUE_GRACE_MS + 60_000)).plan).toBe("free");

    // A later failure does not restart the grace period.
    await new Promise((r) => setTimeout(r, 20));
    await fake.sendEvent(fake.event("invoice.payment_failed", fake.invoiceFor(subscription, "open")));
    expect((await reload(user.id)).pastDueSince!.getTime()).toBe(since);

    // Paid again: out of past_due, the mark is cleared.
    fake.updateSubscription(subscription.id, { status: "active" });
    await fake.sendEvent(fake.event("invoice.paid", fake.invoiceFor(subscription)));
    expect(await reload(user.id)).toMatchObject({ status: "active", pastDueSince: null });
  });

  it("refuses to store past_due without the start of its grace", async () => {
    const user = await createUser({ plan: "basic" });
    await expect(prisma.user.update({ where: { id: user.id }, data: { status: "past_due" } })).rejects.toThrow(/User_pastDueSince_check/);
    await expect(prisma.user.create({ data: { email: `pd-${user.id}@example.test`, passwordHash: "x", plan: "basic", status: "past_due" } })).rejects.toThrow(
      /User_pastDueSince_check/,
    );
    expect((await reload(user.id)).status).toBe("active");
  });

  it("keeps the plan until the period ends when cancelled at period end, then drops to free", async () => {
    const { user, subscription } = await subscribedUser();
    const periodEnd = defined(subscription.items.data[0], "subscription item").current_period_end;
    await fake.setCancelAtPeriodEnd(subscription.id, true);
    let stored = await reload(user.id);
    expect(stored).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(stored.currentPeriodEnd?.getTime()).toBe(periodEnd * 1000);
    expect(entitlements(stored).plan).toBe("basic");

    await fake.setCancelAtPeriodEnd(subscription.id, false);
    expect((await reload(user.id)).cancelAtPeriodEnd).toBe(false);

    await fake.setCancelAtPeriodEnd(subscription.id, true);
    await fake.cancelNow(subscription.id); // what Stripe does when the period ends
    stored = await reload(user.id);
    expect(stored).toMatchObject({ status: "canceled", cancelAtPeriodEnd: false });
    expect(entitlements(stored).plan).toBe("free");
  });

  it("ends a scheduled cancellation at the period's end when Stripe's event never arrives, and the reconcile job catches up", async () => {
    // A subscription whose period ended two hours ago, set to cancel at that end; Stripe ended it, but the
    // customer.subscription.deleted webhook was lost.
    const { user, customerId } = await customerUser();
    const periodEnd = Math.floor(Date.now() / 1000) - 2 * 3600;
    const subscription = fake.createSubscription(customerId, BASIC, { periodStart: periodEnd - 30 * 86_400, periodEnd });
    await fake.sendEvent(fake.event("customer.subscription.created", subscription));
    await fake.setCancelAtPeriodEnd(subscription.id, true);
    fake.holdWebhooks = true;
    await fake.cancelNow(subscription.id);

    const stored = await reload(user.id);
    expect(stored).toMatchObject({ plan: "basic", status: "active", cancelAtPeriodEnd: true });
    expect(entitlements(stored, new Date(periodEnd * 1000 - 60_000)).plan).toBe("basic");
    expect(entitlements(stored).plan).toBe("free");
    expect((await getUsage({ userId: user.id, ip: uniqueIp() })).qr.limit).toBe(FREE_DAILY_LIMITS.qr);

    const run = await reconcileStaleSubscriptions();
    expect(run.failed).toBe(0);
    expect(await reload(user.id)).toMatchObject({ plan: "basic", status: "canceled", cancelAtPeriodEnd: false });
  });

  it("keeps a renewed plan whose renewal event was lost, and the reconcile job stores the new period", async () => {
    const { user, customerId } = await customerUser();
    const oldEnd = Math.floor(Date.now() / 1000) - 2 * 3600;
    const subscription = fake.createSubscription(customerId, PREMIUM, { periodStart: oldEnd - 30 * 86_400, periodEnd: oldEnd });
    await fake.sendEvent(fake.event("customer.subscription.created", subscription));
    // Stripe renews; the webhook is lost.
    const newEnd = oldEnd + 30 * 86_400;
    defined(subscription.items.data[0], "subscription item").current_period_end = newEnd;
    expect(entitlements(await reload(user.id)).plan).toBe("premium");

    // A run out of time starts no sync.
    expect(await reconcileStaleSubscriptions({ budgetMs: 0 })).toEqual({ checked: 0, changed: 0, failed: 0 });
    expect((await reload(user.id)).currentPeriodEnd?.getTime()).toBe(oldEnd * 1000);
    const run = await reconcileStaleSubscriptions();
    expect(run).toMatchObject({ failed: 0 });
    expect(run.changed).toBeGreaterThanOrEqual(1);
    const stored = await reload(user.id);
    expect(stored).toMatchObject({ plan: "premium", status: "active", cancelAtPeriodEnd: false });
    expect(stored.currentPeriodEnd?.getTime()).toBe(newEnd * 1000);
    // Fresh again: the next run leaves it alone.
    const checked = fake.callsTo("GET", "/v1/subscriptions").length;
    await reconcileStaleSubscriptions();
    expect(fake.callsTo("GET", "/v1/subscriptions").length).toBe(checked);
  });

  it("follows a plan change made in the portal", async () => {
    const { user, subscription } = await subscribedUser(BASIC);
    await fake.switchPrice(subscription.id, PREMIUM);
    const stored = await reload(user.id);
    expect(stored).toMatchObject({ plan: "premium", stripePriceId: PREMIUM });
    expect(entitlements(stored)).toMatchObject({ plan: "premium", api: true, bulk: true, customDomains: 5 });
  });

  it("picks the subscription in good standing when a customer has an old canceled one too", async () => {
    const { user, customerId } = await customerUser();
    fake.createSubscription(customerId, PREMIUM, { status: "canceled", created: Math.floor(Date.now() / 1000) + 100 });
    const current = fake.createSubscription(customerId, BASIC, { status: "active" });
    await syncSubscription(customerId);
    expect(await reload(user.id)).toMatchObject({ plan: "basic", status: "active", stripeSubscriptionId: current.id });
  });

  it("does not touch a plan granted by hand to a user who never subscribed through Stripe", async () => {
    const user = await createUser({ plan: "enterprise" });
    const customerId = await ensureCustomer(user.id);
    const synced = await syncSubscription(customerId);
    expect(synced).toMatchObject({ found: true, plan: "enterprise", status: "active" });
    expect((await reload(user.id)).plan).toBe("enterprise");
    await expect(startCheckout(user.id, "basic")).rejects.toThrow("Your account is on the Enterprise plan. Please contact us to change it.");
  });

  it("finds stale subscriptions without reading every user", async () => {
    // 10,000 people who never paid and 200 subscribers in good standing around the one stale copy, as in a real table
    // (left in the throwaway database: each deleted account retires its links, so deleting them all takes seconds).
    const tag = crypto.randomUUID().slice(0, 8);
    await prisma.$executeRaw`
      INSERT INTO "User" ("id", "email", "passwordHash", "updatedAt")
      SELECT gen_random_uuid()::text, ${`free-${tag}-`} || n || '@example.com', 'x', now() FROM generate_series(1, 10000) AS n`;
    await prisma.$executeRaw`
      INSERT INTO "User" ("id", "email", "passwordHash", "plan", "stripeCustomerId", "stripeSubscriptionId", "currentPeriodEnd", "updatedAt")
      SELECT gen_random_uuid()::text, ${`paid-${tag}-`} || n || '@example.com', 'x', 'basic', ${`cus_${tag}_`} || n, ${`sub_${tag}_`} || n,
             now() + interval '20 days', now() FROM generate_series(1, 200) AS n`;
    const { user, customerId } = await customerUser();
    const periodEnd = Math.floor(Date.now() / 1000) - 2 * 3600;
    const subscription = fake.createSubscription(customerId, BASIC, { periodStart: periodEnd - 30 * 86_400, periodEnd });
    await fake.sendEvent(fake.event("customer.subscription.created", subscription));
    await prisma.$executeRawUnsafe(`ANALYZE "User"`);
    const written = (await reload(user.id)).updatedAt;

    // The run's query as Prisma sends it, explained.
    const plan = await planOf(
      async () => expect((await reconcileStaleSubscriptions()).failed).toBe(0),
      (query) => /FROM "public"\."User"/.test(query) && /"currentPeriodEnd" </.test(query),
    );
    // Only Stripe customers' rows are read (the unique indexes on their Stripe ids hold no one who never paid).
    expect(planNodes(plan).map((n) => n["Node Type"])).not.toContain("Seq Scan");
    const customers = await prisma.user.count({ where: { stripeCustomerId: { not: null } } });
    expect(Math.max(...planNodes(plan).map((n) => n["Actual Rows"]))).toBeLessThanOrEqual(customers);
    // The stale copy was re-read (a sync rewrites its row).
    expect((await reload(user.id)).updatedAt.getTime()).toBeGreaterThan(written.getTime());
  });
});


describe("checkout", () => {
  it("creates the customer first, then a subscription Checkout with the right URLs and price", async () => {
    const user = await createUser();
    const start = await startCheckout(user.id, "premium");
    expect(start.kind).toBe("checkout");
    expect(start.url.startsWith(`${fake.url}/checkout/cs_test_`)).toBe(true);

    const stored = await reload(user.id);
    expect(stored.stripeCustomerId).toMatch(/^cus_/);
    expect(fake.customers.get(stored.stripeCustomerId!)).toMatchObject({ email: user.email, metadata: { userId: user.id } });
    const session = fake.sessions.get(sessionIdOf(start.url))!;
    expect(session).toMatchObject({
      mode: "subscription",
      customer: stored.stripeCustomerId,
      client_reference_id: user.id,
      success_url: "http://localhost:3000/success?plan=premium&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/cancel",
    });
    expect(session.line_items_input).toEqual([{ price: PREMIUM, quantity: 1 }]);
    // The customer was created with an idempotency key, and every call used the pinned API version.
    const created = fake.callsTo("POST", "/v1/customers").find((r) => r.body.metadata && (r.body.metadata as { userId?: string }).userId === user.id);
    expect(created?.idempotencyKey).toBe(`utilify-customer-${user.id}`);
    expect(new Set(fake.requests.map((r) => r.apiVersion))).toEqual(new Set([STRIPE_API_VERSION]));
  });

  it("pays, syncs through the webhooks and confirms the plan on the success page", async () => {
    const user = await createUser();
    const start = await startCheckout(user.id, "basic");
    const success = await fake.pay(sessionIdOf(start.url));
    const sessionId = new URL(success).searchParams.get("session_id")!;
    expect(success).toBe(`http://localhost:3000/success?plan=basic&session_id=${sessionId}`);
    expect(fake.deliveries.slice(-3).map((d) => [d.event.type, d.status])).toEqual([
      ["checkout.session.completed", 200],
      ["customer.subscription.created", 200],
      ["invoice.paid", 200],
    ]);
    expect(await reload(user.id)).toMatchObject({ plan: "basic", status: "active", stripePriceId: BASIC });
    await expect(confirmCheckout(user.id, sessionId)).resolves.toEqual({ state: "confirmed", plan: "basic", planName: "Basic" });
  });

  it("confirms on the success page even when the user arrives before the webhooks", async () => {
    const user = await createUser();
    const start = await startCheckout(user.id, "premium");
    fake.holdWebhooks = true;
    const sessionId = new URL(await fake.pay(sessionIdOf(start.url))).searchParams.get("session_id")!;
    expect((await reload(user.id)).plan).toBe("free");
    await expect(confirmCheckout(user.id, sessionId)).resolves.toEqual({ state: "confirmed", plan: "premium", planName: "Premium" });
    expect(await reload(user.id)).toMatchObject({ plan: "premium", status: "active" });
    // The late webhooks then change nothing.
    const deliveries = await fake.flushWebhooks();
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
    expect(await reload(user.id)).toMatchObject({ plan: "premium", status: "active" });
  });

  it("reports an unpaid session as pending and refuses someone else's session", async () => {
    const owner = await createUser();
    const start = await startCheckout(owner.id, "basic");
    const sessionId = sessionIdOf(start.url);
    await expect(confirmCheckout(owner.id, sessionId)).resolves.toEqual({ state: "pending" });

    const intruder = await createUser();
    await ensureCustomer(intruder.id);
    await expect(confirmCheckout(intruder.id, sessionId)).rejects.toThrow(/belongs to another account/);
    await expect(confirmCheckout(owner.id, "cs_test_doesnotexist")).rejects.toThrow("We could not find this checkout.");
    await expect(confirmCheckout(owner.id, "../../etc/passwd")).rejects.toThrow("This checkout link is not valid.");
  });

  it("refuses an unknown plan, a plan without self-serve checkout, and a missing price id or key", async () => {
    const user = await createUser();
    await expect(startCheckout(user.id, "gold")).rejects.toThrow("Plan gold not found");
    await expect(startCheckout(user.id, "enterprise")).rejects.toThrow("The Enterprise plan is sold through our team. Please contact us.");
    delete process.env.STRIPE_PRICE_PREMIUM;
    await expect(startCheckout(user.id, "premium")).rejects.toThrow("Plans can't be bought on this site yet");
    Object.assign(process.env, fake.env());
    delete process.env.STRIPE_SECRET_KEY;
    await expect(startCheckout(user.id, "basic")).rejects.toThrow("Plans can't be bought on this site yet");
    // Nothing reached Stripe for this user.
    expect((await reload(user.id)).stripeCustomerId).toBeNull();
  });

  it("sends a user who already subscribes to the Customer Portal instead of a second checkout", async () => {
    const { user, customerId } = await subscribedUser(BASIC);
    const sessionsBefore = fake.sessions.size;
    const start = await startCheckout(user.id, "premium");
    expect(start.kind).toBe("portal");
    expect(start.url.startsWith(`${fake.url}/portal/bps_`)).toBe(true);
    const portal = fake.portalSessions.get(defined(start.url.split("/portal/")[1], "portal session id"))!;
    expect(portal).toMatchObject({ customer: customerId, return_url: "http://localhost:3000/account" });
    expect(fake.sessions.size).toBe(sessionsBefore);
  });

  it("creates one customer and leaves one payable session when Upgrade is clicked many times at once", async () => {
    const user = await createUser();
    const customersBefore = fake.customers.size;
    const starts = await Promise.all(Array.from({ length: 5 }, () => startCheckout(user.id, "basic")));
    expect(fake.customers.size).toBe(customersBefore + 1);
    const stored = await reload(user.id);
    const sessions = [...fake.sessions.values()].filter((s) => s.customer === stored.stripeCustomerId);
    expect(sessions).toHaveLength(5);
    expect(sessions.filter((s) => s.status === "open")).toHaveLength(1);
    // The expired ones cannot be paid.
    const expired = starts.map((s) => sessionIdOf(s.url)).filter((id) => fake.sessions.get(id)!.status === "expired");
    expect(expired).toHaveLength(4);
    await expect(fake.pay(defined(expired[0], "an expired session"))).rejects.toThrow("This Checkout session is expired.");
  });

  it("maps a Stripe failure to the product's message", async () => {
    const user = await createUser();
    await ensureCustomer(user.id);
    fake.failures.set("/v1/checkout/sessions", 10);
    const result = await startCheckout(user.id, "basic").then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => toFailure(error, CHECKOUT_FAILED_MESSAGE),
    );
    expect(result).toMatchObject({ ok: false, code: "internal", error: CHECKOUT_FAILED_MESSAGE });
    // Nothing half-done: no payable session was left behind.
    const customerId = (await reload(user.id)).stripeCustomerId;
    expect([...fake.sessions.values()].filter((s) => s.customer === customerId)).toHaveLength(0);
    expect(toFailure(new Error("boom"), CHECKOUT_FAILED_MESSAGE).error).toBe(CHECKOUT_FAILED_MESSAGE);
    expect(toFailure(new UserFacingError("Plan x not found", "not_found"), CHECKOUT_FAILED_MESSAGE).error).toBe("Plan x not found");
  });
});

describe("customer portal and account deletion", () => {
  it("opens the portal for a customer and refuses a user with no billing account", async () => {
    const { user, customerId } = await subscribedUser();
    const { url } = await openCustomerPortal(user.id);
    expect(fake.portalSessions.get(defined(url.split("/portal/")[1], "portal session id"))).toMatchObject({ customer: customerId, return_url: "http://localhost:3000/account" });
    const stranger = await createUser();
    await expect(openCustomerPortal(stranger.id)).rejects.toThrow("You have no subscription to manage yet.");
  });

  it("cancels the subscription immediately when the account is deleted", async () => {
    const { user, subscription } = await subscribedUser(PREMIUM);
    const canceled = await cancelSubscriptionsForDeletedAccount(user.id);
    expect(canceled).toEqual([subscription.id]);
    expect(fake.subscriptions.get(subscription.id)).toMatchObject({ status: "canceled" });
    const cancelCall = fake.callsTo("DELETE", `/v1/subscriptions/${subscription.id}`)[0];
    expect(cancelCall?.idempotencyKey).toBe(`utilify-cancel-${subscription.id}`);
    // Nothing to cancel: a user without a customer, and a second call.
    expect(await cancelSubscriptionsForDeletedAccount((await createUser()).id)).toEqual([]);
    expect(await cancelSubscriptionsForDeletedAccount(user.id)).toEqual([]);
  });

  it("refuses to let the deletion proceed when Stripe cannot be reached", async () => {
    const { user } = await subscribedUser();
    delete process.env.STRIPE_SECRET_KEY;
    await expect(cancelSubscriptionsForDeletedAccount(user.id)).rejects.toThrow(/could not cancel your subscription/);
  });
});
