import { planOrder, plans, UPGRADE_LABEL } from "@/lib/domain/plans";
import type { OutputFormat } from "../logic/formats";
import { IMAGE_PRO_PLAN, imageProAllowed } from "../logic/plan";
import { ImageConverterClient } from "./image-converter-client";

/**
 * The Image Converter, server side: the paid part's plan goes to the page as plain data (its name, the upgrade
 * button's words, the plans that include it), so the browser never loads the price table (docs/architecture.md
 * "Page weight").
 */
export function ImageConverterTool({ initialFormat }: { initialFormat?: OutputFormat }) {
  return (
    <ImageConverterClient
      initialFormat={initialFormat}
      pro={{ plan: IMAGE_PRO_PLAN, name: plans[IMAGE_PRO_PLAN].name, upgradeLabel: UPGRADE_LABEL, allowed: planOrder.filter(imageProAllowed) }}
    />
  );
}
