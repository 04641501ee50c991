"use client";

import { Loader2 } from "lucide-react";
import { getSession, useSession } from "@/components/auth/session";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { usePaymentsAvailability } from "@/components/billing/payments-status";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { CHECKOUT_FAILED_MESSAGE } from "@/lib/domain/billing/messages";
import type { PaidPlanKey } from "@/lib/domain/plans";
import { ENTERPRISE_CONTACT_PATH, PLAN_NAMES, planOrder } from "@/lib/domain/plans/names";
import { NOT_CONFIGURED_MESSAGE } from "@/lib/platform/errors";

/**
 * Starts the upgrade to `plan` (docs/product.md §3, §7): Stripe Checkout for Basic and Premium — after the sign-in dialog
 * when signed out — or the Customer Portal for someone who already subscribes (the server decides). Enterprise has
 * no self-serve checkout: the button links to the contact form. Clicks while a checkout is starting are ignored.
 * Use it for every upgrade button, with the plan a feature needs (`cheapestPlanWith` in lib/domain/plans/index.ts). For someone
 * already on that plan, or on a higher one, it is a disabled "Your current plan" / "Included in your plan".
 * What a click does (sign-in, checkout) loads with the first click (./start-upgrade.ts): the button itself carries
 * only the plans' names and order (lib/domain/plans/names.ts), not the plans table nor the billing action.
 */
export function UpgradeButton({
  plan,
  children,
  className,
  variant = "primary",
  size = "md",
}: {
  plan: PaidPlanKey;
  children?: ReactNode;
  className?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const { data: session, status } = useSession();
  // Only a signed-in visitor could buy, so only they need to know whether payments are set up.
  const availability = usePaymentsAvailability(Boolean(session) && plan !== "enterprise");
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const reasonId = useId();

  // Coming back with the browser's Back button restores this page from the cache, still "pending": reset it.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        busy.current = false;
        setPending(false);
      }
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  if (plan === "enterprise") {
    return (
      <Button href={ENTERPRISE_CONTACT_PATH} variant={variant} size={size} className={className}>
        {children ?? "Contact Sales"}
      </Button>
    );
  }

  const current = session?.user?.plan;
  if (current === plan) {
    return (
      <Button variant="outline" size={size} className={className} disabled>
        Your current plan
      </Button>
    );
  }
  // A higher plan already has everything this one offers: no "Upgrade to Pro" for Premium or Enterprise customers.
  // (Changing to a lower plan is done in the Customer Portal, from the account page.)
  if (current && planOrder.indexOf(current) > planOrder.indexOf(plan)) {
    return (
      <Button variant="outline" size={size} className={className} disabled>
        Included in your plan
      </Button>
    );
  }

  // Payments are not set up on this server: nothing to click, and the reason in words under the button (a tooltip
  // never shows on a touch screen). The operator's instructions go to the server log and the README, not here.
  if (session && availability && !availability[plan]) {
    return (
      <span className={cn("inline-flex flex-col gap-1", className)}>
        <Button variant="outline" size={size} disabled aria-describedby={reasonId}>
          {children ?? `Upgrade to ${PLAN_NAMES[plan]}`}
        </Button>
        <span id={reasonId} className="text-center text-xs text-muted" data-testid="upgrade-unavailable">
          {NOT_CONFIGURED_MESSAGE}
        </span>
      </span>
    );
  }
  const checkoutPlan = plan;

  async function upgrade() {
    if (busy.current) return;
    busy.current = true;
    let leaving = false;
    try {
      // Signed out: the sign-in dialog comes first, before anything else is asked of the server (a click before the
      // session has loaded asks the session endpoint, not the checkout action).
      const [{ startUpgrade }, signedOut] = await Promise.all([
        import("./start-upgrade"),
        status === "unauthenticated" || (status === "loading" && getSession().then((s) => !s)),
      ]);
      leaving = await startUpgrade(checkoutPlan, { signedOut, starting: () => setPending(true) });
    } catch {
      // The action (or the code that starts it) could not be reached at all (offline, server restarting).
      toast.error("Error", { description: CHECKOUT_FAILED_MESSAGE });
    } finally {
      // While the browser leaves for Stripe the button stays busy, so a second click cannot start another checkout.
      if (!leaving) {
        busy.current = false;
        setPending(false);
      }
    }
  }

  return (
    <Button variant={variant} size={size} className={className} onClick={() => void upgrade()} aria-busy={pending} disabled={pending} data-upgrade-plan={plan}>
      {pending ? <Loader2 aria-hidden className="animate-spin" /> : null}
      {pending ? "Starting checkout..." : (children ?? `Upgrade to ${PLAN_NAMES[plan]}`)}
    </Button>
  );
}
