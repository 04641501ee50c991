import "server-only";
import sharp, { type Metadata, type Sharp } from "sharp";
import { UserFacingError } from "@/lib/platform/errors";
import { BOUND_MESSAGES, MAX_OUTPUT_PIXELS } from "@/lib/platform/input-bounds";
import { FORMAT_LABEL, INPUT_MESSAGES, OUTPUT_MIME, type InputFormat } from "../logic/formats";
import { encodeIco } from "../logic/ico";
import { ICO_SIZES, LIMITS, resizedSize, type ConvertOptions } from "../logic/options";
import { searchQuality } from "@/lib/engines/image/target-size";

/**
 * The paid conversions, with sharp (libvips), run in the heavy-work pool (convert-task.ts): the header's size is
 * checked against the decoded-pixel and output-pixel limits before any pixel is decoded; then decode with the pixel limit, rotate by EXIF orientation, resize, flatten
 * onto the background when the output has no alpha, encode; metadata (EXIF with GPS, XMP, ICC) is dropped unless the
 * caller asks to keep it. Target-size mode searches the quality (lib/engines/image/target-size.ts).
 */

export interface Converted {
  data: Buffer;
  mime: string;
  width: number;
  height: number;
  /** The quality used (target-size mode: the one the search settled on). */
  quality: number | null;
  /** Target-size mode: whether the output fits the target. */
  fitsTarget: boolean | null;
  notes: string[];
}

function open(input: Buffer): Sharp {
  // animated: false → the first frame of a GIF/WebP animation; failOn "error" refuses truncated files.
  return sharp(input, { limitInputPixels: LIMITS.maxPixels, animated: false, failOn: "error" });
}

async function encode(base: Sharp, options: ConvertOptions, quality: number): Promise<Buffer> {
  const image = base.clone();
  switch (options.format) {
    case "png":
      return image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
    case "jpeg":
      return image.jpeg({ quality, mozjpeg: true }).toBuffer();
    case "webp":
      return image.webp({ quality }).toBuffer();
    case "avif":
      return image.avif({ quality, effort: 4 }).toBuffer();
    case "ico":
      throw new Error("ICO is written by encodeFavicon");
  }
}

/** A multi-size favicon: the image fitted into squares of 16–256 px (transparent padding), each stored as PNG. */
async function encodeFavicon(base: Sharp): Promise<Buffer> {
  const images = [];
  for (const size of ICO_SIZES) {
    const png = await base
      .clone()
      .resize(size, size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    images.push({ width: size, height: size, png });
  }
  return Buffer.from(encodeIco(images));
}

function decodeError(error: unknown): UserFacingError {
  const message = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(message)) {
    return new UserFacingError(`This image has more than ${LIMITS.maxPixels.toLocaleString("en-US")} pixels (10,000 × 10,000), more than we convert.`);
  }
  if (/heif|hevc|heic/i.test(message)) return new UserFacingError(INPUT_MESSAGES.heic);
  return new UserFacingError(INPUT_MESSAGES.decode);
}

export async function convertImage(input: Buffer, inputFormat: InputFormat, options: ConvertOptions): Promise<Converted> {
  if (inputFormat === "heic") throw new UserFacingError(INPUT_MESSAGES.heic);
  const notes: string[] = [];
  let meta: Metadata;
  try {
    // The header only (no pixel is decoded), without sharp's own pixel limit: the size goes into our message below.
    meta = await sharp(input, { limitInputPixels: false, animated: false }).metadata();
  } catch (error) {
    throw decodeError(error);
  }
  if ((meta.pages ?? 1) > 1 && (inputFormat === "gif" || inputFormat === "webp")) notes.push(`Animated ${FORMAT_LABEL[inputFormat]}: converted the first frame only.`);
  if (meta.width * meta.height > LIMITS.maxPixels) throw new UserFacingError(BOUND_MESSAGES.imageTooLarge(meta.width, meta.height, LIMITS.maxPixels));

  // autoOrient applies the EXIF orientation to the pixels (a photo taken sideways comes out upright).
  let base = open(input).autoOrient();
  const oriented = (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const size = options.format === "ico" ? oriented : resizedSize(oriented, options.width, options.height);
  if (size.width * size.height > MAX_OUTPUT_PIXELS) throw new UserFacingError(BOUND_MESSAGES.outputTooLarge(size.width, size.height));
  if (size.width !== oriented.width || size.height !== oriented.height) base = base.resize(size.width, size.height, { fit: "fill" });
  if (options.format === "jpeg") base = base.flatten({ background: options.background });
  if (options.keepMetadata) base = base.keepMetadata();

  try {
    if (options.format === "ico") {
      const data = await encodeFavicon(base);
      return { data, mime: OUTPUT_MIME.ico, width: 256, height: 256, quality: null, fitsTarget: null, notes };
    }
    if (options.targetKb !== null && options.format !== "png") {
      const target = Math.floor(options.targetKb * 1024);
      const found = await searchQuality(async (quality) => {
        const output = await encode(base, options, quality);
        return { size: output.byteLength, output };
      }, target);
      if (!found.fits) notes.push(`Even at quality 1 this is ${Math.ceil(found.size / 1024)} KB, over the target: make it smaller (width or height) to fit.`);
      return { data: found.output, mime: OUTPUT_MIME[options.format], ...size, quality: found.quality, fitsTarget: found.fits, notes };
    }
    const data = await encode(base, options, options.quality);
    let fitsTarget: boolean | null = null;
    if (options.targetKb !== null) {
      fitsTarget = data.byteLength <= options.targetKb * 1024;
      notes.push("PNG is lossless, so there is no quality to lower: choose JPG, WebP or AVIF for a target size.");
    }
    return { data, mime: OUTPUT_MIME[options.format], ...size, quality: null, fitsTarget, notes };
  } catch (error) {
    throw decodeError(error);
  }
}
