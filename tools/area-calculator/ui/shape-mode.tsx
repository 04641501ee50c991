"use client";

import { useState } from "react";
import type { ShapeState } from "../logic/evaluate";
import type { AreaUnitId } from "../logic/measure";
import { ShapeView } from "./shape-form";

/** The "One shape" tab: the calculator's state, starting from the preset (or a long-tail page's shape). */
export function ShapeMode({ initial, initialAreaUnit }: { initial: ShapeState; initialAreaUnit: AreaUnitId }) {
  const [state, setState] = useState(initial);
  const [areaUnit, setAreaUnit] = useState(initialAreaUnit);
  return <ShapeView state={state} areaUnit={areaUnit} onChange={setState} onAreaUnitChange={setAreaUnit} />;
}
