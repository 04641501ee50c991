import { AI_DAILY_TRIAL, planOrder, UPGRADE_LABEL } from "@/lib/domain/plans";
import { IMAGE_GENERATOR_DENIED, IMAGE_GENERATOR_PLAN, IMAGE_GENERATOR_SIGN_IN, imageGeneratorAllowed } from "../logic/plan";
import { AiImageGeneratorClient } from "./ai-image-generator-client";

/**
 * The AI Image Generator, server side: its plan goes to the page as plain data, so the browser never loads the price
 * table (docs/architecture.md "Page weight").
 */
export function AiImageGeneratorTool() {
  return (
    <AiImageGeneratorClient
      pro={{ plan: IMAGE_GENERATOR_PLAN, allowed: planOrder.filter(imageGeneratorAllowed), upgradeLabel: UPGRADE_LABEL, signIn: IMAGE_GENERATOR_SIGN_IN, denied: IMAGE_GENERATOR_DENIED, trial: { perDay: AI_DAILY_TRIAL.image, unit: "images" } }}
    />
  );
}
