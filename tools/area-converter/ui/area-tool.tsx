"use client";

import type { ReactNode } from "react";
import { AreaConverter } from "./area-converter";
import { AreaProvider } from "./area-provider";
import { ProTools } from "./pro-tools";

/** The converter with its shared state; the main page adds the paid tools (history, custom units, bulk). */
export function AreaTool({
  initialFrom,
  initialTo,
  reference,
  proTools = false,
}: {
  initialFrom: string;
  initialTo: string;
  /** The units reference, rendered on the server. */
  reference: ReactNode;
  proTools?: boolean;
}) {
  return (
    <AreaProvider initialFrom={initialFrom} initialTo={initialTo}>
      <div className="flex flex-col gap-12" data-tool-ui="area-converter">
        <AreaConverter reference={reference} />
        {proTools ? <ProTools /> : null}
      </div>
    </AreaProvider>
  );
}
