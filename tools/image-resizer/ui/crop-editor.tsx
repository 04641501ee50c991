"use client";

import { useEffect, useId, useRef, type PointerEvent as ReactPointerEvent } from "react";
import type { Turn } from "@/lib/engines/image/transform";
import { cropByKey, moveRect, resizeRect, type Rect } from "../logic/crop";
import type { Size } from "../logic/resize";
import { drawInto } from "./draw";

/** The preview is drawn at most this many pixels on its longest side; the output is drawn from the full image. */
const PREVIEW_SIDE = 1200;

/**
 * The image as it will be turned, with the crop drawn over it. The crop box is dragged by pointer (its corner handle
 * resizes it) and is a focusable control for the keyboard: arrow keys move it, Shift + arrow keys resize it.
 */
export function CropEditor({
  image,
  turn,
  turned,
  crop,
  aspect,
  onCrop,
}: {
  image: ImageBitmap;
  turn: Turn;
  turned: Size;
  crop: Rect;
  aspect: number | null;
  onCrop: (rect: Rect) => void;
}) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ kind: "move" | "resize"; x: number; y: number; rect: Rect } | null>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const scale = Math.min(1, PREVIEW_SIDE / Math.max(turned.width, turned.height));
    const size = { width: Math.max(1, Math.round(turned.width * scale)), height: Math.max(1, Math.round(turned.height * scale)) };
    drawInto(canvas.current, image, turn, { x: 0, y: 0, ...turned }, size, false);
  }, [image, turn, turned]);

  function start(kind: "move" | "resize", event: ReactPointerEvent<HTMLElement>) {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { kind, x: event.clientX, y: event.clientY, rect: crop };
  }

  function move(event: ReactPointerEvent<HTMLElement>) {
    const d = drag.current;
    if (!d || !frame.current) return;
    // Screen pixels to image pixels: the preview is scaled to the frame's width.
    const scale = turned.width / frame.current.clientWidth;
    const dx = (event.clientX - d.x) * scale;
    const dy = (event.clientY - d.y) * scale;
    onCrop(d.kind === "move" ? moveRect(d.rect, dx, dy, turned) : resizeRect(d.rect, dx, dy, aspect, turned));
  }

  const end = () => {
    drag.current = null;
  };
  const pct = (value: number, of: number) => `${(value / of) * 100}%`;

  return (
    <div className="flex flex-col gap-1.5">
      <div
        ref={frame}
        className="relative mx-auto w-full touch-none overflow-hidden rounded border border-line bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:16px_16px] select-none"
        style={{ aspectRatio: `${turned.width} / ${turned.height}`, maxWidth: `min(100%, ${Math.round((turned.width / turned.height) * 420)}px)` }}
      >
        <canvas ref={canvas} aria-hidden className="absolute inset-0 size-full" />
        <div
          tabIndex={0}
          role="group"
          aria-label={`Crop area: ${crop.width} × ${crop.height} pixels at ${crop.x}, ${crop.y}`}
          aria-describedby={`${id}-help`}
          data-testid="crop-box"
          className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgba(15,23,42,0.55)] outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          style={{
            left: pct(crop.x, turned.width),
            top: pct(crop.y, turned.height),
            width: pct(crop.width, turned.width),
            height: pct(crop.height, turned.height),
          }}
          onPointerDown={(e) => start("move", e)}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          onKeyDown={(e) => {
            const next = cropByKey(crop, e.key, e.shiftKey, aspect, turned);
            if (!next) return;
            e.preventDefault();
            onCrop(next);
          }}
        >
          <span
            aria-hidden
            className="absolute -right-2 -bottom-2 size-5 cursor-nwse-resize rounded-sm border-2 border-white bg-brand-600"
            onPointerDown={(e) => start("resize", e)}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
          />
        </div>
      </div>
      <p id={`${id}-help`} className="text-center text-xs text-muted">
        Drag the box to move the crop and its corner to resize it; or focus it and use the arrow keys (Shift + arrows resize).
      </p>
    </div>
  );
}
