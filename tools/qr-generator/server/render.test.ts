import { DESIGN_DEFAULTS } from "@/tools/qr-generator/logic/design-options";
import { beforeAll, describe, expect, it } from "vitest";
import jsQR from "jsqr";
import QRCode from "qrcode";
import { MAX_CAPACITY } from "@/tools/qr-generator/logic/capacity";
import { QrInputError } from "@/tools/qr-generator/logic/errors";
import { generateQr, renderDownload, renderPng } from "./render";
import { checkQr, encodeQr, imageSize, prepareQr, renderSvg } from "@/tools/qr-generator/logic/encode";
import { type QrContentInput } from "@/tools/qr-generator/logic/schema";
import { ERROR_CORRECTION_LEVELS } from "@/tools/qr-generator/logic/constants";
import { decodePng, decodeSvg, readPng } from "@/tests/support/qr-decode";
import { ensureZbar, zbarDecode } from "@/tests/support/zbar";

/** One content of every type, with the characters that need escaping and non-ASCII text. */
const CONTENTS = {
  text: { content: { type: "text", text: "Hello, 世界! Ünïcödé \"quotes\" ; , : \\ and a\nnew line" }, payload: "Hello, 世界! Ünïcödé \"quotes\" ; , : \\ and a\nnew line" },
  url: { content: { type: "url", url: "example.com/path?q=a b".replace(" ", "%20") }, payload: "https://example.com/path?q=a%20b" },
  email: {
    content: { type: "email", address: "ada@example.com", subject: "Hello & welcome", body: "Line one\nLine two ✓" },
    payload: "mailto:ada@example.com?subject=Hello%20%26%20welcome&body=Line%20one%0D%0ALine%20two%20%E2%9C%93",
  },
  phone: { content: { type: "phone", phone: "+1 (555) 010-0199" }, payload: "tel:+15550100199" },
  sms: { content: { type: "sms", phone: "+44 7700 900123", message: "Reply: YES, or NO; thanks" }, payload: "SMSTO:+447700900123:Reply: YES, or NO; thanks" },
  wifi: {
    content: { type: "wifi", ssid: 'Café ☕ "Net";1', password: 'p\\a:s,s;w"d', encryption: "WPA", hidden: true },
    payload: 'WIFI:T:WPA;S:Café ☕ \\"Net\\"\\;1;P:p\\\\a\\:s\\,s\\;w\\"d;H:true;;',
  },
  vcard: {
    content: { type: "vcard", firstName: "Zoë", lastName: "O'Brien", organization: "Acme, Inc.; R&D", phone: "+353 1 234 5678", email: "zoe@example.ie", url: "https://example.ie" },
    payload:
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:O'Brien;Zoë;;;\r\nFN:Zoë O'Brien\r\nORG:Acme\\, Inc.\\; R&D\r\nTEL:+35312345678\r\nEMAIL:zoe@example.ie\r\nURL:https://example.ie\r\nEND:VCARD\r\n",
  },
  geo: { content: { type: "geo", latitude: "-33.856784", longitude: "151.215297" }, payload: "geo:-33.856784,151.215297" },
} satisfies Record<string, { content: QrContentInput; payload: string }>;

