import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { PNG } from "pngjs";
import { generateQr, assertScansHere, renderPng } from "./render";
import { encodeQr, renderSvg } from "@/tools/qr-generator/logic/encode";
import { QR_DEFAULTS, type QrStyle } from "@/tools/qr-generator/logic/constants";
import { EYE_CENTER_SHAPES, EYE_FRAME_SHAPES, FRAME_STYLES, MODULE_SHAPES, type Gradient } from "@/tools/qr-generator/logic/design-options";
import { QrInputError, QrScanError } from "@/tools/qr-generator/logic/errors";
import { presetOf, QR_PRESETS } from "@/tools/qr-generator/logic/presets";
import { NOT_FOUND_MESSAGE } from "@/tools/qr-generator/logic/scan-check";
import { decodePng, readPng } from "@/tests/support/qr-decode";
import { ensureZbar, zbarDecode } from "@/tests/support/zbar";

/**
 * Every design the studio offers must scan: each module × eye-frame × eye-centre shape is rendered by the server as
 * PNG (Skia) and as SVG (rasterised independently by librsvg through sharp) and read back by two decoders, jsQR and
 * zbar, to the exact payload.
 */

const URL_PAYLOAD = "https://example.com/menu?table=12&lang=en";
const WIFI_PAYLOAD = 'WIFI:T:WPA;S:Café ☕ Net;P:correct horse battery;H:false;;';

const style = (patch: Partial<QrStyle>): QrStyle => ({ ...QR_DEFAULTS, ...patch });
const linear: Gradient = { type: "linear", rotation: 45, stops: [{ offset: 0, color: "#1e3a8a" }, { offset: 1, color: "#be185d" }] };
const radial: Gradient = { type: "radial", rotation: 0, stops: [{ offset: 0, color: "#000000" }, { offset: 0.5, color: "#14532d" }, { offset: 1, color: "#4c1d95" }] };

async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).png().toBuffer();
}

describe("every shape combination scans", () => {
  beforeAll(() => ensureZbar());

  it("module × eye frame × eye centre: PNG and SVG read back exactly by jsQR and zbar", async () => {
    const qr = encodeQr(URL_PAYLOAD, "M");
    const mismatches: string[] = [];
    let checked = 0;
    for (const dots of MODULE_SHAPES) {
      for (const eyeFrame of EYE_FRAME_SHAPES) {
        for (const eyeCenter of EYE_CENTER_SHAPES) {
          const design = style({ dots: { shape: dots }, eyeFrame: { shape: eyeFrame }, eyeCenter: { shape: eyeCenter } });
          const name = `${dots}/${eyeFrame}/${eyeCenter}`;
          expect(() => assertScansHere(qr, design), name).not.toThrow();
          const png = renderPng(qr, design, 400);
          const svgPng = await svgToPng(renderSvg(qr, design, 400));
          for (const [reader, read] of [
            ["png jsQR", decodePng(png)],
            ["png zbar", zbarDecode(png)],
            ["svg jsQR", decodePng(svgPng)],
          ] as const) {
            checked++;
            if (read !== URL_PAYLOAD) mismatches.push(`${name} ${reader}: ${read}`);
          }
        }
      }
    }
    if (mismatches.length) console.log(mismatches.join("\n"));
    console.log(`QR studio shape matrix: ${checked} reads of ${checked / 3} designs, ${mismatches.length} mismatches`);
    expect(checked).toBe(MODULE_SHAPES.length * EYE_FRAME_SHAPES.length * EYE_CENTER_SHAPES.length * 3);
    expect(mismatches).toEqual([]);
  }, 240_000);

  it.each(FRAME_STYLES)("frame %s with gradients and a call to action in any script scans and is taller than wide", async (frame) => {
    for (const text of ["Scan me", "扫一扫 · مرحبا · Привет"]) {
      const design = style({
        dots: { shape: "classy-rounded", gradient: linear },
        eyeFrame: { shape: "leaf", gradient: radial },
        eyeCenter: { shape: "extra-rounded", color: "#be185d" },
        frame: { style: frame, text, color: "#1e3a8a" },
      });
      const result = generateQr({ content: { type: "wifi", ssid: "Café ☕ Net", password: "correct horse battery" }, options: { ...design, size: 400 } });
      expect(result.payload).toBe(WIFI_PAYLOAD);
      const image = readPng(result.png);
      expect(image.width).toBe(400);
      expect(image.height).toBeGreaterThan(400);
      expect(result.pngHeight).toBe(image.height);
      expect(decodePng(result.png)).toBe(WIFI_PAYLOAD);
      expect(zbarDecode(result.png)).toBe(WIFI_PAYLOAD);
      expect(result.svg).toContain(">" + text.replace(/&/g, "&amp;") + "</text>");
      expect(decodePng(await svgToPng(result.svg))).toBe(WIFI_PAYLOAD);
    }
  }, 60_000);

  it("draws the chosen gradients in both formats, and a transparent background as transparent pixels", () => {
    const design = style({ dots: { shape: "dots", gradient: linear }, eyeFrame: { shape: "rounded", gradient: radial }, background: "#ffffff00" });
    const qr = encodeQr(URL_PAYLOAD, "Q");
    const svg = renderSvg(qr, design, 300);
    expect(svg).toMatch(/<linearGradient id="g0" gradientUnits="userSpaceOnUse"[^>]*><stop offset="0" stop-color="#1e3a8a"\/><stop offset="1" stop-color="#be185d"\/>/);
    expect(svg).toMatch(/<radialGradient id="g1"[^>]*><stop offset="0" stop-color="#000000"\/><stop offset="0.5" stop-color="#14532d"\/>/);
    expect(svg).not.toContain('d="M0 0h'); // no background square
    const png = renderPng(qr, design, 300);
    const raw = PNG.sync.read(png);
    expect(raw.data[3]).toBe(0); // the top-left corner (quiet zone) is fully transparent
    expect(decodePng(png)).toBe(URL_PAYLOAD);
  });
});

