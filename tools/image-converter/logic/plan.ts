import { planOrder, plans, type PaidPlanKey, type PlanKey } from "@/lib/domain/plans";

/**
 * The converter's paid part (batch to ZIP, AVIF and ICO out, target size, files over 10 MB) needs Basic or higher
 * (docs/product.md "Paid tools"). Pure, so the page's prompts and the server's refusal name the same plan.
 */

export const IMAGE_PRO_PLAN: PaidPlanKey = "basic";

export function imageProAllowed(plan: PlanKey): boolean {
  return planOrder.indexOf(plan) >= planOrder.indexOf(IMAGE_PRO_PLAN);
}

const planName = plans[IMAGE_PRO_PLAN].name;

export const IMAGE_PRO_DENIED = `Batch conversion, AVIF and ICO output, target size and files over 10 MB are part of the ${planName} plan and above. Upgrade to use them.`;
export const IMAGE_PRO_SIGN_IN = `Sign in with the ${planName} plan or above to convert on our server (batches, AVIF, ICO, target size, large files).`;
