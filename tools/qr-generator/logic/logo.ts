import { SaxesParser, type SaxesTagPlain } from "saxes";
import { readImageHeader } from "@/lib/engines/image/header";
import { LOGO_MAX_BYTES, LOGO_MAX_PIXELS } from "./design-options";
import { QrInputError } from "./errors";
import { LOGO_ICONS, isLogoIcon, type LogoIcon } from "./logo-icons";

/**
 * A logo as the renderer draws it: one of our icons (vector paths), an uploaded raster (PNG, JPEG or WebP, embedded
 * as a data: image) or an uploaded SVG rebuilt from an allow-list (vector). Every bound is checked before anything is
 * decoded: the data URL's length, then the header's pixel size (lib/engines/image/header.ts) or the SVG's parse with
 * saxes (a real XML parser, the same in the browser and on the server). Browser-safe. docs/product.md § QR logo.
 */

export type LogoArt =
  | { kind: "icon"; icon: LogoIcon }
  | { kind: "raster"; href: string; width: number; height: number }
  | {
      kind: "svg";
      /** The sanitised drawing as a standalone SVG data URL (painted on canvases). */
      href: string;
      /** The sanitised children, ids prefixed, for nesting inside our own SVG (vector). */
      body: string;
      viewBox: [number, number, number, number];
      width: number;
      height: number;
    };

const FIELD = "logo.image";
const fail = (message: string): never => {
  throw new QrInputError(message, { [FIELD]: message });
};

const MB = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
export const LOGO_TOO_LARGE_MESSAGE = `The logo file is too large: logos can be at most ${MB(LOGO_MAX_BYTES)}. Choose a smaller file or export it at a smaller size.`;
export const LOGO_TYPE_MESSAGE = "The logo must be a PNG, JPEG, WebP or SVG image.";
export const LOGO_IMAGE_MESSAGE = `The logo must be one of our icons (${LOGO_ICONS.join(", ")}) or an image as a data URL (PNG, JPEG, WebP or SVG).`;
const pixelsMessage = (w: number, h: number) =>
  `The logo is ${w} × ${h} px: logos can be at most ${LOGO_MAX_PIXELS.toLocaleString("en-GB")} px on each side. Resize it first.`;

/** The longest data URL accepted: the base64 of LOGO_MAX_BYTES plus its prefix. */
export const LOGO_MAX_DATA_URL = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 64;

const DATA_URL = /^data:(image\/(?:png|jpeg|webp|svg\+xml));base64,([A-Za-z0-9+/]*={0,2})$/;

