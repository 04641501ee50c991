import { Unzlib, zlibSync } from "fflate";
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFStream, type PDFDocument, type PDFObject } from "pdf-lib";
import { loadPdf } from "./edit";
import { readJpegFrame, stripJpegMetadata } from "./jpeg";
import type { CompressOptions, CompressReport, KeptReason } from "./compress-options";
import { MAX_COMPRESS_IMAGE_PIXELS } from "./limits";

/**
 * Compress PDF (docs/product.md "Compress PDF"): makes a PDF smaller by re-encoding its photos and dropping what no
 * reader draws. Text, vector art and fonts are left exactly as they are.
 *
 * - JPEG images (DCTDecode) are decoded, scaled down when their longest side is over the chosen one, and written again
 *   as JPEG at the chosen quality.
 * - Uncompressed-looking photos (FlateDecode, 8 bits, DeviceRGB/DeviceGray or a 3-component ICC space, PNG predictors
 *   allowed) are unpacked and written as JPEG, but only when they look photographic: a screenshot or a chart (long
 *   runs of identical pixels) would be blurred by JPEG and stays.
 * - A new stream replaces the old one only when it is at least 5 % smaller. An image with a soft mask (SMask, its
 *   transparency) keeps that mask untouched: a PDF maps the mask onto the image's square whatever their sizes, so a
 *   smaller image under the same mask stays transparent in the same places.
 * - Left as they are, and counted by why: other colour spaces (CMYK, Indexed, Lab, a 1-component ICC space), other
 *   bit depths, other encodings (JBIG2, JPEG 2000, CCITT, chains of filters), image masks, decode arrays, colour-key
 *   masks, pre-multiplied soft masks (Matte), images over the pixel bound, and images the decoder could not read.
 * - Streams stored uncompressed (drawing instructions, fonts) are Flate-compressed, losslessly.
 * - Dropped: page thumbnails (/Thumb), the editing data other applications keep (/PieceInfo), objects nothing refers
 *   to (pdf-lib writes every object it holds, reachable or not, so they are removed here), and — only when asked —
 *   the document properties (the Info dictionary and the XMP metadata stream). Saved with object streams.
 *
 * The pixels are decoded and encoded by a `RasterCodec` handed in: OffscreenCanvas in the browser's worker
 * (components/pdf/canvas-codec.ts), sharp in the unit tests.
 */

export interface RasterCodec {
  /** A JPEG (its metadata segments removed) decoded, scaled to width × height and encoded as JPEG at `quality` (1–100). */
  jpegToJpeg(jpeg: Uint8Array, width: number, height: number, quality: number): Promise<Uint8Array>;
  /** 8-bit pixels (1 or 3 channels, rows without padding) scaled to width × height and encoded as JPEG at `quality`. */
  pixelsToJpeg(pixels: Uint8Array, channels: 1 | 3, source: { width: number; height: number }, width: number, height: number, quality: number): Promise<Uint8Array>;
}

export interface CompressResult {
  /** The compressed PDF, or the original bytes when compressing did not make it smaller. */
  bytes: Uint8Array;
  smaller: boolean;
  before: number;
  after: number;
  report: CompressReport;
}

/** A new image stream is kept only when it is at most this share of the old one. */
export const KEEP_RATIO = 0.95;
/** Share of sampled neighbouring pixels that are identical above which an image is flat colours, not a photo. */
export const FLAT_SHARE = 0.5;

const N = (name: string) => PDFName.of(name);
const K = {
  Type: N("Type"),
  Subtype: N("Subtype"),
  Image: N("Image"),
  Width: N("Width"),
  Height: N("Height"),
  BitsPerComponent: N("BitsPerComponent"),
  ColorSpace: N("ColorSpace"),
  Filter: N("Filter"),
  DecodeParms: N("DecodeParms"),
  Decode: N("Decode"),
  ImageMask: N("ImageMask"),
  Mask: N("Mask"),
  SMask: N("SMask"),
  Matte: N("Matte"),
  Length: N("Length"),
  DCTDecode: N("DCTDecode"),
  FlateDecode: N("FlateDecode"),
  DeviceRGB: N("DeviceRGB"),
  DeviceGray: N("DeviceGray"),
  ICCBased: N("ICCBased"),
  Thumb: N("Thumb"),
  PieceInfo: N("PieceInfo"),
  Metadata: N("Metadata"),
  Predictor: N("Predictor"),
  Colors: N("Colors"),
  Columns: N("Columns"),
  BitsPerComponentParm: N("BitsPerComponent"),
  N: N("N"),
};

