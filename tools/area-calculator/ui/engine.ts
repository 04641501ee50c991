import { shapeById } from "../logic/shapes";
import type { ShapeState } from "../logic/evaluate";
import { AREA_UNIT_IDS, LENGTH_UNIT_IDS, type AreaUnitId, type LengthUnitId } from "../logic/measure";

/**
 * The calculator itself (shapes, exact arithmetic, units, diagram, room mode), loaded by ui/area-calculator-shell.tsx
 * on the first touch, focus, key press or change in the tool, not with the page.
 */

export { ShapeMode } from "./shape-mode";
export { RoomMode } from "./room-mode";

/** The fields' controls by id in the first view (ui/shape-form.tsx ShapeInputs with idPrefix "shape"). */
const CONTROLS = new Set(["shape-shape", "shape-method", "shape-length-unit", "shape-angle-unit", "shape-points"]);

/**
 * What the static first view holds now (the user may have typed or picked before the calculator loaded): the state
 * the live calculator starts from. A shape picked there starts with its first method, as the live picker does.
 */
export function readFirstView(root: HTMLElement, initial: ShapeState, initialAreaUnit: AreaUnitId): { state: ShapeState; areaUnit: AreaUnitId } {
  const value = (id: string) => root.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[id="${id}"]`)?.value;
  const shape = value("shape-shape") ?? initial.shape;
  const values = { ...initial.values };
  for (const field of root.querySelectorAll<HTMLInputElement>('input[id^="shape-"]')) {
    if (!CONTROLS.has(field.id)) values[field.id.slice("shape-".length)] = field.value;
  }
  const lengthUnit = value("shape-length-unit");
  const angleUnit = value("shape-angle-unit");
  const areaUnit = value("area-unit");
  const state: ShapeState = {
    shape,
    method: shape === initial.shape ? (value("shape-method") ?? initial.method) : (shapeById(shape)?.methods[0]?.id ?? ""),
    values,
    lengthUnit: LENGTH_UNIT_IDS.includes(lengthUnit as LengthUnitId) ? (lengthUnit as LengthUnitId) : initial.lengthUnit,
    angleUnit: angleUnit === "deg" || angleUnit === "rad" ? angleUnit : initial.angleUnit,
    points: value("shape-points") ?? initial.points,
  };
  return { state, areaUnit: AREA_UNIT_IDS.includes(areaUnit as AreaUnitId) ? (areaUnit as AreaUnitId) : initialAreaUnit };
}
