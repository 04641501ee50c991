import { Byte, Charset, Encoder } from "@nuintun/qrcode";
import QRCode from "qrcode";
import type * as z from "@/lib/platform/zod-mini";
import { dataLength, lowerLevels, MAX_CAPACITY, tooLargeMessage } from "./capacity";
import { checkContrast, contrastWarnings, formatRatio, MIN_CONTRAST, parseHex, WARN_CONTRAST, type ContrastReport, type Rgba } from "./color";
import { buildScene, sceneSvg } from "./design";
import type { PartStyle } from "./design-options";
import { QrInputError } from "./errors";
import { buildPayload } from "./payload";
import { marginAdvice, recommendedSize, scanAdvice } from "./scan-advice";
import { qrRequestSchema, type QrContent, type QrRequest } from "./schema";
import { REQUIRED_MESSAGE, type ErrorCorrection, type QrOptions, type QrStyle } from "./constants";

/** The download size's advice, for the generator once this has loaded (ui/qr-generator.tsx). */
export { sizeAdvice } from "./scan-advice";

/**
 * Everything between a QR request and its module matrix, plus the SVG drawing — browser-safe (no Node APIs), so the
 * page's free live preview runs exactly the validation, payload builder and encoder the server counts and renders
 * with (render.ts adds the PNG writer and re-exports this module). The page loads it lazily: `qrcode` stays out of
 * the first-load bundle.
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

const ASCII = /^[\x00-\x7f]*$/;

/**
 * One symbol at `level`, or null when the payload does not fit. ASCII goes through `qrcode` (numeric, alphanumeric
 * and byte segments mixed for the smallest code; ASCII reads the same in the standard's default ISO-8859-1). Any
 * other text is one UTF-8 byte segment behind the ECI designator 26 (UTF-8), through @nuintun/qrcode, which writes
 * it: without it a scanner reads the bytes as ISO-8859-1 or guesses (zbar read "Café" as "Caf矇").
 */
function symbol(payload: string, level: ErrorCorrection): { version: number; size: number; modules: Uint8Array } | null {
  try {
    if (ASCII.test(payload)) {
      const qr = QRCode.create(payload, { errorCorrectionLevel: level });
      return { version: qr.version, size: qr.modules.size, modules: qr.modules.data };
    }
    const qr = new Encoder({ level }).encode(new Byte(payload, Charset.UTF_8));
    const modules = new Uint8Array(qr.size * qr.size);
    for (let y = 0; y < qr.size; y++) for (let x = 0; x < qr.size; x++) modules[y * qr.size + x] = qr.get(x, y);
    return { version: qr.version, size: qr.size, modules };
  } catch (error) {
    if (error instanceof Error && /too big/i.test(error.message)) return null;
    throw error;
  }
}

/**
 * Whether `payload` fits one symbol at `level`, decided as symbol() decides it but without drawing the symbol: the
 * mask, whose selection is most of a large code's encoding time, plays no part in the version. ASCII: `qrcode` itself
 * with a fixed mask (its version choice and its "too big" come before the mask). Other text: the one segment
 * @nuintun/qrcode writes is 4 bits of ECI mode, 8 of designator 26, 4 of byte mode, the count (16 bits from version
 * 10 on, and any payload near the limit needs version 10 or more) and 8 per UTF-8 byte, so it fits version 40 when
 * its bytes plus 4 are at most that version's data codewords: the table's byte capacity (codewords less 3) less 1.
 */
function fits(payload: string, level: ErrorCorrection): boolean {
  if (!ASCII.test(payload)) return dataLength(payload, "byte") <= MAX_CAPACITY[level].byte - 1;
  try {
    QRCode.create(payload, { errorCorrectionLevel: level, maskPattern: 0 });
    return true;
  } catch (error) {
    if (error instanceof Error && /too big/i.test(error.message)) return false;
    throw error;
  }
}

/** The refusal of a payload too large for `level`, naming the capacity and a lower level that holds it. */
function tooLarge(payload: string, errorCorrection: ErrorCorrection): QrInputError {
  const fitsAt = lowerLevels(errorCorrection).find((level) => fits(payload, level)) ?? null;
  return new QrInputError(tooLargeMessage(payload, errorCorrection, fitsAt), { errorCorrection: "Too much data for this level" });
}

/** Encodes `payload`; throws QrInputError naming the capacity (and a lower level that fits) when it is too large. */
export function encodeQr(payload: string, errorCorrection: ErrorCorrection): EncodedQr {
  const qr = symbol(payload, errorCorrection);
  if (!qr) throw tooLarge(payload, errorCorrection);
  return { payload, errorCorrection, ...qr };
}

/** Pixel size of the image: the requested size, but never less than one pixel per module. */
export function imageSize(qr: EncodedQr, margin: number, requested: number): number {
  return Math.max(requested, qr.size + 2 * margin);
}

export function colours(style: QrStyle): { fg: Rgba; bg: Rgba } {
  const fg = parseHex(style.foreground);
  const bg = parseHex(style.background);
  if (!fg || !bg) throw new QrInputError("Colours must be hex colours like #000000");
  return { fg, bg };
}

