import { AlertTriangle } from "lucide-react";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { cheapestPlanWith, FREE_DAILY_LIMITS, TOOL_LABELS, UPGRADE_LABEL, type ToolKey } from "@/lib/plans";

/** The cheapest plan without a daily limit on `tool` (checkout starts right from the card). */
function unlimitedPlan(tool: ToolKey) {
  const plan = cheapestPlanWith((e) => e.dailyLimits[tool] === null).key;
  return plan === "free" ? "basic" : plan;
}

/** The warning card shown when the free daily limit of a tool is reached (the main button is disabled too). */
export function LimitReachedCard({ tool }: { tool: ToolKey }) {
  const label = TOOL_LABELS[tool];
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center">
      <AlertTriangle className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-semibold text-amber-900">Free limit reached</p>
        <p className="text-sm text-amber-900">
          You have used all {FREE_DAILY_LIMITS[tool]} free {label.unit} for today. The limit resets at 00:00 UTC.{" "}
          {label.limitToast}.
        </p>
      </div>
      <UpgradeButton plan={unlimitedPlan(tool)} className="shrink-0">
        {UPGRADE_LABEL}
      </UpgradeButton>
    </div>
  );
}
