import { describe, expect, it } from "vitest";
import { aspectOf, cropByKey, fitAspect, fullRect, moveRect, resizeRect, typedRect, type Rect } from "./crop";
import { fileProblem, LIMITS, lockedSide, outputSize, pixelProblem, resizedName, type ResizeFields } from "./resize";

const fields = (over: Partial<ResizeFields>): ResizeFields => ({ mode: "pixels", width: "", height: "", lock: true, percent: "", longest: "", ...over });
const photo = { width: 4000, height: 3000 };

describe("output size", () => {
  it.each([
    [fields({ width: "1080" }), 1080, 810],
    [fields({ height: "600" }), 800, 600],
    [fields({ width: "1080", height: "810" }), 1080, 810],
    [fields({ width: "500", height: "500", lock: false }), 500, 500],
    [fields({ mode: "percent", percent: "25" }), 1000, 750],
    [fields({ mode: "percent", percent: "12.5%" }), 500, 375],
    [fields({ mode: "percent", percent: "200" }), 8000, 6000],
    [fields({ mode: "longest", longest: "1600" }), 1600, 1200],
  ])("%j → %d × %d", (f, width, height) => {
    expect(outputSize(photo, f)).toEqual({ ok: true, width, height });
  });

  it("the longest side of a portrait photo is its height", () => {
    expect(outputSize({ width: 3000, height: 4000 }, fields({ mode: "longest", longest: "1600" }))).toEqual({ ok: true, width: 1200, height: 1600 });
  });

  it("never below one pixel", () => {
    expect(outputSize({ width: 10_000, height: 10 }, fields({ mode: "percent", percent: "1" }))).toEqual({ ok: true, width: 100, height: 1 });
    expect(lockedSide(1, 10_000, 10)).toBe(1);
  });

  it.each([
    [fields({}), "Enter a width or a height in pixels.", "width"],
    [fields({ width: "12.5" }), "The width must be a whole number of pixels from 1 to 16,384.", "width"],
    [fields({ width: "0" }), "The width must be a whole number of pixels from 1 to 16,384.", "width"],
    [fields({ height: "abc" }), "The height must be a whole number of pixels from 1 to 16,384.", "height"],
    [fields({ width: "100", lock: false }), "Enter the height in pixels.", "height"],
    [fields({ mode: "percent", percent: "0" }), "Enter a percentage from 1 to 1,000.", "percent"],
    [fields({ mode: "percent", percent: "1001" }), "Enter a percentage from 1 to 1,000.", "percent"],
    [fields({ mode: "longest", longest: "99999" }), "The longest side must be a whole number of pixels from 1 to 16,384.", "longest"],
    [fields({ mode: "percent", percent: "500" }), "The result would be 20,000 × 15,000 pixels; the longest side can be 16,384.", null],
    [fields({ width: "10000", height: "9000", lock: false }), "The result would be 10,000 × 9,000 pixels (90,000,000); the limit is 50,000,000.", null],
  ])("%j is refused: %s", (f, error, field) => {
    expect(outputSize(photo, f)).toEqual({ ok: false, error, field });
  });

  it("bounds on the file and the image", () => {
    expect(fileProblem({ name: "a.jpg", size: LIMITS.maxFileBytes + 1 })).toBe("a.jpg is 50 MB: the largest image this page resizes is 50 MB.");
    expect(pixelProblem("bomb.png", 100_000, 100_000)).toBe("bomb.png is 100,000 × 100,000 pixels (10,000,000,000); the limit is 50,000,000 pixels.");
    expect(pixelProblem("p.jpg", 8064, 6048)).toBeNull();
  });

  it("names the file by its new size", () => {
    expect(resizedName("holiday.jpeg", { width: 800, height: 600 }, "webp")).toBe("holiday-800x600.webp");
  });
});

