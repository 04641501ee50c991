import { planOrder, plans, type PlanKey } from "@/lib/domain/plans";

/**
 * The plan name shown on /success (`?plan=basic` → "Basic"); anything else → a generic "your plan".
 * (Checked against planOrder rather than isPlanKey(), whose `in` test also accepts "constructor" and "toString".)
 */
export function successPlanName(plan: string | string[] | undefined): string {
  const key = (Array.isArray(plan) ? plan[0] : plan)?.trim().toLowerCase();
  const known = planOrder.find((k): k is PlanKey => k === key);
  return known && known !== "free" ? plans[known].name : "your plan";
}