describe("non-ASCII content carries the UTF-8 ECI designator, so every scanner reads it as written", () => {
  beforeAll(() => ensureZbar());

  it.each([
    ["text", { type: "text", text: "QA ünïcode 世界" }, "QA ünïcode 世界"],
    ["Wi-Fi name", { type: "wifi", ssid: "Café", password: "", encryption: "nopass", hidden: false }, "WIFI:T:nopass;S:Café;H:false;;"],
    ["vCard", CONTENTS.vcard.content, CONTENTS.vcard.payload],
    ["emoji", { type: "text", text: "☕ 👨‍👩‍👧‍👦 ok" }, "☕ 👨‍👩‍👧‍👦 ok"],
  ] as const)("%s: zbar and jsQR both read it back exactly", (_, content, payload) => {
    for (const errorCorrection of ERROR_CORRECTION_LEVELS) {
      const result = generateQr({ content: content as QrContentInput, options: { errorCorrection } });
      expect(result.payload).toBe(payload);
      expect(zbarDecode(result.png)).toBe(payload);
      expect(decodePng(result.png)).toBe(payload);
    }
  });

  it("writes ECI 26 (UTF-8) before the bytes of non-ASCII text, and no ECI for ASCII", () => {
    const chunks = (text: string) => {
      const raster = readPng(generateQr({ content: { type: "text", text }, options: { errorCorrection: "M" } }).png);
      return jsQR(raster.data, raster.width, raster.height)?.chunks.map((c) => ("assignmentNumber" in c ? `eci ${c.assignmentNumber}` : String(c.type)));
    };
    expect(chunks("Zoë")).toEqual(["eci 26", "byte"]);
    expect(chunks("plain ASCII text")).not.toContain("eci 26");
  });
});

describe("round trip: every type at every error correction level decodes to the exact payload", () => {
  for (const [type, { content, payload }] of Object.entries(CONTENTS)) {
    for (const errorCorrection of ERROR_CORRECTION_LEVELS) {
      it(`${type} at ${errorCorrection}`, () => {
        const result = generateQr({ content, options: { errorCorrection } });
        expect(result.payload).toBe(payload);
        expect(result.type).toBe(type);
        expect(decodePng(result.png)).toBe(payload);
        expect(decodeSvg(result.svg)).toBe(payload);
      });
    }
  }
});

