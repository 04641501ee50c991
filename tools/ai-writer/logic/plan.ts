import { AI_PLAN, aiAllowed, aiPlanMessages } from "@/lib/domain/ai/plan";

/** The AI Writer's plan (lib/domain/ai/plan.ts: Basic or higher) and what the page and the server say about it. */

export const WRITER_PLAN = AI_PLAN;
export const writerAllowed = aiAllowed;
export const { signIn: WRITER_SIGN_IN, denied: WRITER_DENIED } = aiPlanMessages("AI Writer");

/** The plan check of the AI Writer's server (lib/domain/ai/access.ts AiPlanRule, lib/domain/ai/credit-store.ts refusal). */
export const WRITER_RULE = { allowed: writerAllowed, signIn: WRITER_SIGN_IN, denied: WRITER_DENIED };
