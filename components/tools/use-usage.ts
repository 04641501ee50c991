"use client";

import { useCallback, useEffect, useState } from "react";
import { useSessionGeneration } from "@/components/auth/session-sync";
import type { ToolUsage } from "@/lib/limits/usage";
import type { ToolKey } from "@/lib/plans";

async function loadUsage(tool: ToolKey): Promise<ToolUsage | null> {
  try {
    const response = await fetch("/api/usage", { cache: "no-store" });
    if (!response.ok) return null;
    const body = (await response.json()) as { usage: Record<ToolKey, ToolUsage> };
    return body.usage[tool];
  } catch {
    // Offline or server unavailable: the meter stays hidden; the server still enforces the limit.
    return null;
  }
}

/**
 * Today's usage of one tool, loaded from /api/usage after the (static) page renders. The server enforces the limit;
 * this only mirrors it. Call `update` with the snapshot a server action returns. Loads again after every sign-in,
 * sign-out or plan change (the meter then shows the account's usage, or the visitor's).
 */
export function useToolUsage(tool: ToolKey) {
  const [usage, setUsage] = useState<ToolUsage | null>(null);
  const sessionGeneration = useSessionGeneration();

  useEffect(() => {
    let cancelled = false;
    void loadUsage(tool).then((loaded) => {
      if (!cancelled && loaded) setUsage(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [tool, sessionGeneration]);

  const refresh = useCallback(async () => {
    const loaded = await loadUsage(tool);
    if (loaded) setUsage(loaded);
  }, [tool]);

  // At the own limit, or stopped by the network's shared ceiling (the card then says which).
  const atLimit = usage !== null && usage.limit !== null && (usage.used >= usage.limit || usage.blockedBy === "network");
  return { usage, atLimit, update: setUsage, refresh };
}
