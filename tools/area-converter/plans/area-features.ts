import { cheapestPlanWith, type PaidPlanKey, type PlanEntitlements, type PlanKey } from "@/lib/domain/plans";

/**
 * The area converter's paid features and the plan each one needs (from lib/domain/plans/index.ts). Pure, so the page's upgrade
 * prompts and the server's checks (tools/area-converter/plans/area-access.ts) name the same plan.
 */

export type AreaFeature = "history" | "customUnits" | "bulk" | "api";

/** What the page and the checks know about a visitor's plan. */
export type AreaEntitlements = { signedIn: boolean; plan: PlanKey } & Record<Exclude<AreaFeature, "api">, boolean>;

export const FEATURE_TEST: Record<AreaFeature, (e: PlanEntitlements) => boolean> = {
  history: (e) => e.history,
  // Custom area units come with the history entitlement (plans.ts: "Conversion and QR history, custom area units").
  customUnits: (e) => e.history,
  bulk: (e) => e.bulk,
  api: (e) => e.api,
};

/** The cheapest plan with a feature: its name ("Basic", "Premium"). */
export function planNameFor(feature: AreaFeature): string {
  return cheapestPlanWith(FEATURE_TEST[feature]).name;
}

/** The cheapest plan with a feature: the plan its upgrade button checks out. */
export function planKeyFor(feature: AreaFeature): PaidPlanKey {
  const key = cheapestPlanWith(FEATURE_TEST[feature]).key;
  return key === "free" ? "basic" : key;
}

/** "Upgrade to Premium — $19.99/month": the button of a prompt for a feature the cheapest plan lacks. */
export function upgradeLabelFor(feature: AreaFeature): string {
  const plan = cheapestPlanWith(FEATURE_TEST[feature]);
  return `Upgrade to ${plan.name} — ${plan.priceLabel}/month`;
}

export const FEATURE_DENIED: Record<AreaFeature, string> = {
  history: `Conversion history is part of the ${planNameFor("history")} plan and above. Upgrade to keep your conversions.`,
  customUnits: `Custom units are part of the ${planNameFor("customUnits")} plan and above. Upgrade to define your own units.`,
  bulk: `Bulk conversion is part of the ${planNameFor("bulk")} plan and above. Upgrade to convert many values at once.`,
  api: `API access is part of the ${planNameFor("api")} plan and above.`,
};