const num = (dict: PDFDict, key: PDFName): number | undefined => {
  const value = dict.lookup(key);
  return value instanceof PDFNumber ? value.asNumber() : undefined;
};

/** The single filter of a stream (a name, or an array of one name); null for none, "chain" for several. */
function singleFilter(dict: PDFDict): PDFName | null | "chain" {
  const filter = dict.lookup(K.Filter);
  if (filter === undefined) return null;
  if (filter instanceof PDFName) return filter;
  if (filter instanceof PDFArray) {
    if (filter.size() === 0) return null;
    const only = filter.lookup(0);
    return filter.size() === 1 && only instanceof PDFName ? only : "chain";
  }
  return "chain";
}

function decodeParms(dict: PDFDict): PDFDict | undefined {
  const parms = dict.lookup(K.DecodeParms);
  if (parms instanceof PDFDict) return parms;
  if (parms instanceof PDFArray && parms.size() === 1) {
    const only = parms.lookup(0);
    return only instanceof PDFDict ? only : undefined;
  }
  return undefined;
}

/** The colour model an image's pixels are in, when it is one we re-encode: 1 or 3 channels, and whether it may become DeviceRGB. */
function colourModel(dict: PDFDict): { channels: 1 | 3; gray: "device" | "none" | "icc" } | null {
  const space = dict.lookup(K.ColorSpace);
  if (space === K.DeviceRGB) return { channels: 3, gray: "none" };
  if (space === K.DeviceGray) return { channels: 1, gray: "device" };
  if (space instanceof PDFArray && space.size() === 2 && space.lookup(0) === K.ICCBased) {
    const profile = space.lookup(1);
    const n = profile instanceof PDFStream ? num(profile.dict, K.N) : undefined;
    if (n === 3) return { channels: 3, gray: "none" };
    if (n === 1) return { channels: 1, gray: "icc" };
  }
  return null;
}

/** The size an image is scaled to: its own, or its longest side brought down to `maxSide`. */
export function targetSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Inflates a zlib stream, refusing to make more than `limit` bytes: a small stream can unpack to gigabytes, so the
 * output is counted as it comes. Null when the data is broken or longer than the limit.
 */
export function inflateBounded(data: Uint8Array, limit: number): Uint8Array | null {
  const out = new Uint8Array(limit);
  let size = 0;
  let over = false;
  const inflater = new Unzlib((chunk) => {
    if (over) return;
    if (size + chunk.length > limit) {
      over = true;
      return;
    }
    out.set(chunk, size);
    size += chunk.length;
  });
  try {
    const step = 1 << 14;
    for (let at = 0; at < data.length && !over; at += step) inflater.push(data.subarray(at, at + step), at + step >= data.length);
  } catch {
    return null;
  }
  return over ? null : out.subarray(0, size);
}

/** Undoes PNG predictors (Predictor 10–15: a filter-type byte before each row). Null when the data is short or a filter type unknown. */
export function unpredictPng(data: Uint8Array, rowBytes: number, bytesPerPixel: number, rows: number): Uint8Array | null {
  if (data.length < (rowBytes + 1) * rows) return null;
  const out = new Uint8Array(rowBytes * rows);
  for (let y = 0; y < rows; y++) {
    const type = data[y * (rowBytes + 1)]!;
    const src = y * (rowBytes + 1) + 1;
    const row = y * rowBytes;
    const up = row - rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const raw = data[src + x]!;
      const a = x >= bytesPerPixel ? out[row + x - bytesPerPixel]! : 0;
      const b = y > 0 ? out[up + x]! : 0;
      const c = y > 0 && x >= bytesPerPixel ? out[up + x - bytesPerPixel]! : 0;
      let v: number;
      switch (type) {
        case 0: v = raw; break;
        case 1: v = raw + a; break;
        case 2: v = raw + b; break;
        case 3: v = raw + ((a + b) >> 1); break;
        case 4: {
          const p = a + b - c;
          const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
          v = raw + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
          break;
        }
        default: return null;
      }
      out[row + x] = v & 0xff;
    }
  }
  return out;
}

/**
 * Whether pixels look like flat colours (a screenshot, a chart, a scan of text) rather than a photo: the share of
 * sampled pixels identical to their left neighbour. Photos, with their grain, almost never repeat a pixel exactly.
 */
