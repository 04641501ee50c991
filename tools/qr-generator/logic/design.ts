import { parseHex, rgbHex, type Rgba } from "./color";
import type { EncodedQr } from "./encode";
import type { QrStyle } from "./constants";
import type { EyeCenterShape, EyeFrameShape, FrameOptions, Gradient, ModuleShape, PartStyle } from "./design-options";
import { QrInputError } from "./errors";
import { resolveLogo, type LogoArt } from "./logo";
import { LOGO_ICON_PATHS } from "./logo-icons";

/**
 * The one drawing of a styled QR code. `buildScene` turns the module matrix and the design into filled paths, text
 * and paints in module units; `sceneSvg` writes that scene as SVG (the preview and the SVG download) and `paintScene`
 * paints it on any 2D canvas (the PNG download on the server with @napi-rs/canvas, the scan check in the browser),
 * so every output shows the same shapes, gradients and frame. Browser-safe: no Node APIs.
 */

export type ScenePaint = Paint;
export type SceneLayer = Layer;

type Paint =
  | { kind: "solid"; color: Rgba }
  | { kind: "linear"; x1: number; y1: number; x2: number; y2: number; stops: { offset: number; color: Rgba }[] }
  | { kind: "radial"; cx: number; cy: number; r: number; stops: { offset: number; color: Rgba }[] };

/** Where a path drawn in its own units (an icon's 24 × 24 box) sits: its origin and scale in module units. */
interface Placement {
  x: number;
  y: number;
  scale: number;
}

type Layer =
  | { type: "path"; d: string; paint: Paint; at?: Placement }
  | { type: "text"; text: string; x: number; y: number; fontSize: number; paint: Paint }
  | { type: "image"; art: Extract<LogoArt, { kind: "raster" | "svg" }>; x: number; y: number; size: number };

export interface Scene {
  /** Size of the drawing in module units. */
  width: number;
  height: number;
  /** Null for a transparent background. */
  background: Rgba | null;
  layers: Layer[];
}

/** Fonts for the call to action: the page's own, then faces that cover other scripts on servers and phones. */
export const FRAME_FONT = `"Noto Sans", "DejaVu Sans", "Droid Sans Fallback", "Liberation Sans", Arial, sans-serif`;

const n = (v: number) => +v.toFixed(3);

function colour(hex: string, field: string): Rgba {
  const rgba = parseHex(hex);
  if (!rgba) throw new QrInputError("Colours must be hex colours like #000000", { [field]: "Colours must be hex colours like #000000" });
  return rgba;
}

/** A rectangle with its own radius per corner (top-left, top-right, bottom-right, bottom-left), clockwise. */
function roundedRect(x: number, y: number, w: number, h: number, [tl, tr, br, bl]: [number, number, number, number]): string {
  let d = `M${n(x + tl)} ${n(y)}H${n(x + w - tr)}`;
  if (tr) d += `A${n(tr)} ${n(tr)} 0 0 1 ${n(x + w)} ${n(y + tr)}`;
  d += `V${n(y + h - br)}`;
  if (br) d += `A${n(br)} ${n(br)} 0 0 1 ${n(x + w - br)} ${n(y + h)}`;
  d += `H${n(x + bl)}`;
  if (bl) d += `A${n(bl)} ${n(bl)} 0 0 1 ${n(x)} ${n(y + h - bl)}`;
  d += `V${n(y + tl)}`;
  if (tl) d += `A${n(tl)} ${n(tl)} 0 0 1 ${n(x + tl)} ${n(y)}`;
  return `${d}Z`;
}

/** The same outline drawn anticlockwise, for holes under the non-zero rule. */
function circle(cx: number, cy: number, r: number, anticlockwise = false): string {
  const sweep = anticlockwise ? 0 : 1;
  return `M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 ${sweep} ${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 ${sweep} ${n(cx - r)} ${n(cy)}Z`;
}

/** Whether (row, col) is inside one of the three 7 × 7 finder patterns, which the eye shapes draw instead. */
function inFinder(size: number, row: number, col: number): boolean {
  return (row < 7 && col < 7) || (row < 7 && col >= size - 7) || (row >= size - 7 && col < 7);
}

/**
 * One module at (x, y). Rounded shapes only round a corner whose two sides have no dark neighbour, so runs stay
 * joined and an isolated module becomes round: the module's centre, where scanners sample, is always dark.
 */
