import { div, mul } from "@/lib/engines/units/decimal";
import { requireUnit } from "@/lib/engines/units/units";
import { formatFor, readAngle, readCount, readLength, toAreaUnit, workingUnitFor, type AreaUnitId, type LengthUnitId } from "./measure";
import { parsePoints, polygonArea } from "./polygon";
import type { AngleUnit, Real } from "./real";
import { shapeById, SHAPES, type Inputs, type ShapeResult } from "./shapes";

/**
 * From the form's text to a result: the one function the page, room mode, the long-tail pages' worked examples and
 * the tests all go through. Pure.
 */

export const POLYGON_ID = "polygon";

export interface ShapeState {
  shape: string;
  method: string;
  /** Field text by key ("r" → "5", "l" → "10 ft 6 in"). */
  values: Record<string, string>;
  /** The unit of a bare number in a length field, and of the polygon's coordinates. */
  lengthUnit: LengthUnitId;
  angleUnit: AngleUnit;
  /** One "x, y" per line. */
  points: string;
}

export type Evaluation =
  | { status: "empty"; fieldErrors: Record<string, string> }
  | { status: "error"; error: string; field?: string; fieldErrors: Record<string, string> }
  | {
      status: "ok";
      result: ShapeResult;
      /** The length unit of the working and the perimeter. */
      working: LengthUnitId;
      /** The area in the chosen area unit. */
      area: Real;
      fieldErrors: Record<string, string>;
    };

export function methodOf(state: Pick<ShapeState, "shape" | "method">) {
  const shape = shapeById(state.shape);
  return shape?.methods.find((m) => m.id === state.method) ?? shape?.methods[0];
}

export function defaultState(shape = SHAPES[0]!.id): ShapeState {
  const spec = shapeById(shape);
  return { shape, method: spec?.methods[0]?.id ?? "", values: {}, lengthUnit: "m", angleUnit: "deg", points: "" };
}

export function evaluate(state: ShapeState, areaUnit: AreaUnitId): Evaluation {
  const working = workingUnitFor(areaUnit);
  const f = formatFor(working);

  if (state.shape === POLYGON_ID) {
    if (state.points.trim() === "") return { status: "empty", fieldErrors: {} };
    const parsed = parsePoints(state.points);
    if (!parsed.ok) return { status: "error", error: parsed.error, field: "points", fieldErrors: { points: parsed.error } };
    // Coordinates are in the chosen length unit: scale them exactly into the working unit.
    const scale = div(requireUnit(state.lengthUnit).factor, requireUnit(working).factor);
    const points = parsed.points.map((p) => ({ x: mul(p.x, scale), y: mul(p.y, scale) }));
    const outcome = polygonArea(points, f);
    if (!outcome.ok) return { status: "error", error: outcome.error, field: "points", fieldErrors: { points: outcome.error } };
    return { status: "ok", result: outcome.result, working, area: toAreaUnit(outcome.result.area.value, working, areaUnit), fieldErrors: {} };
  }

  const method = methodOf(state);
  if (!method) return { status: "empty", fieldErrors: {} };
  const inputs: Inputs = { lengths: {}, angles: {}, counts: {} };
  const fieldErrors: Record<string, string> = {};
  let missing = false;
  for (const field of method.fields) {
    const text = state.values[field.key] ?? "";
    const read =
      field.kind === "length"
        ? readLength(text, field.label, state.lengthUnit, working)
        : field.kind === "angle"
          ? readAngle(text, field.label, state.angleUnit)
          : readCount(text, field.label);
    if (read.state === "error") fieldErrors[field.key] = read.error;
    else if (read.state === "empty") missing ||= !field.optional;
    else if (field.kind === "length") inputs.lengths[field.key] = read.value as Real;
    else if (field.kind === "angle") inputs.angles[field.key] = read.value as Inputs["angles"][string];
    else inputs.counts[field.key] = read.value as number;
  }
  const firstError = Object.entries(fieldErrors)[0];
  if (firstError) return { status: "error", error: firstError[1], field: firstError[0], fieldErrors };
  if (missing) return { status: "empty", fieldErrors };
  const outcome = method.compute(inputs, f);
  if (!outcome.ok) {
    return { status: "error", error: outcome.error, field: outcome.field, fieldErrors: outcome.field ? { [outcome.field]: outcome.error } : {} };
  }
  return { status: "ok", result: outcome.result, working, area: toAreaUnit(outcome.result.area.value, working, areaUnit), fieldErrors };
}