export function looksFlat(pixels: Uint8Array, width: number, height: number, channels: number): boolean {
  const rowsToSample = Math.min(height, 256);
  let same = 0;
  let pairs = 0;
  for (let i = 0; i < rowsToSample; i++) {
    const y = Math.floor((i * height) / rowsToSample);
    const row = y * width * channels;
    for (let x = 1; x < width; x++) {
      const at = row + x * channels;
      let equal = true;
      for (let c = 0; c < channels; c++) if (pixels[at + c] !== pixels[at + c - channels]) equal = false;
      if (equal) same++;
      pairs++;
    }
  }
  return pairs > 0 && same / pairs >= FLAT_SHARE;
}

type Outcome = { stream: PDFRawStream; channels: number } | KeptReason;

function newImage(doc: PDFDocument, old: PDFDict, jpeg: Uint8Array, keepSpace: boolean): { stream: PDFRawStream; channels: number } | KeptReason {
  const frame = readJpegFrame(jpeg);
  if (!frame || (frame.components !== 1 && frame.components !== 3)) return "unreadable";
  const dict = old.clone(doc.context);
  dict.set(K.Width, PDFNumber.of(frame.width));
  dict.set(K.Height, PDFNumber.of(frame.height));
  dict.set(K.BitsPerComponent, PDFNumber.of(8));
  dict.set(K.Filter, K.DCTDecode);
  dict.delete(K.DecodeParms);
  dict.delete(K.Length);
  if (!keepSpace) dict.set(K.ColorSpace, frame.components === 3 ? K.DeviceRGB : K.DeviceGray);
  return { stream: PDFRawStream.of(dict, jpeg), channels: frame.components };
}

async function reencode(doc: PDFDocument, image: PDFRawStream, options: CompressOptions, codec: RasterCodec): Promise<Outcome> {
  const dict = image.dict;
  if (dict.lookup(K.ImageMask)?.toString() === "true" || dict.has(K.Decode) || dict.lookup(K.Mask) instanceof PDFArray) return "mask";
  const smask = dict.lookup(K.SMask);
  if (smask instanceof PDFStream && smask.dict.has(K.Matte)) return "mask";
  const filter = singleFilter(dict);
  if (filter !== K.DCTDecode && filter !== K.FlateDecode) return "encoding";
  if (num(dict, K.BitsPerComponent) !== 8) return "depth";
  const model = colourModel(dict);
  if (!model) return "colour";
  const width = num(dict, K.Width) ?? 0;
  const height = num(dict, K.Height) ?? 0;
  if (!(width >= 1 && height >= 1 && Number.isInteger(width) && Number.isInteger(height))) return "unreadable";
  if (width * height > MAX_COMPRESS_IMAGE_PIXELS) return "pixels";
  const target = targetSize(width, height, options.maxSide);

  let jpeg: Uint8Array;
  try {
    if (filter === K.DCTDecode) {
      const frame = readJpegFrame(image.contents);
      if (!frame || frame.precision !== 8 || frame.arithmetic || frame.components !== model.channels) return "unreadable";
      if (frame.width * frame.height > MAX_COMPRESS_IMAGE_PIXELS) return "pixels";
      const stripped = stripJpegMetadata(image.contents);
      if (!stripped) return "unreadable";
      jpeg = await codec.jpegToJpeg(stripped, target.width, target.height, options.quality);
    } else {
      const parms = decodeParms(dict);
      const predictor = parms ? (num(parms, K.Predictor) ?? 1) : 1;
      const rowBytes = width * model.channels;
      if (predictor >= 10) {
        if ((num(parms!, K.Colors) ?? 1) !== model.channels || (num(parms!, K.BitsPerComponentParm) ?? 8) !== 8 || (num(parms!, K.Columns) ?? 1) !== width) return "encoding";
      } else if (predictor !== 1) return "encoding";
      const packed = predictor >= 10 ? (rowBytes + 1) * height : rowBytes * height;
      const inflated = inflateBounded(image.contents, packed);
      if (!inflated || inflated.length < packed) return "unreadable";
      const pixels = predictor >= 10 ? unpredictPng(inflated, rowBytes, model.channels, height) : inflated;
      if (!pixels) return "unreadable";
      if (looksFlat(pixels, width, height, model.channels)) return "flat";
      jpeg = await codec.pixelsToJpeg(pixels, model.channels, { width, height }, target.width, target.height, options.quality);
    }
  } catch {
    return "unreadable";
  }
  if (jpeg.length > image.contents.length * KEEP_RATIO) return "smaller";
  const made = newImage(doc, dict, jpeg, true);
  if (typeof made === "string") return made;
  // The codec may write grey pixels as RGB (a canvas always does): a device grey image becomes DeviceRGB, which draws
  // the same; a grey ICC profile cannot describe three channels, so that image stays as it was.
  if (made.channels !== model.channels) {
    if (model.gray !== "device") return "colour";
    made.stream.dict.set(K.ColorSpace, made.channels === 3 ? K.DeviceRGB : K.DeviceGray);
  }
  return made;
}

