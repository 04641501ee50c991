import { defaultState, type ShapeState } from "../logic/evaluate";
import type { AreaUnitId } from "../logic/measure";
import { AreaCalculatorShell } from "./area-calculator-shell";
import { ShapeView } from "./shape-form";

/**
 * The Area Calculator itself: one shape with its working and diagram, or a room made of several shapes. A server
 * component: the preset shape is worked out here and painted as HTML (ShapeView without handlers); the calculator's
 * code (shapes, exact arithmetic, units, diagram, room mode) loads on the first touch of the tool
 * (ui/area-calculator-shell.tsx), and everything typed is computed in the browser.
 */
export function AreaCalculatorTool({ initial, initialAreaUnit = "m2" }: { initial?: ShapeState; initialAreaUnit?: AreaUnitId }) {
  const state = initial ?? { ...defaultState("rectangle"), values: { l: "4", w: "7" } };
  return <AreaCalculatorShell initial={state} initialAreaUnit={initialAreaUnit} firstView={<ShapeView state={state} areaUnit={initialAreaUnit} />} />;
}
