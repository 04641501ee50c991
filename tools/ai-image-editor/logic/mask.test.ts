import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { areaRect, maskFromPaint, paintedShare } from "./mask";

/**
 * The reference for the mask is OpenAI's image edit API (platform.openai.com/docs/api-reference/images/createEdit):
 * "An additional image whose fully transparent areas (e.g. where alpha is zero) indicate where image should be
 * edited", the same size as the image. The PNG round trip is read back with sharp, an independent decoder.
 */

describe("maskFromPaint", () => {
  it("makes painted pixels (any alpha) fully transparent and the rest opaque", () => {
    const paint = new Uint8ClampedArray([
      236, 72, 153, 255, // painted
      0, 0, 0, 0, // not painted
      236, 72, 153, 1, // the faint edge of a brush stroke counts as painted
      9, 9, 9, 0, // colour without alpha is not paint
    ]);
    expect([...maskFromPaint(paint)]).toEqual([0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 255]);
  });

  it("refuses pixels that are not RGBA quadruples", () => {
    expect(() => maskFromPaint(new Uint8ClampedArray(6))).toThrow(RangeError);
  });

  it("encodes as a PNG whose alpha sharp reads back: zero exactly where painted", async () => {
    const width = 4;
    const height = 2;
    const paint = new Uint8ClampedArray(width * height * 4);
    for (const pixel of [1, 2, 5]) paint[pixel * 4 + 3] = 255;
    const png = await sharp(Buffer.from(maskFromPaint(paint)), { raw: { width, height, channels: 4 } }).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["png", 4, 2, true]);
    const alpha = await sharp(png).extractChannel(3).raw().toBuffer();
    expect([...alpha]).toEqual([255, 0, 0, 255, 255, 0, 255, 255]);
  });
});

describe("paintedShare", () => {
  it("is the share of pixels with paint, 0 for none and for no pixels", () => {
    expect(paintedShare(new Uint8ClampedArray([0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7]))).toBe(0.5);
    expect(paintedShare(new Uint8ClampedArray(16))).toBe(0);
    expect(paintedShare(new Uint8ClampedArray(0))).toBe(0);
  });
});

describe("areaRect", () => {
  it.each([
    ["whole", { x: 0, y: 0, width: 101, height: 51 }],
    ["top", { x: 0, y: 0, width: 101, height: 26 }],
    ["bottom", { x: 0, y: 25, width: 101, height: 26 }],
    ["left", { x: 0, y: 0, width: 51, height: 51 }],
    ["right", { x: 50, y: 0, width: 51, height: 51 }],
    ["centre", { x: 25, y: 12, width: 51, height: 27 }],
  ] as const)("%s of a 101 × 51 image is %j, inside the image and covering its half", (area, rect) => {
    expect(areaRect(area, 101, 51)).toEqual(rect);
    expect(rect.x + rect.width).toBeLessThanOrEqual(101);
    expect(rect.y + rect.height).toBeLessThanOrEqual(51);
  });
});
