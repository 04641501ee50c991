import { deflateSync } from "node:zlib";
import { createCanvas, Image, Path2D } from "@napi-rs/canvas";
import { colours, encodeQr, imageHeight, imageSize, isPlain, prepareQr, renderSvg, sizeWarnings, type EncodedQr, type PreparedQr } from "@/tools/qr-generator/logic/encode";
import { buildScene, paintScene, type Drawables } from "@/tools/qr-generator/logic/design";
import { QrInputError, QrScanError } from "@/tools/qr-generator/logic/errors";
import { scanProblem, type ScanCanvas } from "@/tools/qr-generator/logic/scan-check";
import { resolveLogo } from "@/tools/qr-generator/logic/logo";
import type { QrContent } from "@/tools/qr-generator/logic/schema";
import { PDF_DEFAULT_MM, type QrOptions, type QrStyle } from "@/tools/qr-generator/logic/constants";
import type { DownloadFormat } from "@/tools/qr-generator/logic/schema";
import type { PdfInputs } from "@/tools/qr-generator/logic/pdf";
import { serverScenePdf } from "./render-pdf";


/**
 * QR generation on the server: the `qrcode` package encodes (versions 1–40, mask selection, mixed segments) and this
 * module (with encode.ts, browser-safe) draws the module matrix as SVG and as PNG. The PNG is a 1-bit palette image written directly (two colours,
 * repeated rows filtered to zeros): a 2000 px code is a few kilobytes and takes milliseconds, where the generic
 * RGBA path of the package takes about half a second. Styled designs (design.ts) are painted with Skia instead, and
 * every design is read back before it leaves (scanProblemOf). Requests run all of it in the heavy-work pool (jobs.ts
 * and its *-task.ts jobs); `generateQr` does it on the calling thread, for tests and scripts.
 */

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
  for (const buffer of buffers) for (let i = 0; i < buffer.length; i++) crc = CRC_TABLE[(crc ^ buffer[i]!) & 0xff]! ^ (crc >>> 8); // i < length; the table has 256 entries
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
  if (!isPlain(style)) return renderStyledPng(qr, style, size);
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
      const col = moduleOf[x]!; // moduleOf has one entry per pixel column (x < width)
      if (col >= 0 && qr.modules[base + col]) raw[offset + 1 + (x >> 3)]! |= 0x80 >> (x & 7); // within the row's bytes
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

/**
 * Logo images decoded from their data URLs (bounded in logo.ts before this). @napi-rs/canvas decodes an image's
 * pixels asynchronously while painting is synchronous, so every async entry point awaits decodeLogo before it renders
 * (painting an image not decoded yet throws instead of leaving the logo out). The last few are kept.
 */
const decoded = new Map<string, Image>();
const LOGO_UNREADABLE = "The logo image could not be read. Choose another file.";

/** Decodes the uploaded logo `image` names (a data URL), if any; a bad value is left for validation to refuse. */
export async function decodeLogo(image: unknown): Promise<void> {
  if (typeof image !== "string" || !image.startsWith("data:")) return;
  let href: string;
  try {
    const art = resolveLogo(image);
    if (art.kind === "icon") return;
    href = art.href;
  } catch {
    return;
  }
  if (decoded.has(href)) return;
  const picture = new Image();
  picture.src = Buffer.from(href.slice(href.indexOf(",") + 1), "base64");
  try {
    await picture.decode();
  } catch {
    throw new QrInputError(LOGO_UNREADABLE, { "logo.image": LOGO_UNREADABLE });
  }
  if (picture.width === 0) throw new QrInputError(LOGO_UNREADABLE, { "logo.image": LOGO_UNREADABLE });
  if (decoded.size >= 16) decoded.delete(decoded.keys().next().value!);
  decoded.set(href, picture);
}

/** The logo of a request (`{options: {logo: {image}}}`), decoded. */
export function decodeRequestLogo(input: unknown): Promise<void> {
  const options = typeof input === "object" && input !== null ? (input as { options?: { logo?: { image?: unknown } } }).options : undefined;
  return decodeLogo(options?.logo?.image);
}

