"use client";

import { revalidate } from "@/components/data/swr";
import { QrGenerator } from "./qr-generator";
import { QR_HISTORY_URL, QrHistory } from "./qr-history";

/** The generator and the user's history, which loads again after each Generate that saved a code. */
export function QrTool({ minHistoryPlan }: { minHistoryPlan: string }) {
  return (
    <div className="flex flex-col gap-12" data-tool-ui="qr-generator">
      <QrGenerator onGenerated={(result) => result.historyId && void revalidate(QR_HISTORY_URL)} />
      <QrHistory minHistoryPlan={minHistoryPlan} />
    </div>
  );
}
