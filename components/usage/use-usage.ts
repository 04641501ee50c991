"use client";

import { useCallback } from "react";
import { useSessionData } from "@/components/data/swr";
import type { ToolUsage } from "@/lib/domain/limits/usage";
import type { ToolKey } from "@/lib/domain/plans";

type UsageResponse = { usage: Record<ToolKey, ToolUsage> };

/**
 * Today's usage of one tool, loaded from /api/usage after the (static) page renders. The server enforces the limit;
 * this only mirrors it. Call `update` with the snapshot a server action returns. Loads again after every sign-in,
 * sign-out or plan change (the meter then shows the account's usage, or the visitor's). Offline or server
 * unavailable: the meter stays hidden; the server still enforces the limit. Read it in the smallest component that
 * shows it: its arrival renders every reader again, in one task.
 */
export function useToolUsage(tool: ToolKey) {
  const { data } = useSessionData<UsageResponse>("/api/usage");
  const usage = data?.usage[tool] ?? null;
  // At the own limit, or stopped by the network's shared ceiling (the card then says which).
  const atLimit = usage !== null && usage.limit !== null && (usage.used >= usage.limit || usage.blockedBy === "network");
  return { usage, atLimit };
}

/**
 * Writes to one tool's usage without reading it: SWR renders a component again only for the fields it read, so a tool
 * that only writes is not rendered again when the usage arrives (the meter, the limit card and the buttons read it in
 * their own small components, components/usage/tool-usage.tsx). `update` takes the snapshot a server action returns.
 */
export function useToolUsageUpdate(tool: ToolKey) {
  const { mutate } = useSessionData<UsageResponse>("/api/usage");
  /** The snapshot a server action returned: shown at once, without asking the server again. */
  const update = useCallback(
    (snapshot: ToolUsage) =>
      void mutate((current) => ({ usage: { ...(current?.usage ?? ({} as UsageResponse["usage"])), [tool]: snapshot } }), { revalidate: false }),
    [mutate, tool],
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  return { update, refresh };
}
