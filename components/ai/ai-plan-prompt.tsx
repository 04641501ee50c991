"use client";

import dynamic from "next/dynamic";
import { Lock } from "lucide-react";
import { openSignIn } from "@/components/auth/open-sign-in";
import { Button } from "@/components/ui/button";
import type { PaidPlanKey, PlanKey } from "@/lib/domain/plans";

const UpgradeButton = dynamic(() => import("@/components/billing/upgrade-button").then((m) => m.UpgradeButton), { ssr: false });

/** An AI tool's plan, as plain data from its server component: no price table in the browser. */
export interface AiToolPlan {
  plan: PaidPlanKey;
  allowed: PlanKey[];
  upgradeLabel: string;
  /** Said to a signed-out visitor. */
  signIn: string;
  /** Said to an account whose plan does not include the tool. */
  denied: string;
}

/**
 * What an AI tool shows a visitor or an account without its plan (lib/domain/ai/plan.ts): the same words its server answers
 * with, Sign in for a visitor, and the upgrade button. The server refuses the request anyway.
 */
export function AiPlanPrompt({ pro, signedIn, testId }: { pro: AiToolPlan; signedIn: boolean; testId: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid={testId}>
      <p className="flex items-start gap-2">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{signedIn ? pro.denied : pro.signIn}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {signedIn ? null : (
          <Button type="button" variant="outline" size="sm" onClick={() => void openSignIn({ reason: pro.signIn })}>
            Sign in
          </Button>
        )}
        <UpgradeButton plan={pro.plan} size="sm">
          {pro.upgradeLabel}
        </UpgradeButton>
      </div>
    </div>
  );
}