function decodeImage(href: string): Image {
  const known = decoded.get(href);
  if (!known) throw new Error("A logo image is painted before decodeLogo decoded it");
  return known;
}

const drawables: Drawables = { path: (d) => new Path2D(d), image: decodeImage };

/**
 * A styled design (shapes, gradients, frame) as an RGBA PNG: design.ts's scene painted with Skia (@napi-rs/canvas),
 * anti-aliased, `size` pixels wide (never under one pixel per module).
 */
function renderStyledPng(qr: EncodedQr, style: QrStyle, size: number): Buffer {
  const scene = buildScene(qr, style);
  const width = imageSize(qr, style.margin, size);
  const canvas = createCanvas(width, imageHeight(qr, style, width));
  paintScene(canvas.getContext("2d"), scene, width / scene.width, drawables);
  return canvas.toBuffer("image/png");
}

/**
 * Why a design does not read back as its own payload (the reason and a fix), or null when it does. Renders the code
 * and decodes it: a quarter of a second of CPU for a version-40 code, so requests run it in the heavy-work pool
 * (jobs.ts); the logo must be decoded first (decodeLogo).
 */
export function scanProblemOf(qr: EncodedQr, style: QrStyle): string | null {
  return scanProblem(buildScene(qr, style), qr.payload, scanCanvas, drawables);
}

/** Refuses (QrScanError) a design that does not read back, on this thread: in the pool's jobs, tests and scripts. */
export function assertScansHere(qr: EncodedQr, style: QrStyle): void {
  const problem = scanProblemOf(qr, style);
  if (problem) throw new QrScanError(problem);
}

function scanCanvas(width: number, height: number): ScanCanvas {
  const canvas = createCanvas(width, height);
  return { width, height, context: canvas.getContext("2d") };
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString("base64")}`;
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
  /** Pixel width of the PNG (the requested size unless the code needs more pixels than that). */
  pngSize: number;
  /** Pixel height of the PNG: its width, or more when a frame adds a call to action. */
  pngHeight: number;
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
    pngHeight: imageHeight(qr, options, imageSize(qr, options.margin, options.size)),
    warnings: [...warnings, ...sizeWarnings(qr, options.margin, options.size)],
  };
}

/** Validates, builds the payload, checks colours and capacity, and renders SVG and PNG at the requested size. */
export function generateQr(input: unknown): GeneratedQr {
  const prepared = prepareQr(input);
  assertScansHere(prepared.qr, prepared.options);
  return renderPrepared(prepared);
}

/** WebP and SVG logos for the PDF: decoded by decodeLogo, painted at the pixel size the PDF asks for. */
const rasterise: PdfInputs["rasterise"] = (href, width, height) => {
  const canvas = createCanvas(width, height);
  canvas.getContext("2d").drawImage(decodeImage(href), 0, 0, width, height);
  return canvas.toBuffer("image/png");
};

/** Any design, plain or styled, as a one-page vector PDF `mm` millimetres square (logic/pdf.ts). */
export async function renderPdf(qr: EncodedQr, style: QrStyle, mm: number): Promise<Buffer> {
  return Buffer.from(await serverScenePdf(buildScene(qr, style), mm, rasterise));
}

/**
 * Renders an already generated (stored or signed) payload with its style at any download size: `size` pixels wide
 * for PNG and SVG, a page `pdfSize` millimetres square for PDF.
 */
export function renderDownload(payload: string, style: QrStyle, format: DownloadFormat, size: number, pdfSize = PDF_DEFAULT_MM): Promise<Buffer | string> {
  return renderFile(encodeQr(payload, style.errorCorrection), style, format, size, pdfSize);
}

/** An encoded code as a file in any download format. */
export async function renderFile(qr: EncodedQr, style: QrStyle, format: DownloadFormat, size: number, pdfSize = PDF_DEFAULT_MM): Promise<Buffer | string> {
  if (format === "pdf") return renderPdf(qr, style, pdfSize);
  return format === "png" ? renderPng(qr, style, size) : renderSvg(qr, style, size);
}
