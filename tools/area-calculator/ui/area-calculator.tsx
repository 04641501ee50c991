"use client";

import { useState, useSyncExternalStore } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { defaultState, evaluate, POLYGON_ID, type ShapeState } from "../logic/evaluate";
import type { AreaUnitId } from "../logic/measure";
import { shapeById } from "../logic/shapes";
import { RoomMode } from "./room-mode";
import { AreaUnitSelect, ShapeInputs, ShapeResultView } from "./shape-form";

const subscribeNothing = () => () => {};

/** The Area Calculator itself: one shape with its working and diagram, or a room made of several shapes. */
export function AreaCalculatorTool({ initial, initialAreaUnit = "m2" }: { initial?: ShapeState; initialAreaUnit?: AreaUnitId }) {
  const [state, setState] = useState<ShapeState>(() => initial ?? { ...defaultState("rectangle"), values: { l: "4", w: "7" } });
  const [areaUnit, setAreaUnit] = useState<AreaUnitId>(initialAreaUnit);
  const evaluation = evaluate(state, areaUnit);
  // "true" once the page is interactive (tests wait for it before typing).
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const shapeName = state.shape === POLYGON_ID ? "Polygon" : (shapeById(state.shape)?.name ?? "Shape");

  return (
    <Card data-tool-ui="area-calculator" data-ready={hydrated ? "true" : undefined}>
      <CardContent>
        <Tabs defaultValue="shape">
          <TabsList aria-label="Mode">
            <TabsTrigger value="shape">One shape</TabsTrigger>
            <TabsTrigger value="room">Room: add and cut out</TabsTrigger>
          </TabsList>
          <TabsContent value="shape" className="flex flex-col gap-6">
            <ShapeInputs idPrefix="shape" state={state} onChange={setState} evaluation={evaluation} />
            <div className="flex max-w-xs flex-col gap-1.5">
              <Label htmlFor="area-unit">Area in</Label>
              <AreaUnitSelect id="area-unit" value={areaUnit} onChange={setAreaUnit} />
            </div>
            <div aria-live="polite">
              <ShapeResultView evaluation={evaluation} areaUnit={areaUnit} shapeName={shapeName} />
            </div>
          </TabsContent>
          <TabsContent value="room">
            <RoomMode />
          </TabsContent>
        </Tabs>
        <p className="mt-6 text-xs text-muted">Everything is calculated in your browser: nothing you type is sent to our server.</p>
      </CardContent>
    </Card>
  );
}
