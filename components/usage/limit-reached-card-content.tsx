"use client";

import { AlertTriangle, LogIn } from "lucide-react";
import { useSession } from "@/components/auth/session";
import { openSignIn } from "@/components/auth/open-sign-in";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import type { ToolUsage } from "@/lib/domain/limits/usage";
import { NETWORK_LIMIT_TITLE } from "@/lib/domain/limits/messages";
import { cheapestPlanWith, FREE_DAILY_LIMITS, TOOL_LABELS, UPGRADE_LABEL, type ToolKey } from "@/lib/domain/plans";

/** The cheapest plan without a daily limit on `tool` (checkout starts right from the card). */
function unlimitedPlan(tool: ToolKey) {
  const plan = cheapestPlanWith((e) => e.dailyLimits[tool] === null).key;
  return plan === "free" ? "basic" : plan;
}

/**
 * The body of LimitReachedCard (./limit-reached-card.tsx), which loads it when a tool reaches its limit.
 * The warning card shown when a tool's free daily limit is reached (the main button is disabled too). When the
 * network's shared ceiling is what stopped the user (`usage.blockedBy === "network"`), it says so instead of "you
 * have used all N", and offers the way out: signing in (visitors) or verifying the e-mail (unverified accounts).
 */
export function LimitReachedCardContent({ tool, usage, onSignedIn }: { tool: ToolKey; usage?: ToolUsage | null; onSignedIn?: () => void }) {
  const label = TOOL_LABELS[tool];
  const { data: session } = useSession();
  const network = usage?.blockedBy === "network";
  const signedIn = Boolean(session?.user?.email);
  // Two buttons (Sign in, Upgrade) go under the text, so that the text keeps the card's width in narrow columns.
  const stacked = network && !signedIn;
  return (
    <div
      role="alert"
      className={cn("flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4", !stacked && "sm:flex-row sm:items-center")}
      data-testid="limit-card"
    >
      <div className="flex flex-1 items-start gap-3">
        <AlertTriangle className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden="true" />
        {network ? (
          <div className="flex-1">
            <p className="font-semibold text-amber-900">{NETWORK_LIMIT_TITLE}</p>
            <p className="text-sm text-amber-900">
              People on your network have used today&apos;s free allowance (offices, schools and mobile carriers share one internet
              address).{" "}
              {signedIn
                ? `Verify your e-mail address to keep your own ${FREE_DAILY_LIMITS[tool]} free ${label.unit} a day: open the link we sent you, or resend it from the banner at the top.`
                : `Sign in with a verified account to keep your own ${FREE_DAILY_LIMITS[tool]} free ${label.unit} a day.`}
            </p>
          </div>
        ) : (
          <div className="flex-1">
            <p className="font-semibold text-amber-900">Free limit reached</p>
            <p className="text-sm text-amber-900">
              You have used all {FREE_DAILY_LIMITS[tool]} free {label.unit} for today. The limit resets at 00:00 UTC.{" "}
              {label.limitToast}.
            </p>
          </div>
        )}
      </div>
      <div className={cn("flex shrink-0 flex-wrap gap-2", stacked && "sm:pl-9")}>
        {network && !signedIn ? (
          <Button
            onClick={async () => {
              if (await openSignIn({ reason: "Signed-in accounts with a verified e-mail keep their own free allowance." })) onSignedIn?.();
            }}
          >
            <LogIn aria-hidden="true" />
            Sign in
          </Button>
        ) : null}
        <UpgradeButton plan={unlimitedPlan(tool)} variant={network && !signedIn ? "outline" : undefined}>
          {UPGRADE_LABEL}
        </UpgradeButton>
      </div>
    </div>
  );
}
