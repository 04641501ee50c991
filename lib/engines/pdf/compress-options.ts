import { formatCount, MAX_COMPRESS_IMAGE_PIXELS } from "./limits";

/**
 * Compress PDF's choices, reasons and words (docs/product.md "Compress PDF"), apart from the engine (compress.ts) so
 * the page can show them without loading pdf-lib.
 */

export interface CompressOptions {
  /** The longest side, in pixels, an image may keep. */
  maxSide: number;
  /** JPEG quality, 1–100. */
  quality: number;
  /** Remove the Info dictionary (title, author, …) and the XMP metadata stream. */
  removeProperties: boolean;
}

export type CompressLevel = "less" | "recommended" | "extreme" | "custom";

/**
 * The levels, as ilovepdf's and Acrobat's: a longest side and a JPEG quality. A longest side is said in pixels, and
 * in the pixels per inch it gives an image drawn across a whole A4 page (8.27 in wide).
 */
export const COMPRESS_LEVELS: Record<Exclude<CompressLevel, "custom">, { label: string; maxSide: number; quality: number; hint: string }> = {
  less: { label: "Less compression", maxSide: 3000, quality: 85, hint: "Images up to 3,000 px (≈ 360 ppi across A4), JPEG quality 85: for print." },
  recommended: { label: "Recommended", maxSide: 2000, quality: 72, hint: "Images up to 2,000 px (≈ 240 ppi across A4), JPEG quality 72: sharp on screen and in most prints." },
  extreme: { label: "Extreme", maxSide: 1200, quality: 50, hint: "Images up to 1,200 px (≈ 145 ppi across A4), JPEG quality 50: smallest, for reading on screen." },
};

export const CUSTOM_BOUNDS = { minQuality: 10, maxQuality: 95, minSide: 200, maxSide: 10_000 } as const;

export const COMPRESS_MESSAGES = {
  maxSide: `Write the longest side images may keep: a whole number of pixels from ${CUSTOM_BOUNDS.minSide} to ${CUSTOM_BOUNDS.maxSide.toLocaleString("en-US")}.`,
  alreadySmall: "This PDF is already as small as we can make it.",
} as const;

/** The longest side typed for Custom, read as a whole number within the bounds. */
export function readMaxSide(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = text.trim().replace(/,/g, "");
  const value = /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(value >= CUSTOM_BOUNDS.minSide && value <= CUSTOM_BOUNDS.maxSide)) return { ok: false, error: COMPRESS_MESSAGES.maxSide };
  return { ok: true, value };
}

/** Why an image was left as it was. */
export type KeptReason = "colour" | "depth" | "encoding" | "mask" | "pixels" | "flat" | "smaller" | "unreadable";

export const KEPT_REASONS: Record<KeptReason, string> = {
  smaller: "already as small as re-encoding makes them",
  flat: "flat colours (screenshots, charts) that JPEG would blur",
  colour: "a colour space we do not re-encode (CMYK, indexed, Lab or a grey ICC profile)",
  depth: "not 8 bits per channel (e.g. 1-bit scans)",
  encoding: "an encoding we do not re-encode (JBIG2, JPEG 2000, CCITT fax or a chain of filters)",
  mask: "masks, decode arrays or colour-key transparency",
  pixels: `over ${formatCount(MAX_COMPRESS_IMAGE_PIXELS / 1e6)} million pixels, more than we decode in a browser`,
  unreadable: "image data the browser could not decode",
};

export interface CompressReport {
  images: number;
  reencoded: number;
  kept: Record<KeptReason, number>;
  thumbnails: number;
  unusedObjects: number;
  /** Streams the file held uncompressed (drawing instructions, fonts), now Flate-compressed. */
  streamsPacked: number;
  propertiesRemoved: boolean;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The report in words, one line a fact, as the result shows it. */
export function describeReport(report: CompressReport): string[] {
  const lines: string[] = [];
  if (report.images === 0) lines.push("No images in this PDF to re-encode.");
  else lines.push(`${plural(report.reencoded, "image", "images")} of ${formatCount(report.images)} re-encoded as JPEG.`);
  for (const [reason, n] of Object.entries(report.kept) as [KeptReason, number][]) {
    if (n > 0) lines.push(`${plural(n, "image", "images")} left as ${n === 1 ? "it was" : "they were"}: ${KEPT_REASONS[reason]}.`);
  }
  const dropped = [
    report.thumbnails > 0 ? plural(report.thumbnails, "page thumbnail", "page thumbnails") : "",
    report.unusedObjects > 0 ? plural(report.unusedObjects, "unused object", "unused objects") : "",
    report.propertiesRemoved ? "the document properties" : "",
  ].filter(Boolean);
  if (dropped.length > 0) lines.push(`Dropped ${dropped.join(", ")}.`);
  if (report.streamsPacked > 0) lines.push(`${plural(report.streamsPacked, "uncompressed stream", "uncompressed streams")} compressed losslessly.`);
  return lines;
}

/** "−74 %": how much smaller, rounded down so that a saving is never overstated. */
export const savedPercent = (before: number, after: number) => Math.floor(((before - after) / before) * 100);
