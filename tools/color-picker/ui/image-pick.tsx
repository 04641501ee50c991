"use client";

import { useRef, useState } from "react";
import { FieldError } from "@/components/ui/input";
import { hexOf, type Srgb } from "../logic/color";
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from "../logic/limits";

const LOUPE_PIXELS = 11;

/**
 * Picks colours from an image read on a canvas in this tab (never uploaded): hover or drag shows a magnified loupe
 * of the pixels under the pointer, a click or tap takes the centre pixel.
 */
export function ImagePicker({ onPick }: { onPick: (color: Srgb) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const loupe = useRef<HTMLCanvasElement>(null);
  const [loaded, setLoaded] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [hover, setHover] = useState<Srgb | undefined>(undefined);

  async function open(file: File | undefined) {
    setError(undefined);
    setHover(undefined);
    if (!file) return;
    if (file.size === 0) return setError(`${file.name} is empty.`);
    if (file.size > MAX_IMAGE_BYTES) return setError(`${file.name} is ${(file.size / 1048576).toFixed(1)} MB; pick from an image of at most ${MAX_IMAGE_BYTES / 1048576} MB.`);
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      setLoaded(undefined);
      return setError(`${file.name} isn't an image this browser can open. Try a PNG, JPG, WebP or GIF.`);
    }
    const ratio = Math.min(1, MAX_IMAGE_SIDE / Math.max(bitmap.width, bitmap.height));
    const el = canvas.current;
    const ctx = el?.getContext("2d", { willReadFrequently: true });
    if (!el || !ctx) return;
    el.width = Math.max(1, Math.round(bitmap.width * ratio));
    el.height = Math.max(1, Math.round(bitmap.height * ratio));
    ctx.drawImage(bitmap, 0, 0, el.width, el.height);
    // Shown as wide as the card allows but at most 24rem tall, small images enlarged with sharp pixels.
    el.style.maxWidth = `min(100%, ${Math.round((384 * el.width) / el.height)}px)`;
    bitmap.close();
    setLoaded(file.name);
  }

  function pixelAt(clientX: number, clientY: number): { x: number; y: number } | undefined {
    const el = canvas.current;
    if (!el) return undefined;
    const box = el.getBoundingClientRect();
    const x = Math.floor(((clientX - box.left) / box.width) * el.width);
    const y = Math.floor(((clientY - box.top) / box.height) * el.height);
    if (x < 0 || y < 0 || x >= el.width || y >= el.height) return undefined;
    return { x, y };
  }

  function read(clientX: number, clientY: number): Srgb | undefined {
    const at = pixelAt(clientX, clientY);
    const ctx = canvas.current?.getContext("2d", { willReadFrequently: true });
    if (!at || !ctx) return undefined;
    const [r = 0, g = 0, b = 0, a = 255] = ctx.getImageData(at.x, at.y, 1, 1).data;
    const lens = loupe.current?.getContext("2d");
    if (lens && canvas.current) {
      const half = Math.floor(LOUPE_PIXELS / 2);
      lens.imageSmoothingEnabled = false;
      lens.clearRect(0, 0, 110, 110);
      lens.drawImage(canvas.current, at.x - half, at.y - half, LOUPE_PIXELS, LOUPE_PIXELS, 0, 0, 110, 110);
      lens.strokeStyle = "#fff";
      lens.lineWidth = 2;
      lens.strokeRect(50, 50, 10, 10);
      lens.strokeStyle = "#000";
      lens.lineWidth = 1;
      lens.strokeRect(48.5, 48.5, 13, 13);
    }
    return { r: r / 255, g: g / 255, b: b / 255, alpha: Math.round((a / 255) * 1000) / 1000 };
  }

  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        Image file
        <input
          type="file"
          accept="image/*"
          onChange={(e) => void open(e.target.files?.[0])}
          className="text-sm font-normal text-muted file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-ink"
        />
      </label>
      <FieldError>{error}</FieldError>
      <div className={loaded ? "flex flex-col gap-3 sm:flex-row sm:items-start" : "hidden"}>
        <canvas
          ref={canvas}
          aria-label={loaded ? `${loaded}: click or tap a point to take its colour` : undefined}
          className="h-auto w-full min-w-0 cursor-crosshair touch-none rounded-lg border border-line [image-rendering:pixelated]"
          onPointerMove={(e) => setHover(read(e.clientX, e.clientY))}
          onPointerLeave={() => setHover(undefined)}
          onPointerDown={(e) => {
            const color = read(e.clientX, e.clientY);
            if (color) onPick(color);
          }}
          data-testid="image-canvas"
        />
        <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-start" aria-hidden="true">
          <canvas ref={loupe} width={110} height={110} className="rounded-lg border border-line bg-surface" />
          <span className="font-mono text-sm text-ink">{hover ? hexOf(hover) : "Hover the image"}</span>
        </div>
      </div>
      <p className="text-xs text-muted">The image is read on a canvas in this tab: it is not uploaded.</p>
    </div>
  );
}
