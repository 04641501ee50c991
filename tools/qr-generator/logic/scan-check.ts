import jsQR from "jsqr";
import type { Canvas2D, Drawables, Scene } from "./design";
import { paintScene } from "./design";

/**
 * "It scans, or it does not leave": a design is painted at a fixed scale onto white paper (what a print or a screen
 * puts around it) and read back with jsQR; anything but the exact payload refuses the design with the reason and a
 * fix. The same check runs in the browser before a download (loaded on use) and on the server before a code is
 * counted, downloaded or answered by the API. Browser-safe.
 */

/** White paper around the design, in modules: a phone sees the code on a page, never cut at its edge. */
export const PAPER_MODULES = 4;

/**
 * Pixels per module for the check: two scales, as a phone sees a code nearer or farther; a design passes when a read
 * at either gives the exact payload (jsQR's finder search is stricter about round eyes than phone scanners).
 */
export function scanScales(scene: Scene): [number, number] {
  const near = Math.max(4, Math.min(9, Math.floor(900 / (scene.width + 2 * PAPER_MODULES))));
  return [near, Math.max(3, near - 2)];
}

export interface ScanCanvas {
  width: number;
  height: number;
  /** The drawing area, painted in pixels. */
  context: Canvas2D & { translate(x: number, y: number): void; getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
}

/** The canvas size for the check at `scale` pixels per module. */
export function scanSize(scene: Scene, scale: number): { width: number; height: number } {
  return { width: Math.ceil((scene.width + 2 * PAPER_MODULES) * scale), height: Math.ceil((scene.height + 2 * PAPER_MODULES) * scale) };
}

export const NOT_FOUND_MESSAGE =
  "This design does not scan: a QR reader could not find the code in it. Raise the contrast, choose bolder shapes (square or rounded modules and eyes) or keep the quiet zone (margin) at 4 modules.";

export const MISREAD_MESSAGE =
  "This design does not scan: a QR reader read back different content. Raise the contrast or choose bolder shapes (square or rounded modules and eyes).";

export const LOGO_NOT_FOUND_MESSAGE =
  "This design does not scan with this logo: a QR reader could not find the code in it. Make the logo smaller, keep error correction at H (High), or raise the contrast.";

export const LOGO_MISREAD_MESSAGE =
  "This design does not scan with this logo: the logo covers more of the code than its error correction can restore. Make the logo smaller or keep error correction at H (High).";

/**
 * The raster with its darkest grey mapped to black and its lightest to white, as a camera's exposure does: contrast
 * is judged by the WCAG ratio (refused under 1.5:1, warned under 3:1), so the read-back judges the drawing itself.
 */
function stretched(pixels: Uint8ClampedArray): Uint8ClampedArray {
  let low = 255;
  let high = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const grey = (pixels[i]! * 77 + pixels[i + 1]! * 150 + pixels[i + 2]! * 29) >> 8;
    pixels[i] = pixels[i + 1] = pixels[i + 2] = grey;
    if (grey < low) low = grey;
    if (grey > high) high = grey;
  }
  if (high - low < 8 || (low === 0 && high === 255)) return pixels;
  const factor = 255 / (high - low);
  for (let i = 0; i < pixels.length; i += 4) pixels[i] = pixels[i + 1] = pixels[i + 2] = (pixels[i]! - low) * factor;
  return pixels;
}

/** What a reader sees of `scene` painted at `scale` on `canvas` (sized by scanSize): the text, or null. */
function read(canvas: ScanCanvas, scene: Scene, scale: number, draw: Drawables): string | null {
  const ctx = canvas.context;
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.translate(PAPER_MODULES * scale, PAPER_MODULES * scale);
  paintScene(ctx, scene, scale, draw);
  ctx.translate(-PAPER_MODULES * scale, -PAPER_MODULES * scale);
  const pixels = stretched(ctx.getImageData(0, 0, canvas.width, canvas.height).data);
  // Light-on-dark codes are warned about, not refused: jsQR reads both, as many (not all) phone apps do.
  return jsQR(pixels, canvas.width, canvas.height, { inversionAttempts: "attemptBoth" })?.data ?? null;
}

/** Why the design does not read back as `payload`, or null when it does. `canvasOf` makes a canvas of a size. */
export function scanProblem(scene: Scene, payload: string, canvasOf: (width: number, height: number) => ScanCanvas, draw: Drawables): string | null {
  let misread = false;
  for (const scale of scanScales(scene)) {
    const { width, height } = scanSize(scene, scale);
    const text = read(canvasOf(width, height), scene, scale, draw);
    if (text === payload) return null;
    misread ||= text !== null;
  }
  if (scene.layers.some((layer) => layer.type === "image" || ("at" in layer && layer.at))) return misread ? LOGO_MISREAD_MESSAGE : LOGO_NOT_FOUND_MESSAGE;
  return misread ? MISREAD_MESSAGE : NOT_FOUND_MESSAGE;
}
