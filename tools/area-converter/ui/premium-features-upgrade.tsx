"use client";

import { useSession } from "@/components/auth/session";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { plans, UPGRADE_LABEL } from "@/lib/plans";

/**
 * The Premium Features box's button: "Upgrade to Pro — from $4.99/month" for visitors and free accounts; Basic
 * customers already have history and custom units, so they are offered Premium (bulk conversion, API); Premium and
 * Enterprise customers see that it is included (UpgradeButton).
 */
export function PremiumFeaturesUpgrade({ className }: { className?: string }) {
  const { data: session } = useSession();
  if (session?.user?.plan === "basic") {
    return (
      <UpgradeButton plan="premium" size="lg" className={className}>
        Upgrade to {plans.premium.name} — {plans.premium.priceLabel}/month
      </UpgradeButton>
    );
  }
  return (
    <UpgradeButton plan="basic" size="lg" className={className}>
      {UPGRADE_LABEL}
    </UpgradeButton>
  );
}
