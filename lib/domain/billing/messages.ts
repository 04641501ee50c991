import type { PaidPlanKey } from "@/lib/domain/plans";

/** Billing words and types that client code shows or uses (lib/domain/billing/config.ts, which reads secrets, is server-only). */

/** Plans with self-serve Stripe Checkout (Enterprise goes through sales). */
export type CheckoutPlanKey = Exclude<PaidPlanKey, "enterprise">;

export const CHECKOUT_FAILED_MESSAGE = "Failed to start checkout. Please try again.";
