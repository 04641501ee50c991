import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import * as fontkit from "fontkit";
import { PNG } from "pngjs";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { fontFor, PDF_FONT_FILES, scenePdf, sceneText, type PdfInputs } from "./pdf";
import { buildScene } from "./design";
import { encodeQr } from "./encode";
import { QR_DEFAULTS, type QrStyle } from "./constants";
import { QrInputError } from "./errors";
import { renderPdf } from "@/tools/qr-generator/server/render";
import { pdfFontBytes } from "@/tools/qr-generator/server/render-pdf";

/**
 * The one PDF writer, run as the browser runs it: fonts made by fontkit from the files' bytes (as fetched from
 * /api/qr/fonts), an asynchronous logo rasteriser, Web Crypto for the subset tag. Its bytes are the ones the writer made
 * before it moved out of the server (recorded hashes), and the server's own PDFs are the same bytes.
 */

const PAYLOAD = "https://example.com/golden";
const style = (patch: Partial<QrStyle>): QrStyle => ({ ...QR_DEFAULTS, ...patch });

/** A 2 × 2 grey PNG: what the fixed rasteriser answers for any logo. */
const GREY = (() => {
  const image = new PNG({ width: 2, height: 2 });
  image.data.fill(200);
  return new Uint8Array(PNG.sync.write(image));
})();
const SVG_LOGO = `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7c3aed"/></svg>`).toString("base64")}`;

const DESIGNS = {
  plain: style({}),
  gradients: style({
    dots: { shape: "rounded", gradient: { type: "linear", rotation: 45, stops: [{ offset: 0, color: "#1e3a8a" }, { offset: 1, color: "#be185d" }] } },
    eyeFrame: { shape: "extra-rounded", gradient: { type: "radial", rotation: 0, stops: [{ offset: 0, color: "#000000" }, { offset: 0.5, color: "#14532d" }, { offset: 1, color: "#4c1d95cc" }] } },
  }),
  icon: style({ errorCorrection: "H", logo: { image: "heart", size: 0.25 } }),
  svgLogo: style({ errorCorrection: "H", logo: { image: SVG_LOGO, size: 0.25 } }),
  text: style({ frame: { style: "outline", text: "Сканируй · Σάρωση · امسح", color: "#14532d" } }),
  transparent: style({ background: "#ffffff00", frame: { style: "bubble", text: "Scan me" } }),
} satisfies Record<string, QrStyle>;

/**
 * SHA-256 of each design's 50 mm PDF (dates blanked) as the writer made it on the server before it became shared
 * (fonts: Debian's fonts-dejavu-core 2.37, what our servers and CI install — docs/operations.md). A change here is a
 * change of every PDF we make: deliberate, and the hashes recorded again.
 */
const RECORDED: Record<keyof typeof DESIGNS, string> = {
  plain: "2f6f4f80dbb653edcda9591059f84b6cc9160226fcc5313640f86f180b2b8e53",
  gradients: "eb689daf2b905381f17ec2c95c0044b0c962e33f82aa9143603f3979acc012ed",
  icon: "b0a029a6e04558c4e4b4605cf77c4317d1613290b98b3ab9c2af95872f87dcbf",
  svgLogo: "4b691f7e063b080c5338eaa8c730691035cf3d9a06bc7f41a457afdd6695aae3",
  text: "27476a35c7d305ce3947c2649d4d16a4e39a7898ff8a8bb177709afc9d7356aa",
  transparent: "430263b752f5a40268a99889fc1221e09c14ab2edbbce1610001880bbf89c6a8",
};

const undated = (pdf: Uint8Array) => Buffer.from(Buffer.from(pdf).toString("latin1").replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, "/$1 (D:0)"), "latin1");
const sha256 = (pdf: Uint8Array) => createHash("sha256").update(undated(pdf)).digest("hex");

/** The fonts as the browser makes them: fontkit over the bytes of the two files (the route's bytes). */
const browserFonts = PDF_FONT_FILES.map((file) => fontkit.create(new Uint8Array(pdfFontBytes(file)!) as Buffer) as fontkit.Font);

const inputs = (patch: Partial<PdfInputs> = {}): PdfInputs => ({ fonts: () => browserFonts, rasterise: async () => GREY, ...patch });
const sceneOf = (design: QrStyle) => buildScene(encodeQr(PAYLOAD, design.errorCorrection), design);

describe("the shared PDF writer", () => {
  it.each(Object.keys(DESIGNS) as (keyof typeof DESIGNS)[])("%s: the same bytes as the writer made on the server before it was shared", async (name) => {
    const pdf = await scenePdf(sceneOf(DESIGNS[name]), 50, inputs());
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(sha256(pdf)).toBe(RECORDED[name]);
  });

  it("writes the server's PDF byte for byte (its fonts read from the system, its logo rasterised with Skia)", async () => {
    for (const name of ["gradients", "text"] as const) {
      const design = DESIGNS[name];
      const server = await renderPdf(encodeQr(PAYLOAD, design.errorCorrection), design, 80);
      const shared = await scenePdf(sceneOf(design), 80, inputs());
      expect(sha256(shared), name).toBe(sha256(server));
    }
  });

  it("names the subset font with a six-letter tag from the SHA-256 of its glyph ids (Web Crypto)", async () => {
    const doc = await PDFDocument.load(await scenePdf(sceneOf(DESIGNS.transparent), 50, inputs()));
    const fonts = doc.context.enumerateIndirectObjects().flatMap(([, o]) => (o instanceof PDFDict && o.get(PDFName.of("Subtype")) === PDFName.of("Type0") ? [o] : []));
    expect(fonts).toHaveLength(1);
    const baseFont = fonts[0]!.get(PDFName.of("BaseFont"))!.toString();
    expect(baseFont).toMatch(/^\/[A-Z]{6}\+DejaVuSans-Bold$/);
    // "Scan me" in Bold: the subset holds .notdef and the glyphs of S, c, a, n, space, m, e, in the order laid out.
    const font = browserFonts[0]!;
    const ids = [0, ...new Set(font.layout("Scan me").glyphs.map((g) => g.id))];
    const tag = createHash("sha256").update(ids.join(",")).digest().subarray(0, 6).reduce((s, b) => s + String.fromCharCode(65 + (b % 26)), "");
    expect(baseFont).toBe(`/${tag}+DejaVuSans-Bold`);
  });

  it("asks for the fonts only when the scene has a call to action", async () => {
    const fonts = vi.fn(() => browserFonts);
    await scenePdf(sceneOf(DESIGNS.gradients), 50, inputs({ fonts }));
    expect(fonts).not.toHaveBeenCalled();
    expect(sceneText(sceneOf(DESIGNS.gradients))).toBeNull();
    await scenePdf(sceneOf(DESIGNS.text), 50, inputs({ fonts }));
    expect(fonts).toHaveBeenCalled();
    expect(sceneText(sceneOf(DESIGNS.text))).toBe("Сканируй · Σάρωση · امسح");
  });

  it("waits for an asynchronous rasteriser, asking for the (sanitised) SVG logo at 2048 px, and embeds what it answers", async () => {
    const rasterise = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return GREY;
    });
    const pdf = await scenePdf(sceneOf(DESIGNS.svgLogo), 50, inputs({ rasterise }));
    expect(rasterise).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^data:image\/svg\+xml;base64,/), 2048, 2048);
    const doc = await PDFDocument.load(pdf);
    const images = doc.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"));
    // The grey PNG and its alpha channel (an SMask): both 2 × 2, the rasteriser's answer.
    const sizes = images.map(([, o]) => `${(o as PDFRawStream).dict.get(PDFName.of("Width"))?.toString()}×${(o as PDFRawStream).dict.get(PDFName.of("Height"))?.toString()}`);
    expect(sizes).toEqual(["2×2", "2×2"]);
  });

  it("refuses a call to action no font can draw with the server's words, naming the letters, before writing anything", async () => {
    const message = "The PDF's font (DejaVu Sans) has no letters for “扫” “一” in the call to action. Change the text, or download PNG or SVG.";
    expect(() => fontFor("扫一扫 Scan", browserFonts)).toThrow(message);
    const error = (() => {
      try {
        fontFor("扫一扫 Scan", browserFonts);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(QrInputError);
    expect((error as QrInputError).fieldErrors).toEqual({ "frame.text": message });

    const rasterise = vi.fn(async () => GREY);
    const refused = scenePdf(sceneOf(style({ errorCorrection: "H", logo: { image: SVG_LOGO, size: 0.2 }, frame: { style: "banner-bottom", text: "扫一扫" } })), 50, inputs({ rasterise }));
    await expect(refused).rejects.toThrow("The PDF's font (DejaVu Sans) has no letters for “扫” “一” in the call to action.");
    // Greek and Arabic are DejaVu's: the Bold face draws them.
    expect(fontFor("Σάρωση امسح", browserFonts)).toBe(browserFonts[0]);
  });

  it("refuses any call to action when the fonts are missing, and draws a design without one", async () => {
    const none = inputs({ fonts: () => [] });
    await expect(scenePdf(sceneOf(DESIGNS.transparent), 50, none)).rejects.toThrow(
      "The PDF cannot draw the call to action: the server has no DejaVu Sans font. Download PNG or SVG, or remove the text.",
    );
    expect(sha256(await scenePdf(sceneOf(DESIGNS.plain), 50, none))).toBe(RECORDED.plain);
  });
});
