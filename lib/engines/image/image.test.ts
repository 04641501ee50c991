import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { findExif, ORIENTATION_OPS, readExif } from "./exif";
import { CANVAS_FORMATS, canvasFormatOf, renamed } from "./formats";
import { readImageHeader } from "./header";
import { flipHorizontal, flipVertical, rotateAnticlockwise, rotateClockwise, turnedSize, turnMatrix, UPRIGHT, type Turn } from "./transform";

/**
 * The image engine against an independent reference: files written by sharp (libvips) in every format, read back by
 * our header and EXIF readers; and sharp's own auto-orientation (EXIF 2.32 / CIPA DC-008-2019, Orientation tag 0x0112,
 * values 1–8) as the truth for our turn matrices.
 */

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#3a7" } });

describe("image size from the header bytes", () => {
  it.each([
    ["png", (s: Sharp) => s.png()],
    ["jpeg", (s: Sharp) => s.jpeg()],
    ["jpeg", (s: Sharp) => s.jpeg({ progressive: true })],
    ["gif", (s: Sharp) => s.gif()],
    ["webp", (s: Sharp) => s.webp()],
    ["webp", (s: Sharp) => s.webp({ lossless: true })],
    ["avif", (s: Sharp) => s.avif()],
  ] as const)("%s", async (format, write) => {
    for (const [width, height] of [
      [1, 1],
      [301, 77],
      [4000, 3],
    ] as const) {
      const bytes = await write(solid(width, height)).toBuffer();
      expect(readImageHeader(bytes)).toEqual({ format, width, height });
    }
  });

  it("WebP with an alpha channel or EXIF (the extended VP8X header)", async () => {
    const bytes = await sharp({ create: { width: 513, height: 9, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .webp()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(readImageHeader(bytes)).toEqual({ format: "webp", width: 513, height: 9 });
  });

  it("a JPEG's frame header after a large EXIF block", async () => {
    const bytes = await solid(640, 480)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: "x".repeat(30_000) } })
      .toBuffer();
    expect(readImageHeader(bytes)).toEqual({ format: "jpeg", width: 640, height: 480 });
  });

  it("a BMP (the DIB header; a top-down BMP has a negative height)", () => {
    const bmp = new Uint8Array(54);
    const view = new DataView(bmp.buffer);
    bmp.set([0x42, 0x4d]);
    view.setUint32(14, 40, true);
    view.setInt32(18, 1024, true);
    view.setInt32(22, -768, true);
    expect(readImageHeader(bmp)).toEqual({ format: "bmp", width: 1024, height: 768 });
  });

  it("a decompression bomb is read as the size it claims, before any decoding", async () => {
    // A PNG header claiming 100,000 × 100,000 pixels: the IHDR alone is enough to refuse it.
    const bytes = Buffer.from(await solid(2, 2).png().toBuffer());
    bytes.writeUInt32BE(100_000, 16);
    bytes.writeUInt32BE(100_000, 20);
    expect(readImageHeader(bytes)).toEqual({ format: "png", width: 100_000, height: 100_000 });
  });

  it("answers null for what it does not know", () => {
    expect(readImageHeader(new Uint8Array())).toBeNull();
    expect(readImageHeader(new TextEncoder().encode("%PDF-1.7\n"))).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe("EXIF: orientation and GPS", () => {
  const gps = { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" } };

  it("a JPEG with orientation 6 and a GPS position", async () => {
    const bytes = await solid(40, 20).jpeg().withMetadata({ orientation: 6 }).withExif(gps).toBuffer();
    expect(readExif(bytes)).toEqual({ orientation: 6, hasGps: true });
  });

  it.each([
    ["jpeg", (s: Sharp) => s.jpeg()],
    ["webp", (s: Sharp) => s.webp()],
    ["png", (s: Sharp) => s.png()],
  ] as const)("%s: every orientation 1–8 is read as written", async (_format, write) => {
    for (let orientation = 1; orientation <= 8; orientation++) {
      const bytes = await write(solid(3, 2)).withMetadata({ orientation }).toBuffer();
      expect(readExif(bytes)?.orientation).toBe(orientation);
    }
  });

  it("a file written without metadata has no EXIF block at all", async () => {
    for (const write of [(s: Sharp) => s.jpeg(), (s: Sharp) => s.png(), (s: Sharp) => s.webp()]) {
      const bytes = await write(solid(8, 8)).toBuffer();
      expect(findExif(bytes)).toBeNull();
      expect(readExif(bytes)).toBeNull();
    }
  });

  it("big-endian (Motorola) TIFF order", () => {
    // FF D8, APP1 "Exif\0\0", "MM\0*", IFD0 at 8 with one entry: Orientation (SHORT) = 8.
    const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 8, 0, 0, 0, 0, 0, 0];
    const app1 = [..."Exif\0\0"].map((c) => c.charCodeAt(0)).concat(tiff);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, app1.length + 2, ...app1, 0xff, 0xd9]);
    expect(readExif(bytes)).toEqual({ orientation: 8, hasGps: false });
  });
});

/** A tiny image whose every pixel is different, as rows of [r, g, b]. */
const WIDTH = 3;
const HEIGHT = 2;
const pixel = (x: number, y: number) => [40 + x * 60, 30 + y * 150, 200 - x * 30 - y * 70];

/** Where each source pixel's centre lands under turnMatrix: the turned image as rows of pixels. */
function turnGrid(turn: Turn): number[][][] {
  const [a, b, c, d, e, f] = turnMatrix({ width: WIDTH, height: HEIGHT }, turn);
  const size = turnedSize({ width: WIDTH, height: HEIGHT }, turn);
  const grid: number[][][] = Array.from({ length: size.height }, () => Array.from({ length: size.width }, () => []));
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const cx = x + 0.5;
      const cy = y + 0.5;
      grid[Math.floor(b * cx + d * cy + f)]![Math.floor(a * cx + c * cy + e)] = pixel(x, y);
    }
  }
  return grid;
}