describe("crop rectangles", () => {
  it.each([
    ["1:1", { x: 500, y: 0, width: 3000, height: 3000 }],
    ["4:3", { x: 0, y: 0, width: 4000, height: 3000 }],
    ["16:9", { x: 0, y: 375, width: 4000, height: 2250 }],
    ["9:16", { x: 1156, y: 0, width: 1688, height: 3000 }],
  ] as const)("%s: the largest box of that shape, centred", (preset, rect) => {
    expect(fitAspect(photo, aspectOf(preset))).toEqual(rect);
  });

  it("free is the whole image", () => {
    expect(aspectOf("free")).toBeNull();
    expect(fitAspect(photo, null)).toEqual(fullRect(photo));
  });

  it("a new shape is centred on the current crop, inside the image", () => {
    const corner: Rect = { x: 3500, y: 2500, width: 500, height: 500 };
    expect(fitAspect(photo, aspectOf("1:1"), corner)).toEqual({ x: 1000, y: 0, width: 3000, height: 3000 });
  });

  it("moving stops at the edges", () => {
    const rect: Rect = { x: 100, y: 100, width: 1000, height: 1000 };
    expect(moveRect(rect, -500, 50, photo)).toEqual({ x: 0, y: 150, width: 1000, height: 1000 });
    expect(moveRect(rect, 99_999, 99_999, photo)).toEqual({ x: 3000, y: 2000, width: 1000, height: 1000 });
  });

  it("resizing keeps the shape and stays inside", () => {
    const square: Rect = { x: 2000, y: 1000, width: 1000, height: 1000 };
    expect(resizeRect(square, 300, 0, 1, photo)).toEqual({ ...square, width: 1300, height: 1300 });
    expect(resizeRect(square, 0, 99_999, 1, photo)).toEqual({ ...square, width: 2000, height: 2000 });
    expect(resizeRect(square, -99_999, 0, 1, photo)).toEqual({ ...square, width: 1, height: 1 });
    const wide: Rect = { x: 0, y: 0, width: 1600, height: 900 };
    expect(resizeRect(wide, 160, 0, 16 / 9, photo)).toEqual({ ...wide, width: 1760, height: 990 });
    expect(resizeRect(wide, 50, -30, null, photo)).toEqual({ ...wide, width: 1650, height: 870 });
  });

  it("keys: arrows move by a hundredth of the longest side, Shift + arrows resize", () => {
    const rect: Rect = { x: 1000, y: 1000, width: 1000, height: 1000 };
    expect(cropByKey(rect, "ArrowRight", false, null, photo)).toEqual({ ...rect, x: 1040 });
    expect(cropByKey(rect, "ArrowUp", false, null, photo)).toEqual({ ...rect, y: 960 });
    expect(cropByKey(rect, "ArrowRight", true, 1, photo)).toEqual({ ...rect, width: 1040, height: 1040 });
    expect(cropByKey(rect, "ArrowUp", true, null, photo)).toEqual({ ...rect, height: 960 });
    expect(cropByKey(rect, "Enter", false, null, photo)).toBeNull();
    expect(cropByKey({ x: 0, y: 0, width: 2, height: 2 }, "ArrowRight", false, null, { width: 3, height: 3 })).toEqual({ x: 1, y: 0, width: 2, height: 2 });
  });

  it("typed crop fields", () => {
    expect(typedRect({ x: "10", y: "20", width: "300", height: "200" }, photo)).toEqual({ ok: true, rect: { x: 10, y: 20, width: 300, height: 200 } });
    expect(typedRect({ x: "3900", y: "0", width: "300", height: "200" }, photo)).toEqual({
      ok: false,
      error: "The crop goes past the image's edge: the image is 4000 × 3000 pixels.",
    });
    expect(typedRect({ x: "a", y: "0", width: "300", height: "200" }, photo)).toEqual({ ok: false, error: "The crop's X must be a whole number of pixels." });
    expect(typedRect({ x: "0", y: "0", width: "0", height: "200" }, photo)).toEqual({ ok: false, error: "The crop must be at least 1 pixel wide and high." });
  });
});
