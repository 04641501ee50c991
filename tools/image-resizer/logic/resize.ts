import { formatBytes } from "@/lib/engines/image/sizes";

/**
 * The Image Resizer's size maths and bounds: the output size by pixels (with the aspect ratio locked or not), by
 * percent, or by the longest side, each checked against the bounds with a message that names the number at fault.
 * Pure: the page and the tests use it.
 */

const MB = 1024 * 1024;

export const LIMITS = {
  maxFileBytes: 50 * MB,
  /** Decoded pixels of the image read in: a 48-megapixel phone photo passes, a decompression bomb does not. */
  maxPixels: 50_000_000,
  /** Pixels of the image written. */
  maxOutputPixels: 50_000_000,
  /** Longest side written: browsers refuse larger canvases. */
  maxSide: 16_384,
  minPercent: 1,
  maxPercent: 1000,
} as const;

export type ResizeMode = "pixels" | "percent" | "longest";

export interface Size {
  width: number;
  height: number;
}

const count = (n: number) => n.toLocaleString("en-US");

export function fileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `${file.name} is empty: there is no image in it.`;
  if (file.size > LIMITS.maxFileBytes)
    return `${file.name} is ${formatBytes(file.size)}: the largest image this page resizes is ${formatBytes(LIMITS.maxFileBytes)}.`;
  return null;
}

export function pixelProblem(name: string, width: number, height: number): string | null {
  if (width * height <= LIMITS.maxPixels) return null;
  return `${name} is ${count(width)} × ${count(height)} pixels (${count(width * height)}); the limit is ${count(LIMITS.maxPixels)} pixels.`;
}

/** The other side for one side typed with the aspect ratio locked: rounded to whole pixels, at least 1. */
export function lockedSide(typed: number, from: number, to: number): number {
  return Math.max(1, Math.round((typed * to) / from));
}

type Parsed = { ok: true; value: number } | { ok: false; error: string };

function wholePixels(text: string, what: string): Parsed {
  const t = text.trim();
  if (t === "") return { ok: false, error: `Enter the ${what} in pixels.` };
  if (!/^\d+$/.test(t) || Number(t) < 1 || Number(t) > LIMITS.maxSide) {
    return { ok: false, error: `The ${what} must be a whole number of pixels from 1 to ${count(LIMITS.maxSide)}.` };
  }
  return { ok: true, value: Number(t) };
}

export interface ResizeFields {
  mode: ResizeMode;
  width: string;
  height: string;
  lock: boolean;
  percent: string;
  longest: string;
}

export type ResizeResult = ({ ok: true } & Size) | { ok: false; error: string; field: "width" | "height" | "percent" | "longest" | null };

/** The output size of a `source` (the crop, after any turn) for the fields as typed. */
export function outputSize(source: Size, fields: ResizeFields): ResizeResult {
  let size: Size;
  if (fields.mode === "pixels") {
    const width = fields.width.trim() === "" && fields.lock ? null : wholePixels(fields.width, "width");
    const height = fields.height.trim() === "" && fields.lock ? null : wholePixels(fields.height, "height");
    if (width && !width.ok) return { ...width, field: "width" };
    if (height && !height.ok) return { ...height, field: "height" };
    if (!width && !height) return { ok: false, error: "Enter a width or a height in pixels.", field: "width" };
    if (fields.lock && width && !height) size = { width: width.value, height: lockedSide(width.value, source.width, source.height) };
    else if (fields.lock && height && !width) size = { width: lockedSide(height.value, source.height, source.width), height: height.value };
    else size = { width: (width as { value: number }).value, height: (height as { value: number }).value };
  } else if (fields.mode === "percent") {
    // The sign is cut and the space before it trimmed in two linear steps (one regex with \s* before it is quadratic).
    const t = fields.percent.trim().replace(/%$/, "").trimEnd();
    const percent = Number(t);
    if (t === "" || !/^\d+(\.\d+)?$/.test(t) || percent < LIMITS.minPercent || percent > LIMITS.maxPercent) {
      return { ok: false, error: `Enter a percentage from ${LIMITS.minPercent} to ${count(LIMITS.maxPercent)}.`, field: "percent" };
    }
    size = { width: Math.max(1, Math.round((source.width * percent) / 100)), height: Math.max(1, Math.round((source.height * percent) / 100)) };
  } else {
    const longest = wholePixels(fields.longest, "longest side");
    if (!longest.ok) return { ...longest, field: "longest" };
    const scale = longest.value / Math.max(source.width, source.height);
    size = { width: Math.max(1, Math.round(source.width * scale)), height: Math.max(1, Math.round(source.height * scale)) };
  }
  if (size.width > LIMITS.maxSide || size.height > LIMITS.maxSide) {
    return {
      ok: false,
      error: `The result would be ${count(size.width)} × ${count(size.height)} pixels; the longest side can be ${count(LIMITS.maxSide)}.`,
      field: null,
    };
  }
  if (size.width * size.height > LIMITS.maxOutputPixels) {
    return {
      ok: false,
      error: `The result would be ${count(size.width)} × ${count(size.height)} pixels (${count(size.width * size.height)}); the limit is ${count(LIMITS.maxOutputPixels)}.`,
      field: null,
    };
  }
  return { ok: true, ...size };
}

/** "holiday.jpg" at 800 × 600 as JPG → "holiday-800x600.jpg". */
export function resizedName(name: string, size: Size, extension: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, "") || "image";
  return `${base}-${size.width}x${size.height}.${extension}`;
}
