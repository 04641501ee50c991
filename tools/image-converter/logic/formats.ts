/**
 * The Image Converter's formats: what it reads (from the file's bytes, never its name) and what it writes, and which
 * of those the free in-browser path covers. Pure: used by the page, the server and the tests.
 */

/** What the converter can read. */
export type InputFormat = "png" | "jpeg" | "webp" | "avif" | "gif" | "bmp" | "svg" | "ico" | "heic" | "tiff";
/** What it can write. */
export type OutputFormat = "png" | "jpeg" | "webp" | "avif" | "ico";

export const OUTPUT_FORMATS: readonly OutputFormat[] = ["png", "jpeg", "webp", "avif", "ico"];
/** Written in the browser, free, one file at a time (canvas toBlob). */
export const FREE_OUTPUT_FORMATS: readonly OutputFormat[] = ["png", "jpeg", "webp"];

export const FORMAT_LABEL: Record<InputFormat | OutputFormat, string> = {
  png: "PNG",
  jpeg: "JPG",
  webp: "WebP",
  avif: "AVIF",
  gif: "GIF",
  bmp: "BMP",
  svg: "SVG",
  ico: "ICO",
  heic: "HEIC",
  tiff: "TIFF",
};

export const OUTPUT_MIME: Record<OutputFormat, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
};

export const OUTPUT_EXTENSION: Record<OutputFormat, string> = { png: "png", jpeg: "jpg", webp: "webp", avif: "avif", ico: "ico" };

/** Formats with a quality setting (lossy encoders). */
export function hasQuality(format: OutputFormat): boolean {
  return format === "jpeg" || format === "webp" || format === "avif";
}

/** Formats without an alpha channel: transparent pixels are filled with the background colour. */
export function dropsAlpha(format: OutputFormat): boolean {
  return format === "jpeg";
}

/** `file-type`'s MIME types of the image formats we read. */
const MIME_TO_INPUT: Record<string, InputFormat> = {
  "image/png": "png",
  "image/apng": "png",
  "image/jpeg": "jpeg",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/gif": "gif",
  "image/bmp": "bmp",
  "image/x-icon": "ico",
  "image/vnd.microsoft.icon": "ico",
  "image/heic": "heic",
  "image/heic-sequence": "heic",
  "image/heif": "heic",
  "image/heif-sequence": "heic",
  "image/tiff": "tiff",
};

/** Non-image types people drop here by mistake, and the Utilify tool that handles them. */
const OTHER_TOOLS: Record<string, { label: string; tool?: { name: string; route: string } }> = {
  "application/pdf": { label: "PDF", tool: { name: "PDF Converter", route: "/pdf-converter" } },
};

export type Detected =
  | { kind: "image"; format: InputFormat }
  | { kind: "other"; label: string; tool?: { name: string; route: string } }
  | { kind: "empty" }
  | { kind: "unknown" };

/** A signature match from `file-type` (the File Type Checker's detector). */
export interface SignatureMatch {
  ext: string;
  mime: string;
}

/** SVG is text: an optional BOM, XML declaration, comments or doctype, then an `<svg` root. */
export function looksLikeSvg(head: Uint8Array): boolean {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head.subarray(0, 4096)).replace(/^\uFEFF/, "");
  const start = text.replace(/^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, "");
  return /^<svg[\s>/]/i.test(start);
}

/** What a file is, from its first bytes and the signature match `file-type` found there (null = none). */
export function detectFormat(head: Uint8Array, match: SignatureMatch | null | undefined): Detected {
  if (head.length === 0) return { kind: "empty" };
  if (match) {
    const image = MIME_TO_INPUT[match.mime];
    if (image) return { kind: "image", format: image };
    const other = OTHER_TOOLS[match.mime];
    if (other) return { kind: "other", ...other };
    return { kind: "other", label: match.ext.toUpperCase() };
  }
  if (looksLikeSvg(head)) return { kind: "image", format: "svg" };
  return { kind: "unknown" };
}

export const INPUT_MESSAGES = {
  empty: "This file is empty: there is no image in it.",
  unknown: "This isn't an image we can read: its bytes match no image format (PNG, JPG, WebP, AVIF, GIF, BMP, SVG or ICO).",
  heic: "HEIC can't be decoded in this browser, and not on our server either. Export it as JPG from Photos (or set the camera to “Most Compatible”) and convert that.",
  tiff: "TIFF can't be decoded in the browser. Converting it on our server is part of the paid plans.",
  decode: "This image is damaged or incomplete: it could not be decoded.",
} as const;

/** The message for a file that is not an image we read ("This isn't an image (detected: PDF) — try PDF Converter"). */
export function notImageMessage(detected: Exclude<Detected, { kind: "image" }>): string {
  if (detected.kind === "empty") return INPUT_MESSAGES.empty;
  if (detected.kind === "unknown") return INPUT_MESSAGES.unknown;
  return `This isn't an image (detected: ${detected.label})${detected.tool ? ` — try ${detected.tool.name}` : "."}`;
}

/**
 * Whether a GIF has more than one frame: each frame of an animation has a Graphic Control Extension (21 F9 04) before
 * its image descriptor; a still GIF has at most one.
 */
export function isAnimatedGif(bytes: Uint8Array): boolean {
  let count = 0;
  for (let i = 0; i + 2 < bytes.length; i++) {
    if (bytes[i] === 0x21 && bytes[i + 1] === 0xf9 && bytes[i + 2] === 0x04) {
      count++;
      if (count > 1) return true;
      i += 2;
    }
  }
  return false;
}

/** "photo.heic" → "photo.webp". */
export function outputName(name: string, format: OutputFormat): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, "") || "image";
  return `${base}.${OUTPUT_EXTENSION[format]}`;
}