function moduleShape(shape: ModuleShape, x: number, y: number, dark: (dx: number, dy: number) => boolean): string {
  if (shape === "dots") return circle(x + 0.5, y + 0.5, 0.5);
  const top = dark(0, -1);
  const right = dark(1, 0);
  const bottom = dark(0, 1);
  const left = dark(-1, 0);
  const free = (a: boolean, b: boolean, r: number) => (a || b ? 0 : r);
  switch (shape) {
    case "rounded":
      return roundedRect(x, y, 1, 1, [free(top, left, 0.3), free(top, right, 0.3), free(bottom, right, 0.3), free(bottom, left, 0.3)]);
    case "extra-rounded":
      return roundedRect(x, y, 1, 1, [free(top, left, 0.5), free(top, right, 0.5), free(bottom, right, 0.5), free(bottom, left, 0.5)]);
    case "classy":
      return roundedRect(x, y, 1, 1, [free(top, left, 0.5), 0, free(bottom, right, 0.5), 0]);
    case "classy-rounded":
      return roundedRect(x, y, 1, 1, [free(top, left, 0.5), free(top, right, 0.2), free(bottom, right, 0.5), free(bottom, left, 0.2)]);
    default:
      return `M${x} ${y}h1v1h-1z`;
  }
}

/**
 * Centres of the alignment patterns of a symbol `size` modules wide (ISO/IEC 18004 Annex E, as `qrcode` computes
 * them), without the three that would overlap the finder patterns.
 */
export function alignmentCentres(size: number): [number, number][] {
  const version = (size - 17) / 4;
  if (version < 2) return [];
  const count = Math.floor(version / 7) + 2;
  const step = size === 145 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const positions = [size - 7];
  for (let i = 1; i < count - 1; i++) positions.push(positions[i - 1]! - step);
  positions.push(6);
  positions.reverse();
  const last = positions.length - 1;
  const centres: [number, number][] = [];
  positions.forEach((row, i) =>
    positions.forEach((col, j) => {
      if (!((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0))) centres.push([row, col]);
    }),
  );
  return centres;
}

const inAlignment = (centres: [number, number][], row: number, col: number) => centres.some(([r, c]) => Math.abs(row - r) <= 2 && Math.abs(col - c) <= 2);

/** Modules [from, to) in both directions, cleared behind a logo. */
interface Clearing {
  from: number;
  to: number;
}

/**
 * A logo `share` of the code's width, centred: its box in modules from the code's corner and the square of modules
 * cleared behind it, the box plus at least half a module on every side, rounded out to whole modules.
 */
export function logoGeometry(modules: number, share: number): { offset: number; side: number; clearing: Clearing } {
  const side = modules * share;
  const offset = (modules - side) / 2;
  const from = Math.max(0, Math.floor(offset - 1));
  return { offset, side, clearing: { from, to: modules - from } };
}

/** The modules outside the finder patterns; square modules are merged into runs per row (a smaller file). */
function modulesPath(qr: EncodedQr, shape: ModuleShape, ox: number, oy: number, clearing: Clearing | null): string {
  const size = qr.size;
  const centres = clearing ? alignmentCentres(size) : [];
  // Alignment patterns are never cleared: readers such as zbar fit their sampling grid to every one of them.
  const cleared = (row: number, col: number) =>
    clearing !== null && row >= clearing.from && row < clearing.to && col >= clearing.from && col < clearing.to && !inAlignment(centres, row, col);
  const at = (row: number, col: number) =>
    row >= 0 && col >= 0 && row < size && col < size && !inFinder(size, row, col) && !cleared(row, col) && qr.modules[row * size + col] === 1;
  let d = "";
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!at(row, col)) {
        col++;
        continue;
      }
      if (shape === "square") {
        const start = col;
        while (at(row, col)) col++;
        d += `M${start + ox} ${row + oy}h${col - start}v1h-${col - start}z`;
        continue;
      }
      d += moduleShape(shape, col + ox, row + oy, (dx, dy) => at(row + dy, col + dx));
      col++;
    }
  }
  return d;
}

/** The 7 × 7 ring of a finder pattern at (x, y): outer outline clockwise, inner anticlockwise (a hole). */
function eyeFramePath(shape: EyeFrameShape, x: number, y: number): string {
  const radii: Record<EyeFrameShape, [number, number]> = {
    square: [0, 0],
    rounded: [1.5, 0.5],
    "extra-rounded": [2.5, 1.5],
    leaf: [2.5, 1.5],
    classy: [2.5, 1.5],
  };
  const [outer, inner] = radii[shape];
  const corners = (r: number): [number, number, number, number] => (shape === "leaf" ? [r, 0, r, 0] : shape === "classy" ? [r, 0, 0, 0] : [r, r, r, r]);
  return roundedRect(x, y, 7, 7, corners(outer)) + reversed(roundedRect(x + 1, y + 1, 5, 5, corners(inner)));
}

