import "server-only";
import type Stripe from "stripe";
import { prisma, type Prisma } from "@/lib/platform/db";
import { stripe } from "@/lib/domain/billing/stripe";
import { pickSubscription, storedStateFor, type StoredSubscription } from "@/lib/domain/billing/subscription-state";

/**
 * The one way our copy of a subscription changes: re-read what Stripe says about the customer NOW and overwrite the
 * User's copy. Webhooks, the success page and checkout all call this, so events arriving late, twice or out of order
 * always end in Stripe's current state.
 *
 * The user row is locked (SELECT … FOR UPDATE) before Stripe is read and until the copy is written: two syncs of one
 * customer run one after the other, so a slow sync holding an older answer can never overwrite a newer one.
 */

type Tx = Prisma.TransactionClient;

export type SyncResult = { found: false } | ({ found: true; userId: string } & StoredSubscription);

/** Interactive transactions that call Stripe need more than Prisma's 5 s default. */
export const STRIPE_TX_OPTIONS = { timeout: 45_000, maxWait: 15_000 } as const;

async function listSubscriptions(customerId: string): Promise<Stripe.Subscription[]> {
  const all: Stripe.Subscription[] = [];
  for await (const subscription of stripe().subscriptions.list({ customer: customerId, status: "all", limit: 100 })) {
    all.push(subscription);
    if (all.length >= 1000) break; // a customer never has this many; stop rather than page forever
  }
  return all;
}

/** Locks the user row of a Stripe customer for the rest of the transaction. */
export async function lockUserByCustomer(tx: Tx, customerId: string) {
  const rows = await tx.$queryRaw<
    {
      id: string;
      plan: StoredSubscription["plan"];
      status: StoredSubscription["status"];
      pastDueSince: Date | null;
      stripeSubscriptionId: string | null;
    }[]
  >`
    SELECT "id", "plan"::text AS "plan", "status"::text AS "status", "pastDueSince", "stripeSubscriptionId"
    FROM "User" WHERE "stripeCustomerId" = ${customerId} FOR UPDATE`;
  return rows[0] ?? null;
}

export async function syncSubscriptionIn(tx: Tx, customerId: string, now = new Date()): Promise<SyncResult> {
  const user = await lockUserByCustomer(tx, customerId);
  if (!user) return { found: false };
  const chosen = pickSubscription(await listSubscriptions(customerId));
  if (!chosen && !user.stripeSubscriptionId) {
    // Never subscribed through Stripe: there is no copy to overwrite (and a plan granted by hand, e.g. Enterprise
    // through sales, stays as it is).
    const current = await tx.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { plan: true, status: true, stripeSubscriptionId: true, stripePriceId: true, currentPeriodEnd: true, cancelAtPeriodEnd: true, pastDueSince: true },
    });
    return { found: true, userId: user.id, ...current };
  }
  const state = storedStateFor(chosen, { status: user.status, pastDueSince: user.pastDueSince }, now);
  await tx.user.update({ where: { id: user.id }, data: state });
  return { found: true, userId: user.id, ...state };
}

/** Re-reads the customer's subscriptions from Stripe and overwrites the stored copy; `found: false` for a customer we do not know. */
export async function syncSubscription(customerId: string, tx?: Tx): Promise<SyncResult> {
  if (tx) return syncSubscriptionIn(tx, customerId);
  return prisma.$transaction((t) => syncSubscriptionIn(t, customerId), STRIPE_TX_OPTIONS);
}
