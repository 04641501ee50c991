import jsQR from "jsqr";
import type { Canvas2D, Scene } from "./design";
import { paintScene } from "./design";

/**
 * "It scans, or it does not leave": a design is painted at a fixed scale onto white paper (what a print or a screen
 * puts around it) and read back with jsQR; anything but the exact payload refuses the design with the reason and a
 * fix. The same check runs in the browser before a download (loaded on use) and on the server before a code is
 * counted, downloaded or answered by the API. Browser-safe.
 */

/** White paper around the design, in modules: a phone sees the code on a page, never cut at its edge. */
export const PAPER_MODULES = 4;

/** Pixels per module for the check: enough for anti-aliased round shapes, few enough to stay quick on large codes. */
export function scanScale(scene: Scene): number {
  return Math.max(3, Math.min(8, Math.floor(800 / (scene.width + 2 * PAPER_MODULES))));
}

export interface ScanCanvas {
  width: number;
  height: number;
  /** The drawing area, painted in pixels. */
  context: Canvas2D & { translate(x: number, y: number): void; getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
}

/** Paints `scene` for the check on a canvas of `scanSize(scene)` pixels. */
export function scanSize(scene: Scene): { width: number; height: number } {
  const scale = scanScale(scene);
  return { width: Math.ceil((scene.width + 2 * PAPER_MODULES) * scale), height: Math.ceil((scene.height + 2 * PAPER_MODULES) * scale) };
}

export const NOT_FOUND_MESSAGE =
  "This design does not scan: a QR reader could not find the code in it. Raise the contrast, choose bolder shapes (square or rounded modules and eyes) or keep the quiet zone (margin) at 4 modules.";

export const MISREAD_MESSAGE =
  "This design does not scan: a QR reader read back different content. Raise the contrast or choose bolder shapes (square or rounded modules and eyes).";

/** Why the painted design does not read back as `payload`, or null when it does. */
export function scanProblem(canvas: ScanCanvas, scene: Scene, payload: string, path: (d: string) => unknown): string | null {
  const scale = scanScale(scene);
  const ctx = canvas.context;
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.translate(PAPER_MODULES * scale, PAPER_MODULES * scale);
  paintScene(ctx, scene, scale, path);
  ctx.translate(-PAPER_MODULES * scale, -PAPER_MODULES * scale);
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  // Light-on-dark codes are warned about, not refused: jsQR reads both, as many (not all) phone apps do.
  const read = jsQR(pixels, canvas.width, canvas.height, { inversionAttempts: "attemptBoth" });
  if (!read) return NOT_FOUND_MESSAGE;
  return read.data === payload ? null : MISREAD_MESSAGE;
}
