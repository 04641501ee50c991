import type { ReactNode } from "react";
import { AREA_UNITS } from "@/tools/area-converter/logic/area";
import { AreaConverter } from "./area-converter";
import { AreaRoot } from "./area-root";
import { ProTools } from "./pro-tools";
import type { UnitOption } from "./area-provider";

/** The built-in units as picker options: computed here, on the server, so the page's JavaScript has no units table. */
const BUILT_IN_UNITS: UnitOption[] = AREA_UNITS.map((u) => ({ id: u.id, name: u.name, symbol: u.symbol, group: u.category }));

/**
 * The converter with its shared state; the main page adds the paid tools (history, custom units, bulk). A server
 * component: the unit options are plain data from here, the number check loads on the first touch of the converter
 * (ui/area-converter.tsx), and the paid tools' panels load for a plan that has one (ui/pro-tools.tsx). Every
 * conversion is computed and counted on the server.
 */
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
    <AreaRoot builtInUnits={BUILT_IN_UNITS} initialFrom={initialFrom} initialTo={initialTo}>
      <AreaConverter reference={reference} />
      {proTools ? <ProTools units={BUILT_IN_UNITS} /> : null}
    </AreaRoot>
  );
}