/** A closed rounded rectangle path (as roundedRect writes it) traced the other way round, for a hole. */
function reversed(d: string): string {
  // Parse roundedRect's own output: M, then H/V lines and A arcs. Rebuild it anticlockwise.
  const commands = [...d.matchAll(/([MHVA])([^MHVAZ]*)/g)].map((m) => ({ c: m[1]!, v: m[2]!.trim().split(/\s+/).map(Number) }));
  const points: { x: number; y: number; arc?: number }[] = [];
  let x = 0;
  let y = 0;
  for (const { c, v } of commands) {
    if (c === "M") [x, y] = [v[0]!, v[1]!];
    else if (c === "H") x = v[0]!;
    else if (c === "V") y = v[0]!;
    else [x, y] = [v[5]!, v[6]!];
    points.push({ x, y, arc: c === "A" ? v[0] : undefined });
  }
  let out = `M${n(points.at(-1)!.x)} ${n(points.at(-1)!.y)}`;
  for (let i = points.length - 1; i > 0; i--) {
    const to = points[i - 1]!;
    const via = points[i]!;
    out += via.arc ? `A${via.arc} ${via.arc} 0 0 0 ${n(to.x)} ${n(to.y)}` : `L${n(to.x)} ${n(to.y)}`;
  }
  return `${out}Z`;
}

/**
 * The 3 × 3 centre of a finder pattern at (x, y) (the frame's top-left corner). Readers find an eye by the 1:1:3:1:1
 * proportions of its runs across and along both diagonals: a centre or frame much rounder than its partner (a circle
 * in a square) breaks those proportions for jsQR or zbar, so the shapes offered keep square bones.
 */
function eyeCenterPath(shape: EyeCenterShape, x: number, y: number): string {
  switch (shape) {
    case "rounded":
      return roundedRect(x + 2, y + 2, 3, 3, [0.6, 0.6, 0.6, 0.6]);
    case "extra-rounded":
      return roundedRect(x + 2, y + 2, 3, 3, [1.1, 1.1, 1.1, 1.1]);
    case "leaf":
      return roundedRect(x + 2, y + 2, 3, 3, [1.1, 0, 1.1, 0]);
    default:
      return `M${x + 2} ${y + 2}h3v3h-3z`;
  }
}

/** The paint a part asks for itself (its gradient, else its colour), or null when it has neither. */
function ownPaint(part: PartStyle<string>, field: string, box: { x: number; y: number; w: number; h: number }): Paint | null {
  if (part.gradient) return gradientPaint(part.gradient, field, box);
  return part.color ? { kind: "solid", color: colour(part.color, `${field}.color`) } : null;
}

function paintOf(part: PartStyle<string>, fallback: string, field: string, box: { x: number; y: number; w: number; h: number }): Paint {
  return ownPaint(part, field, box) ?? { kind: "solid", color: colour(fallback, "foreground") };
}

function gradientPaint(gradient: Gradient, field: string, box: { x: number; y: number; w: number; h: number }): Paint {
  const stops = gradient.stops.map((stop, i) => ({ offset: stop.offset, color: colour(stop.color, `${field}.gradient.stops.${i}.color`) }));
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  if (gradient.type === "radial") return { kind: "radial", cx, cy, r: Math.hypot(box.w, box.h) / 2, stops };
  const angle = (gradient.rotation * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Half the gradient's length: far enough that the first and last stops reach the box's corners.
  const half = (Math.abs(cos) * box.w + Math.abs(sin) * box.h) / 2;
  return { kind: "linear", x1: cx - half * cos, y1: cy - half * sin, x2: cx + half * cos, y2: cy + half * sin, stops };
}

/** Rough width of a text in ems at a bold weight: wide (CJK, emoji) characters count as one em, others as 0.62. */
function emWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    width += code >= 0x1100 && (code <= 0x115f || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xff00 && code <= 0xff60) || code >= 0x1f300) ? 1 : 0.62;
  }
  return Math.max(width, 1);
}

