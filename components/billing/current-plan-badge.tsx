"use client";

import { useSession } from "@/components/auth/session";
import { Badge } from "@/components/ui/badge";
import type { PlanKey } from "@/lib/domain/plans";

/**
 * Marks the signed-in user's plan on a (static) pricing card. The plan comes from the session, which carries the
 * plan in effect (lib/domain/plans/entitlements); it only mirrors what the server enforces.
 */
export function CurrentPlanBadge({ plan, className }: { plan: PlanKey; className?: string }) {
  const { data: session } = useSession();
  if (session?.user?.plan !== plan) return null;
  return (
    <Badge variant="success" className={className} data-testid="current-plan">
      Your current plan
    </Badge>
  );
}