describe("sizes", () => {
  it.each([100, 200, 300, 400, 500])("renders the PNG at exactly %i px and decodes", (size) => {
    const result = generateQr({ content: CONTENTS.url.content, options: { size } });
    const image = readPng(result.png);
    expect([image.width, image.height]).toEqual([size, size]);
    expect(result.pngSize).toBe(size);
    expect(result.svg).toContain(`width="${size}" height="${size}"`);
    expect(decodePng(result.png)).toBe(CONTENTS.url.payload);
  });

  it("renders downloads up to 2000 px that still decode, in a few kilobytes", async () => {
    const png = (await renderDownload(CONTENTS.vcard.payload, { errorCorrection: "H", margin: 4, foreground: "#000000", background: "#ffffff", ...DESIGN_DEFAULTS }, "png", 2000)) as Buffer;
    expect(readPng(png).width).toBe(2000);
    expect(png.length).toBeLessThan(40_000);
    expect(decodePng(png)).toBe(CONTENTS.vcard.payload);
  });

  it("never draws a module smaller than a pixel: a large code at 100 px grows and says so", () => {
    const payload = "x".repeat(1000);
    const result = generateQr({ content: { type: "text", text: payload }, options: { size: 100, errorCorrection: "L" } });
    const total = result.modules + 8;
    expect(total).toBeGreaterThan(100);
    expect(result.pngSize).toBe(total);
    expect(readPng(result.png).width).toBe(total);
    expect(result.warnings.join(" ")).toMatch(new RegExp(`the image is ${total} px`));
    expect(decodePng(result.png)).toBe(payload);
  });

  it("warns when modules are under 3 px, and when the margin is under 4 modules", () => {
    const result = generateQr({ content: { type: "text", text: "y".repeat(150) }, options: { size: 100 } });
    expect(generateQr({ content: { type: "text", text: "y".repeat(150) }, options: { size: 500 } }).warnings).toEqual([]);
    expect(generateQr({ content: { type: "text", text: "y" }, options: { size: 500, margin: 2 } }).warnings.join(" ")).toMatch(/margin under 4 modules/);
    expect(result.warnings.join(" ")).toMatch(/each of this code's \d+ modules per side \(margin included\) is only 1\.\d px wide/);
  });
});

describe("margins and colours at the extremes", () => {
  it.each([0, 1, 4, 10])("margin %i is drawn as that many modules of background", (margin) => {
    const qr = encodeQr("margin test", "M");
    const style = { errorCorrection: "M" as const, margin, foreground: "#000000", background: "#ffffff", ...DESIGN_DEFAULTS };
    const total = qr.size + 2 * margin;
    expect(renderSvg(qr, style, 300)).toContain(`viewBox="0 0 ${total} ${total}"`);
    const png = renderPng(qr, style, total * 4);
    const image = readPng(png);
    // The top-left finder pattern starts right after the margin.
    const at = (x: number, y: number) => image.data[(y * image.width + x) * 4];
    if (margin > 0) expect(at(margin * 4 - 1, margin * 4 - 1)).toBe(255);
    expect(at(margin * 4, margin * 4)).toBe(0);
    // jsQR needs some quiet zone to find the code; with none we check the module grid instead.
    if (margin >= 1) expect(decodePng(png)).toBe("margin test");
  });

  it.each([
    ["#000", "#fff"],
    ["#1e3a8a", "#fde68a"],
    ["#7f1d1d", "#ffffff"],
    ["#000000cc", "#ffffff"],
    ["#000000", "#ffffff00"],
    ["#000f", "#fff0"],
    ["#ffffff", "#111111"],
    ["#767676", "#ffffff"],
  ])("foreground %s on background %s decodes", (foreground, background) => {
    const result = generateQr({ content: CONTENTS.wifi.content, options: { foreground, background, size: 300 } });
    expect(decodePng(result.png)).toBe(CONTENTS.wifi.payload);
  });

  it("writes transparency into the PNG (tRNS) and the SVG (opacity); a fully transparent background is left out of the SVG", () => {
    const result = generateQr({ content: CONTENTS.phone.content, options: { foreground: "#00000080", background: "#ffffff00", ...DESIGN_DEFAULTS } });
    expect(result.png.includes(Buffer.from("tRNS"))).toBe(true);
    expect(result.svg).toContain('fill="#000000" fill-opacity="0.502"');
    expect(result.svg.match(/<path /g)).toHaveLength(1);
  });

  it("uses the chosen colours in both formats", () => {
    const result = generateQr({ content: CONTENTS.phone.content, options: { foreground: "#1E3A8A", background: "#FDE68A" } });
    expect(result.svg).toContain('fill="#fde68a"');
    expect(result.svg).toContain('fill="#1e3a8a"');
    const image = readPng(result.png);
    expect([...image.data.slice(0, 3)]).toEqual([0xfd, 0xe6, 0x8a]);
  });

  it("refuses an invisible code and warns about a low-contrast or inverted one", () => {
    expect(() => generateQr({ content: CONTENTS.text.content, options: { foreground: "#fafafa", background: "#ffffff", ...DESIGN_DEFAULTS } })).toThrow(/too similar/);
    expect(() => generateQr({ content: CONTENTS.text.content, options: { foreground: "#00000010" } })).toThrow(QrInputError);
    expect(generateQr({ content: CONTENTS.text.content, options: { foreground: "#aaaaaa" } }).warnings[0]).toMatch(/^Low contrast/);
    expect(generateQr({ content: CONTENTS.text.content, options: { foreground: "#ffffff", background: "#000000", ...DESIGN_DEFAULTS } }).warnings[0]).toMatch(/inverted/);
    expect(generateQr({ content: CONTENTS.text.content }).warnings).toEqual([]);
  });
});

describe("capacity", () => {
  it("matches the encoder's own limits at version 40", () => {
    for (const level of ERROR_CORRECTION_LEVELS) {
      const { byte, alphanumeric, numeric } = MAX_CAPACITY[level];
      expect(QRCode.create("a".repeat(byte), { errorCorrectionLevel: level }).version).toBe(40);
      expect(() => QRCode.create("a".repeat(byte + 1), { errorCorrectionLevel: level })).toThrow();
      expect(() => QRCode.create("A".repeat(alphanumeric), { errorCorrectionLevel: level })).not.toThrow();
      expect(() => QRCode.create("A".repeat(alphanumeric + 1), { errorCorrectionLevel: level })).toThrow();
      expect(() => QRCode.create("1".repeat(numeric), { errorCorrectionLevel: level })).not.toThrow();
      expect(() => QRCode.create("1".repeat(numeric + 1), { errorCorrectionLevel: level })).toThrow();
    }
  });

  it("names the limit and suggests the highest lower level that fits", () => {
    const text = "a".repeat(2000); // fits M (2331 bytes) but not Q (1663) or H (1273)
    try {
      generateQr({ content: { type: "text", text }, options: { errorCorrection: "H" } });
      throw new Error("expected a refusal");
    } catch (error) {
      expect(error).toBeInstanceOf(QrInputError);
      expect((error as Error).message).toBe(
        "Too much data: a QR code holds at most 1,273 bytes at error correction H (High), and this content is 2,000 bytes. Choose a lower error correction level such as M (Medium), which holds up to 2,331 bytes, or shorten the content.",
      );
    }
    expect(generateQr({ content: { type: "text", text }, options: { errorCorrection: "M" } }).version).toBeGreaterThan(35);
  });

  it("counts UTF-8 bytes and says when even level L is too small", () => {
    const text = "€".repeat(1000); // 3,000 bytes
    expect(() => generateQr({ content: { type: "text", text }, options: { errorCorrection: "Q" } })).toThrow(
      "Too much data: a QR code holds at most 1,663 bytes at error correction Q (Quartile), and this content is 3,000 bytes. Even the lowest level, L (Low), holds at most 2,953 bytes: shorten the content.",
    );
    expect(() => generateQr({ content: { type: "text", text }, options: { errorCorrection: "L" } })).toThrow(
      "Too much data: a QR code holds at most 2,953 bytes at error correction L (Low), and this content is 3,000 bytes. Shorten the content.",
    );
  });

  it("checkQr (a batch row, not drawn) refuses exactly what prepareQr refuses, with its words, at every level's limit", () => {
    /** A request's outcome: its payload, or the refusal's message and fields. */
    const outcome = (check: () => string) => {
      try {
        return { payload: check() };
      } catch (error) {
        expect(error).toBeInstanceOf(QrInputError);
        return { message: (error as QrInputError).message, fieldErrors: (error as QrInputError).fieldErrors };
      }
    };
    for (const level of ERROR_CORRECTION_LEVELS) {
      const { byte, alphanumeric, numeric } = MAX_CAPACITY[level];
      // UTF-8 behind its ECI (other encoder: 2- and 3-byte characters around the byte limit), each ASCII mode, mixed modes.
      const texts = [
        ...[-3, -2, -1, 0, 1].map((d) => "é".repeat(Math.floor((byte + d) / 2)) + "x".repeat((byte + d) % 2)),
        ...[-2, -1, 0].map((d) => "€" + "x".repeat(byte + d - 3)),
        ...[-1, 0, 1].flatMap((d) => ["a".repeat(byte + d), "A".repeat(alphanumeric + d), "1".repeat(numeric + d)]),
        "HELLO WORLD 123 ".repeat(Math.floor(alphanumeric / 16)) + "1".repeat(40) + "lower case",
      ];
      for (const text of texts) {
        const request = { content: { type: "text", text }, options: { errorCorrection: level } };
        const drawn = outcome(() => prepareQr(request).qr.payload);
        expect(outcome(() => checkQr(request)), `${level}, ${text.length} characters`).toEqual(drawn);
      }
    }
    const refused = { content: { type: "url", url: "not a url" }, options: { foreground: "#777777", background: "#8a8a8a" } };
    expect(outcome(() => checkQr(refused))).toEqual(outcome(() => prepareQr(refused).qr.payload));
  });

  it("quotes digits for numeric content", () => {
    expect(() => generateQr({ content: { type: "text", text: "7".repeat(6000) } })).toThrow(/at most 5,596 digits at error correction M .* 6,000 digits.*L \(Low\), which holds up to 7,089 digits/);
  });

  it("imageSize is the requested size unless the code needs more pixels", () => {
    const qr = encodeQr("abc", "M");
    expect(imageSize(qr, 4, 200)).toBe(200);
    expect(imageSize(qr, 4, 10)).toBe(qr.size + 8);
  });
});
