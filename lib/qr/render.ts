import { deflateSync } from "node:zlib";
import QRCode from "qrcode";
import { lowerLevels, tooLargeMessage } from "./capacity";
import { checkContrast, contrastWarnings, parseHex, type Rgba } from "./color";
import { QrInputError } from "./errors";
import { buildPayload } from "./payload";
import { marginAdvice, recommendedSize, scanAdvice } from "./scan-advice";
import {
  qrRequestSchema,
  REQUIRED_MESSAGE,
  type ErrorCorrection,
  type QrContent,
  type QrOptions,
  type QrRequest,
  type QrStyle,
} from "./schema";
import { z } from "zod";

/**
 * QR generation on the server: the `qrcode` package encodes (versions 1–40, mask selection, mixed segments) and this
 * module draws the module matrix as SVG and as PNG. The PNG is a 1-bit palette image written directly (two colours,
 * repeated rows filtered to zeros): a 2000 px code is a few kilobytes and takes milliseconds, where the generic
 * RGBA path of the package takes about half a second. `generateQr` is the one entry point of the server action,
 * the download route and the REST API.
 */

export interface EncodedQr {
  payload: string;
  errorCorrection: ErrorCorrection;
  /** 1–40. */
  version: number;
  /** Modules per side, without the margin. */
  size: number;
  /** size × size, 1 = dark module, row by row. */
  modules: Uint8Array;
}

/** Encodes `payload`; throws QrInputError naming the capacity (and a lower level that fits) when it is too large. */
export function encodeQr(payload: string, errorCorrection: ErrorCorrection): EncodedQr {
  const attempt = (level: ErrorCorrection) => {
    try {
      return QRCode.create(payload, { errorCorrectionLevel: level });
    } catch (error) {
      if (error instanceof Error && /too big/i.test(error.message)) return null;
      throw error;
    }
  };
  const qr = attempt(errorCorrection);
  if (!qr) {
    const fitsAt = lowerLevels(errorCorrection).find((level) => attempt(level) !== null) ?? null;
    throw new QrInputError(tooLargeMessage(payload, errorCorrection, fitsAt), { errorCorrection: "Too much data for this level" });
  }
  return { payload, errorCorrection, version: qr.version, size: qr.modules.size, modules: qr.modules.data };
}

/** Pixel size of the image: the requested size, but never less than one pixel per module. */
export function imageSize(qr: EncodedQr, margin: number, requested: number): number {
  return Math.max(requested, qr.size + 2 * margin);
}

function colours(style: QrStyle): { fg: Rgba; bg: Rgba } {
  const fg = parseHex(style.foreground);
  const bg = parseHex(style.background);
  if (!fg || !bg) throw new QrInputError("Colours must be hex colours like #000000");
  return { fg, bg };
}

