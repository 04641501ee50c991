"use client";

import { useRef, type RefObject } from "react";

/**
 * The image with its paint layer on top: a canvas of the image's own size (so the mask is exact), drawn at the width
 * of the page. Pointer events cover a mouse, a pen and a finger (`touch-action: none` keeps a finger's stroke from
 * scrolling the page); the brush size is in screen pixels, scaled to the image's. Keyboard users mark areas with the
 * controls beside it (ai-image-editor-client.tsx).
 */
export function MaskPainter({
  canvas,
  src,
  width,
  height,
  brush,
  erasing,
  onPainted,
}: {
  canvas: RefObject<HTMLCanvasElement | null>;
  src: string;
  width: number;
  height: number;
  brush: number;
  erasing: boolean;
  onPainted: () => void;
}) {
  const last = useRef<{ x: number; y: number } | null>(null);

  function point(event: React.PointerEvent<HTMLCanvasElement>) {
    const target = event.currentTarget;
    const box = target.getBoundingClientRect();
    const scale = target.width / box.width;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * (target.height / box.height), scale };
  }

  function stroke(event: React.PointerEvent<HTMLCanvasElement>) {
    const context = event.currentTarget.getContext("2d");
    if (!context) return;
    const at = point(event);
    const from = last.current ?? at;
    context.globalCompositeOperation = erasing ? "destination-out" : "source-over";
    context.strokeStyle = "rgb(236 72 153)";
    context.lineWidth = Math.max(1, brush * at.scale);
    context.lineCap = "round";
    context.lineJoin = "round";
    context.beginPath();
    context.moveTo(from.x, from.y);
    // A press without a move still paints a dot: a line of zero length with round caps.
    context.lineTo(at.x + (from.x === at.x && from.y === at.y ? 0.01 : 0), at.y);
    context.stroke();
    last.current = { x: at.x, y: at.y };
  }

  return (
    <div className="relative w-full overflow-hidden rounded-lg border border-line bg-slate-100" style={{ aspectRatio: `${width} / ${height}` }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- an object URL of the visitor's own file; next/image cannot optimise it */}
      <img src={src} alt="Your image, under the paint" className="absolute inset-0 size-full object-contain" draggable={false} />
      <canvas
        ref={canvas}
        width={width}
        height={height}
        aria-label="Paint layer: paint over the area the AI should change"
        role="img"
        data-testid="mask-canvas"
        className="absolute inset-0 size-full cursor-crosshair opacity-60"
        style={{ touchAction: "none" }}
        onPointerDown={(event) => {
          if (event.button !== 0 && event.pointerType === "mouse") return;
          event.currentTarget.setPointerCapture(event.pointerId);
          last.current = null;
          stroke(event);
        }}
        onPointerMove={(event) => {
          if (last.current) stroke(event);
        }}
        onPointerUp={() => {
          last.current = null;
          onPainted();
        }}
        onPointerCancel={() => {
          last.current = null;
          onPainted();
        }}
      />
    </div>
  );
}
