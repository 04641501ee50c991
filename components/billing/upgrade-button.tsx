"use client";

import { Loader2 } from "lucide-react";
import { useSession } from "next-auth/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { startCheckoutAction } from "@/app/(site)/billing/actions";
import { openSignIn } from "@/components/auth/open-sign-in";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { CHECKOUT_FAILED_MESSAGE } from "@/lib/billing/config";
import { ENTERPRISE_CONTACT_PATH, planOrder, plans, type PaidPlanKey } from "@/lib/plans";

/**
 * Starts the upgrade to `plan` (PRODUCT.md §3, §7): Stripe Checkout for Basic and Premium — after the sign-in dialog
 * when signed out — or the Customer Portal for someone who already subscribes (the server decides). Enterprise has
 * no self-serve checkout: the button links to the contact form. Clicks while a checkout is starting are ignored.
 * Use it for every upgrade button, with the plan a feature needs (`cheapestPlanWith` in lib/plans.ts). For someone
 * already on that plan, or on a higher one, it is a disabled "Your current plan" / "Included in your plan".
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
  const { data: session } = useSession();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

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

  async function upgrade() {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    let leaving = false;
    try {
      let result = await startCheckoutAction(plan);
      if (!result.ok && result.code === "unauthenticated") {
        const signedIn = await openSignIn({ reason: `Sign in or create an account to upgrade to ${plans[plan].name}.` });
        if (!signedIn) return;
        result = await startCheckoutAction(plan);
      }
      if (result.ok) {
        leaving = true;
        window.location.assign(result.data.url);
        return;
      }
      toast.error(result.title, { description: result.error });
    } catch {
      // The action could not be reached at all (offline, server restarting).
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
      {pending ? "Starting checkout..." : (children ?? `Upgrade to ${plans[plan].name}`)}
    </Button>
  );
}
