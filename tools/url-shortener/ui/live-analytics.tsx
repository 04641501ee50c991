"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { live, useSessionData } from "@/components/data/swr";

/**
 * Keeps the (server-rendered) analytics page live: polls the link's click totals while the tab is visible (every
 * LIVE_REFRESH_MS, and at once when the tab is shown again) and renders the page again when they differ from the
 * ones it shows, so new clicks show up in the counts, the chart and the breakdowns without a reload. Renders nothing.
 * A failed poll (offline for a moment) changes nothing: the next one tries again.
 */
export function LiveAnalytics({ linkId, human, bot }: { linkId: string; human: number; bot: number }) {
  const router = useRouter();
  const { data: totals } = useSessionData<{ human: number; bot: number }>(`/api/links/${encodeURIComponent(linkId)}/clicks`, live);

  useEffect(() => {
    if (totals && (totals.human !== human || totals.bot !== bot)) router.refresh();
  }, [totals, human, bot, router]);
  return null;
}
