import "server-only";
import { NOT_CONFIGURED_MESSAGE } from "@/lib/platform/errors";
import { serverEnv, type ServerEnv, type StripePriceVariable } from "@/lib/platform/config/env";
import { isPlanKey, planOrder, plans, type PlanConfig, type PlanKey } from "@/lib/domain/plans";
import type { CheckoutPlanKey } from "@/lib/domain/billing/messages";

/**
 * Which plans can be bought online and with which Stripe price (docs/product.md §3): price ids come from the environment
 * variable each plan names in lib/domain/plans/index.ts (`stripePriceEnv`), through lib/platform/config/env.ts (read at call time, never at import,
 * so that builds need no Stripe configuration). The messages client code shows are in lib/domain/billing/messages.ts.
 */


export function planNotFoundMessage(plan: string): string {
  return `Plan ${plan} not found`;
}

/** The variables billing reads; unit tests pass their own (parsed with parseServerEnv). */
type Env = Pick<ServerEnv, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | StripePriceVariable>;

export function isCheckoutPlan(plan: PlanKey): plan is CheckoutPlanKey {
  return plans[plan].selfServe && Boolean(plans[plan].stripePriceEnv);
}

export function checkoutPlans(): PlanConfig[] {
  return planOrder.filter(isCheckoutPlan).map((key) => plans[key]);
}

/** The Stripe price id of a plan, or null when the plan has no self-serve checkout or its variable is unset. */
export function priceIdFor(plan: PlanKey, env: Env = serverEnv()): string | null {
  const variable = plans[plan].stripePriceEnv;
  return variable ? (env[variable] ?? null) : null;
}

/** The plan a Stripe price id belongs to, or null for a price that is not one of ours. */
export function planForPriceId(priceId: string | null | undefined, env: Env = serverEnv()): CheckoutPlanKey | null {
  if (!priceId) return null;
  for (const plan of planOrder) {
    if (isCheckoutPlan(plan) && priceIdFor(plan, env) === priceId) return plan;
  }
  return null;
}

export function stripeSecretKey(env: Env = serverEnv()): string | null {
  return env.STRIPE_SECRET_KEY ?? null;
}

export function stripeWebhookSecret(env: Env = serverEnv()): string | null {
  return env.STRIPE_WEBHOOK_SECRET ?? null;
}

/** True when Stripe can be called at all; with a plan, when that plan can also be bought (its price id is set). */
export function billingConfigured(plan?: PlanKey, env: Env = serverEnv()): boolean {
  if (!stripeSecretKey(env)) return false;
  if (plan === undefined) return checkoutPlans().some((p) => priceIdFor(p.key, env) !== null);
  return priceIdFor(plan, env) !== null;
}

/** Which self-serve plans can be bought right now (the pricing page and upgrade buttons ask /api/billing/status). */
export function checkoutAvailability(env: Env = serverEnv()): Record<CheckoutPlanKey, boolean> {
  return Object.fromEntries(checkoutPlans().map((p) => [p.key, billingConfigured(p.key, env)])) as Record<CheckoutPlanKey, boolean>;
}

/** The variables an operator sets to take payments (README, docs/billing.md): printed by `npm start` when missing. */
export const PAYMENT_VARIABLES: (keyof Env)[] = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  ...checkoutPlans().flatMap((p) => (p.stripePriceEnv ? [p.stripePriceEnv] : [])),
];

export type CheckoutPlanCheck =
  | { ok: true; plan: CheckoutPlanKey; priceId: string }
  | { ok: false; reason: "not_found" | "not_self_serve" | "not_configured"; message: string };

/** Validates a plan requested for checkout: it exists, is sold online, and Stripe and its price are configured. */
export function checkCheckoutPlan(plan: unknown, env: Env = serverEnv()): CheckoutPlanCheck {
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
