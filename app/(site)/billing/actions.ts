"use server";

import { ok, runAction, type ActionResult } from "@/lib/action-result";
import { requireUser } from "@/lib/auth/session";
import {
  assertSellablePlan,
  confirmCheckout,
  openCustomerPortal,
  startCheckout,
  type CheckoutConfirmation,
  type CheckoutStart,
} from "@/lib/billing/checkout";
import { CHECKOUT_FAILED_MESSAGE } from "@/lib/billing/config";

/**
 * Billing server actions (thin: lib/billing does the work). Failures come back as ActionResult; a signed-out caller
 * gets code "unauthenticated" and the UI opens the sign-in dialog, then calls again.
 */

/** Starts Checkout of `plan` (or returns the Customer Portal for a user who already subscribes). */
export async function startCheckoutAction(plan: string): Promise<ActionResult<CheckoutStart>> {
  return runAction(async () => {
    // Plans that are never sold online are refused outright; for the others a signed-out visitor signs in first,
    // and only then learns whether payments are configured (startCheckout checks).
    assertSellablePlan(plan);
    const user = await requireUser();
    return ok(await startCheckout(user.id, plan));
  }, CHECKOUT_FAILED_MESSAGE);
}

/** A Customer Portal session for the signed-in user (manage card, change plan, cancel). */
export async function openPortalAction(): Promise<ActionResult<{ url: string }>> {
  return runAction(async () => {
    const user = await requireUser();
    return ok(await openCustomerPortal(user.id));
  }, "Could not open the billing portal. Please try again.");
}

/** Confirms the Checkout session the success page was given and returns the plan it activated. */
export async function confirmCheckoutAction(sessionId: string): Promise<ActionResult<CheckoutConfirmation>> {
  return runAction(async () => {
    const user = await requireUser();
    return ok(await confirmCheckout(user.id, sessionId));
  }, "We could not confirm your payment yet. Please refresh this page in a moment.");
}
