import "server-only";
import { AiProviderError } from "@/lib/domain/ai/errors";
import { STATUS_FOR, toFailure, type ActionResult } from "@/lib/platform/forms/action-result";
import type { PlanKey } from "@/lib/domain/plans";

/**
 * What every AI tool's route answers alike: the plan rule its credits are refused by (lib/domain/ai/credit-store.ts,
 * from the stored plan), and a failure as JSON with its status (a provider's failure with the status it chose).
 */

export interface AiPlanRule {
  /** Which plans include the tool (lib/domain/ai/plan.ts aiAllowed). */
  allowed: (plan: PlanKey) => boolean;
  /** Said to a signed-out caller (401). */
  signIn: string;
  /** Said to an account whose plan does not include the tool (403). */
  denied: string;
}

export function aiFailureResponse(error: unknown, fallback: string): Response {
  if (error instanceof AiProviderError) {
    const body: ActionResult<never> = { ok: false, code: "internal", title: "AI provider", error: error.message };
    return Response.json(body, { status: error.status, headers: { "Cache-Control": "no-store" } });
  }
  const body = toFailure(error, fallback);
  return Response.json(body, { status: STATUS_FOR[body.code], headers: { "Cache-Control": "no-store" } });
}

/** Images per account per hour, each image tool its own count (a request of n images counts n). */
export const AI_IMAGE_RATE_LIMIT = { points: 60, duration: 60 * 60 };