function base64Bytes(b64: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(b64);
  } catch {
    return fail("The logo's data URL is not valid base64.");
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Checks an uploaded file's bytes (the page calls this before reading a pixel) and answers its data URL. */
export function logoDataUrl(bytes: Uint8Array, mime: string): string {
  if (bytes.length > LOGO_MAX_BYTES) fail(LOGO_TOO_LARGE_MESSAGE);
  const type = mime === "image/jpg" ? "image/jpeg" : mime;
  if (!/^image\/(png|jpeg|webp|svg\+xml)$/.test(type)) fail(LOGO_TYPE_MESSAGE);
  const url = `data:${type};base64,${bytesToBase64(bytes)}`;
  resolveLogo(url);
  return url;
}

const cache = new Map<string, LogoArt>();

/** The art of a logo option (memoised: the preview resolves the same upload at every keystroke). Throws QrInputError. */
export function resolveLogo(image: string): LogoArt {
  const known = cache.get(image);
  if (known) return known;
  const art = resolve(image);
  if (cache.size >= 8) cache.delete(cache.keys().next().value!);
  cache.set(image, art);
  return art;
}

function resolve(image: string): LogoArt {
  if (isLogoIcon(image)) return { kind: "icon", icon: image };
  if (!image.startsWith("data:")) return fail(LOGO_IMAGE_MESSAGE);
  if (image.length > LOGO_MAX_DATA_URL) return fail(LOGO_TOO_LARGE_MESSAGE);
  const match = DATA_URL.exec(image);
  if (!match) return fail(/^data:image\/(png|jpeg|webp|svg\+xml)[;,]/.test(image) ? "The logo's data URL must be base64 (data:image/png;base64,…)." : LOGO_TYPE_MESSAGE);
  const mime = match[1]!;
  const bytes = base64Bytes(match[2]!);
  if (bytes.length > LOGO_MAX_BYTES) return fail(LOGO_TOO_LARGE_MESSAGE);
  if (mime === "image/svg+xml") return sanitisedSvg(new TextDecoder("utf-8", { fatal: false }).decode(bytes));
  const header = readImageHeader(bytes);
  const expected = mime.slice("image/".length);
  if (!header || header.format !== expected) return fail(`This file is not a valid ${expected.toUpperCase()} image. Choose a PNG, JPEG, WebP or SVG logo.`);
  if (header.width < 1 || header.height < 1) return fail(`This file is not a valid ${expected.toUpperCase()} image. Choose a PNG, JPEG, WebP or SVG logo.`);
  if (header.width > LOGO_MAX_PIXELS || header.height > LOGO_MAX_PIXELS) return fail(pixelsMessage(header.width, header.height));
  return { kind: "raster", href: image, width: header.width, height: header.height };
}

// ---------------------------------------------------------------------------------------------------------------------
// SVG: rebuilt from an allow-list. Anything not listed (script, style, foreignObject, a, animate, set, image with an
// outside address, event attributes, external href or url()) is dropped, never escaped and kept.

const ELEMENTS = new Set([
  "svg", "g", "defs", "symbol", "use", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan",
  "linearGradient", "radialGradient", "stop", "clipPath", "mask", "image",
]);
const ATTRIBUTES = new Set([
  "id", "d", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "width", "height", "points", "transform",
  "viewBox", "preserveAspectRatio", "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap",
  "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "offset",
  "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod", "clip-path", "clip-rule", "mask",
  "clipPathUnits", "maskUnits", "maskContentUnits", "href", "xlink:href", "font-size", "font-family", "font-weight",
  "font-style", "text-anchor", "dominant-baseline", "letter-spacing", "visibility", "display", "color", "style", "dx", "dy",
]);
/** Attributes whose value may hold url(#id): kept only when every url() points inside the file. */
const TEXT_ELEMENTS = new Set(["text", "tspan"]);
export const SVG_MAX_ELEMENTS = 5000;
const SVG_MAX_DEPTH = 64;
const RASTER_HREF = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]*={0,2}$/;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An attribute's value with its internal references prefixed, or null when it points outside the file. */
function safeValue(name: string, value: string, element: string, prefix: string): string | null {
  if (name === "href" || name === "xlink:href") {
    const v = value.trim();
    if (v.startsWith("#") && /^#[\w.-]+$/.test(v)) return `#${prefix}${v.slice(1)}`;
    if (element === "image" && RASTER_HREF.test(v)) {
      const header = readImageHeader(base64Bytes(v.slice(v.indexOf(",") + 1)));
      return header && header.width <= LOGO_MAX_PIXELS && header.height <= LOGO_MAX_PIXELS ? v : null;
    }
    return null;
  }
  if (name === "id") return /^[\w.-]+$/.test(value) ? prefix + value : null;
  // Script and stylesheet tricks have no place in a drawing: escapes, at-rules, expressions, other schemes.
  if (/[\\@]|expression|javascript:|data:|-moz-binding|behavior/i.test(value)) return null;
  let outside = false;
  // Each part of a url(…) matches one way only (no backreference; a bare target holds no space and no bracket, so a
  // scan from one url( stops at the next), linear on a long attribute; a url( this leaves is refused below.
  const rewritten = value.replace(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^()'"\s]+))\s*\)/gi, (_, double?: string, single?: string, bare?: string) => {
    const target = (double ?? single ?? bare ?? "").trim();
    if (!/^#[\w.-]+$/.test(target)) outside = true;
    return `url(#${prefix}${target.slice(1)})`;
  });
  if (outside || /url\s*\(/i.test(rewritten.replace(/url\(#[\w.-]+\)/g, ""))) return null;
  return rewritten;
}

const number = (value: string | undefined) => {
  if (value === undefined) return null;
  // Trimmed first, and each digit belongs to one part of the pattern: linear on any attribute.
  const m = /^((?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?)(?:\s*px)?$/i.exec(value.trim());
  return m ? Number(m[1]) : null;
};

/** The uploaded SVG rebuilt from the allow-list; throws QrInputError (with what is wrong) when it cannot be used. */
export function sanitisedSvg(source: string, prefix = "logo-"): Extract<LogoArt, { kind: "svg" }> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let out = "";
  let depth = 0;
  let skipping = 0;
  let elements = 0;
  let root: SaxesTagPlain | null = null;
  const open: boolean[] = [];
  const textOpen: boolean[] = [];
  parser.on("doctype", () => fail("This SVG has a DOCTYPE (entities and outside definitions are not accepted). Export it again as plain SVG."));
  parser.on("opentag", (tag) => {
    depth++;
    if (depth > SVG_MAX_DEPTH) fail("This SVG is nested too deeply to be a logo.");
    if (++elements > SVG_MAX_ELEMENTS) fail(`This SVG has more than ${SVG_MAX_ELEMENTS.toLocaleString("en-GB")} elements: too complex for a logo. Simplify it or upload a PNG.`);
    const name = tag.name.includes(":") && tag.name.startsWith("svg:") ? tag.name.slice(4) : tag.name;
    if (depth === 1) {
      if (name !== "svg") fail("This file is not an SVG image (its root element is not <svg>).");
      root = tag;
      open.push(false);
      return;
    }
    if (skipping || !ELEMENTS.has(name)) {
      skipping++;
      open.push(false);
      return;
    }
    let attributes = "";
    for (const [key, raw] of Object.entries(tag.attributes as Record<string, string>)) {
      if (!ATTRIBUTES.has(key)) continue;
      const value = safeValue(key, raw, name, prefix);
      if (value === null) continue;
      attributes += ` ${key === "xlink:href" ? "href" : key}="${escapeXml(value)}"`;
    }
    // An <image> or <use> without an allowed address (an embedded raster, an #id here) draws nothing: dropped.
    if ((name === "image" || name === "use") && !/ href="/.test(attributes)) {
      skipping++;
      open.push(false);
      return;
    }
    out += `<${name}${attributes}>`;
    open.push(true);
    textOpen.push(TEXT_ELEMENTS.has(name));
  });
  parser.on("closetag", (tag) => {
    depth--;
    const wrote = open.pop();
    if (wrote) {
      textOpen.pop();
      const name = tag.name.startsWith("svg:") ? tag.name.slice(4) : tag.name;
      out += `</${name}>`;
    } else if (skipping) skipping--;
  });
  const text = (t: string) => {
    if (!skipping && textOpen.at(-1)) out += escapeXml(t);
  };
  parser.on("text", text);
  parser.on("cdata", text);
  parser.on("error", (error) => {
    if (error instanceof QrInputError) throw error;
    fail(`This SVG is not well-formed XML: ${error.message.split("\n")[0]!.replace(/^\d+:\d+: /, "")}. Export it again or upload a PNG.`);
  });
  try {
    parser.write(source).close();
  } catch (error) {
    if (error instanceof QrInputError) throw error;
    fail("This SVG is not well-formed XML. Export it again or upload a PNG.");
  }
  if (!root) return fail("This file is not an SVG image (it has no <svg> element).");
  const attrs = (root as SaxesTagPlain).attributes as Record<string, string>;
  const box = (attrs.viewBox ?? "").trim().split(/[\s,]+/).map(Number);
  const width = number(attrs.width);
  const height = number(attrs.height);
  let viewBox: [number, number, number, number];
  if (box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) viewBox = box as [number, number, number, number];
  else if (width && height) viewBox = [0, 0, width, height];
  else return fail("This SVG has no size: it needs a viewBox or a width and height. Export it again with a viewBox.");
  if (!out.trim()) fail("This SVG draws nothing we can use (only scripts, links or outside images). Choose another file.");
  // The root's own paint (fill, stroke…) goes on a group around the children, through the same allow-list.
  let rootPaint = "";
  for (const [key, raw] of Object.entries(attrs)) {
    if (!ATTRIBUTES.has(key) || ["id", "x", "y", "width", "height", "viewBox", "preserveAspectRatio", "href", "xlink:href"].includes(key)) continue;
    const value = safeValue(key, raw, "svg", prefix);
    if (value !== null) rootPaint += ` ${key}="${escapeXml(value)}"`;
  }
  if (rootPaint) out = `<g${rootPaint}>${out}</g>`;
  const [vx, vy, vw, vh] = viewBox;
  const aspect = vw / vh;
  const w = aspect >= 1 ? 512 : Math.round(512 * aspect);
  const h = aspect >= 1 ? Math.round(512 / aspect) : 512;
  const standalone = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vx} ${vy} ${vw} ${vh}">${out}</svg>`;
  return {
    kind: "svg",
    href: `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(standalone))}`,
    body: out,
    viewBox,
    width: w,
    height: h,
  };
}
