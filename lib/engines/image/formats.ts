/**
 * The image formats a browser canvas can write (HTMLCanvasElement.toBlob / OffscreenCanvas.convertToBlob): their MIME
 * types, file extensions and names, and which take a quality. PNG is lossless, so a quality means nothing to it.
 */

export type CanvasFormat = "jpeg" | "png" | "webp" | "avif";

export const CANVAS_FORMATS: readonly CanvasFormat[] = ["jpeg", "png", "webp", "avif"];

export const CANVAS_MIME: Record<CanvasFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

export const CANVAS_EXTENSION: Record<CanvasFormat, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  avif: "avif",
};

export const CANVAS_LABEL: Record<CanvasFormat, string> = {
  jpeg: "JPG",
  png: "PNG",
  webp: "WebP",
  avif: "AVIF",
};

/** Lossy formats: the quality (1–100) is passed to the encoder. */
export function takesQuality(format: CanvasFormat): boolean {
  return format !== "png";
}

/** "holiday.photo.jpeg" → "holiday.photo.webp"; a name with no base becomes "image.webp". */
export function renamed(name: string, format: CanvasFormat): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, "") || "image";
  return `${base}.${CANVAS_EXTENSION[format]}`;
}

/** The canvas format of a detected input (header.ts ImageHeader.format), when a canvas can write it back. */
export function canvasFormatOf(format: string): CanvasFormat | null {
  return (CANVAS_FORMATS as readonly string[]).includes(format) ? (format as CanvasFormat) : null;
}
