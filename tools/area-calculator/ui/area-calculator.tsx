import { defaultState, type ShapeState } from "../logic/evaluate";
import type { AreaUnitId } from "../logic/measure";
import { AreaCalculatorShell } from "./area-calculator-shell";

/**
 * The Area Calculator itself: one shape with its working and diagram, or a room made of several shapes. The preset
 * shape is worked out on the server and painted as HTML; everything typed is computed in the browser.
 */
export function AreaCalculatorTool({ initial, initialAreaUnit = "m2" }: { initial?: ShapeState; initialAreaUnit?: AreaUnitId }) {
  const state = initial ?? { ...defaultState("rectangle"), values: { l: "4", w: "7" } };
  return <AreaCalculatorShell initial={state} initialAreaUnit={initialAreaUnit} />;
}
