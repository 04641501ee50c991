import { expect, test } from "@playwright/test";
import Stripe from "stripe";
import { createUserInDb, prisma } from "./support/db";

/**
 * Billing end to end, against the fake Stripe server that scripts/e2e.ts starts (its settings reach the app and
 * these tests through STRIPE_* variables).
 */

const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? "";

test.describe("stripe webhook endpoint", () => {
  test("refuses unsigned and forged events and applies a signed one", async ({ request }) => {
    expect(webhookSecret).not.toBe("");
    const user = await createUserInDb();
    const customer = `cus_e2e_${user.id.slice(0, 8)}`;
    await prisma.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer } });
    const event = { id: `evt_e2e_${user.id.slice(0, 8)}`, object: "event", type: "invoice.paid", created: Math.floor(Date.now() / 1000), data: { object: { id: "in_e2e", object: "invoice", customer } } };
    const payload = JSON.stringify(event);

    const unsigned = await request.post("/api/stripe/webhook", { data: payload, headers: { "content-type": "application/json" } });
    expect(unsigned.status()).toBe(400);
    const forged = await request.post("/api/stripe/webhook", {
      data: payload,
      headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" }) },
    });
    expect(forged.status()).toBe(400);
    expect(await prisma.stripeEvent.count({ where: { id: event.id } })).toBe(0);

    const signed = await request.post("/api/stripe/webhook", {
      data: payload,
      headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) },
    });
    expect(signed.status()).toBe(200);
    expect(await signed.json()).toEqual({ received: true, outcome: "processed" });
    // The customer has no subscription in (fake) Stripe: the stored copy stays free.
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ plan: "free", status: "active" });
    expect(await prisma.stripeEvent.count({ where: { id: event.id } })).toBe(1);
  });
});