/** Lays the frame and its call to action around a code of `total` modules per side. */
function frameLayers(frame: FrameOptions, total: number, background: Rgba | null): { width: number; height: number; codeX: number; codeY: number; layers: Layer[] } {
  const frameColour = colour(frame.color ?? "#000000", "frame.color");
  const onBanner = background && background.a === 255 ? background : { r: 255, g: 255, b: 255, a: 255 };
  const border = Math.max(1, total * 0.04);
  const band = total * 0.22;
  const text = frame.text.trim();
  const layers: Layer[] = [];
  let width: number;
  let height: number;
  let codeX: number;
  let codeY: number;
  let textY: number;
  let textColour: Rgba;
  if (frame.style === "banner-bottom" || frame.style === "banner-top") {
    width = total + 2 * border;
    height = total + 2 * border + band;
    codeX = border;
    codeY = frame.style === "banner-top" ? border + band : border;
    const r = border * 2;
    const hole = reversed(roundedRect(codeX, codeY, total, total, [0, 0, 0, 0]));
    layers.push({ type: "path", d: roundedRect(0, 0, width, height, [r, r, r, r]) + hole, paint: { kind: "solid", color: frameColour } });
    textY = frame.style === "banner-top" ? border + band / 2 : border + total + band / 2;
    textColour = frame.textColor ? colour(frame.textColor, "frame.textColor") : onBanner;
  } else if (frame.style === "outline") {
    const gap = border;
    const line = border * 0.6;
    width = total + 2 * (gap + line);
    height = width + band;
    codeX = gap + line;
    codeY = gap + line;
    const r = border * 3;
    layers.push({
      type: "path",
      d: roundedRect(0, 0, width, width, [r, r, r, r]) + reversed(roundedRect(line, line, width - 2 * line, width - 2 * line, [r - line, r - line, r - line, r - line])),
      paint: { kind: "solid", color: frameColour },
    });
    textY = width + band / 2;
    textColour = frame.textColor ? colour(frame.textColor, "frame.textColor") : frameColour;
  } else {
    const pointer = band * 0.3;
    width = total;
    height = total + pointer + band;
    codeX = 0;
    codeY = 0;
    const pillTop = total + pointer;
    const r = band / 2;
    const tip = `M${n(width / 2)} ${n(total)}L${n(width / 2 + pointer)} ${n(pillTop + 0.01)}L${n(width / 2 - pointer)} ${n(pillTop + 0.01)}Z`;
    layers.push({ type: "path", d: roundedRect(0, pillTop, width, band, [r, r, r, r]) + tip, paint: { kind: "solid", color: frameColour } });
    textY = pillTop + band / 2;
    textColour = frame.textColor ? colour(frame.textColor, "frame.textColor") : onBanner;
  }
  if (text) {
    const fontSize = Math.min(band * 0.55, (width * 0.86) / emWidth(text));
    layers.push({ type: "text", text, x: width / 2, y: textY, fontSize, paint: { kind: "solid", color: textColour } });
  }
  return { width, height, codeX, codeY, layers };
}

