import { AI_DAILY_TRIAL, planOrder, UPGRADE_LABEL } from "@/lib/domain/plans";
import { IMAGE_EDITOR_DENIED, IMAGE_EDITOR_PLAN, IMAGE_EDITOR_SIGN_IN, imageEditorAllowed } from "../logic/plan";
import { AiImageEditorClient } from "./ai-image-editor-client";

/**
 * The AI Image Editor, server side: its plan goes to the page as plain data, so the browser never loads the price
 * table (docs/architecture.md "Page weight").
 */
export function AiImageEditorTool() {
  return (
    <AiImageEditorClient
      pro={{ plan: IMAGE_EDITOR_PLAN, allowed: planOrder.filter(imageEditorAllowed), upgradeLabel: UPGRADE_LABEL, signIn: IMAGE_EDITOR_SIGN_IN, denied: IMAGE_EDITOR_DENIED, trial: { perDay: AI_DAILY_TRIAL.image, unit: "images" } }}
    />
  );
}
