import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectFormat, isAnimatedGif, looksLikeSvg, notImageMessage, outputName } from "./formats";
import { encodeIco, readIcoDirectory } from "./ico";
import { DEFAULT_OPTIONS, formatBytes, LIMITS, paidFeaturesUsed, resizedSize, savingLabel } from "./options";
import { optionsSchema } from "./options-schema";
import { IMAGE_PRO_DENIED, imageProAllowed } from "./plan";

const bytes = (text: string) => new TextEncoder().encode(text);

async function detect(data: Uint8Array) {
  return detectFormat(data, await fileTypeFromBuffer(data));
}

describe("input detection from the bytes", () => {
  it.each([
    ["png", () => sharp({ create: { width: 2, height: 2, channels: 4, background: "#000" } }).png().toBuffer()],
    ["jpeg", () => sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } }).jpeg().toBuffer()],
    ["webp", () => sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } }).webp().toBuffer()],
    ["avif", () => sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } }).avif().toBuffer()],
    ["gif", () => sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } }).gif().toBuffer()],
    ["tiff", () => sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } }).tiff().toBuffer()],
  ] as const)("%s made by sharp", async (format, make) => {
    expect(await detect(new Uint8Array(await make()))).toEqual({ kind: "image", format });
  });

  it("reads BMP and ICO signatures", async () => {
    // BITMAPFILEHEADER "BM" + size + BITMAPINFOHEADER (40 bytes) of a 1×1 24-bit image.
    const bmp = new Uint8Array(58);
    bmp.set(bytes("BM"));
    new DataView(bmp.buffer).setUint32(2, 58, true);
    new DataView(bmp.buffer).setUint32(10, 54, true);
    new DataView(bmp.buffer).setUint32(14, 40, true);
    new DataView(bmp.buffer).setInt32(18, 1, true);
    new DataView(bmp.buffer).setInt32(22, 1, true);
    new DataView(bmp.buffer).setUint16(26, 1, true);
    new DataView(bmp.buffer).setUint16(28, 24, true);
    expect(await detect(bmp)).toEqual({ kind: "image", format: "bmp" });
    const png = new Uint8Array(await sharp({ create: { width: 16, height: 16, channels: 4, background: "#f00" } }).png().toBuffer());
    expect(await detect(encodeIco([{ width: 16, height: 16, png }]))).toEqual({ kind: "image", format: "ico" });
  });

  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', true],
    ['\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg viewBox="0 0 1 1"></svg>', true],
    ["  <svg>", true],
    ["<svgx>", false],
    ["<html><svg></svg></html>", false],
    ['{"svg": true}', false],
  ])("SVG sniffing of %j → %s", (text, expected) => {
    expect(looksLikeSvg(bytes(text))).toBe(expected);
  });

  it("names a PDF and the tool for it, another type by its extension, and empty or unknown bytes", async () => {
    const pdf = await detect(bytes("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"));
    expect(pdf).toMatchObject({ kind: "other", label: "PDF" });
    expect(notImageMessage(pdf as Exclude<typeof pdf, { kind: "image" }>)).toBe("This isn't an image (detected: PDF) — try PDF Converter");
    const zip = detectFormat(bytes("PK\u0003\u0004"), { ext: "zip", mime: "application/zip" });
    expect(notImageMessage(zip as Exclude<typeof zip, { kind: "image" }>)).toBe("This isn't an image (detected: ZIP).");
    expect(await detect(new Uint8Array())).toEqual({ kind: "empty" });
    expect(await detect(bytes("hello, plain text"))).toEqual({ kind: "unknown" });
  });

  it("tells an animated GIF from a still one", async () => {
    const still = new Uint8Array(await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } }).gif().toBuffer());
    expect(isAnimatedGif(still)).toBe(false);
    // Two Graphic Control Extensions = two frames.
    const twoFrames = new Uint8Array([0x47, 0x49, 0x46, 0x21, 0xf9, 0x04, 0, 0, 0, 0, 0, 0x21, 0xf9, 0x04, 0, 0, 0, 0, 0]);
    expect(isAnimatedGif(twoFrames)).toBe(true);
  });

  it.each([
    ["photo.heic", "webp", "photo.webp"],
    ["logo.final.png", "ico", "logo.final.ico"],
    ["scan.JPEG", "png", "scan.png"],
    [".png", "jpeg", "image.jpg"],
  ] as const)("output name %s → %s", (name, format, expected) => {
    expect(outputName(name, format)).toBe(expected);
  });
});

