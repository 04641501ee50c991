import { Lock } from "lucide-react";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { cheapestPlanWith, type PlanConfig } from "@/lib/domain/plans";
import { BULK_LINKS_MAX } from "@/tools/url-shortener/logic/bulk-limits";
import { BulkNote } from "./bulk-note";
import { BulkView } from "./bulk-view";

/** The cheapest plan with bulk shortening. */
export function bulkPlan(): PlanConfig {
  return cheapestPlanWith((e) => e.bulk);
}

/**
 * The Bulk shortening section's first view, rendered on the server: every control disabled, and the upgrade prompt
 * once the plan is known to lack bulk. A plan with bulk gets the working form instead (ui/bulk-shortener.tsx, loaded
 * then), so visitors' pages never carry its code.
 */
export function BulkShell({ host }: { host: string }) {
  return (
    <BulkView
      id="bulk"
      planName={bulkPlan().name}
      host={host}
      note={<BulkNote visitor={<BulkLocked signedIn={false} />} member={<BulkLocked signedIn />} />}
    />
  );
}

/** What other plans see instead of a usable form (the controls stay visible, disabled). */
function BulkLocked({ signedIn }: { signedIn: boolean }) {
  const plan = bulkPlan();
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center" data-testid="bulk-locked">
      <Lock className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="flex-1 text-sm text-amber-900">
        <span className="font-semibold">Bulk shortening is a {plan.name} feature.</span>{" "}
        {signedIn
          ? `Your plan does not include it. Upgrade to ${plan.name} to shorten up to ${BULK_LINKS_MAX} URLs at once.`
          : `Sign in and upgrade to ${plan.name} to shorten up to ${BULK_LINKS_MAX} URLs at once.`}
      </p>
      <UpgradeButton plan={plan.key === "free" ? "basic" : plan.key} size="sm" className="shrink-0">
        Upgrade to {plan.name} — {plan.priceLabel}/month
      </UpgradeButton>
    </div>
  );
}
