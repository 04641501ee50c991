import { cn } from "./cn";

/**
 * A thin bar for "value of max" (daily usage, AI credits, a QR batch, a link import), with the progressbar role and
 * its numbers for screen readers; `full` paints it red (a limit reached, an import stopped).
 */
export function ProgressBar({ value, max, label, valueText, full = false }: { value: number; max: number; label: string; valueText?: string; full?: boolean }) {
  const ratio = Math.min(1, Math.max(0, value / Math.max(1, max)));
  return (
    <div className="h-2 overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-valuetext={valueText}>
      <div className={cn("h-full rounded-full", full ? "bg-red-600" : "bg-brand-600")} style={{ width: `${ratio * 100}%` }} />
    </div>
  );
}
