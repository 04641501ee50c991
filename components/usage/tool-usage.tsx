"use client";

import type { ReactNode } from "react";
import type { ToolKey } from "@/lib/domain/plans";
import { LimitReachedCard } from "./limit-reached-card";
import { UsageMeter } from "./usage-meter";
import { useToolUsage, useToolUsageUpdate } from "./use-usage";

/*
 * A tool's usage, read where it shows. The usage arrives from /api/usage after the page has loaded, often while the
 * visitor types: read by the whole tool, it rendered the whole tool again in one blocking task. Read here, only these
 * small parts render.
 */

/** "7/10 used today" for a tool page (a placeholder of the same height while the usage loads). */
export function ToolUsageMeter({ tool, label }: { tool: ToolKey; label: string }) {
  const { usage } = useToolUsage(tool);
  return <UsageMeter usage={usage} label={label} />;
}

/** The limit-reached card, once the tool is at its limit; signing in from it loads the account's usage. */
export function ToolLimitCard({ tool }: { tool: ToolKey }) {
  const { usage, atLimit } = useToolUsage(tool);
  const { refresh } = useToolUsageUpdate(tool);
  return atLimit ? <LimitReachedCard tool={tool} usage={usage} onSignedIn={() => void refresh()} /> : null;
}

/**
 * Renders `children` with whether the tool's own controls are stopped by the limit: at the limit, unless `free` (e.g.
 * a QR code already generated today downloads again at no cost). `usage` for a label that shows the count.
 */
export function UsageGate({
  tool,
  free = false,
  children,
}: {
  tool: ToolKey;
  free?: boolean;
  children: (blocked: boolean, usage: ReturnType<typeof useToolUsage>["usage"]) => ReactNode;
}) {
  const { usage, atLimit } = useToolUsage(tool);
  return children(atLimit && !free, usage);
}
