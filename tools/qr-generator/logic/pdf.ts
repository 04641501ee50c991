import bidiFactory from "bidi-js";
import type * as fontkit from "fontkit";
import { PDFDocument, PDFName, PDFString, type PDFRef } from "pdf-lib";
import { svgPathToOperators } from "pdf-lib/cjs/api/svgPath";
import type { Rgba } from "@/tools/qr-generator/logic/color";
import { fittedImage, type Scene, type SceneLayer, type ScenePaint } from "@/tools/qr-generator/logic/design";
import { QrInputError } from "@/tools/qr-generator/logic/errors";

/**
 * The scene of a styled code (design.ts) written as a one-page vector PDF: the print download, written on the server
 * (server/render-pdf.ts), and the PDF files of a CSV batch, written in the browser (ui/batch-pdf.ts) — one writer for
 * both (docs/architecture.md § QR PDF). What differs between the two comes in as `PdfInputs`: the fonts, and how a
 * WebP or SVG logo becomes PNG bytes. The page is a square of the chosen size in millimetres (MediaBox exact to the
 * point); the scene fills it, quiet zone included (a framed design, taller than wide, is centred on its height).
 * Paths are the scene's own `d` strings (pdf-lib turns SVG path data into PDF operators), filled with the non-zero
 * rule like the SVG and the canvas; gradients are PDF axial and radial shadings, stop opacity a luminosity soft mask;
 * a transparent background draws nothing. The call to action is real text in DejaVu Sans Bold (or Book for what Bold
 * lacks), subset to the glyphs used and embedded as a CID TrueType font with a ToUnicode map (the text can be copied
 * and searched); a character no font can draw is refused with its name, never dropped. An uploaded PNG or JPEG logo is
 * embedded as it came; a WebP or SVG logo is embedded rasterised by `rasterise` (the scene holds an SVG logo as
 * markup, not as paths); an icon is vector like the modules.
 */

export interface PdfInputs {
  /**
   * The call to action's fonts in order of preference, DejaVu Sans Bold then DejaVu Sans ([] where they are missing):
   * asked for only when the scene has text.
   */
  fonts: () => readonly fontkit.Font[];
  /** A decoded logo (its data URL) as PNG bytes `width` × `height` px (used for WebP and SVG logos). */
  rasterise: (href: string, width: number, height: number) => Uint8Array | Promise<Uint8Array>;
}

/** The family the call to action is written in, and the two files of it, Bold first like the PNG and the SVG. */
export const PDF_FONT_FAMILY = "DejaVu Sans";
export const PDF_FONT_FILES = ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"] as const;
export type PdfFontFile = (typeof PDF_FONT_FILES)[number];

/** Longer side, in pixels, of a WebP or SVG logo rasterised for the PDF. */
const LOGO_RASTER_PX = 2048;

export const mmToPt = (mm: number) => (mm * 72) / 25.4;

/**
 * PDF numbers: plain decimals, never exponents. Four decimals at most, trailing zeros dropped by reading them back
 * (a number of at most four decimals and a page's size prints without an exponent; -0 prints as 0).
 */
const num = (v: number) => String(Number((Math.abs(v) < 1e-9 ? 0 : v).toFixed(4)));
const rgb = (c: Rgba) => `${num(c.r / 255)} ${num(c.g / 255)} ${num(c.b / 255)}`;

// ---------------------------------------------------------------------------------------------------------------------
/**
 * The first of `fonts` that has every character of `text`, or a refusal (QrInputError on `frame.text`) naming the
 * characters none of them has — the same words on the server and in the browser.
 */
