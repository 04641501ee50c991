import type { ImageHeader } from "@/lib/engines/image/header";
import { formatBytes } from "@/lib/engines/image/sizes";

/**
 * The AI Image Editor's upload bounds (docs/product.md "AI Image Editor"), checked before any pixel is decoded: by the
 * file's size, then by its header (lib/engines/image/header.ts). Pure: the page checks a file with them before it
 * draws it, the server checks the image and the mask again before they go to the provider.
 */

const MB = 1024 * 1024;

/** Bytes of the image (and of the mask), as the Image Converter's free uploads. */
export const MAX_UPLOAD_BYTES = 10 * MB;
/** Pixels of the longest side. */
export const MAX_SIDE = 4_096;
/** The formats the OpenAI image edit API takes. */
export const EDIT_FORMATS = ["png", "jpeg", "webp"] as const;
export type EditFormat = (typeof EDIT_FORMATS)[number];

export const EDIT_MIME: Record<EditFormat, string> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" };

const count = (n: number) => n.toLocaleString("en-US");

/** The file's size, before it is read: empty, or over 10 MB. */
export function uploadSizeProblem(name: string, bytes: number): string | null {
  if (bytes === 0) return `${name} is empty: there is no image in it.`;
  if (bytes > MAX_UPLOAD_BYTES) return `${name} is ${formatBytes(bytes)}: the AI Image Editor takes images up to ${formatBytes(MAX_UPLOAD_BYTES)}.`;
  return null;
}

export type HeaderCheck = { ok: true; format: EditFormat; width: number; height: number } | { ok: false; error: string };

/** The header read from the file's first bytes (null: none known): a PNG, JPEG or WebP of at most 4,096 px a side. */
export function checkUploadHeader(name: string, header: ImageHeader | null): HeaderCheck {
  if (!header) return { ok: false, error: `${name} isn't a PNG, JPEG or WebP image: its bytes match none of them.` };
  const format = EDIT_FORMATS.find((f) => f === header.format);
  if (!format) return { ok: false, error: `${name} is ${header.format === "avif" ? "an AVIF" : `a ${header.format.toUpperCase()}`} image: the AI Image Editor takes PNG, JPEG and WebP. Convert it with the Image Converter first.` };
  if (header.width < 1 || header.height < 1) return { ok: false, error: `${name} says it is ${count(header.width)} × ${count(header.height)} pixels: it is damaged.` };
  if (header.width > MAX_SIDE || header.height > MAX_SIDE) {
    return { ok: false, error: `${name} is ${count(header.width)} × ${count(header.height)} pixels: the AI Image Editor takes up to ${count(MAX_SIDE)} pixels a side. Make it smaller with the Image Resizer first.` };
  }
  return { ok: true, format, width: header.width, height: header.height };
}

/** The mask the server receives: a PNG of the image's own size (the edit API's rule). */
export function maskHeaderProblem(header: ImageHeader | null, image: { width: number; height: number }): string | null {
  if (header?.format !== "png") return "The mask must be a PNG image.";
  if (header.width !== image.width || header.height !== image.height) {
    return `The mask is ${count(header.width)} × ${count(header.height)} pixels but the image is ${count(image.width)} × ${count(image.height)}: they must be the same size.`;
  }
  return null;
}
