"use client";

import { useState } from "react";
import { QrGenerator } from "./qr-generator";
import { QrHistory } from "./qr-history";

/** The generator and the user's history, which refreshes after each Generate. */
export function QrTool({ minHistoryPlan }: { minHistoryPlan: string }) {
  const [version, setVersion] = useState(0);
  return (
    <div className="flex flex-col gap-12" data-tool-ui="qr-generator">
      <QrGenerator onGenerated={(result) => result.historyId && setVersion((v) => v + 1)} />
      <QrHistory version={version} minHistoryPlan={minHistoryPlan} />
    </div>
  );
}
