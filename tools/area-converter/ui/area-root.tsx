"use client";

import type { ComponentProps } from "react";
import { AreaProvider } from "./area-provider";

/** The tool's root: its shared state (area-provider.tsx) around the converter card and the paid tools. */
export function AreaRoot({ children, ...props }: ComponentProps<typeof AreaProvider>) {
  return (
    <AreaProvider {...props}>
      <div className="flex flex-col gap-12" data-tool-ui="area-converter">
        {children}
      </div>
    </AreaProvider>
  );
}
