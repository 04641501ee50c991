import { PDF_PAID_PLANS, PDF_PLAN, PDF_PLAN_MESSAGES } from "../logic/plan";
import { PdfConverterClient, type Mode } from "./pdf-converter-client";

export type { Mode };

/**
 * The PDF Converter, server side: the paid part's plan, price and messages go to the page as plain data, so the
 * browser never loads the price table (docs/architecture.md "Page weight").
 */
export function PdfConverterTool({ initialMode, initialFormat }: { initialMode?: Mode; initialFormat?: "png" | "jpg" }) {
  return (
    <PdfConverterClient
      initialMode={initialMode}
      initialFormat={initialFormat}
      pro={{
        plan: PDF_PLAN.key === "free" ? "basic" : PDF_PLAN.key,
        upgradeLabel: `Upgrade to ${PDF_PLAN.name} — ${PDF_PLAN.priceLabel}/month`,
        allowed: PDF_PAID_PLANS,
        planRequired: PDF_PLAN_MESSAGES.planRequired,
        freeTooBig: PDF_PLAN_MESSAGES.freeTooBig,
      }}
    />
  );
}