function isImage(object: PDFObject | undefined): object is PDFRawStream {
  return object instanceof PDFRawStream && object.dict.lookup(K.Subtype) === K.Image;
}

/** Every object reachable from the trailer's Root and Info; the rest are deleted. Returns how many were. */
function dropUnreachable(doc: PDFDocument): number {
  const { context } = doc;
  const seen = new Set<PDFRef>();
  const stack: PDFObject[] = [];
  const roots = [context.trailerInfo.Root, context.trailerInfo.Info].filter((r): r is PDFObject => r !== undefined);
  stack.push(...roots);
  while (stack.length > 0) {
    const object = stack.pop()!;
    if (object instanceof PDFRef) {
      if (seen.has(object)) continue;
      seen.add(object);
      const target = context.lookup(object);
      if (target) stack.push(target);
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) stack.push(value);
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    }
  }
  let dropped = 0;
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!seen.has(ref)) {
      context.delete(ref);
      dropped++;
    }
  }
  return dropped;
}

/** Streams stored without a filter are Flate-compressed (lossless), when that makes them at least 5 % smaller. */
function packStreams(doc: PDFDocument): number {
  const { context } = doc;
  let packed = 0;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.has(K.Filter) || object.contents.length < 64) continue;
    const deflated = zlibSync(object.contents, { level: 6 });
    if (deflated.length > object.contents.length * KEEP_RATIO) continue;
    const dict = object.dict.clone(context);
    dict.set(K.Filter, K.FlateDecode);
    dict.delete(K.DecodeParms);
    dict.delete(K.Length);
    context.assign(ref, PDFRawStream.of(dict, deflated));
    packed++;
  }
  return packed;
}

/** Compresses one PDF. Refuses an encrypted, damaged or too long PDF with the page tools' messages (edit.ts). */
export async function compressPdf(bytes: Uint8Array, name: string, options: CompressOptions, codec: RasterCodec): Promise<CompressResult> {
  const before = bytes.length;
  const doc = await loadPdf(bytes, name);
  const { context } = doc;
  const report: CompressReport = {
    images: 0,
    reencoded: 0,
    kept: { smaller: 0, flat: 0, colour: 0, depth: 0, encoding: 0, mask: 0, pixels: 0, unreadable: 0 },
    thumbnails: 0,
    unusedObjects: 0,
    streamsPacked: 0,
    propertiesRemoved: false,
  };

  for (const page of doc.getPages()) {
    if (page.node.has(K.Thumb)) {
      page.node.delete(K.Thumb);
      report.thumbnails++;
    }
  }
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null;
    dict?.delete(K.PieceInfo);
  }
  if (options.removeProperties) {
    doc.catalog.delete(K.Metadata);
    context.trailerInfo.Info = undefined;
    report.propertiesRemoved = true;
  }
  // Images nothing draws are not worth the work: drop them first.
  report.unusedObjects = dropUnreachable(doc);

  // An image that is another's soft mask or stencil mask is part of that image's transparency: never re-encoded.
  const masks = new Set<PDFRef>();
  const images: [PDFRef, PDFRawStream][] = [];
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!isImage(object)) continue;
    images.push([ref, object]);
    for (const key of [K.SMask, K.Mask]) {
      const mask = object.dict.get(key);
      if (mask instanceof PDFRef) masks.add(mask);
    }
  }
  for (const [ref, image] of images) {
    if (masks.has(ref)) continue;
    report.images++;
    const outcome = await reencode(doc, image, options, codec);
    if (typeof outcome === "string") {
      report.kept[outcome]++;
      continue;
    }
    context.assign(ref, outcome.stream);
    report.reencoded++;
  }

  report.streamsPacked = packStreams(doc);
  // A replaced image can leave its own pieces behind (an indirect /Length, a /DecodeParms dictionary).
  report.unusedObjects += dropUnreachable(doc);

  const out = await doc.save({ useObjectStreams: true });
  const smaller = out.length < before;
  return { bytes: smaller ? out : bytes, smaller, before, after: smaller ? out.length : before, report };
}
