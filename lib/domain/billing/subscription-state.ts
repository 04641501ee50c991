import "server-only";
import type Stripe from "stripe";
import { planForPriceId } from "@/lib/domain/billing/config";
import { type CheckoutPlanKey } from "@/lib/domain/billing/messages";
import { SubscriptionStatus as SubscriptionStatusEnum } from "@/lib/generated/prisma/enums";
import type { SubscriptionStatus } from "@/lib/domain/plans/entitlements";
import type { PlanKey } from "@/lib/domain/plans";

/**
 * Pure rules that turn a customer's Stripe subscriptions into the copy we store on the User (no I/O, unit-tested).
 * lib/domain/billing/sync.ts feeds them what Stripe says now, so the stored copy never depends on the order events arrive in.
 */

export interface StoredSubscription {
  plan: PlanKey;
  status: SubscriptionStatus;
  stripeSubscriptionId: string | null;
  stripePriceId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
}

/** What the User row holds before the sync (for pastDueSince, which only Stripe's history could otherwise tell). */
export interface PreviousState {
  status: SubscriptionStatus;
  pastDueSince: Date | null;
}

export const NO_SUBSCRIPTION: StoredSubscription = {
  plan: "free",
  status: "active",
  stripeSubscriptionId: null,
  stripePriceId: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  pastDueSince: null,
};

/** Every status the database can store (its `SubscriptionStatus` enum). */
const KNOWN_STATUSES: readonly SubscriptionStatus[] = Object.values(SubscriptionStatusEnum);

/** Stripe may add statuses: an unknown one grants nothing until we know what it means. */
export function toStatus(status: string): SubscriptionStatus {
  return (KNOWN_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : "incomplete";
}

/** Statuses of a subscription that still exists: a customer with one of these must not start a second checkout. */
const LIVE_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(["active", "trialing", "past_due", "unpaid", "paused", "incomplete"]);

export function isLiveStatus(status: SubscriptionStatus): boolean {
  return LIVE_STATUSES.has(status);
}

/** Lower is better: the subscription that decides the user's plan when a customer has several. */
const STATUS_RANK: Record<SubscriptionStatus, number> = {
  active: 0,
  trialing: 0,
  past_due: 1,
  unpaid: 2,
  paused: 2,
  incomplete: 3,
  canceled: 4,
  incomplete_expired: 5,
};

export interface OurSubscription {
  subscription: Stripe.Subscription;
  plan: CheckoutPlanKey;
  priceId: string;
}

/** The price of a subscription that is one of our plans (a subscription to an unknown price is not ours). */
export function ourPlanOf(subscription: Stripe.Subscription, env?: Record<string, string | undefined>): OurSubscription | null {
  for (const item of subscription.items?.data ?? []) {
    const plan = planForPriceId(item.price?.id, env);
    if (plan) return { subscription, plan, priceId: item.price.id };
  }
  return null;
}

/** The one subscription that decides the plan: the best standing first, then the newest. */
export function pickSubscription(
  subscriptions: readonly Stripe.Subscription[],
  env?: Record<string, string | undefined>,
): OurSubscription | null {
  const ours = subscriptions.map((s) => ourPlanOf(s, env)).filter((s): s is OurSubscription => s !== null);
  ours.sort(
    (a, b) =>
      STATUS_RANK[toStatus(a.subscription.status)] - STATUS_RANK[toStatus(b.subscription.status)] ||
      b.subscription.created - a.subscription.created,
  );
  return ours[0] ?? null;
}

/** The end of the current period: since API 2025-03-31 it is per subscription item; the latest one counts. */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const ends = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((n) => Number.isFinite(n));
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

export function storedStateFor(chosen: OurSubscription | null, previous: PreviousState, now = new Date()): StoredSubscription {
  if (!chosen) return NO_SUBSCRIPTION;
  const { subscription, plan, priceId } = chosen;
  const status = toStatus(subscription.status);
  const ended = status === "canceled" || status === "incomplete_expired";
  let pastDueSince: Date | null = null;
  if (status === "past_due") {
    // The grace period runs from the first time we saw the subscription past due, and survives repeated syncs.
    pastDueSince = previous.status === "past_due" && previous.pastDueSince ? previous.pastDueSince : now;
  }
  // A cancellation scheduled either way Stripe offers it: at the period's end, or at a date. A date within this
  // period ends it early, so the stored end is that date ("Ends on", and the plan ends then: entitlements.ts); a date
  // in a later period lets this one renew, so it is not this period's cancellation yet.
  const periodEnd = periodEndOf(subscription);
  const cancelAt = subscription.cancel_at != null ? new Date(subscription.cancel_at * 1000) : null;
  const cancelAtWithin = cancelAt !== null && (periodEnd === null || cancelAt.getTime() <= periodEnd.getTime());
  return {
    plan,
    status,
    stripeSubscriptionId: subscription.id,
    stripePriceId: priceId,
    currentPeriodEnd: !ended && cancelAtWithin ? cancelAt : periodEnd,
    cancelAtPeriodEnd: !ended && (subscription.cancel_at_period_end || cancelAtWithin),
    pastDueSince,
  };
}
