import jsQR from "jsqr";
import { PNG } from "pngjs";

/**
 * Test helpers: decode our PNGs and SVGs back to text with jsQR, the way a phone would see them (transparent pixels
 * over white paper). Used by unit, integration and end-to-end tests; not imported by the app.
 */

export interface Raster {
  width: number;
  height: number;
  /** RGBA. */
  data: Uint8ClampedArray;
}

/** Reads a PNG and composites it over white. */
export function readPng(png: Buffer): Raster {
  const image = PNG.sync.read(png);
  const data = new Uint8ClampedArray(image.data.length);
  for (let i = 0; i < image.data.length; i += 4) {
    const alpha = (image.data[i + 3] ?? 255) / 255;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round((image.data[i + c] ?? 255) * alpha + 255 * (1 - alpha));
    data[i + 3] = 255;
  }
  return { width: image.width, height: image.height, data };
}

export function decodeRaster(raster: Raster): string | null {
  return jsQR(raster.data, raster.width, raster.height, { inversionAttempts: "attemptBoth" })?.data ?? null;
}

export function decodePng(png: Buffer): string | null {
  return decodeRaster(readPng(png));
}

/**
 * Reads the modules back from one of our SVGs (viewBox in modules, runs `M x y h n v1 h-n z`) and rasterises them at
 * `scale` px per module, so the SVG can be decoded like a PNG.
 */
export function rasteriseSvg(svg: string, scale = 4): Raster & { modules: number } {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!viewBox) throw new Error("SVG has no viewBox");
  const total = Number(viewBox[1]);
  const paths = [...svg.matchAll(/<path [^>]*d="([^"]*)"/g)].map((m) => m[1]);
  const modulePath = paths.at(-1) ?? "";
  const dark = new Uint8Array(total * total);
  let count = 0;
  for (const run of modulePath.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x = 0, y = 0, n = 0, back] = run.slice(1).map(Number);
    if (n !== back) throw new Error(`Malformed run ${run[0]}`);
    for (let i = 0; i < n; i++) dark[y * total + x + i] = 1;
    count++;
  }
  if (count === 0 && modulePath.length > 0) throw new Error("No module runs found in the SVG path");
  const width = total * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      if (dark[Math.floor(y / scale) * total + Math.floor(x / scale)]) {
        const i = (y * width + x) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
    }
  }
  return { width, height: width, data, modules: count };
}

export function decodeSvg(svg: string): string | null {
  return decodeRaster(rasteriseSvg(svg));
}
