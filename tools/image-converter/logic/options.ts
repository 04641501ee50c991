import { MAX_DECODED_PIXELS } from "@/lib/platform/input-bounds";
import type { OutputFormat } from "./formats";

/**
 * The converter's options and their bounds. `optionsSchema` (options-schema.ts, zod) checks them, on the page while
 * they are edited and on the server before it reads a single file.
 */

const MB = 1024 * 1024;

export const LIMITS = {
  /** The free, in-browser path: one file up to this size. */
  freeFileBytes: 10 * MB,
  /** Paid (on our server): each file up to this size… */
  paidFileBytes: 100 * MB,
  /** …this many files per batch… */
  maxBatchFiles: 20,
  /** …and this much in one request (all files together). */
  maxRequestBytes: 100 * MB,
  /** Decoded pixels per image (width × height): 10,000 × 10,000 passes, a decompression bomb does not. */
  maxPixels: MAX_DECODED_PIXELS,
  /** Largest output side. */
  maxSide: 16_384,
  minQuality: 1,
  maxQuality: 100,
  defaultQuality: 80,
  /** Target-size mode: the smallest and largest target, in KB. */
  minTargetKb: 1,
  maxTargetKb: 100 * 1024,
} as const;

export const ICO_SIZES = [16, 32, 48, 64, 128, 256] as const;

/** The converter's options, as the server reads them (options-schema.ts holds zod's schema to this type). */
export interface ConvertOptions {
  format: OutputFormat;
  quality: number;
  /** Resize to this width and/or height in pixels, keeping the aspect ratio; null = keep. */
  width: number | null;
  height: number | null;
  /** The colour under transparent areas for an output without alpha, #RRGGBB. */
  background: string;
  /** Target-size mode: the largest output, in KB (1 KB = 1024 bytes); null = off. */
  targetKb: number | null;
  /** Keep EXIF/ICC/XMP metadata (GPS included). Off by default: everything is stripped. */
  keepMetadata: boolean;
}

export const DEFAULT_OPTIONS: ConvertOptions = {
  format: "webp",
  quality: LIMITS.defaultQuality,
  width: null,
  height: null,
  background: "#ffffff",
  targetKb: null,
  keepMetadata: false,
};

/**
 * The output size for a requested width and/or height, keeping the aspect ratio: one side given scales the other; both
 * given fit the image inside that box. Never enlarges past the requested box, never below 1 px.
 */
export function resizedSize(source: { width: number; height: number }, width: number | null, height: number | null): { width: number; height: number } {
  const { width: w, height: h } = source;
  let scale = 1;
  if (width !== null && height !== null) scale = Math.min(width / w, height / h);
  else if (width !== null) scale = width / w;
  else if (height !== null) scale = height / h;
  else return { width: w, height: h };
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

/** The paid features a set of choices uses (the page shows the upgrade prompt, the server refuses them to free plans). */
export function paidFeaturesUsed(options: Pick<ConvertOptions, "format" | "targetKb">, files: readonly { size: number }[]): string[] {
  const used: string[] = [];
  if (options.format === "avif") used.push("AVIF output");
  if (options.format === "ico") used.push("ICO (favicon) output");
  if (options.targetKb !== null) used.push("target size");
  if (files.length > 1) used.push("batch conversion");
  if (files.some((f) => f.size > LIMITS.freeFileBytes)) used.push("files over 10 MB");
  return used;
}

/** Sizes in the words of every image tool (lib/engines/image/sizes.ts). */
export { formatBytes, savingLabel } from "@/lib/engines/image/sizes";