export function fontFor(text: string, fonts: readonly fontkit.Font[]): fontkit.Font {
  const chars = [...text].filter((c) => !/\s/u.test(c));
  const font = fonts.find((f) => chars.every((c) => f.hasGlyphForCodePoint(c.codePointAt(0)!)));
  if (font) return font;
  const missing = [...new Set(chars.filter((c) => !fonts.some((f) => f.hasGlyphForCodePoint(c.codePointAt(0)!))))];
  const message = fonts.length
    ? `The PDF's font (${PDF_FONT_FAMILY}) has no letters for ${missing.map((c) => `“${c}”`).join(" ")} in the call to action. Change the text, or download PNG or SVG.`
    : `The PDF cannot draw the call to action: the server has no ${PDF_FONT_FAMILY} font. Download PNG or SVG, or remove the text.`;
  throw new QrInputError(message, { "frame.text": message });
}

/** The call to action of a scene (the frame's text), or null. */
export function sceneText(scene: Scene): string | null {
  return scene.layers.find((layer) => layer.type === "text")?.text ?? null;
}

/** The subset tag of a font's name: six capitals from the SHA-256 of its glyph ids (Web Crypto: Node and browsers). */
async function subsetTag(glyphIds: readonly number[]): Promise<string> {
  // Browsers offer Web Crypto on secure origins only (https, localhost): the site is served over https.
  if (!globalThis.crypto?.subtle) throw new Error("This page needs a secure (https) connection to write the PDF's text.");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(glyphIds.join(","))));
  return digest.subarray(0, 6).reduce((s, b) => s + String.fromCharCode(65 + (b % 26)), "");
}

