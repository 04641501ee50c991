"use client";

import { clsx } from "clsx";
import { Lock } from "lucide-react";
import { openSignIn } from "@/components/auth/open-sign-in";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { Button } from "@/components/ui/button";
import type { PaidPlanKey, PlanKey } from "@/lib/domain/plans";
import { PLAN_NAMES } from "@/lib/domain/plans/names";

/** An AI tool's plan, as plain data from its server component: no price table in the browser. */
export interface AiToolPlan {
  plan: PaidPlanKey;
  allowed: PlanKey[];
  upgradeLabel: string;
  /** Said to a signed-out visitor. */
  signIn: string;
  /** Said to an account whose plan does not include the tool. */
  denied: string;
  /**
   * Free tries a day for visitors and Free accounts (lib/domain/plans AI_DAILY_TRIAL; absent or 0 = none), with the
   * unit they are counted in ("AI texts", "images").
   */
  trial?: { perDay: number; unit: string };
}

/** Whether the page lets this caller press the tool's button: its plan includes the tool, or there is a daily trial. */
export function aiUsable(pro: AiToolPlan, plan: PlanKey | null): boolean {
  return (plan !== null && pro.allowed.includes(plan)) || (pro.trial?.perDay ?? 0) > 0;
}

/**
 * What an AI tool shows a visitor or an account without its plan (lib/domain/ai/plan.ts): the same words its server answers
 * with (or, when the operator allows a daily trial, how many tries it gives), Sign in for a visitor, and the upgrade
 * button. The server decides anyway (lib/domain/ai/credit-store.ts). `unseen` while the session loads: drawn as a
 * visitor's, invisible, so that what is below stays where it is when most people's answer comes. The upgrade button
 * is in the server's HTML for the same reason: loaded after hydration, it took a second row on a phone and pushed the
 * page down.
 */
export function AiPlanPrompt({ pro, signedIn, testId, unseen = false }: { pro: AiToolPlan; signedIn: boolean; testId: string; unseen?: boolean }) {
  return (
    <div className={clsx("flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900", unseen && "invisible")} data-testid={testId}>
      <p className="flex items-start gap-2">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {pro.trial && pro.trial.perDay > 0
            ? `Try it free: ${pro.trial.perDay} ${pro.trial.unit} a day without a plan. For more, ${signedIn ? "upgrade to" : "sign in with"} the ${PLAN_NAMES[pro.plan]} plan or above.`
            : signedIn
              ? pro.denied
              : pro.signIn}
        </span>
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
