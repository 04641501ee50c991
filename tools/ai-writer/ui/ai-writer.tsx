import { AI_DAILY_TRIAL, planOrder, UPGRADE_LABEL } from "@/lib/domain/plans";
import { WRITER_DENIED, WRITER_PLAN, WRITER_SIGN_IN, writerAllowed } from "../logic/plan";
import { AiWriterClient } from "./ai-writer-client";

/**
 * The AI Writer, server side: its plan goes to the page as plain data (the plans that include it, the upgrade
 * button's words, the messages), so the browser never loads the price table (docs/architecture.md "Page weight").
 */
export function AiWriterTool() {
  return (
    <AiWriterClient
      pro={{ plan: WRITER_PLAN, allowed: planOrder.filter(writerAllowed), upgradeLabel: UPGRADE_LABEL, signIn: WRITER_SIGN_IN, denied: WRITER_DENIED, trial: { perDay: AI_DAILY_TRIAL.text, unit: "AI texts" } }}
    />
  );
}
