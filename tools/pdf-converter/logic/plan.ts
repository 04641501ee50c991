import { cheapestPlanWith, planOrder, plans } from "@/lib/domain/plans";
import { FREE_MAX_FILE_BYTES, FREE_MAX_IMAGES, PAID_MAX_FILE_BYTES, PDF_PAID_TEST, sizeLabel } from "./limits";

/**
 * The plan the PDF Converter's paid part needs, and the words that name it: read by the server route, the page's
 * words and the server side of the tool (ui/pdf-converter.tsx), which hands them to the browser as plain data, so the
 * price table is not part of the page's first load.
 */

export const PDF_PLAN = cheapestPlanWith(PDF_PAID_TEST);

/** Every plan that includes the paid part. */
export const PDF_PAID_PLANS = planOrder.filter((key) => PDF_PAID_TEST(plans[key].entitlements));

export const PDF_PLAN_MESSAGES = {
  planRequired: `Several files, 300 DPI, ZIP downloads and files over ${sizeLabel(FREE_MAX_FILE_BYTES)} are part of the ${PDF_PLAN.name} plan and above. Upgrade to convert them.`,
  freeTooBig: `This file is over ${sizeLabel(FREE_MAX_FILE_BYTES)}. Files up to ${sizeLabel(PAID_MAX_FILE_BYTES)} are part of the ${PDF_PLAN.name} plan.`,
  freeTooManyImages: `Up to ${FREE_MAX_IMAGES} images free; more at once are part of the ${PDF_PLAN.name} plan.`,
} as const;
