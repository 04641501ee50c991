import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { PNG } from "pngjs";
import { decodeLogo, generateQr } from "./render";
import { QR_DEFAULTS, type QrStyle } from "@/tools/qr-generator/logic/constants";
import { QrScanError } from "@/tools/qr-generator/logic/errors";
import { LOGO_MISREAD_MESSAGE, LOGO_NOT_FOUND_MESSAGE } from "@/tools/qr-generator/logic/scan-check";
import { decodePng } from "@/tests/support/qr-decode";
import { ensureZbar, zbarDecode } from "@/tests/support/zbar";
import { logoDigest, signDownloadToken, verifyDownloadToken } from "./token";

/**
 * Logos in every format: the server renders each design as PNG (Skia) and SVG (rasterised independently by librsvg
 * through sharp) and two decoders, jsQR and zbar, read every file back to the exact payload. A representative subset
 * of the shape matrix (design.test.ts has every shape): logo off, an icon, an uploaded PNG and an uploaded SVG at the
 * largest size, over a URL, a WiFi and a vCard payload, with plain and rounded shapes.
 */

/** A 240 × 160 PNG logo: a dark red disc and a blue bar on a transparent ground (a typical brand mark). */
function pngLogo(): string {
  const image = new PNG({ width: 240, height: 160 });
  for (let y = 0; y < 160; y++) {
    for (let x = 0; x < 240; x++) {
      const at = (y * 240 + x) * 4;
      const disc = (x - 80) ** 2 + (y - 80) ** 2 < 70 ** 2;
      const bar = x > 160 && x < 230 && y > 30 && y < 130;
      const [r, g, b, a] = disc ? [153, 27, 27, 255] : bar ? [30, 58, 138, 255] : [0, 0, 0, 0];
      image.data.set([r, g, b, a], at);
    }
  }
  return `data:image/png;base64,${PNG.sync.write(image).toString("base64")}`;
}

