import { openSignIn } from "@/components/auth/open-sign-in";
import { markPlanUnavailable } from "@/components/billing/payments-status";
import { toast } from "@/components/ui/toast";
import type { CheckoutPlanKey } from "@/lib/domain/billing/messages";
import { startCheckoutAction } from "@/lib/domain/billing/actions";
import { NOT_CONFIGURED_MESSAGE } from "@/lib/platform/errors";
import { PLAN_NAMES } from "@/lib/domain/plans/names";

/**
 * What an upgrade button does when clicked (components/billing/upgrade-button.tsx), loaded with the first click rather
 * than with every page that shows the button (so it is not part of the page's first load): the sign-in dialog when
 * signed out, then Stripe Checkout (or the Customer Portal: the server decides). `signedOut` says whether to ask for
 * sign-in first; `starting` is called when the checkout request goes out. Resolves true when the browser is leaving for
 * Stripe.
 */
export async function startUpgrade(plan: CheckoutPlanKey, { signedOut, starting }: { signedOut: boolean; starting: () => void }): Promise<boolean> {
  const reason = `Sign in or create an account to upgrade to ${PLAN_NAMES[plan]}.`;
  // Signed out: the sign-in dialog comes first, before anything else is asked of the server.
  if (signedOut && !(await openSignIn({ reason }))) return false;
  starting();
  let result = await startCheckoutAction(plan);
  if (!result.ok && result.code === "unauthenticated") {
    if (!(await openSignIn({ reason }))) return false;
    result = await startCheckoutAction(plan);
  }
  if (result.ok) {
    window.location.assign(result.data.url);
    return true;
  }
  if (result.error === NOT_CONFIGURED_MESSAGE) markPlanUnavailable(plan);
  toast.error(result.title, { description: result.error });
  return false;
}
