import { AI_PLAN, aiAllowed, aiPlanMessages } from "@/lib/domain/ai/plan";

/** The AI Writer's plan (lib/domain/ai/plan.ts: Basic or higher) and what the page and the server say about it. */

export const WRITER_PLAN = AI_PLAN;
export const writerAllowed = aiAllowed;
export const { signIn: WRITER_SIGN_IN, denied: WRITER_DENIED } = aiPlanMessages("AI Writer");
