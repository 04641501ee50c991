import { planOrder, plans, type PaidPlanKey, type PlanKey } from "@/lib/domain/plans";

/**
 * Who may use the AI tools (docs/product.md "AI Writer"): they are Pro tools, Basic or higher, decided on the server
 * from the stored plan. Pure, so each page's prompt and its server's refusal name the same plan.
 */

export const AI_PLAN: PaidPlanKey = "basic";

export function aiAllowed(plan: PlanKey): boolean {
  return planOrder.indexOf(plan) >= planOrder.indexOf(AI_PLAN);
}

/** What a signed-out caller and an account without the plan are told about the tool `name`. */
export function aiPlanMessages(name: string): { signIn: string; denied: string } {
  const planName = plans[AI_PLAN].name;
  return {
    signIn: `Sign in with the ${planName} plan or above to use the ${name}.`,
    denied: `The ${name} is part of the ${planName} plan and above. Upgrade to use it.`,
  };
}
