"use client";

import { useSessionData } from "@/components/data/swr";
import { cn } from "@/components/ui/cn";
import { ProgressBar } from "@/components/ui/progress-bar";
import { creditsLine, type AiCredits } from "@/lib/domain/ai/credits";
import type { AiCreditKind } from "@/lib/domain/plans";

/** Where the AI pages read the caller's credits (app/api/ai/credits/route.ts). */
export const AI_CREDITS_URL = "/api/ai/credits";

export function useAiCredits() {
  return useSessionData<{ credits: AiCredits }>(AI_CREDITS_URL);
}

/**
 * An AI page's credits of one kind (docs/product.md "AI credits"): used and left this month (or today, for the trial)
 * and when they renew, with a bar. Nothing for a caller without an allowance (the plan prompt speaks to them). Keeps
 * its height while loading so that nothing jumps.
 */
export function AiCreditMeter({ kind, label, className }: { kind: AiCreditKind; label: string; className?: string }) {
  const { data } = useAiCredits();
  const state = data?.credits[kind];
  if (!state) return <div className={cn("min-h-12", className)} aria-hidden="true" />;
  if (state.window === "none") return null;
  const full = state.used >= state.limit || state.blockedBy === "network";
  const period = state.window === "month" ? "this month" : "today";
  return (
    <div className={cn("min-h-12", className)} data-testid={`ai-credits-${kind}`}>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span className="text-muted">{label}</span>
        <span className={cn("font-medium", full ? "text-red-700" : "text-ink")} data-testid="ai-credits-line">
          {creditsLine(kind, state)}
        </span>
      </div>
      <ProgressBar label={`${label} used ${period}`} value={Math.min(state.used, state.limit)} max={state.limit} full={full} />
    </div>
  );
}
