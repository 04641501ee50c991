import { CANVAS_LABEL, type CanvasFormat } from "@/lib/engines/image/formats";
import { formatBytes } from "@/lib/engines/image/sizes";

/**
 * The Image Compressor's rules, apart from the pixels: its bounds, which format each file is written in, reading the
 * target size, and the honest outcome — a re-encode that is not smaller than the original is never handed out as
 * "compressed", the original is kept instead. Pure: the page, its worker and the tests use it.
 */

const MB = 1024 * 1024;

export const LIMITS = {
  /** Files per batch. */
  maxFiles: 50,
  /** Bytes per file. */
  maxFileBytes: 50 * MB,
  /** Decoded pixels per image: a 48-megapixel phone photo passes, a decompression bomb does not. */
  maxPixels: 50_000_000,
  minQuality: 1,
  maxQuality: 100,
  defaultQuality: 75,
  /** Target size, in KB (1 KB = 1,024 bytes). */
  minTargetKb: 1,
  maxTargetKb: 50 * 1024,
} as const;

/** "same" writes each file in its own format. */
export type OutputChoice = "same" | CanvasFormat;

export type Mode = "quality" | "target";

const count = (n: number) => n.toLocaleString("en-US");

/** The batch's size, checked before any file is read. */
export function batchProblem(files: readonly unknown[]): string | null {
  return files.length > LIMITS.maxFiles ? `That is ${count(files.length)} files: compress up to ${LIMITS.maxFiles} at a time.` : null;
}

/** One file's bytes, checked before it is read: empty, or over the size bound. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `${file.name} is empty: there is no image in it.`;
  if (file.size > LIMITS.maxFileBytes) {
    return `${file.name} is ${formatBytes(file.size)}: the largest file this page compresses is ${formatBytes(LIMITS.maxFileBytes)}.`;
  }
  return null;
}

/** The pixel bound, from the header's size (before decoding) or the decoded size. */
export function pixelProblem(name: string, width: number, height: number): string | null {
  if (width * height <= LIMITS.maxPixels) return null;
  return `${name} is ${count(width)} × ${count(height)} pixels (${count(width * height)}); the limit is ${count(LIMITS.maxPixels)} pixels. Make it smaller with the Image Resizer first.`;
}

/** The message for a file whose bytes are not a JPG, PNG, WebP or AVIF image. */
export function notSupportedMessage(name: string, detected: string | null): string {
  if (detected === "gif" || detected === "bmp") {
    return `${name} is a ${detected.toUpperCase()}: this page compresses JPG, PNG, WebP and AVIF. Convert it with the Image Converter first.`;
  }
  return `${name} isn't a JPG, PNG, WebP or AVIF image: its bytes match none of them.`;
}

/** The format a file is written in: its own for "same", else the chosen one. */
export function outputFormat(input: CanvasFormat, choice: OutputChoice): CanvasFormat {
  return choice === "same" ? input : choice;
}

/** The target size field: whole or decimal KB within the bounds, as bytes. */
export function parseTargetKb(text: string): { ok: true; bytes: number } | { ok: false; error: string } {
  // The unit is cut and the space before it trimmed in two linear steps (one regex with \s* before it is quadratic).
  const trimmed = text.trim().replace(/kb$/i, "").trimEnd();
  if (trimmed === "") return { ok: false, error: "Enter the largest size you want, in KB." };
  if (!/^\d+(\.\d+)?$/.test(trimmed))
    return {
      ok: false,
      error: `“${text.trim()}” isn't a size in KB: enter a number such as 200.`,
    };
  const kb = Number(trimmed);
  if (kb < LIMITS.minTargetKb || kb > LIMITS.maxTargetKb) {
    return {
      ok: false,
      error: `Enter a size from ${LIMITS.minTargetKb} to ${count(LIMITS.maxTargetKb)} KB.`,
    };
  }
  return { ok: true, bytes: Math.floor(kb * 1024) };
}

/** Target size searches the quality, so it needs a lossy output: a file written as PNG cannot aim at a size. */
export function targetProblem(formats: readonly CanvasFormat[]): string | null {
  return formats.includes("png") ? "PNG is lossless, so it has no quality to lower: for a target size choose JPG, WebP or AVIF as the output." : null;
}

/** One encode of one file: its size, the quality used, and in target mode whether it fits. */
export interface Encoded {
  format: CanvasFormat;
  size: number;
  quality: number | null;
  /** Target mode only: the output is at most the target. */
  fits?: boolean;
}

export type Outcome =
  | {
      kind: "compressed";
      format: CanvasFormat;
      size: number;
      note: string | null;
    }
  | { kind: "kept"; size: number; note: string };

/**
 * What the visitor gets for one file. The original is kept whenever the re-encode is not smaller (a file already
 * compressed harder, a PNG re-saved): a bigger file is never handed out as compressed. In target mode, an output that
 * does not fit even at the lowest quality is said to miss the target.
 */
export function decide(original: { size: number; format: CanvasFormat }, encoded: Encoded, targetBytes: number | null): Outcome {
  const label = CANVAS_LABEL[encoded.format];
  const at = encoded.quality === null ? label : `${label} at quality ${encoded.quality}`;
  if (encoded.size >= original.size) {
    const fitsAnyway = targetBytes !== null && original.size <= targetBytes;
    return {
      kind: "kept",
      size: original.size,
      note:
        `Kept the original (${formatBytes(original.size)}): as ${at} it came to ${formatBytes(encoded.size)}, no smaller.` +
        (targetBytes === null
          ? ""
          : fitsAnyway
            ? " It is already under the target."
            : ` Even the lowest quality does not reach ${formatBytes(targetBytes)}: make the image smaller with the Image Resizer.`),
    };
  }
  if (targetBytes !== null && encoded.fits === false) {
    return {
      kind: "compressed",
      format: encoded.format,
      size: encoded.size,
      note: `Over the target: even at the lowest quality it is ${formatBytes(encoded.size)}, more than ${formatBytes(targetBytes)}. Make the image smaller with the Image Resizer.`,
    };
  }
  return {
    kind: "compressed",
    format: encoded.format,
    size: encoded.size,
    note: targetBytes === null ? null : `Quality ${encoded.quality}: the highest that fits ${formatBytes(targetBytes)}.`,
  };
}
