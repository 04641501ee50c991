"use client";

import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { hexOf, hsvaToSrgb, type Hsva } from "../logic/color";

/** A grey-and-white checkerboard behind translucent colours. */
export const CHECKER = "repeating-conic-gradient(#cbd5e1 0 25%, #fff 0 50%) 0 0 / 12px 12px";

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Arrow keys move by `step`, Shift+arrow and Page Up/Down by ten steps, Home/End to the ends (WAI-ARIA slider). */
function keyDelta(e: KeyboardEvent, step: number, axis: "x" | "y"): number | "min" | "max" | undefined {
  const big = e.shiftKey ? 10 : 1;
  const keys: Record<string, number | "min" | "max"> =
    axis === "x"
      ? { ArrowRight: step * big, ArrowUp: step * big, ArrowLeft: -step * big, ArrowDown: -step * big, PageUp: step * 10, PageDown: -step * 10, Home: "min", End: "max" }
      : { ArrowUp: step * big, ArrowDown: -step * big, PageUp: step * 10, PageDown: -step * 10, Home: "min", End: "max" };
  return keys[e.key];
}

/** Pointer dragging on an element: reports the pointer's position as fractions 0–1 of its box. */
function useDrag(onMove: (fx: number, fy: number) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const move = (e: PointerEvent) => {
    const box = ref.current?.getBoundingClientRect();
    if (!box || !box.width || !box.height) return;
    onMove(clamp((e.clientX - box.left) / box.width, 0, 1), clamp((e.clientY - box.top) / box.height, 0, 1));
  };
  return {
    ref,
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      e.currentTarget.setPointerCapture(e.pointerId);
      e.currentTarget.focus();
      move(e);
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
      if (e.currentTarget.hasPointerCapture(e.pointerId)) move(e);
    },
  };
}

/**
 * The saturation/value square: one ARIA slider for the pointer and the keyboard. Left/right change the saturation,
 * up/down the brightness (value); the spoken value names both.
 */
export function SaturationValueArea({ hsva, onChange }: { hsva: Hsva; onChange: (next: Hsva) => void }) {
  const drag = useDrag((fx, fy) => onChange({ ...hsva, s: fx, v: 1 - fy }));
  const pureHue = hexOf(hsvaToSrgb({ h: hsva.h, s: 1, v: 1, alpha: 1 }));
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 0.1 : 0.01;
    const map: Record<string, Partial<Hsva>> = {
      ArrowLeft: { s: hsva.s - step },
      ArrowRight: { s: hsva.s + step },
      ArrowUp: { v: hsva.v + step },
      ArrowDown: { v: hsva.v - step },
      PageUp: { v: hsva.v + 0.1 },
      PageDown: { v: hsva.v - 0.1 },
      Home: { s: 0 },
      End: { s: 1 },
    };
    const change = map[e.key];
    if (!change) return;
    e.preventDefault();
    const next = { ...hsva, ...change };
    onChange({ ...next, s: clamp(next.s, 0, 1), v: clamp(next.v, 0, 1) });
  };
  return (
    <div
      {...drag}
      role="slider"
      tabIndex={0}
      aria-label="Saturation and brightness"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(hsva.s * 100)}
      aria-valuetext={`Saturation ${Math.round(hsva.s * 100)}%, brightness ${Math.round(hsva.v * 100)}%`}
      onKeyDown={onKeyDown}
      className="relative h-56 w-full cursor-crosshair touch-none rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:h-64"
      style={{ background: `linear-gradient(to top, #000, transparent), linear-gradient(to right, #fff, ${pureHue})` }}
      data-testid="sv-area"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_1px_rgba(0,0,0,0.5)]"
        style={{ left: `${hsva.s * 100}%`, top: `${(1 - hsva.v) * 100}%`, background: hexOf(hsvaToSrgb({ ...hsva, alpha: 1 })) }}
      />
    </div>
  );
}

/** A horizontal slider (hue 0–359°, alpha 0–100 %) drawn over a gradient; an ARIA slider like a native range. */
export function GradientSlider({
  label,
  value,
  min,
  max,
  unit,
  background,
  thumbColor,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  unit: string;
  background: string;
  thumbColor: string;
  onChange: (value: number) => void;
}) {
  const drag = useDrag((fx) => onChange(Math.round(min + fx * (max - min))));
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const delta = keyDelta(e, 1, "x");
    if (delta === undefined) return;
    e.preventDefault();
    onChange(delta === "min" ? min : delta === "max" ? max : clamp(Math.round(value + delta), min, max));
  };
  const fraction = (value - min) / (max - min);
  return (
    <div
      {...drag}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={`${value}${unit}`}
      onKeyDown={onKeyDown}
      className="relative h-4 w-full cursor-pointer touch-none rounded-full ring-1 ring-black/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span aria-hidden="true" className="absolute inset-0 rounded-full" style={{ background }} />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_1px_rgba(0,0,0,0.5)]"
        style={{ left: `${fraction * 100}%`, background: thumbColor }}
      />
    </div>
  );
}
