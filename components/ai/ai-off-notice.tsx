import type { ReactNode } from "react";

/**
 * What an AI tool's page says when this server cannot run it (GET /api/ai/status: no provider, or no model for the
 * capability): the headline in bold and the tool's own words after it. The page keeps its description and examples.
 */
export function AiOffNotice({ headline = "AI generation is not enabled on this server.", children }: { headline?: string; children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-line bg-slate-50 p-4 text-sm text-ink" data-testid="ai-off">
      <strong>{headline}</strong> {children}
    </p>
  );
}
