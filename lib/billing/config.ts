import { NOT_CONFIGURED_MESSAGE } from "@/lib/errors";
import { isPlanKey, planOrder, plans, type PaidPlanKey, type PlanConfig, type PlanKey } from "@/lib/plans";

/**
 * Which plans can be bought online and with which Stripe price (docs/product.md §3): price ids come from the environment
 * variable each plan names in lib/plans/index.ts (`stripePriceEnv`). Read at call time, never at import, so that builds
 * need no Stripe configuration and tests can change it.
 */

/** Plans with self-serve Stripe Checkout (Enterprise goes through sales). */
export type CheckoutPlanKey = Exclude<PaidPlanKey, "enterprise">;

export const CHECKOUT_FAILED_MESSAGE = "Failed to start checkout. Please try again.";

export function planNotFoundMessage(plan: string): string {
  return `Plan ${plan} not found`;
}

type Env = Record<string, string | undefined>;

function envValue(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

export function isCheckoutPlan(plan: PlanKey): plan is CheckoutPlanKey {
  return plans[plan].selfServe && Boolean(plans[plan].stripePriceEnv);
}

export function checkoutPlans(): PlanConfig[] {
  return planOrder.filter(isCheckoutPlan).map((key) => plans[key]);
}

/** The Stripe price id of a plan, or null when the plan has no self-serve checkout or its variable is unset. */
export function priceIdFor(plan: PlanKey, env: Env = process.env): string | null {
  const variable = plans[plan].stripePriceEnv;
  return variable ? envValue(env, variable) : null;
}

/** The plan a Stripe price id belongs to, or null for a price that is not one of ours. */
export function planForPriceId(priceId: string | null | undefined, env: Env = process.env): CheckoutPlanKey | null {
  if (!priceId) return null;
  for (const plan of planOrder) {
    if (isCheckoutPlan(plan) && priceIdFor(plan, env) === priceId) return plan;
  }
  return null;
}

export function stripeSecretKey(env: Env = process.env): string | null {
  return envValue(env, "STRIPE_SECRET_KEY");
}

export function stripeWebhookSecret(env: Env = process.env): string | null {
  return envValue(env, "STRIPE_WEBHOOK_SECRET");
}

/** True when Stripe can be called at all; with a plan, when that plan can also be bought (its price id is set). */
export function billingConfigured(plan?: PlanKey, env: Env = process.env): boolean {
  if (!stripeSecretKey(env)) return false;
  if (plan === undefined) return checkoutPlans().some((p) => priceIdFor(p.key, env) !== null);
  return priceIdFor(plan, env) !== null;
}

/** Which self-serve plans can be bought right now (the pricing page and upgrade buttons ask /api/billing/status). */
export function checkoutAvailability(env: Env = process.env): Record<CheckoutPlanKey, boolean> {
  return Object.fromEntries(checkoutPlans().map((p) => [p.key, billingConfigured(p.key, env)])) as Record<CheckoutPlanKey, boolean>;
}

/** The variables an operator sets to take payments (README, docs/billing.md): printed by `npm start` when missing. */
export const PAYMENT_VARIABLES = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", ...checkoutPlans().map((p) => p.stripePriceEnv!)];

export type CheckoutPlanCheck =
  | { ok: true; plan: CheckoutPlanKey; priceId: string }
  | { ok: false; reason: "not_found" | "not_self_serve" | "not_configured"; message: string };

/** Validates a plan requested for checkout: it exists, is sold online, and Stripe and its price are configured. */
export function checkCheckoutPlan(plan: unknown, env: Env = process.env): CheckoutPlanCheck {
  if (!isPlanKey(plan)) return { ok: false, reason: "not_found", message: planNotFoundMessage(String(plan).slice(0, 40)) };
  if (!isCheckoutPlan(plan)) {
    return {
      ok: false,
      reason: "not_self_serve",
      message:
        plan === "free"
          ? "The Free plan needs no checkout."
          : `The ${plans[plan].name} plan is sold through our team. Please contact us.`,
    };
  }
  const priceId = priceIdFor(plan, env);
  if (!stripeSecretKey(env) || !priceId) return { ok: false, reason: "not_configured", message: NOT_CONFIGURED_MESSAGE };
  return { ok: true, plan, priceId };
}
