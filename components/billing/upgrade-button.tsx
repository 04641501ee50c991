"use client";

import type { ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { plans, type PaidPlanKey } from "@/lib/plans";

/**
 * Starts the upgrade to a self-serve plan. Owned by billing (checkout, sign-in first when signed out); until then it
 * leads to the account page with the plan to upgrade to. Enterprise has no self-serve checkout: link to
 * ENTERPRISE_CONTACT_PATH instead.
 */
export function UpgradeButton({
  plan,
  children,
  className,
  variant = "primary",
  size = "md",
}: {
  plan: Exclude<PaidPlanKey, "enterprise">;
  children?: ReactNode;
  className?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  return (
    <Button href={`/account?upgrade=${plan}`} variant={variant} size={size} className={className}>
      {children ?? `Upgrade to ${plans[plan].name}`}
    </Button>
  );
}
