import { context2d, encodeCanvas } from "@/components/image/canvas-encode";
import type { CanvasFormat } from "@/lib/engines/image/formats";
import { turnMatrix, type Turn } from "@/lib/engines/image/transform";
import type { Rect } from "../logic/crop";
import type { Size } from "../logic/resize";

/**
 * Drawing the result in one pass: the decoded image (already upright by its EXIF orientation) turned and mirrored,
 * the crop taken from that, scaled to the output size. The canvas holds pixels only, so what it encodes carries no
 * EXIF, GPS or other metadata.
 */
export function drawInto(canvas: HTMLCanvasElement, image: ImageBitmap, turn: Turn, crop: Rect, size: Size, opaque: boolean) {
  canvas.width = size.width;
  canvas.height = size.height;
  const context = context2d(canvas) as CanvasRenderingContext2D;
  if (opaque) {
    // JPG has no transparency: transparent pixels become white rather than black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingQuality = "high";
  context.scale(size.width / crop.width, size.height / crop.height);
  context.translate(-crop.x, -crop.y);
  context.transform(...turnMatrix({ width: image.width, height: image.height }, turn));
  context.drawImage(image, 0, 0);
}

/** Lossy formats are written at this quality: the resizer changes pixels, not compression (the Image Compressor does). */
export const OUTPUT_QUALITY = 92;

export async function renderImage(image: ImageBitmap, turn: Turn, crop: Rect, size: Size, format: CanvasFormat): Promise<Blob> {
  const canvas = document.createElement("canvas");
  drawInto(canvas, image, turn, crop, size, format === "jpeg");
  try {
    return await encodeCanvas(canvas, format, OUTPUT_QUALITY);
  } finally {
    // Release the pixels now rather than when the canvas is collected.
    canvas.width = 0;
    canvas.height = 0;
  }
}
