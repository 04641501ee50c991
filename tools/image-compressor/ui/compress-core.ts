import { context2d, encodeCanvas, type AnyCanvas } from "@/components/image/canvas-encode";
import { takesQuality, type CanvasFormat } from "@/lib/engines/image/formats";
import { searchQuality } from "@/lib/engines/image/target-size";
import { LIMITS, pixelProblem } from "../logic/compress";

/**
 * One file's compression, the same in the worker (OffscreenCanvas) and on the page (its fallback): decode with the
 * EXIF orientation applied, draw once, then encode at the quality — or search the quality for the target size,
 * re-encoding the same drawn canvas. Re-encoding from pixels writes no EXIF, GPS or other metadata.
 */

export interface Job {
  format: CanvasFormat;
  quality: number;
  targetBytes: number | null;
}

export interface JobResult {
  blob: Blob;
  width: number;
  height: number;
  /** The quality used; null for PNG. */
  quality: number | null;
  /** Target mode: whether the output is at most the target. */
  fits?: boolean;
}

export async function compressFile(file: Blob, name: string, job: Job, makeCanvas: (width: number, height: number) => AnyCanvas): Promise<JobResult> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new Error(`${name} is damaged or incomplete: this browser could not decode it.`);
  }
  try {
    const { width, height } = bitmap;
    const tooBig = pixelProblem(name, width, height);
    if (tooBig) throw new Error(tooBig);
    const canvas = makeCanvas(width, height);
    const context = context2d(canvas);
    if (job.format === "jpeg") {
      // JPG has no transparency: transparent pixels become white rather than black.
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, width, height);
    }
    context.drawImage(bitmap, 0, 0);
    if (!takesQuality(job.format))
      return {
        blob: await encodeCanvas(canvas, job.format, LIMITS.maxQuality),
        width,
        height,
        quality: null,
      };
    if (job.targetBytes === null)
      return {
        blob: await encodeCanvas(canvas, job.format, job.quality),
        width,
        height,
        quality: job.quality,
      };
    const found = await searchQuality(async (quality) => {
      const blob = await encodeCanvas(canvas, job.format, quality);
      return { size: blob.size, output: blob };
    }, job.targetBytes);
    return {
      blob: found.output,
      width,
      height,
      quality: found.quality,
      fits: found.fits,
    };
  } finally {
    bitmap.close();
  }
}
