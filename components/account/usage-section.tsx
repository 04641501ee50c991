import { UsageMeter } from "@/components/usage/usage-meter";
import type { ToolUsage } from "@/lib/domain/limits/usage";
import { TOOL_LABELS, type ToolKey } from "@/lib/domain/plans";
import { AccountSection } from "./account-section";

const ORDER: ToolKey[] = ["qr", "url", "area"];

/** Today's use of each tool against the plan's daily limit. */
export function UsageSection({ usage }: { usage: Record<ToolKey, ToolUsage> }) {
  return (
    <AccountSection id="usage" title="Today's usage" description="Daily limits reset at 00:00 UTC.">
      <ul className="flex flex-col gap-4">
        {ORDER.map((tool) => (
          <li key={tool} data-testid={`usage-${tool}`}>
            <UsageMeter usage={usage[tool]} label={TOOL_LABELS[tool].name} fixedHeight={false} />
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
