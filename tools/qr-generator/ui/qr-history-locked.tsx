import { History } from "lucide-react";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { Card, CardContent } from "@/components/ui/card";
import { cheapestPlanWith, UPGRADE_LABEL } from "@/lib/domain/plans";

/**
 * What the history adds, for visitors and plans without it, with the upgrade to the cheapest plan that has it. Rendered
 * on the server (the plans table stays out of the page's JavaScript) and handed to ui/qr-history.tsx.
 */
export function QrHistoryLocked() {
  const plan = cheapestPlanWith((e) => e.history);
  // Basic has history; a self-serve plan is what the button can sell.
  const checkoutPlan = plan.key === "premium" ? "premium" : "basic";
  return (
    <Card data-testid="qr-history-upgrade">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <History className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="flex-1 text-sm text-muted">
          Keep your last 50 QR codes with their settings and download them again at any size, without using your daily limit.
          History is included from the {plan.name} plan.
        </p>
        <UpgradeButton plan={checkoutPlan} className="shrink-0">
          {UPGRADE_LABEL}
        </UpgradeButton>
      </CardContent>
    </Card>
  );
}