function svgFill(attribute: "fill", colour: Rgba): string {
  const hex = `#${[colour.r, colour.g, colour.b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
  return colour.a === 255 ? `${attribute}="${hex}"` : `${attribute}="${hex}" ${attribute}-opacity="${+(colour.a / 255).toFixed(3)}"`;
}

/**
 * An SVG whose user units are modules: one background square and one path of dark runs per row
 * (`M x y h len v1 h -len z`). `size` sets width and height; the drawing scales without loss.
 */
export function renderSvg(qr: EncodedQr, style: QrStyle, size: number): string {
  const { fg, bg } = colours(style);
  const total = qr.size + 2 * style.margin;
  let d = "";
  for (let row = 0; row < qr.size; row++) {
    let col = 0;
    while (col < qr.size) {
      if (!qr.modules[row * qr.size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < qr.size && qr.modules[row * qr.size + col]) col++;
      const run = col - start;
      d += `M${start + style.margin} ${row + style.margin}h${run}v1h-${run}z`;
    }
  }
  const background = bg.a === 0 ? "" : `<path ${svgFill("fill", bg)} d="M0 0h${total}v${total}H0z"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">` +
    `${background}<path ${svgFill("fill", fg)} d="${d}"/></svg>\n`
  );
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buffers: Buffer[]): number {
  let crc = 0xffffffff;
  for (const buffer of buffers) for (let i = 0; i < buffer.length; i++) crc = CRC_TABLE[(crc ^ buffer[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const name = Buffer.from(type, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32([name, data]));
  return Buffer.concat([length, name, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG of exactly imageSize(qr, margin, size) pixels: palette (0 = background, 1 = foreground), 1 bit per pixel,
 * transparency through tRNS. Pixels map to modules by nearest neighbour, like the package's own renderer.
 */
export function renderPng(qr: EncodedQr, style: QrStyle, size: number): Buffer {
  const { fg, bg } = colours(style);
  const total = qr.size + 2 * style.margin;
  const width = imageSize(qr, style.margin, size);
  const stride = Math.ceil(width / 8);
  // Module column of every pixel column (-1 inside the margin).
  const moduleOf = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    const m = Math.floor((x * total) / width) - style.margin;
    moduleOf[x] = m >= 0 && m < qr.size ? m : -1;
  }
  const raw = Buffer.alloc((stride + 1) * width);
  let previousModuleRow = -2;
  for (let y = 0; y < width; y++) {
    const offset = y * (stride + 1);
    const m = Math.floor((y * total) / width) - style.margin;
    const moduleRow = m >= 0 && m < qr.size ? m : -1;
    if (moduleRow === previousModuleRow) {
      raw[offset] = 2; // "Up" filter: the row equals the one above, every byte is 0.
      continue;
    }
    previousModuleRow = moduleRow;
    raw[offset] = 0;
    if (moduleRow < 0) continue; // margin row: all background (index 0)
    const base = moduleRow * qr.size;
    for (let x = 0; x < width; x++) {
      const col = moduleOf[x];
      if (col >= 0 && qr.modules[base + col]) raw[offset + 1 + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header.set([1, 3, 0, 0, 0], 8); // bit depth 1, colour type 3 (palette), deflate, adaptive filtering, no interlace
  const palette = Buffer.from([bg.r, bg.g, bg.b, fg.r, fg.g, fg.b]);
  const parts = [PNG_SIGNATURE, chunk("IHDR", header), chunk("PLTE", palette)];
  if (bg.a < 255 || fg.a < 255) parts.push(chunk("tRNS", Buffer.from([bg.a, fg.a])));
  parts.push(chunk("IDAT", deflateSync(raw, { level: 6 })), chunk("IEND", Buffer.alloc(0)));
  return Buffer.concat(parts);
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Field messages from a zod error, keyed by the field name without its "content." / "options." prefix. */
function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.filter((p) => p !== "content" && p !== "options").join(".") || "_";
    fields[path] ??= issue.message;
  }
  return fields;
}

/** Validates a request: throws QrInputError with the spec's message when required fields are empty. */
export function parseQrRequest(input: unknown): QrRequest {
  const parsed = qrRequestSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error);
  const messages = Object.values(fieldErrors);
  const message = messages.includes(REQUIRED_MESSAGE) ? REQUIRED_MESSAGE : (messages[0] ?? REQUIRED_MESSAGE);
  throw new QrInputError(message, fieldErrors);
}

/** A request that passed every check and is ready to render. */
export interface PreparedQr {
  content: QrContent;
  options: QrOptions;
  qr: EncodedQr;
  /** Scanning advice about the colours (low contrast, inverted); advice about the size comes with rendering. */
  warnings: string[];
}

/** Scanning advice about the module size at `size` pixels and about the margin (see scan-advice.ts). */
export function sizeWarnings(qr: EncodedQr, margin: number, size: number): string[] {
  const actual = imageSize(qr, margin, size);
  const total = qr.size + 2 * margin;
  if (actual > size) {
    return [
      `This code has ${total} modules per side including the margin, more than ${size} pixels: the image is ${actual} px so that every module is at least one pixel. Choose ${recommendedSize(qr.size, margin)} px or more for a reliable scan.`,
      ...scanAdvice(qr.size, margin, actual).filter((advice) => advice === marginAdvice(margin)),
    ];
  }
  return scanAdvice(qr.size, margin, size);
}

/** Validation, payload, colour check and encoding: everything that can refuse a request, without rendering. */
export function prepareQr(input: unknown): PreparedQr {
  const { content, options } = parseQrRequest(input);
  const contrast = checkContrast(options.foreground, options.background);
  if (!contrast) throw new QrInputError("Colours must be hex colours like #000000");
  const warnings = contrastWarnings(contrast);
  if (contrast.level === "invisible") throw new QrInputError(warnings[0], { foreground: warnings[0] });
  const qr = encodeQr(buildPayload(content), options.errorCorrection);
  return { content, options, qr, warnings };
}

export interface GeneratedQr {
  type: QrContent["type"];
  payload: string;
  options: QrOptions;
  version: number;
  /** Modules per side, without the margin. */
  modules: number;
  svg: string;
  png: Buffer;
  /** Pixel size of the PNG (the requested size unless the code needs more pixels than that). */
  pngSize: number;
  warnings: string[];
}

export function renderPrepared({ content, options, qr, warnings }: PreparedQr): GeneratedQr {
  return {
    type: content.type,
    payload: qr.payload,
    options,
    version: qr.version,
    modules: qr.size,
    svg: renderSvg(qr, options, options.size),
    png: renderPng(qr, options, options.size),
    pngSize: imageSize(qr, options.margin, options.size),
    warnings: [...warnings, ...sizeWarnings(qr, options.margin, options.size)],
  };
}

/** Validates, builds the payload, checks colours and capacity, and renders SVG and PNG at the requested size. */
export function generateQr(input: unknown): GeneratedQr {
  return renderPrepared(prepareQr(input));
}

/** Renders an already generated (stored or signed) payload with its style at any download size. */
export function renderDownload(payload: string, style: QrStyle, format: "png" | "svg", size: number): Buffer | string {
  const qr = encodeQr(payload, style.errorCorrection);
  return format === "png" ? renderPng(qr, style, size) : renderSvg(qr, style, size);
}
