"use client";

import type { ReactNode } from "react";
import { revalidate } from "@/components/data/swr";
import { QrGenerator, type QrIcons } from "./qr-generator";
import type { DynamicCodes } from "./qr-dynamic";
import { QR_HISTORY_URL, QrHistory } from "./qr-history";

/**
 * The generator and the user's history, which loads again after each Generate that saved a code. The icons and the
 * history's upgrade prompt are rendered on the server (page.tsx) and passed in.
 */
export function QrTool({ icons, historyLocked, dynamicCodes }: { icons: QrIcons; historyLocked: ReactNode; dynamicCodes: DynamicCodes }) {
  return (
    <div className="flex flex-col gap-12" data-tool-ui="qr-generator">
      <QrGenerator icons={icons} dynamicCodes={dynamicCodes} onGenerated={(result) => result.historyId && void revalidate(QR_HISTORY_URL)} />
      <QrHistory locked={historyLocked} />
    </div>
  );
}
