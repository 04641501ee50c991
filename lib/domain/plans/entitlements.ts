import type { SubscriptionStatus } from "@/lib/generated/prisma/enums";
import { plans, type PlanEntitlements, type PlanKey } from "@/lib/domain/plans";

/**
 * What a user may do, from their stored plan and subscription status. Every tool, the usage core and the API call
 * this; nothing else decides entitlements.
 */

/** A subscription's status as stored: the database's `SubscriptionStatus` enum (Stripe's statuses). */
export type { SubscriptionStatus };

/**
 * Every field the rule reads, all required: a caller that selects fewer does not compile (select
 * `BILLABLE_FIELDS`, lib/domain/plans/user-entitlements.ts).
 */
export interface BillableUser {
  plan: PlanKey;
  status: SubscriptionStatus;
  pastDueSince: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** A past_due subscription keeps its plan for this long after the first failed payment. */
export const PAST_DUE_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/** The subscription is over: Stripe says so, or the period whose cancellation was scheduled has ended. */
export function subscriptionEnded(user: BillableUser, now = new Date()): boolean {
  if (user.status === "canceled" || user.status === "incomplete_expired") return true;
  return user.cancelAtPeriodEnd && user.currentPeriodEnd !== null && user.currentPeriodEnd.getTime() <= now.getTime();
}

/**
 * The plan whose entitlements apply now: the paid plan while it is in good standing, else free.
 * - past_due keeps the plan for the grace period from the first failure (the database requires `pastDueSince` with
 *   past_due; a copy without it gets no grace).
 * - A cancellation the subscriber scheduled ends the plan at the period's end even if Stripe's "deleted" event never
 *   reaches us (the billing-reconcile job then re-reads Stripe).
 */
export function effectivePlan(user: BillableUser | null | undefined, now = new Date()): PlanKey {
  if (!user || user.plan === "free") return "free";
  if (subscriptionEnded(user, now)) return "free";
  if (user.status === "active" || user.status === "trialing") return user.plan;
  if (user.status === "past_due" && user.pastDueSince) {
    return now.getTime() - user.pastDueSince.getTime() <= PAST_DUE_GRACE_MS ? user.plan : "free";
  }
  return "free";
}

export function entitlements(user: BillableUser | null | undefined, now = new Date()): PlanEntitlements & { plan: PlanKey } {
  const plan = effectivePlan(user, now);
  return { plan, ...plans[plan].entitlements };
}