describe("the built-in looks", () => {
  beforeAll(() => ensureZbar());

  it.each(QR_PRESETS.map((preset) => [preset.label, preset] as const))("%s scans as PNG and SVG, with and without a logo, and is recognised as itself", async (_label, preset) => {
    expect(presetOf(preset.design)?.id).toBe(preset.id);
    for (const logo of [undefined, { image: "wifi", size: 0.25 }]) {
      const result = generateQr({ content: { type: "url", url: URL_PAYLOAD }, options: { ...preset.design, ...(logo ? { logo, errorCorrection: "H" as const } : {}), size: 400 } });
      const where = `${preset.id}${logo ? " with a logo" : ""}`;
      expect(decodePng(result.png), where).toBe(URL_PAYLOAD);
      expect(zbarDecode(result.png), where).toBe(URL_PAYLOAD);
      expect(decodePng(await svgToPng(result.svg)), where).toBe(URL_PAYLOAD);
    }
  }, 60_000);

  it("are told apart, and a changed choice is no look", () => {
    expect(new Set(QR_PRESETS.map((preset) => JSON.stringify(preset.design))).size).toBe(QR_PRESETS.length);
    const [classic] = QR_PRESETS;
    expect(presetOf({ ...QR_DEFAULTS })?.id).toBe("classic");
    expect(presetOf({ ...classic!.design, dots: { shape: "dots" } })).toBeUndefined();
    expect(presetOf({ ...classic!.design, foreground: "#000001" })).toBeUndefined();
  });
});

describe("a design that does not scan never leaves", () => {
  it("refuses a frame pressed against the modules (no quiet zone) with the reason and a fix", () => {
    const content = { type: "url", url: "https://example.com/no-quiet-zone" } as const;
    const options = { margin: 0, frame: { style: "banner-bottom", text: "Scan me" } } as const;
    expect(() => generateQr({ content, options })).toThrow(QrScanError);
    expect(() => generateQr({ content, options })).toThrow(NOT_FOUND_MESSAGE);
    expect(NOT_FOUND_MESSAGE).toMatch(/keep the quiet zone/);
    // The same design with the quiet zone scans.
    expect(decodePng(generateQr({ content, options: { ...options, margin: 4 } }).png)).toBe("https://example.com/no-quiet-zone");
  });

  it.each([
    [{ eyeFrame: { shape: "rounded", color: "#e5e5e5" } }, "eyeFrame.color", /^The eye frame colour and the background are too similar \(contrast 1\.2:1\)/],
    [{ dots: { shape: "dots", gradient: { type: "linear", stops: [{ offset: 0, color: "#000000" }, { offset: 1, color: "#eeeeee" }] } } }, "dots.gradient", /^The module gradient and the background are too similar/],
    [{ foreground: "#e5e5e5" }, "foreground", /^The foreground and background colours are too similar \(contrast 1\.2:1\)/],
  ] as const)("refuses a 1.2:1 part (%j) naming it", (options, field, message) => {
    try {
      generateQr({ content: { type: "text", text: "contrast" }, options });
      throw new Error("expected a refusal");
    } catch (error) {
      expect(error).toBeInstanceOf(QrInputError);
      expect((error as Error).message).toMatch(message);
      expect(Object.keys((error as QrInputError).fieldErrors)).toEqual([field]);
    }
  });

  it("warns about low contrast per part and about light modules on a dark background", () => {
    const low = generateQr({ content: { type: "text", text: "warn" }, options: { eyeCenter: { shape: "square", color: "#999999" } } });
    expect(low.warnings).toEqual([expect.stringMatching(/^Low contrast \(2\.8:1\) between the eye centres and the background/)]);
    const inverted = generateQr({ content: { type: "text", text: "warn" }, options: { foreground: "#ffffff", background: "#111827" } });
    expect(inverted.warnings.join(" ")).toMatch(/inverted code/);
    expect(decodePng(inverted.png)).toBe("warn");
  });
});