async function sharpOriented(orientation: number): Promise<number[][][]> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) raw.set(pixel(x, y), (y * WIDTH + x) * 3);
  const file = await sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png()
    .withMetadata({ orientation })
    .toBuffer();
  const { data, info } = await sharp(file).rotate().raw().toBuffer({ resolveWithObject: true });
  return Array.from({ length: info.height }, (_, y) =>
    Array.from({ length: info.width }, (_, x) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)]),
  );
}

describe("turns and mirrors", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])("EXIF orientation %d: our turn matches libvips' auto-orientation", async (orientation) => {
    const { flip, rotate } = ORIENTATION_OPS[orientation]!;
    expect(turnGrid({ flip, rotate })).toEqual(await sharpOriented(orientation));
  });

  it("a decoded image's sides are read through their getters (an ImageBitmap has no own properties)", () => {
    class Bitmap {
      get width() {
        return 40;
      }
      get height() {
        return 20;
      }
    }
    expect(turnedSize(new Bitmap(), UPRIGHT)).toEqual({ width: 40, height: 20 });
  });

  it("a quarter turn swaps the sides", () => {
    expect(turnedSize({ width: 40, height: 20 }, { flip: false, rotate: 90 })).toEqual({ width: 20, height: 40 });
    expect(turnedSize({ width: 40, height: 20 }, { flip: true, rotate: 180 })).toEqual({ width: 40, height: 20 });
  });

  /** Doing the clicks one after another on the pixels, as the reference for the composed state. */
  const steps: Record<string, (grid: number[][][]) => number[][][]> = {
    cw: (g) => g[0]!.map((_, x) => g.map((row) => row[x]!).reverse()),
    ccw: (g) => g[0]!.map((_, x) => g.map((row) => row[row.length - 1 - x]!)),
    h: (g) => g.map((row) => [...row].reverse()),
    v: (g) => [...g].reverse(),
  };
  const compose: Record<string, (t: Turn) => Turn> = { cw: rotateClockwise, ccw: rotateAnticlockwise, h: flipHorizontal, v: flipVertical };

  it.each([["cw"], ["ccw"], ["h"], ["v"], ["cw", "h"], ["h", "cw"], ["cw", "v", "cw"], ["v", "h"], ["ccw", "h", "ccw", "v", "cw"], ["cw", "cw", "cw", "cw"]])(
    "clicks %s… make one state that draws the same pixels",
    (...clicks) => {
      let grid = turnGrid(UPRIGHT);
      let turn = UPRIGHT;
      for (const click of clicks) {
        grid = steps[click]!(grid);
        turn = compose[click]!(turn);
      }
      expect(turnGrid(turn)).toEqual(grid);
    },
  );
});

describe("canvas formats", () => {
  it("names and formats", () => {
    expect(renamed("holiday.photo.jpeg", "webp")).toBe("holiday.photo.webp");
    expect(renamed(".png", "jpeg")).toBe("image.jpg");
    expect(CANVAS_FORMATS.map(canvasFormatOf)).toEqual(["jpeg", "png", "webp", "avif"]);
    expect(canvasFormatOf("gif")).toBeNull();
  });
});