describe("options and their bounds", () => {
  it("fills the defaults and refuses values out of range", () => {
    expect(optionsSchema.parse({ format: "webp" })).toEqual(DEFAULT_OPTIONS);
    for (const bad of [
      { format: "gif" },
      { format: "jpeg", quality: 0 },
      { format: "jpeg", quality: 101 },
      { format: "jpeg", quality: 50.5 },
      { format: "png", width: 0 },
      { format: "png", width: LIMITS.maxSide + 1 },
      { format: "png", background: "red" },
      { format: "webp", targetKb: 0.5 },
      { format: "webp", targetKb: LIMITS.maxTargetKb + 1 },
    ]) {
      expect(optionsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(optionsSchema.safeParse({ format: "avif", quality: 1, width: LIMITS.maxSide, targetKb: 200 }).success).toBe(true);
  });

  it.each([
    [{ width: 4000, height: 3000 }, 800, null, { width: 800, height: 600 }],
    [{ width: 4000, height: 3000 }, null, 300, { width: 400, height: 300 }],
    [{ width: 4000, height: 3000 }, 1000, 1000, { width: 1000, height: 750 }],
    [{ width: 3000, height: 4000 }, 1000, 1000, { width: 750, height: 1000 }],
    [{ width: 100, height: 50 }, 400, null, { width: 400, height: 200 }],
    [{ width: 10_000, height: 1 }, 100, null, { width: 100, height: 1 }],
    [{ width: 640, height: 480 }, null, null, { width: 640, height: 480 }],
  ])("resize %j to %s × %s keeps the aspect ratio", (source, width, height, expected) => {
    expect(resizedSize(source, width, height)).toEqual(expected);
  });

  it("lists the paid features a choice uses", () => {
    expect(paidFeaturesUsed({ format: "webp", targetKb: null }, [{ size: 1000 }])).toEqual([]);
    expect(paidFeaturesUsed({ format: "avif", targetKb: 200 }, [{ size: LIMITS.freeFileBytes + 1 }, { size: 1 }])).toEqual([
      "AVIF output",
      "target size",
      "batch conversion",
      "files over 10 MB",
    ]);
    expect(paidFeaturesUsed({ format: "png", targetKb: null }, [{ size: LIMITS.freeFileBytes }])).toEqual([]);
  });

  it.each([
    [812, "812 bytes"],
    [2048, "2 KB"],
    [2150, "2.1 KB"],
    [10_485_760, "10 MB"],
    [204_800, "200 KB"],
    [1_572_864, "1.50 MB"],
    [104_857_600, "100 MB"],
  ])("formatBytes(%d) = %s", (n, expected) => {
    expect(formatBytes(n)).toBe(expected);
  });

  it.each([
    [1000, 380, "62% smaller"],
    [1000, 1150, "15% larger"],
    [1000, 1002, "about the same size"],
    [612_352, 2_970, "99.5% smaller"],
    [10_000_000, 1, "99.9% smaller"],
    [1000, 0, "100% smaller"],
    [0, 10, ""],
  ])("savingLabel(%d, %d) = %s", (before, after, expected) => {
    expect(savingLabel(before, after)).toBe(expected);
  });
});

describe("ICO container", () => {
  it("writes the directory and the PNG data at their offsets (256 stored as 0)", () => {
    const a = new Uint8Array([1, 2, 3]);
    const b = new Uint8Array([4, 5]);
    const ico = encodeIco([
      { width: 16, height: 16, png: a },
      { width: 256, height: 256, png: b },
    ]);
    expect(Array.from(ico.subarray(0, 6))).toEqual([0, 0, 1, 0, 2, 0]);
    expect(ico[6 + 16]).toBe(0);
    const dir = readIcoDirectory(ico);
    expect(dir).toEqual([
      { width: 16, height: 16, size: 3, offset: 38 },
      { width: 256, height: 256, size: 2, offset: 41 },
    ]);
    expect(Array.from(ico.subarray(38))).toEqual([1, 2, 3, 4, 5]);
    expect(() => encodeIco([])).toThrow(RangeError);
    expect(() => encodeIco([{ width: 257, height: 1, png: a }])).toThrow(RangeError);
  });
});

describe("plan", () => {
  it("needs Basic or higher, and says so", () => {
    expect([imageProAllowed("free"), imageProAllowed("basic"), imageProAllowed("premium"), imageProAllowed("enterprise")]).toEqual([false, true, true, true]);
    expect(IMAGE_PRO_DENIED).toContain("Basic plan and above");
  });
});
