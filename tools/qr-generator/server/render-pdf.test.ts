import { beforeAll, describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { PDFDocument, PDFDict, PDFName, PDFRawStream } from "pdf-lib";
import { decodeLogo, renderPdf, assertScans } from "./render";
import { mmToPt, visualRuns } from "./render-pdf";
import { encodeQr } from "@/tools/qr-generator/logic/encode";
import { QR_DEFAULTS, type QrStyle } from "@/tools/qr-generator/logic/constants";
import type { Gradient } from "@/tools/qr-generator/logic/design-options";
import { QrInputError } from "@/tools/qr-generator/logic/errors";
import { decodePng } from "@/tests/support/qr-decode";
import { ensureZbar, zbarDecode } from "@/tests/support/zbar";
import { ensurePoppler, pdfInfo, pdfText, pdfToPng, pdfToTransparentPng } from "@/tests/support/pdf";

/**
 * The PDF download: every design is written as a vector page of the chosen size, measured by poppler's pdfinfo,
 * rasterised by poppler's pdftoppm (an independent renderer) and read back by jsQR and zbar to the exact payload.
 */

const PAYLOAD = "https://example.com/menu?table=12&lang=en";
const style = (patch: Partial<QrStyle>): QrStyle => ({ ...QR_DEFAULTS, ...patch });
const linear: Gradient = { type: "linear", rotation: 45, stops: [{ offset: 0, color: "#1e3a8a" }, { offset: 1, color: "#be185d" }] };
const radial: Gradient = { type: "radial", rotation: 0, stops: [{ offset: 0, color: "#000000" }, { offset: 0.5, color: "#14532d" }, { offset: 1, color: "#4c1d95" }] };

/** A 240 × 160 PNG logo: a dark red disc and a blue bar on a transparent ground. */
function pngLogo(): string {
  const image = new PNG({ width: 240, height: 160 });
  for (let y = 0; y < 160; y++) {
    for (let x = 0; x < 240; x++) {
      const disc = (x - 80) ** 2 + (y - 80) ** 2 < 70 ** 2;
      const bar = x > 160 && x < 230 && y > 30 && y < 130;
      image.data.set(disc ? [153, 27, 27, 255] : bar ? [30, 58, 138, 255] : [0, 0, 0, 0], (y * 240 + x) * 4);
    }
  }
  return `data:image/png;base64,${PNG.sync.write(image).toString("base64")}`;
}

const SVG_LOGO = `data:image/svg+xml;base64,${Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect x="4" y="4" width="56" height="56" rx="14" fill="#7c3aed"/><path d="M20 44V20h8l8 14 8-14h0v24h-6V31l-6 10h-4l-6-10v13z" fill="#fff"/></svg>`,
).toString("base64")}`;

const DESIGNS: [string, QrStyle][] = [
  ["plain", style({})],
  ["gradients on modules and eyes", style({ dots: { shape: "rounded", gradient: linear }, eyeFrame: { shape: "extra-rounded", gradient: radial }, eyeCenter: { shape: "rounded", color: "#be185d" } })],
  ["a gradient whose stops fade", style({ errorCorrection: "H", dots: { shape: "square", gradient: { type: "linear", rotation: 0, stops: [{ offset: 0, color: "#000000ff" }, { offset: 1, color: "#1e3a8acc" }] } } })],
  ["an icon logo", style({ errorCorrection: "H", dots: { shape: "dots", color: "#14532d" }, logo: { image: "heart", size: 0.25 } })],
  ["a raster logo", style({ errorCorrection: "H", logo: { image: pngLogo(), size: 0.3 } })],
  ["an SVG logo", style({ errorCorrection: "H", logo: { image: SVG_LOGO, size: 0.25 } })],
  ["a Latin call to action", style({ frame: { style: "banner-bottom", text: "Scan me, s'il vous plaît", color: "#1e3a8a" } })],
  ["a Cyrillic, Greek and Arabic call to action", style({ frame: { style: "outline", text: "Сканируй · Σάρωση · امسح", color: "#14532d" } })],
  ["a transparent background", style({ background: "#ffffff00", frame: { style: "bubble", text: "Scan me" } })],
];

/** The indirect objects of a PDF of one subtype (Image, Form…). */
async function objectsOf(pdf: Uint8Array, subtype: string): Promise<number> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, object]) => (object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null)?.get(PDFName.of("Subtype")) === PDFName.of(subtype)).length;
}

describe("PDF downloads", () => {
  beforeAll(() => {
    ensureZbar();
    ensurePoppler();
  });

  it.each(DESIGNS)("%s: the page is the chosen size and its rasterised page reads back with jsQR and zbar", async (_, design) => {
    await decodeLogo(design.logo?.image);
    const qr = encodeQr(PAYLOAD, design.errorCorrection);
    assertScans(qr, design);
    for (const mm of [20, 50, 127.5]) {
      const pdf = await renderPdf(qr, design, mm);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const info = pdfInfo(pdf);
      expect(info.pages).toBe(1);
      expect(Math.abs(info.width - mmToPt(mm))).toBeLessThan(0.01);
      expect(Math.abs(info.height - mmToPt(mm))).toBeLessThan(0.01);
      // 20 mm at 400 dpi is 315 px: a few px per module, as a small print would be scanned.
      const png = pdfToPng(pdf, mm < 30 ? 400 : 200);
      expect(decodePng(png)).toBe(PAYLOAD);
      expect(zbarDecode(png)).toBe(PAYLOAD);
    }
  });

  it("is vector: no image in the file unless the logo is an uploaded image", async () => {
    for (const [name, design] of DESIGNS) {
      await decodeLogo(design.logo?.image);
      const pdf = await renderPdf(encodeQr(PAYLOAD, design.errorCorrection), design, 50);
      const uploaded = design.logo?.image.startsWith("data:") ?? false;
      expect({ name, images: await objectsOf(pdf, "Image") > 0 }).toEqual({ name, images: uploaded });
    }
  });

  it("draws gradients as PDF shadings, not as images", async () => {
    const pdf = await renderPdf(encodeQr(PAYLOAD, "M"), DESIGNS[1]![1], 50);
    const doc = await PDFDocument.load(pdf);
    const types = doc.context
      .enumerateIndirectObjects()
      .map(([, o]) => (o instanceof PDFDict ? o.get(PDFName.of("ShadingType"))?.toString() : undefined))
      .filter(Boolean);
    expect(types).toContain("2");
    expect(types).toContain("3");
  });

  it("writes the call to action as real text in an embedded subset font", async () => {
    for (const [, design] of DESIGNS.filter(([, d]) => d.frame)) {
      const pdf = await renderPdf(encodeQr(PAYLOAD, "M"), design, 50);
      expect(pdfText(pdf).replace(/\s+/g, " ")).toContain(design.frame!.text.includes("Σ") ? "Сканируй · Σάρωση" : design.frame!.text);
      const doc = await PDFDocument.load(pdf);
      const fontFiles = doc.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFDict && o.get(PDFName.of("FontFile2")));
      expect(fontFiles).toHaveLength(1);
      // Subset: a few kilobytes, where the whole DejaVu Sans Bold is over 600 KB.
      expect(pdf.length).toBeLessThan(60_000);
    }
  });

  it("leaves a transparent background unpainted, and paints a solid one across the page", async () => {
    const corner = (pdf: Uint8Array) => PNG.sync.read(pdfToTransparentPng(pdf)).data.subarray(0, 4);
    const transparent = await renderPdf(encodeQr(PAYLOAD, "M"), style({ background: "#ffffff00" }), 50);
    expect([...corner(transparent)][3]).toBe(0);
    const yellow = await renderPdf(encodeQr(PAYLOAD, "M"), style({ background: "#fef08a" }), 50);
    expect([...corner(yellow)]).toEqual([254, 240, 138, 255]);
  });

  it("refuses a call to action it has no letters for, naming them, instead of dropping them", async () => {
    const design = style({ frame: { style: "banner-bottom", text: "扫一扫 Scan" } });
    const attempt = renderPdf(encodeQr(PAYLOAD, "M"), design, 50);
    await expect(attempt).rejects.toBeInstanceOf(QrInputError);
    await expect(attempt).rejects.toThrow(/“扫” “一”/);
  });

  it("lays mixed-direction text out in visual order: right-to-left runs reversed by fontkit, digits left to right", () => {
    expect(visualRuns("Scan me!")).toEqual([{ text: "Scan me!", direction: "ltr" }]);
    expect(visualRuns("Сканируй · امسح")).toEqual([
      { text: "Сканируй · ", direction: "ltr" },
      { text: "امسح", direction: "rtl" },
    ]);
    expect(visualRuns("امسح الرمز 24")).toEqual([
      { text: "24", direction: "ltr" },
      { text: "امسح الرمز ", direction: "rtl" },
    ]);
    // A left-to-right word inside right-to-left text: the runs around it swap sides, it keeps its own order.
    expect(visualRuns("סרוק abc כאן")).toEqual([
      { text: " כאן", direction: "rtl" },
      { text: "abc", direction: "ltr" },
      { text: "סרוק ", direction: "rtl" },
    ]);
    expect(visualRuns("")).toEqual([]);
  });
});
