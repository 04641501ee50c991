"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ShapeState } from "../logic/evaluate";
import type { AreaUnitId } from "../logic/measure";
import { ShapeMode } from "./shape-mode";

/** The room mode's code loads when its tab is first shown. */
const RoomMode = dynamic(() => import("./room-mode").then((m) => m.RoomMode), {
  ssr: false,
  loading: () => <p className="text-sm text-muted">Loading the room calculator…</p>,
});

const subscribeNothing = () => () => {};

/**
 * The Area Calculator's frame in the browser: the mode tabs around the live one-shape calculator (rendered on the
 * server with the preset worked out, then hydrated) and the room mode.
 */
export function AreaCalculatorShell({ initial, initialAreaUnit }: { initial: ShapeState; initialAreaUnit: AreaUnitId }) {
  // "true" once the page is interactive (tests wait for it before typing).
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  return (
    <Card data-tool-ui="area-calculator" data-ready={hydrated ? "true" : undefined}>
      <CardContent>
        <Tabs defaultValue="shape">
          <TabsList aria-label="Mode">
            <TabsTrigger value="shape">One shape</TabsTrigger>
            <TabsTrigger value="room">Room: add and cut out</TabsTrigger>
          </TabsList>
          {/* Kept mounted while the room tab shows, so the shape keeps what was typed. */}
          <TabsContent value="shape" forceMount className="data-[state=inactive]:hidden">
            <ShapeMode initial={initial} initialAreaUnit={initialAreaUnit} />
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
