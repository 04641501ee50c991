"use client";

import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useWantedOnUse } from "@/components/lazy/use-wanted-on-use";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ShapeState } from "../logic/evaluate";
import type { AreaUnitId } from "../logic/measure";

type Engine = typeof import("./engine");

let engineLoad: Promise<Engine> | null = null;

/** The calculator (ui/engine.ts), loaded once; a failed load (offline) is tried again on the next touch. */
function loadEngine(): Promise<Engine> {
  engineLoad ??= import("./engine").catch((error: unknown) => {
    engineLoad = null;
    throw error;
  });
  return engineLoad;
}

const subscribeNothing = () => () => {};

interface Live {
  engine: Engine;
  state: ShapeState;
  areaUnit: AreaUnitId;
}

/**
 * The Area Calculator's frame in the browser: the mode tabs around the server-rendered first view (`firstView`, the
 * preset shape worked out, ui/area-calculator.tsx). The calculator itself loads on the first touch, focus, key press
 * or change in the tool and takes over from what the first view holds then (typed text, picked shape, focus and
 * caret), so nothing done before it lands is lost.
 */
export function AreaCalculatorShell({ initial, initialAreaUnit, firstView }: { initial: ShapeState; initialAreaUnit: AreaUnitId; firstView: ReactNode }) {
  const [live, setLive] = useState<Live | null>(null);
  const firstViewRef = useRef<HTMLDivElement>(null);
  const taking = useRef(false);
  const focus = useRef<{ id: string; start: number | null; end: number | null } | null>(null);
  // "true" once the page is interactive (tests wait for it before typing).
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);

  const start = useCallback(() => {
    loadEngine().then(
      (engine) => {
        if (taking.current) return;
        taking.current = true;
        const root = firstViewRef.current;
        const active = document.activeElement;
        if (root && active instanceof HTMLElement && active.id && root.contains(active)) {
          const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
          focus.current = { id: active.id, start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null };
        }
        const read = root ? engine.readFirstView(root, initial, initialAreaUnit) : { state: initial, areaUnit: initialAreaUnit };
        setLive({ engine, ...read });
      },
      () => {},
    );
  }, [initial, initialAreaUnit]);
  const { props: firstUse } = useWantedOnUse<HTMLDivElement>(start);

  // The field that had focus in the first view has it again in the live calculator, caret included.
  useLayoutEffect(() => {
    const last = focus.current;
    if (!live || !last) return;
    focus.current = null;
    const element = document.getElementById(last.id);
    element?.focus({ preventScroll: true });
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && last.start !== null) {
      element.setSelectionRange(last.start, last.end ?? last.start);
    }
  }, [live]);

  return (
    <Card data-tool-ui="area-calculator" data-ready={hydrated ? "true" : undefined}>
      <CardContent {...firstUse}>
        <Tabs defaultValue="shape">
          <TabsList aria-label="Mode">
            <TabsTrigger value="shape">One shape</TabsTrigger>
            <TabsTrigger value="room">Room: add and cut out</TabsTrigger>
          </TabsList>
          {/* Kept mounted while the room tab shows, so the shape keeps what was typed. */}
          <TabsContent value="shape" forceMount className="data-[state=inactive]:hidden">
            {live ? (
              <live.engine.ShapeMode initial={live.state} initialAreaUnit={live.areaUnit} />
            ) : (
              <div ref={firstViewRef}>{firstView}</div>
            )}
          </TabsContent>
          <TabsContent value="room">{live ? <live.engine.RoomMode /> : <p className="text-sm text-muted">Loading the room calculator…</p>}</TabsContent>
        </Tabs>
        <p className="mt-6 text-xs text-muted">Everything is calculated in your browser: nothing you type is sent to our server.</p>
      </CardContent>
    </Card>
  );
}
