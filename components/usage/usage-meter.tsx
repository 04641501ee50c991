import type { ToolUsage } from "@/lib/domain/limits/usage";
import { cn } from "@/components/ui/cn";
import { ProgressBar } from "@/components/ui/progress-bar";

/**
 * "7/10 used today" with a bar (and "network allowance used up" when the shared per-IP ceiling stops this visitor); "Unlimited" on paid plans. On tool pages (usage loads on the client) it keeps a fixed
 * height, with a placeholder while loading, so that nothing jumps; `fixedHeight={false}` where usage is known on the
 * server (the account page), so that "Unlimited" lines are not spaced out like bars.
 */
export function UsageMeter({
  usage,
  label,
  className,
  fixedHeight = true,
}: {
  usage: ToolUsage | null;
  label: string;
  className?: string;
  fixedHeight?: boolean;
}) {
  const height = fixedHeight && "h-12";
  if (!usage) return <div className={cn(height, className)} aria-hidden="true" />;
  if (usage.limit === null) {
    return (
      <div className={cn("flex items-center text-sm text-muted", height, className)} data-testid="usage-meter">
        <span>
          {label}: <strong className="text-ink">Unlimited</strong> on your plan ({usage.used} today)
        </span>
      </div>
    );
  }
  // The network's shared ceiling can stop a visitor before its own count is full: say so next to the count.
  const network = usage.blockedBy === "network";
  const full = usage.used >= usage.limit || network;
  return (
    <div className={cn(height, className)} data-testid="usage-meter">
      <div className="mb-1.5 flex items-center justify-between text-sm">
        <span className="text-muted">{label} today</span>
        <span className={cn("font-medium", full ? "text-red-700" : "text-ink")}>
          {usage.used}/{usage.limit} used
          {/* On phones the warning card right below says it in full. */}
          {network ? <span className="max-sm:sr-only"> · network allowance used up</span> : null}
        </span>
      </div>
      <ProgressBar label={`${label} used today`} value={usage.used} max={usage.limit} full={full} />
    </div>
  );
}
