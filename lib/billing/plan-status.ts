import { billingConfigured } from "@/lib/billing/config";
import { effectivePlan, PAST_DUE_GRACE_MS, type SubscriptionStatus } from "@/lib/entitlements";
import { plans, type PlanKey } from "@/lib/plans";

/**
 * What the client mirrors about the visitor's plan (GET /api/me/plan): the plan in effect now (from
 * lib/entitlements, the one source of truth) and the subscription details the pricing and account pages show.
 */
export interface PlanStatus {
  signedIn: boolean;
  /** The plan whose entitlements apply now. */
  plan: PlanKey;
  planName: string;
  /** The plan of the stored subscription, even when it no longer grants anything (canceled, unpaid…). */
  subscribedPlan: PlanKey;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  /** ISO date: the end of the paid period (renewal, or end of access when cancelAtPeriodEnd). */
  currentPeriodEnd: string | null;
  /** ISO date when a past_due subscription loses its plan, if it is past due. */
  graceEndsAt: string | null;
  /** The user has a Stripe customer, so the Customer Portal can be opened. */
  canManageBilling: boolean;
  billingConfigured: boolean;
}

interface UserBilling {
  plan: PlanKey;
  status: SubscriptionStatus;
  pastDueSince: Date | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  stripeCustomerId: string | null;
}

export function planStatusFor(user: UserBilling | null, now = new Date()): PlanStatus {
  const configured = billingConfigured();
  if (!user) {
    return {
      signedIn: false,
      plan: "free",
      planName: plans.free.name,
      subscribedPlan: "free",
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      graceEndsAt: null,
      canManageBilling: false,
      billingConfigured: configured,
    };
  }
  const plan = effectivePlan(user, now);
  const graceEndsAt =
    user.status === "past_due" && user.pastDueSince ? new Date(user.pastDueSince.getTime() + PAST_DUE_GRACE_MS).toISOString() : null;
  return {
    signedIn: true,
    plan,
    planName: plans[plan].name,
    subscribedPlan: user.plan,
    status: user.status,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    currentPeriodEnd: user.currentPeriodEnd?.toISOString() ?? null,
    graceEndsAt,
    canManageBilling: configured && Boolean(user.stripeCustomerId),
    billingConfigured: configured,
  };
}
