"use client";

import { useSession } from "@/components/auth/session";
import { UpgradeButton } from "@/components/billing/upgrade-button";

/**
 * The Premium Features box's button: "Upgrade to Pro — from $4.99/month" for visitors and free accounts; Basic
 * customers already have history and custom units, so they are offered Premium (bulk conversion, API); Premium and
 * Enterprise customers see that it is included (UpgradeButton). Both words come from the server
 * (sections/page-sections.tsx), so the plans table stays out of the page's JavaScript.
 */
export function PremiumFeaturesUpgrade({ className, upgradeLabel, premiumLabel }: { className?: string; upgradeLabel: string; premiumLabel: string }) {
  const { data: session } = useSession();
  if (session?.user?.plan === "basic") {
    return (
      <UpgradeButton plan="premium" size="lg" className={className}>
        {premiumLabel}
      </UpgradeButton>
    );
  }
  return (
    <UpgradeButton plan="basic" size="lg" className={className}>
      {upgradeLabel}
    </UpgradeButton>
  );
}
