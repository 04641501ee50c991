import { AI_PLAN, aiAllowed, aiPlanMessages } from "@/lib/domain/ai/plan";

/** The AI Image Generator's plan (lib/domain/ai/plan.ts: Basic or higher) and what the page and the server say about it. */

export const IMAGE_GENERATOR_PLAN = AI_PLAN;
export const imageGeneratorAllowed = aiAllowed;
export const { signIn: IMAGE_GENERATOR_SIGN_IN, denied: IMAGE_GENERATOR_DENIED } = aiPlanMessages("AI Image Generator");

/** The plan check of the AI Image Generator's server (lib/domain/ai/access.ts AiPlanRule, lib/domain/ai/credit-store.ts refusal). */
export const IMAGE_GENERATOR_RULE = { allowed: imageGeneratorAllowed, signIn: IMAGE_GENERATOR_SIGN_IN, denied: IMAGE_GENERATOR_DENIED };