/** The bytes of a base64 data URL's payload. */
function dataUrlBytes(href: string): Uint8Array {
  const binary = atob(href.slice(href.indexOf(",") + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

type Direction = "ltr" | "rtl";
let bidi: ReturnType<typeof bidiFactory> | null = null;

/**
 * The text cut into runs of one direction, in visual order (left to right), for a single line: the Unicode bidi
 * algorithm's embedding levels (bidi-js; the paragraph takes the direction of its first strong letter), runs of one
 * level reordered by rule L2 (from the highest level down to the lowest odd one, every sequence at that level or above
 * reversed). Each run keeps its logical order: fontkit lays a right-to-left run out from right to left.
 */
export function visualRuns(text: string): { text: string; direction: Direction }[] {
  bidi ??= bidiFactory();
  const { levels } = bidi.getEmbeddingLevels(text);
  const runs: { text: string; level: number }[] = [];
  // Levels are per UTF-16 unit; the two halves of a surrogate pair always share theirs.
  for (let i = 0; i < text.length; i++) {
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.text += text[i];
    else runs.push({ text: text[i]!, level: levels[i]! });
  }
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => r.level | 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let j = i;
      while (j + 1 < runs.length && runs[j + 1]!.level >= level) j++;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return runs.map((r) => ({ text: r.text, direction: r.level % 2 ? "rtl" : "ltr" }));
}

// ---------------------------------------------------------------------------------------------------------------------

class PdfWriter {
  readonly ops: string[] = [];
  private readonly shadings: Record<string, PDFRef> = {};
  private readonly states: Record<string, PDFRef> = {};
  private readonly objects: Record<string, PDFRef> = {};
  private readonly fontRefs: Record<string, PDFRef> = {};
  private counter = 0;

  constructor(
    readonly doc: PDFDocument,
    /** The scene's box in module units, for soft masks. */
    private readonly box: [number, number, number, number],
    private readonly fonts: PdfInputs["fonts"],
  ) {}

  private name(prefix: string) {
    return `${prefix}${++this.counter}`;
  }

  resources() {
    return this.doc.context.obj({ Shading: this.shadings, ExtGState: this.states, XObject: this.objects, Font: this.fontRefs });
  }

  /** A PDF function from 0 to 1 through the stops (each a colour's components): one interpolation, or stitched. */
  private stopsFunction(stops: { offset: number; values: number[] }[]) {
    const sorted = [...stops].sort((a, b) => a.offset - b.offset);
    const first = sorted[0]!;
    const last = sorted.at(-1)!;
    if (first.offset > 0) sorted.unshift({ offset: 0, values: first.values });
    if (last.offset < 1) sorted.push({ offset: 1, values: last.values });
    const pieces = sorted.slice(1).map((stop, i) => ({ FunctionType: 2, Domain: [0, 1], C0: sorted[i]!.values, C1: stop.values, N: 1 }));
    if (pieces.length === 1) return pieces[0]!;
    return {
      FunctionType: 3,
      Domain: [0, 1],
      Functions: pieces,
      Bounds: sorted.slice(1, -1).map((s) => s.offset),
      Encode: pieces.flatMap(() => [0, 1]),
    };
  }

  private shading(paint: Exclude<ScenePaint, { kind: "solid" }>, space: "DeviceRGB" | "DeviceGray", values: (c: Rgba) => number[]): string {
    const name = this.name("Sh");
    const coords = paint.kind === "linear" ? [paint.x1, paint.y1, paint.x2, paint.y2] : [paint.cx, paint.cy, 0, paint.cx, paint.cy, paint.r];
    const fn = this.stopsFunction(paint.stops.map((s) => ({ offset: s.offset, values: values(s.color) })));
    this.shadings[name] = this.doc.context.register(
      this.doc.context.obj({ ShadingType: paint.kind === "linear" ? 2 : 3, ColorSpace: space, Coords: coords, Function: fn, Extend: [true, true] }),
    );
    return name;
  }

  /** A graphics state of constant opacity `alpha` (0–1). */
  opacity(alpha: number): string {
    const name = this.name("Gs");
    this.states[name] = this.doc.context.register(this.doc.context.obj({ Type: "ExtGState", ca: alpha, CA: alpha }));
    return name;
  }

  /** A graphics state whose soft mask is the gradient's stop opacities (luminosity of a grey shading). */
  private softMask(paint: Exclude<ScenePaint, { kind: "solid" }>): string {
    const shading = this.shading(paint, "DeviceGray", (c) => [c.a / 255]);
    const [x, y, w, h] = this.box;
    const group = this.doc.context.flateStream(`/${shading} sh`, {
      Type: "XObject",
      Subtype: "Form",
      BBox: [x, y, x + w, y + h],
      Group: { Type: "Group", S: "Transparency", CS: "DeviceGray" },
      Resources: { Shading: { [shading]: this.shadings[shading]! } },
    });
    const name = this.name("Gs");
    this.states[name] = this.doc.context.register(
      this.doc.context.obj({ Type: "ExtGState", SMask: { Type: "Mask", S: "Luminosity", G: this.doc.context.register(group) } }),
    );
    return name;
  }

  /** Fills what `shape` draws (path operators, or text drawn in clip mode when `text`) with `paint`. */
  fill(paint: ScenePaint, shape: string[], { text = false, inverse }: { text?: boolean; inverse?: string } = {}): void {
    this.ops.push("q");
    if (paint.kind === "solid") {
      if (paint.color.a < 255) this.ops.push(`/${this.opacity(paint.color.a / 255)} gs`);
      this.ops.push(`${rgb(paint.color)} rg`, ...shape);
      if (!text) this.ops.push("f");
    } else {
      const alphas = new Set(paint.stops.map((s) => s.color.a));
      if (alphas.size > 1) this.ops.push(`/${this.softMask(paint)} gs`);
      else if (paint.stops[0]!.color.a < 255) this.ops.push(`/${this.opacity(paint.stops[0]!.color.a / 255)} gs`);
      const shading = this.shading(paint, "DeviceRGB", (c) => [c.r / 255, c.g / 255, c.b / 255]);
      this.ops.push(...shape);
      if (!text) this.ops.push("W n");
      if (inverse) this.ops.push(inverse);
      this.ops.push(`/${shading} sh`);
    }
    this.ops.push("Q");
  }

  image(ref: PDFRef, x: number, y: number, w: number, h: number): void {
    const name = this.name("Im");
    this.objects[name] = ref;
    // The page's user space is y-down (module units): the image, drawn in its unit square, is flipped back.
    this.ops.push("q", `${num(w)} 0 0 ${num(-h)} ${num(x)} ${num(y + h)} cm`, `/${name} Do`, "Q");
  }

  /** The call to action: glyphs laid out (shaped) by fontkit run by run in visual order, subset into one embedded font. */
  async text(layer: Extract<SceneLayer, { type: "text" }>): Promise<void> {
    const font = fontFor(layer.text, this.fonts());
    const runs = visualRuns(layer.text).map(({ text, direction }) => font.layout(text, undefined, undefined, undefined, direction));
    const placed = runs.flatMap((run) => run.glyphs.map((glyph, i) => ({ glyph, position: run.positions[i]! })));
    const subset = font.createSubset();
    const ids = placed.map(({ glyph }) => subset.includeGlyph(glyph) as unknown as number);
    const upm = font.unitsPerEm;
    const size = layer.fontSize;
    const width = (placed.reduce((sum, { position }) => sum + position.xAdvance, 0) * size) / upm;
    // Vertically centred like the canvas's "middle" baseline: the baseline half the em box below the centre.
    const baseline = layer.y + ((font.ascent + font.descent) / 2 / upm) * size;
    let x = layer.x - width / 2;
    const name = this.name("F");
    this.fontRefs[name] = await this.embedFont(font, subset, placed.map(({ glyph }) => glyph), ids);
    const glyphs: string[] = ["BT", `/${name} ${num(size)} Tf`, ...(layer.paint.kind === "solid" ? [] : ["7 Tr"])];
    placed.forEach(({ position: p }, i) => {
      const gx = x + (p.xOffset * size) / upm;
      const gy = baseline - (p.yOffset * size) / upm;
      glyphs.push(`1 0 0 -1 ${num(gx)} ${num(gy)} Tm`, `<${ids[i]!.toString(16).padStart(4, "0")}> Tj`);
      x += (p.xAdvance * size) / upm;
    });
    glyphs.push("ET");
    this.fill(layer.paint, glyphs, { text: true });
  }

  /** A Type 0 font over a CID TrueType subset (Identity-H: the codes are the subset's glyph ids). */
  private async embedFont(font: fontkit.Font, subset: fontkit.Subset, glyphs: fontkit.Glyph[], ids: number[]): Promise<PDFRef> {
    const ctx = this.doc.context;
    const bytes = subset.encode();
    const originals = (subset as unknown as { glyphs: number[] }).glyphs;
    const tag = await subsetTag(originals);
    const baseName = `${tag}+${font.postscriptName}`;
    const scale = 1000 / font.unitsPerEm;
    const fontFile = ctx.register(ctx.flateStream(bytes, { Length1: bytes.length }));
    const descriptor = ctx.register(
      ctx.obj({
        Type: "FontDescriptor",
        FontName: baseName,
        Flags: 4,
        FontBBox: [font.bbox.minX, font.bbox.minY, font.bbox.maxX, font.bbox.maxY].map((v) => Math.round(v * scale)),
        ItalicAngle: 0,
        Ascent: Math.round(font.ascent * scale),
        Descent: Math.round(font.descent * scale),
        // DejaVu has no OS/2 cap height (an old table version): the ascent stands in, as PDF readers allow.
        CapHeight: Math.round((Number.isFinite(font.capHeight) ? font.capHeight : font.ascent) * scale),
        StemV: 80,
        FontFile2: fontFile,
      }),
    );
    const widths = originals.map((id) => Math.round(font.getGlyph(id).advanceWidth * scale));
    const cid = ctx.register(
      ctx.obj({
        Type: "Font",
        Subtype: "CIDFontType2",
        BaseFont: baseName,
        CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
        FontDescriptor: descriptor,
        W: [0, widths],
        CIDToGIDMap: "Identity",
      }),
    );
    const hex = (v: number) => v.toString(16).padStart(4, "0");
    const utf16 = (codePoints: number[]) => [...String.fromCodePoint(...codePoints)].map((c) => [...c].map((u) => hex(u.charCodeAt(0))).join("")).join("");
    const unicode = new Map<number, string>();
    glyphs.forEach((g, i) => {
      if (g.codePoints.length) unicode.set(ids[i]!, utf16(g.codePoints));
    });
    const cmap = [
      "/CIDInit /ProcSet findresource begin",
      "12 dict begin",
      "begincmap",
      "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
      "/CMapName /Adobe-Identity-UCS def",
      "/CMapType 2 def",
      "1 begincodespacerange",
      "<0000> <ffff>",
      "endcodespacerange",
      `${unicode.size} beginbfchar`,
      ...[...unicode].map(([id, text]) => `<${hex(id)}> <${text}>`),
      "endbfchar",
      "endcmap",
      "CMapName currentdict /CMap defineresource pop",
      "end",
      "end",
    ].join("\n");
    const toUnicode = ctx.register(ctx.flateStream(cmap));
    return ctx.register(ctx.obj({ Type: "Font", Subtype: "Type0", BaseFont: baseName, Encoding: "Identity-H", DescendantFonts: [cid], ToUnicode: toUnicode }));
  }
}

const RASTER = /^data:image\/(png|jpeg|webp|svg\+xml);base64,/;

/** The scene on a square page `sizeMm` millimetres wide, as PDF bytes. Throws QrInputError for undrawable text. */
export async function scenePdf(scene: Scene, sizeMm: number, inputs: PdfInputs): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("QR code");
  doc.setCreator("Utilify QR Code Generator");
  doc.setProducer("Utilify");
  const side = mmToPt(sizeMm);
  const page = doc.addPage([side, side]);
  const scale = side / Math.max(scene.width, scene.height);
  const dx = (side - scene.width * scale) / 2;
  const dy = (side - scene.height * scale) / 2;
  const writer = new PdfWriter(doc, [0, 0, scene.width, scene.height], inputs.fonts);
  const { ops } = writer;
  if (scene.background) {
    // The background covers the whole page, like the PNG's canvas: a framed design's sides included.
    writer.fill({ kind: "solid", color: scene.background }, [`0 0 ${num(side)} ${num(side)} re`]);
  }
  // From here on, user space is the scene's: module units, y down from the scene's top-left corner.
  ops.push(`${num(scale)} 0 0 ${num(-scale)} ${num(dx)} ${num(side - dy)} cm`);
  const pathOps = (d: string) => svgPathToOperators(d).map((op) => op.toString());
  for (const layer of scene.layers) {
    if (layer.type === "path") {
      if (!layer.d) continue;
      if (layer.at) {
        const { x, y, scale: s } = layer.at;
        ops.push("q", `${num(s)} 0 0 ${num(s)} ${num(x)} ${num(y)} cm`);
        writer.fill(layer.paint, pathOps(layer.d), { inverse: `${num(1 / s)} 0 0 ${num(1 / s)} ${num(-x / s)} ${num(-y / s)} cm` });
        ops.push("Q");
      } else writer.fill(layer.paint, pathOps(layer.d));
    } else if (layer.type === "text") await writer.text(layer);
    else {
      const { x, y, w, h } = fittedImage(layer);
      const kind = RASTER.exec(layer.art.href)?.[1];
      let ref: PDFRef;
      if (layer.art.kind === "raster" && (kind === "png" || kind === "jpeg")) {
        const bytes = dataUrlBytes(layer.art.href);
        ref = (kind === "png" ? await doc.embedPng(bytes) : await doc.embedJpg(bytes)).ref;
      } else {
        const { width, height } = layer.art;
        const k = Math.min(LOGO_RASTER_PX / Math.max(width, height), layer.art.kind === "raster" ? 1 : Infinity);
        ref = (await doc.embedPng(await inputs.rasterise(layer.art.href, Math.max(1, Math.round(width * k)), Math.max(1, Math.round(height * k))))).ref;
      }
      writer.image(ref, x, y, w, h);
    }
  }
  const ctx = doc.context;
  page.node.set(PDFName.of("Resources"), writer.resources());
  page.node.set(PDFName.of("Contents"), ctx.register(ctx.flateStream(ops.join("\n"))));
  doc.setKeywords(["QR code"]);
  return doc.save({ useObjectStreams: false });
}
