import type { SubscriptionStatus } from "@/lib/generated/prisma/enums";
import { plans, type PlanEntitlements, type PlanKey } from "@/lib/domain/plans";

/**
 * What a user may do, from their stored plan and subscription status. Every tool, the usage core and the API call
 * this; nothing else decides entitlements.
 */

/** A subscription's status as stored: the database's `SubscriptionStatus` enum (Stripe's statuses). */
export type { SubscriptionStatus };

export interface BillableUser {
  plan: PlanKey;
  status: SubscriptionStatus;
  pastDueSince?: Date | null;
}

/** A past_due subscription keeps its plan for this long after the first failed payment. */
export const PAST_DUE_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/** The plan whose entitlements apply now: the paid plan while it is in good standing, else free. */
export function effectivePlan(user: BillableUser | null | undefined, now = new Date()): PlanKey {
  if (!user || user.plan === "free") return "free";
  if (user.status === "active" || user.status === "trialing") return user.plan;
  if (user.status === "past_due") {
    const since = user.pastDueSince ?? now;
    return now.getTime() - since.getTime() <= PAST_DUE_GRACE_MS ? user.plan : "free";
  }
  return "free";
}

export function entitlements(user: BillableUser | null | undefined, now = new Date()): PlanEntitlements & { plan: PlanKey } {
  const plan = effectivePlan(user, now);
  return { plan, ...plans[plan].entitlements };
}
