import { UsageMeter } from "@/components/usage/usage-meter";
import type { ToolUsage } from "@/lib/domain/limits/usage";
import { TOOL_LABELS, type ToolKey } from "@/lib/domain/plans";
import { AccountSection } from "./account-section";
import { creditsLine, type AiCredits } from "@/lib/domain/ai/credits";

const ORDER: ToolKey[] = ["qr", "url", "area"];

const AI_LABELS = { text: "AI Writer", image: "AI Image Generator" } as const;

/** Today's use of each tool against the plan's daily limit, and the AI credits of the month (when the plan has them). */
export function UsageSection({ usage, ai }: { usage: Record<ToolKey, ToolUsage>; ai?: AiCredits }) {
  const aiKinds = ai ? (["text", "image"] as const).filter((kind) => ai[kind].window !== "none") : [];
  return (
    <AccountSection id="usage" title="Usage" description="Daily limits reset at 00:00 UTC; AI credits on the 1st of each month.">
      <ul className="flex flex-col gap-4">
        {ORDER.map((tool) => (
          <li key={tool} data-testid={`usage-${tool}`}>
            <UsageMeter usage={usage[tool]} label={TOOL_LABELS[tool].name} fixedHeight={false} />
          </li>
        ))}
        {aiKinds.map((kind) => (
          <li key={kind} className="text-sm" data-testid={`usage-ai-${kind}`}>
            <span className="text-muted">{AI_LABELS[kind]}: </span>
            <span className="text-ink">{creditsLine(kind, ai![kind])}</span>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