/** Everything a styled code is made of, in module units. */
export function buildScene(qr: EncodedQr, style: QrStyle): Scene {
  const bg = colour(style.background, "background");
  const background = bg.a === 0 ? null : bg;
  const total = qr.size + 2 * style.margin;
  const framed = style.frame ? frameLayers(style.frame, total, background) : null;
  const codeX = framed?.codeX ?? 0;
  const codeY = framed?.codeY ?? 0;
  const layers: Layer[] = [];
  const ox = codeX + style.margin;
  const oy = codeY + style.margin;
  const box = { x: ox, y: oy, w: qr.size, h: qr.size };
  const dotsPaint = paintOf(style.dots, style.foreground, "dots", box);
  const logo = style.logo ? logoGeometry(qr.size, style.logo.size) : null;
  layers.push({ type: "path", d: modulesPath(qr, style.dots.shape, ox, oy, logo?.clearing ?? null), paint: dotsPaint });
  const eyes = [
    [0, 0],
    [qr.size - 7, 0],
    [0, qr.size - 7],
  ] as const;
  // Eyes without a colour of their own take the modules' paint, gradient included; a centre takes its frame's.
  const framePaint = ownPaint(style.eyeFrame, "eyeFrame", box) ?? dotsPaint;
  const centrePaint = ownPaint(style.eyeCenter, "eyeCenter", box) ?? framePaint;
  layers.push({ type: "path", d: eyes.map(([x, y]) => eyeFramePath(style.eyeFrame.shape, ox + x, oy + y)).join(""), paint: framePaint });
  layers.push({ type: "path", d: eyes.map(([x, y]) => eyeCenterPath(style.eyeCenter.shape, ox + x, oy + y)).join(""), paint: centrePaint });
  if (framed) layers.push(...framed.layers);
  if (style.logo && logo) {
    const art = resolveLogo(style.logo.image);
    const x = ox + logo.offset;
    const y = oy + logo.offset;
    if (art.kind === "icon") {
      // An icon takes the modules' colour (a gradient's first colour): one flat mark reads best at the centre.
      const colourOfIcon = style.dots.gradient?.stops[0]?.color ?? style.dots.color ?? style.foreground;
      layers.push({ type: "path", d: LOGO_ICON_PATHS[art.icon], paint: { kind: "solid", color: colour(colourOfIcon, "dots.color") }, at: { x, y, scale: logo.side / 24 } });
    } else layers.push({ type: "image", art, x, y, size: logo.side });
    // An alignment pattern under the logo (codes of version 7 and up have one at the centre) is drawn over it, 5 × 5
    // modules: without it zbar-class readers lose their sampling grid even when jsQR reads the code.
    const covered = alignmentCentres(qr.size).filter(([r, c]) => r + 2.5 > logo.offset && r - 2.5 < logo.offset + logo.side && c + 2.5 > logo.offset && c - 2.5 < logo.offset + logo.side);
    if (covered.length) {
      layers.push({ type: "path", d: covered.map(([r, c]) => `M${ox + c - 2} ${oy + r - 2}h5v5h-5zM${ox + c - 1} ${oy + r - 1}v3h3v-3zM${ox + c} ${oy + r}h1v1h-1z`).join(""), paint: dotsPaint });
      const light = background ?? { r: 255, g: 255, b: 255, a: 255 };
      layers.push({ type: "path", d: covered.map(([r, c]) => `M${ox + c - 1} ${oy + r - 1}h3v3h-3zM${ox + c} ${oy + r}v1h1v-1z`).join(""), paint: { kind: "solid", color: light } });
    }
  }
  return { width: framed?.width ?? total, height: framed?.height ?? total, background, layers };
}

function hex(colour: Rgba): string {
  return rgbHex(colour);
}

