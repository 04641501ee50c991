"use server";

import { action, checkedByService } from "@/lib/domain/actions/action";
import { ok } from "@/lib/platform/forms/action-result";
import { assertSellablePlan, confirmCheckout, openCustomerPortal, startCheckout } from "@/lib/domain/billing/checkout";
import { CHECKOUT_FAILED_MESSAGE } from "@/lib/domain/billing/messages";

/**
 * Billing server actions (thin: lib/domain/billing does the work). Failures come back as ActionResult; a signed-out caller
 * gets code "unauthenticated" and the UI opens the sign-in dialog, then calls again.
 */

/**
 * Plans that are never sold online are refused outright, signed in or not (the schema runs before the auth rule,
 * and assertSellablePlan's UserFacingError keeps its code); for the others a signed-out visitor signs in first, and
 * only then learns whether payments are configured (startCheckout checks).
 */
const sellablePlan = checkedByService<string>().transform((plan) => {
  assertSellablePlan(plan);
  return plan;
});

/** Starts Checkout of `plan` (or returns the Customer Portal for a user who already subscribes). */
export const startCheckoutAction = action({ schema: sellablePlan, auth: "user", fallback: CHECKOUT_FAILED_MESSAGE }, async (plan, { user }) => ok(await startCheckout(user.id, plan)));

/** A Customer Portal session for the signed-in user (manage card, change plan, cancel). */
export const openPortalAction = action({ auth: "user", fallback: "Could not open the billing portal. Please try again." }, async (_input, { user }) =>
  ok(await openCustomerPortal(user.id)),
);

/** Confirms the Checkout session the success page was given and returns the plan it activated. */
export const confirmCheckoutAction = action(
  { schema: checkedByService<string>(), auth: "user", fallback: "We could not confirm your payment yet. Please refresh this page in a moment." },
  async (sessionId, { user }) => ok(await confirmCheckout(user.id, sessionId)),
);