const SVG_LOGO = `data:image/svg+xml;base64,${Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="a"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>` +
    `<rect x="4" y="4" width="56" height="56" rx="14" fill="url(#a)"/><path d="M20 44V20h8l8 14 8-14h0v24h-6V31l-6 10h-4l-6-10v13z" fill="#fff"/></svg>`,
).toString("base64")}`;

const CONTENTS = [
  { content: { type: "url", url: "https://example.com/menu?table=12&lang=en" }, payload: "https://example.com/menu?table=12&lang=en" },
  { content: { type: "wifi", ssid: "Café ☕ Net", password: "correct horse battery" }, payload: "WIFI:T:WPA;S:Café ☕ Net;P:correct horse battery;H:false;;" },
  {
    content: { type: "vcard", firstName: "Ada", lastName: "Lovelace", phone: "+44 20 7946 0958", email: "ada@example.com", organization: "Analytical Engines" },
    payload: null,
  },
] as const;

const SHAPES: Partial<QrStyle>[] = [
  {},
  { dots: { shape: "rounded" }, eyeFrame: { shape: "rounded" }, eyeCenter: { shape: "rounded" } },
];

const svgToPng = (svg: string) => sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).png().toBuffer();

describe("logos scan in every format", () => {
  beforeAll(() => ensureZbar());

  it("logo off / icon / PNG / SVG × shapes × URL, WiFi, vCard: PNG and SVG read back exactly by jsQR and zbar", async () => {
    const logos: (QrStyle["logo"] | undefined)[] = [undefined, { image: "wifi", size: 0.3 }, { image: pngLogo(), size: 0.3 }, { image: SVG_LOGO, size: 0.3 }];
    const mismatches: string[] = [];
    let checked = 0;
    for (const { content, payload: expected } of CONTENTS) {
      for (const shapes of SHAPES) {
        for (const logo of logos) {
          const name = `${content.type}/${shapes.dots?.shape ?? "square"}/${logo ? logo.image.slice(0, 14) : "no logo"}`;
          await decodeLogo(logo?.image);
          const result = generateQr({ content, options: { ...QR_DEFAULTS, ...shapes, ...(logo ? { logo, errorCorrection: undefined } : {}), size: 500 } });
          const payload = expected ?? result.payload;
          expect(result.options.errorCorrection, name).toBe(logo ? "H" : "M");
          if (logo) expect(result.svg, name).toMatch(logo.image.startsWith("data:image/png") ? /<image [^>]*href="data:image\/png;base64,/ : logo.image === "wifi" ? /transform="translate/ : /<svg x="[\d.]+"[^>]*viewBox="0 0 64 64"><defs><linearGradient id="logo-a">/);
          const svgPng = await svgToPng(result.svg);
          for (const [reader, read] of [
            ["png jsQR", decodePng(result.png)],
            ["png zbar", zbarDecode(result.png)],
            ["svg jsQR", decodePng(svgPng)],
            ["svg zbar", zbarDecode(svgPng)],
          ] as const) {
            checked++;
            if (read !== payload) mismatches.push(`${name} ${reader}: ${read}`);
          }
        }
      }
    }
    if (mismatches.length) console.log(mismatches.join("\n"));
    console.log(`QR studio logo matrix: ${checked} reads of ${checked / 4} designs, ${mismatches.length} mismatches`);
    expect(checked).toBe(CONTENTS.length * SHAPES.length * logos.length * 4);
    expect(mismatches).toEqual([]);
  }, 120_000);

  it("clears the modules behind the logo (not painted over) and paints the uploaded image in the PNG", async () => {
    await decodeLogo(pngLogo());
    const withLogo = generateQr({ content: CONTENTS[0].content, options: { ...QR_DEFAULTS, errorCorrection: "H", logo: { image: pngLogo(), size: 0.3 }, size: 500 } });
    const image = PNG.sync.read(withLogo.png);
    // The logo's dark red disc is in the PNG (Skia's resampling moves the exact value a little).
    let red = 0;
    for (let i = 0; i < image.data.length; i += 4) if (image.data[i]! > 120 && image.data[i + 1]! < 70 && image.data[i + 2]! < 70) red++;
    expect(red).toBeGreaterThan(1000);
    // Just above the logo's box (its PNG is shorter than wide, so this is inside the cleared square, outside the art).
    const side = 500;
    let dark = 0;
    for (let x = side / 2 - 40; x < side / 2 + 40; x++) {
      const at = ((side / 2 - 55) * side + x) * 4;
      if (image.data[at]! < 128) dark++;
    }
    expect(dark).toBe(0);
  });

  it("refuses a logo at 30 % with error correction forced to L, with the reason and the fix", async () => {
    for (const image of ["wifi", pngLogo()]) {
      await decodeLogo(image);
      let error: unknown = null;
      try {
        generateQr({ content: CONTENTS[0].content, options: { ...QR_DEFAULTS, errorCorrection: "L", logo: { image, size: 0.3 } } });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(QrScanError);
      expect([LOGO_MISREAD_MESSAGE, LOGO_NOT_FOUND_MESSAGE]).toContain((error as Error).message);
      expect((error as Error).message).toMatch(/Make the logo smaller/);
    }
  });
});

describe("download tokens with an uploaded logo", () => {
  const style: QrStyle = { ...QR_DEFAULTS, errorCorrection: "H", logo: { image: SVG_LOGO, size: 0.25 } };

  it("sign the image's digest only, and need the same image to download", () => {
    const token = signDownloadToken("hello", style);
    expect(token.length).toBeLessThan(1000);
    expect(Buffer.from(token.split(".")[0]!, "base64url").toString()).toContain(logoDigest(SVG_LOGO));
    expect(verifyDownloadToken(token, new Date(), SVG_LOGO).style.logo).toEqual({ image: SVG_LOGO, size: 0.25 });
    expect(() => verifyDownloadToken(token)).toThrow(/same logo image/);
    expect(() => verifyDownloadToken(token, new Date(), pngLogo())).toThrow(/same logo image/);
  });

  it("keep an icon by name", () => {
    const token = signDownloadToken("hello", { ...style, logo: { image: "heart", size: 0.2 } });
    expect(verifyDownloadToken(token).style.logo).toEqual({ image: "heart", size: 0.2 });
  });
});