function svgFill(attribute: "fill", colour: Rgba): string {
  const hex = `#${[colour.r, colour.g, colour.b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
  return colour.a === 255 ? `${attribute}="${hex}"` : `${attribute}="${hex}" ${attribute}-opacity="${+(colour.a / 255).toFixed(3)}"`;
}

/** A design with square shapes, one colour and no frame: drawn as runs of square modules (smallest SVG, 1-bit PNG). */
export function isPlain(style: QrStyle): boolean {
  const parts = [style.dots, style.eyeFrame, style.eyeCenter];
  return !style.frame && !style.logo && parts.every((part) => part.shape === "square" && !part.gradient && (part.color === undefined || part.color === style.foreground));
}

/** Height in pixels of an image `width` pixels wide (taller than wide when a frame adds its call to action). */
export function imageHeight(qr: EncodedQr, style: QrStyle, width: number): number {
  if (!style.frame) return width;
  const scene = buildScene(qr, style);
  return Math.round((width * scene.height) / scene.width);
}

/**
 * The SVG of a code, `size` pixels wide; the drawing scales without loss. A plain design is one background square
 * and one path of dark runs per row (`M x y h len v1 h -len z`) in module units; any other design is design.ts's
 * scene (shapes, gradients, frame), the same drawing the PNG and the scan check paint.
 */
export function renderSvg(qr: EncodedQr, style: QrStyle, size: number): string {
  if (!isPlain(style)) return sceneSvg(buildScene(qr, style), size);
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

type PartName = "dots" | "eyeFrame" | "eyeCenter";
const PART_NAMES: Record<PartName, string> = { dots: "module", eyeFrame: "eye frame", eyeCenter: "eye centre" };

/** The colours a part asks for itself (its gradient's stops, else its colour), or null when it inherits. */
function ownColours(part: PartStyle<string>): string[] | null {
  if (part.gradient) return part.gradient.stops.map((stop) => stop.color);
  return part.color ? [part.color] : null;
}

/**
 * Contrast of every part against the background. A part painted in the plain foreground colour speaks as the
 * foreground; a part with its own colour or gradient is judged by its weakest colour, named with the part.
 * Throws QrInputError for an invisible part.
 */
export function designContrastWarnings(options: QrStyle): string[] {
  const warnings: string[] = [];
  const judged = new Set<string>();
  const parts: [PartName, string[] | null][] = [
    ["dots", ownColours(options.dots)],
    ["eyeFrame", ownColours(options.eyeFrame)],
    ["eyeCenter", ownColours(options.eyeCenter)],
  ];
  for (const [name, own] of [[null, [options.foreground]] as const, ...parts]) {
    if (!own) continue;
    const key = own.join(",");
    if (judged.has(key)) continue;
    judged.add(key);
    const reports = own.map((colour) => checkContrast(colour, options.background));
    if (reports.some((r) => r === null)) throw new QrInputError("Colours must be hex colours like #000000");
    const worst = (reports as ContrastReport[]).reduce((a, b) => (b.ratio < a.ratio ? b : a));
    if (name === null) {
      // Only when some part is actually painted in the foreground colour.
      if (parts.every(([, colours]) => colours)) continue;
      const messages = contrastWarnings(worst);
      if (worst.level === "invisible") throw new QrInputError(messages[0]!, { foreground: messages[0]! });
      warnings.push(...messages);
      continue;
    }
    const part = PART_NAMES[name];
    const what = options[name].gradient ? `The ${part} gradient` : `The ${part} colour`;
    if (worst.level === "invisible") {
      const message = `${what} and the background are too similar (contrast ${formatRatio(worst.ratio)}): the code would be unreadable. Choose colours with a contrast of at least ${MIN_CONTRAST}:1.`;
      throw new QrInputError(message, { [`${name}.${options[name].gradient ? "gradient" : "color"}`]: message });
    }
    if (worst.level === "low") {
      warnings.push(`Low contrast (${formatRatio(worst.ratio)}) between the ${part}s and the background: some phones may not scan this code. Aim for at least ${WARN_CONTRAST}:1 with dark ${part}s on a light background.`);
    }
    if (worst.inverted && name === "dots" && !warnings.some((w) => w.includes("inverted"))) {
      warnings.push("Light modules on a darker background (an inverted code) cannot be read by some scanner apps. A darker foreground is safer.");
    }
  }
  return warnings;
}

/**
 * prepareQr's refusals, in its order and with its words, without drawing the symbol (no mask selection): for a code
 * the server only checks (a CSV batch's rows, which the browser draws). Returns the payload.
 */
export function checkQr(input: unknown): string {
  const { content, options } = parseQrRequest(input);
  designContrastWarnings(options);
  const payload = buildPayload(content);
  if (!fits(payload, options.errorCorrection)) throw tooLarge(payload, options.errorCorrection);
  return payload;
}

/** Validation, payload, colour check and encoding: everything that can refuse a request, without rendering. */
export function prepareQr(input: unknown): PreparedQr {
  const { content, options } = parseQrRequest(input);
  const warnings = designContrastWarnings(options);
  const qr = encodeQr(buildPayload(content), options.errorCorrection);
  return { content, options, qr, warnings };
}
