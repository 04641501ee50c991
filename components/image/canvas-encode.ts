import { CANVAS_LABEL, CANVAS_MIME, type CanvasFormat } from "@/lib/engines/image/formats";

/**
 * Encoding a canvas in the browser, for the image tools: one call for a page's canvas (toBlob) and a worker's
 * OffscreenCanvas (convertToBlob). A browser that cannot write a type hands back PNG instead of failing, so the
 * returned type is checked: a file is never labelled with a format it is not.
 */

export type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;

export class EncodeUnsupported extends Error {
  constructor(format: CanvasFormat) {
    super(`This browser cannot write ${CANVAS_LABEL[format]} images. Choose another format, or try another browser.`);
    this.name = "EncodeUnsupported";
  }
}

/** `quality` 1–100 for the lossy formats (ignored by PNG). */
export async function encodeCanvas(canvas: AnyCanvas, format: CanvasFormat, quality: number): Promise<Blob> {
  const type = CANVAS_MIME[format];
  const blob =
    "toBlob" in canvas
      ? await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality / 100))
      : await canvas.convertToBlob({ type, quality: quality / 100 });
  if (!blob) throw new Error("The browser could not encode this image: it may be too large for its memory.");
  if (blob.type !== type) throw new EncodeUnsupported(format);
  return blob;
}

const support = new Map<CanvasFormat, Promise<boolean>>();

/** Whether this browser's canvas writes the format (Chrome and Firefox write no AVIF today; Safari writes no WebP before 17). */
export function canEncode(format: CanvasFormat): Promise<boolean> {
  let known = support.get(format);
  if (!known) {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    known = encodeCanvas(canvas, format, 80).then(
      () => true,
      () => false,
    );
    support.set(format, known);
  }
  return known;
}

/** The canvas's 2-D context; a browser that cannot make one (out of memory for its size) gets a message to show. */
export function context2d(canvas: AnyCanvas): CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser could not give us a canvas to draw the image on: it may be too large for its memory.");
  return context;
}
