import { planOrder, plans, type PaidPlanKey, type PlanKey } from "@/lib/plans";

/**
 * The AI Writer is a Pro tool (docs/product.md "AI Writer"): Basic or higher, decided on the server from the stored
 * plan. Pure, so the page's prompt and the server's refusal name the same plan.
 */

export const WRITER_PLAN: PaidPlanKey = "basic";

export function writerAllowed(plan: PlanKey): boolean {
  return planOrder.indexOf(plan) >= planOrder.indexOf(WRITER_PLAN);
}

const planName = plans[WRITER_PLAN].name;

export const WRITER_SIGN_IN = `Sign in with the ${planName} plan or above to use the AI Writer.`;
export const WRITER_DENIED = `The AI Writer is part of the ${planName} plan and above. Upgrade to use it.`;
