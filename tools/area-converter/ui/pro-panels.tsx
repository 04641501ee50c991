"use client";

import { BulkPanel } from "./bulk-panel";
import { CustomUnitsPanel } from "./custom-units-panel";
import { HistoryPanel } from "./history-panel";

/** The working paid panels (pro-tools.tsx loads them for a plan that has one of the features). */
export function ProPanels() {
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <HistoryPanel />
        <CustomUnitsPanel />
      </div>
      <BulkPanel />
    </>
  );
}
