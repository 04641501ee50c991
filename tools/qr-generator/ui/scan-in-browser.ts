import { buildScene, sceneImages, type Drawables, type Scene } from "@/tools/qr-generator/logic/design";
import type { EncodedQr } from "@/tools/qr-generator/logic/encode";
import type { QrStyle } from "@/tools/qr-generator/logic/constants";
import { scanProblem, type ScanCanvas } from "@/tools/qr-generator/logic/scan-check";

const LOGO_UNREADABLE = "This browser could not read the logo image. Choose another file (PNG, JPEG, WebP or SVG).";

/** Decodes a logo's data URL into an image the canvas can draw now (painting is synchronous). */
async function decoded(href: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = href;
  try {
    await image.decode();
  } catch {
    throw new Error(LOGO_UNREADABLE);
  }
  return image;
}

/** A canvas of this size for the check (read back often: `willReadFrequently`). */
export function scanCanvasOf(width: number, height: number): ScanCanvas {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("This browser cannot draw the QR code to check it.");
  return { width, height, context: context };
}

/** What paintScene needs in the browser for `scene`: Path2D, and its logo images decoded first. */
export async function browserDrawables(scene: Scene): Promise<Drawables> {
  const images = new Map(await Promise.all(sceneImages(scene).map(async (href) => [href, await decoded(href)] as const)));
  return { path: (d) => new Path2D(d), image: (href) => images.get(href) };
}

/**
 * The scan check in the browser, loaded with the first download or copy (it brings jsQR): the design is painted on a
 * canvas exactly as the server paints its PNG (a logo decoded first) and read back; the reason and a fix when it
 * does not scan, else null.
 */
export async function browserScanProblem(qr: EncodedQr, style: QrStyle): Promise<string | null> {
  const scene = buildScene(qr, style);
  return scanProblem(scene, qr.payload, scanCanvasOf, await browserDrawables(scene));
}
