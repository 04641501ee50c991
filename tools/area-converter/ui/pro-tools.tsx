"use client";

import { BulkPanel } from "./bulk-panel";
import { CustomUnitsPanel } from "./custom-units-panel";
import { HistoryPanel } from "./history-panel";

/** The paid tools under the converter: history and custom units (Basic+), bulk conversion (Premium). */
export function ProTools() {
  return (
    <section aria-labelledby="pro-tools-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="pro-tools-heading" className="text-2xl font-bold tracking-tight text-ink">
          Your conversion tools
        </h2>
        <p className="text-muted">History and custom units come with every paid plan; bulk conversion with Premium.</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <HistoryPanel />
        <CustomUnitsPanel />
      </div>
      <BulkPanel />
    </section>
  );
}
