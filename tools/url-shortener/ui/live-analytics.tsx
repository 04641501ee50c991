"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useLiveRefresh } from "@/tools/url-shortener/ui/use-live-refresh";

/**
 * Keeps the (server-rendered) analytics page live: polls the link's click totals while the tab is visible and
 * renders the page again when they changed, so new clicks show up in the counts, the chart and the breakdowns
 * without a reload. Renders nothing.
 */
export function LiveAnalytics({ linkId, human, bot }: { linkId: string; human: number; bot: number }) {
  const router = useRouter();

  const check = useCallback(async () => {
    try {
      const response = await fetch(`/api/links/${encodeURIComponent(linkId)}/clicks`, { cache: "no-store" });
      if (!response.ok) return;
      const totals = (await response.json()) as { human: number; bot: number };
      if (totals.human !== human || totals.bot !== bot) router.refresh();
    } catch {
      // Offline for a moment: the next poll tries again.
    }
  }, [linkId, human, bot, router]);

  useLiveRefresh(useCallback(() => void check(), [check]));
  return null;
}