function svgPaint(paint: Paint, id: string, defs: string[]): string {
  if (paint.kind === "solid") return paint.color.a === 255 ? `fill="${hex(paint.color)}"` : `fill="${hex(paint.color)}" fill-opacity="${n(paint.color.a / 255)}"`;
  const stops = paint.stops
    .map((stop) => `<stop offset="${n(stop.offset)}" stop-color="${hex(stop.color)}"${stop.color.a === 255 ? "" : ` stop-opacity="${n(stop.color.a / 255)}"`}/>`)
    .join("");
  defs.push(
    paint.kind === "linear"
      ? `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(paint.x1)}" y1="${n(paint.y1)}" x2="${n(paint.x2)}" y2="${n(paint.y2)}">${stops}</linearGradient>`
      : `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(paint.cx)}" cy="${n(paint.cy)}" r="${n(paint.r)}">${stops}</radialGradient>`,
  );
  return `fill="url(#${id})"`;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A logo image fitted (aspect kept) in its square: a raster as a data: image, an uploaded SVG nested as vector. */
function imageSvg(layer: Extract<Layer, { type: "image" }>): string {
  const box = `x="${n(layer.x)}" y="${n(layer.y)}" width="${n(layer.size)}" height="${n(layer.size)}" preserveAspectRatio="xMidYMid meet"`;
  if (layer.art.kind === "raster") return `<image ${box} href="${layer.art.href}"/>`;
  return `<svg ${box} viewBox="${layer.art.viewBox.join(" ")}">${layer.art.body}</svg>`;
}

/** The scene as an SVG `width` pixels wide (user units are modules; the height follows the frame's proportions). */
export function sceneSvg(scene: Scene, width: number): string {
  const height = Math.round((width * scene.height) / scene.width);
  const defs: string[] = [];
  let body = scene.background ? `<path ${svgPaint({ kind: "solid", color: scene.background }, "", defs)} d="M0 0h${n(scene.width)}v${n(scene.height)}H0z"/>` : "";
  scene.layers.forEach((layer, i) => {
    if (layer.type === "image") {
      body += imageSvg(layer);
      return;
    }
    const fill = svgPaint(layer.paint, `g${i}`, defs);
    if (layer.type === "path") body += layer.d ? `<path ${fill}${layer.at ? ` transform="translate(${n(layer.at.x)} ${n(layer.at.y)}) scale(${n(layer.at.scale)})"` : ""} d="${layer.d}"/>` : "";
    else
      body += `<text ${fill} x="${n(layer.x)}" y="${n(layer.y)}" font-size="${n(layer.fontSize)}" font-family="${escapeXml(FRAME_FONT)}" font-weight="700" text-anchor="middle" dominant-baseline="central">${escapeXml(layer.text)}</text>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${n(scene.width)} ${n(scene.height)}">` +
    (defs.length ? `<defs>${defs.join("")}</defs>` : "") +
    `${body}</svg>\n`
  );
}

/** The parts of a 2D canvas context paintScene uses (the DOM's and @napi-rs/canvas's both have them). */
export interface Canvas2D {
  fillStyle: unknown;
  translate(x: number, y: number): void;
  drawImage(image: never, x: number, y: number, w: number, h: number): void;
  font: string;
  textAlign: string;
  textBaseline: string;
  save(): void;
  restore(): void;
  scale(x: number, y: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  fill(path: never, rule?: "nonzero" | "evenodd"): void;
  fillText(text: string, x: number, y: number): void;
  createLinearGradient(x1: number, y1: number, x2: number, y2: number): { addColorStop(offset: number, color: string): void };
  createRadialGradient(x1: number, y1: number, r1: number, x2: number, y2: number, r2: number): { addColorStop(offset: number, color: string): void };
}

const css = ({ r, g, b, a }: Rgba) => `rgba(${r}, ${g}, ${b}, ${n(a / 255)})`;

/**
 * What paintScene needs from its platform (the DOM's or @napi-rs/canvas's): a Path2D from SVG path data, and a logo
 * image already decoded from its data URL (the browser decodes them before painting: drawing is synchronous).
 */
export interface Drawables {
  path: (d: string) => unknown;
  image: (href: string) => unknown;
}

/** The data URLs of the images a scene draws (to decode before painting it). */
export function sceneImages(scene: Scene): string[] {
  return scene.layers.flatMap((layer) => (layer.type === "image" ? [layer.art.href] : []));
}

/** Where an image of `width` × `height` sits fitted in a square (the SVG's xMidYMid meet). */
export function fittedImage(layer: Extract<Layer, { type: "image" }>): { x: number; y: number; w: number; h: number } {
  const { width, height } = layer.art;
  const w = width >= height ? layer.size : (layer.size * width) / height;
  const h = width >= height ? (layer.size * height) / width : layer.size;
  return { x: layer.x + (layer.size - w) / 2, y: layer.y + (layer.size - h) / 2, w, h };
}

/**
 * Paints the scene on a context whose canvas is `scale` pixels per module, after `paper` (the surface the code is
 * printed on, for the scan check) when given.
 */
export function paintScene(ctx: Canvas2D, scene: Scene, scale: number, draw: Drawables, paper?: string): void {
  ctx.save();
  ctx.scale(scale, scale);
  if (paper) {
    ctx.fillStyle = paper;
    ctx.fillRect(0, 0, scene.width, scene.height);
  }
  if (scene.background) {
    ctx.fillStyle = css(scene.background);
    ctx.fillRect(0, 0, scene.width, scene.height);
  }
  for (const layer of scene.layers) {
    if (layer.type === "image") {
      const { x, y, w, h } = fittedImage(layer);
      ctx.drawImage(draw.image(layer.art.href) as never, x, y, w, h);
      continue;
    }
    const paint = layer.paint;
    if (paint.kind === "solid") ctx.fillStyle = css(paint.color);
    else {
      const gradient = paint.kind === "linear" ? ctx.createLinearGradient(paint.x1, paint.y1, paint.x2, paint.y2) : ctx.createRadialGradient(paint.cx, paint.cy, 0, paint.cx, paint.cy, paint.r);
      for (const stop of paint.stops) gradient.addColorStop(stop.offset, css(stop.color));
      ctx.fillStyle = gradient;
    }
    if (layer.type === "path") {
      if (!layer.d) continue;
      if (layer.at) {
        ctx.save();
        ctx.translate(layer.at.x, layer.at.y);
        ctx.scale(layer.at.scale, layer.at.scale);
      }
      ctx.fill(draw.path(layer.d) as never);
      if (layer.at) ctx.restore();
    } else {
      ctx.font = `700 ${layer.fontSize}px ${FRAME_FONT}`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(layer.text, layer.x, layer.y);
    }
  }
  ctx.restore();
}
