import { AI_PLAN, aiAllowed, aiPlanMessages } from "@/lib/domain/ai/plan";

/** The AI Image Editor's plan (lib/domain/ai/plan.ts: Basic or higher) and what the page and the server say about it. */

export const IMAGE_EDITOR_PLAN = AI_PLAN;
export const imageEditorAllowed = aiAllowed;
export const { signIn: IMAGE_EDITOR_SIGN_IN, denied: IMAGE_EDITOR_DENIED } = aiPlanMessages("AI Image Editor");

/** The plan check of the AI Image Editor's server (lib/domain/ai/credit-store.ts refusal). */
export const IMAGE_EDITOR_RULE = { allowed: imageEditorAllowed, signIn: IMAGE_EDITOR_SIGN_IN, denied: IMAGE_EDITOR_DENIED };
