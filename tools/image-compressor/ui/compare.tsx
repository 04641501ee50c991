"use client";

import { useId, useState } from "react";

/**
 * Before and after on one picture: the compressed image over the original, cut at a divider the visitor moves. The
 * divider is a native range input laid over the picture, so arrow keys, Page Up/Down, Home and End move it, and a
 * screen reader hears its value.
 */
export function Compare({ before, after, width, height }: { before: string; after: string; width: number; height: number }) {
  const id = useId();
  const [split, setSplit] = useState(50);
  return (
    <figure className="flex flex-col gap-2">
      <div
        className="relative mx-auto w-full overflow-hidden rounded border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 border-line bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:16px_16px]"
        style={{
          aspectRatio: `${width} / ${height}`,
          maxWidth: `min(100%, ${Math.round((width / height) * 480)}px)`,
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL of the visitor's own file */}
        <img src={before} alt="Before: the original" className="absolute inset-0 size-full object-contain" />
        {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL of the compressed file */}
        <img src={after} alt="After: compressed" className="absolute inset-0 size-full object-contain" style={{ clipPath: `inset(0 0 0 ${split}%)` }} />
        <div aria-hidden className="pointer-events-none absolute inset-y-0 w-0.5 bg-white shadow-[0_0_0_1px_rgba(0,0,0,0.4)]" style={{ left: `${split}%` }} />
        <span aria-hidden className="absolute top-1 left-1 rounded bg-black/60 px-1.5 py-0.5 text-xs text-white">
          Before
        </span>
        <span aria-hidden className="absolute top-1 right-1 rounded bg-black/60 px-1.5 py-0.5 text-xs text-white">
          After
        </span>
        <label htmlFor={id} className="sr-only">
          Divider between before and after
        </label>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          value={split}
          aria-valuetext={`${split}% before, ${100 - split}% after`}
          onChange={(e) => setSplit(Number(e.target.value))}
          className="absolute inset-0 size-full cursor-ew-resize opacity-0"
        />
      </div>
      <figcaption className="text-center text-xs text-muted">
        Drag the picture, or focus it and use the arrow keys: left of the line is the original, right is the compressed file.
      </figcaption>
    </figure>
  );
}
