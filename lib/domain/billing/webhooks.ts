import "server-only";
import Stripe from "stripe";
import { stripeSecretKey, stripeWebhookSecret } from "@/lib/domain/billing/config";
import { idOf } from "@/lib/domain/billing/stripe";
import { STRIPE_TX_OPTIONS, syncSubscriptionIn } from "@/lib/domain/billing/sync";
import { prisma } from "@/lib/platform/db";

/**
 * Stripe webhooks (app/api/stripe/webhook): verified, idempotent, order-independent.
 *
 * - The signature is checked over the raw body with STRIPE_WEBHOOK_SECRET; the SDK refuses timestamps older than
 *   its tolerance (5 minutes), so a captured request cannot be replayed later.
 * - The event id is inserted into StripeEvent in the same transaction as its effect: a redelivered event finds its id
 *   and changes nothing; a failed one rolls back both and is retried by Stripe (we answer 5xx).
 * - Every handled event has one effect: re-sync the customer's subscription from Stripe (lib/domain/billing/sync.ts), so
 *   the stored copy ends in Stripe's current state whatever order events arrive in.
 */

export const HANDLED_EVENT_TYPES: ReadonlySet<string> = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
  "invoice.payment_action_required",
]);

export interface WebhookOutcome {
  status: number;
  body: { received: boolean; outcome?: "processed" | "duplicate" | "ignored" | "unknown_customer"; error?: string };
}

/** The Stripe customer an event is about (null for a checkout that is not a subscription). */
export function customerOfEvent(event: Stripe.Event): string | null {
  switch (event.type) {
    case "checkout.session.completed":
      return event.data.object.mode === "subscription" ? idOf(event.data.object.customer) : null;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return idOf(event.data.object.customer);
    case "invoice.paid":
    case "invoice.payment_failed":
    case "invoice.payment_action_required":
      return idOf(event.data.object.customer);
    default:
      return null;
  }
}

class UnknownCustomerError extends Error {}

export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const secret = stripeWebhookSecret();
  if (!secret || !stripeSecretKey()) {
    console.error("[stripe] webhook received but STRIPE_WEBHOOK_SECRET / STRIPE_SECRET_KEY are not set");
    return { status: 500, body: { received: false, error: "Stripe webhooks are not configured" } };
  }
  if (!signature) return { status: 400, body: { received: false, error: "Missing Stripe-Signature header" } };

  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    console.warn("[stripe] webhook refused:", error instanceof Error ? error.message.split("\n")[0] : error);
    return { status: 400, body: { received: false, error: "Invalid signature" } };
  }

  if (!HANDLED_EVENT_TYPES.has(event.type)) return { status: 200, body: { received: true, outcome: "ignored" } };
  const customerId = customerOfEvent(event);
  if (!customerId) return { status: 200, body: { received: true, outcome: "ignored" } };

  try {
    const outcome = await prisma.$transaction(async (tx) => {
      const inserted = await tx.$executeRaw`
        INSERT INTO "StripeEvent" ("id", "type") VALUES (${event.id}, ${event.type}) ON CONFLICT ("id") DO NOTHING`;
      if (inserted === 0) return "duplicate" as const;
      const synced = await syncSubscriptionIn(tx, customerId);
      // Roll back the event row too: nothing of ours changed.
      if (!synced.found) throw new UnknownCustomerError();
      return "processed" as const;
    }, STRIPE_TX_OPTIONS);
    return { status: 200, body: { received: true, outcome } };
  } catch (error) {
    if (error instanceof UnknownCustomerError) {
      console.warn(`[stripe] ${event.type} ${event.id} for unknown customer ${customerId}: ignored`);
      return { status: 200, body: { received: true, outcome: "unknown_customer" } };
    }
    console.error(`[stripe] processing ${event.type} ${event.id} failed; Stripe will retry`, error);
    return { status: 500, body: { received: false, error: "Processing failed" } };
  }
}
