import { describe, expect, it } from "vitest";
import { srgb } from "./color";
import { contrastRatio, formatRatio, nearestPassing, passes, shownColor } from "./contrast";

const white = srgb("#fff");

describe("WCAG 2.x contrast of known pairs", () => {
  it.each([
    ["#000", "#fff", 21],
    ["#777", "#fff", 4.478089453577214],
    ["#767676", "#fff", 4.542224959605253],
    ["#fff", "#fff", 1],
    ["#ff5733", "#fff", 3.151695]
  ])("%s on %s", (fg, bg, ratio) => {
    expect(contrastRatio(srgb(fg), srgb(bg))).toBeCloseTo(ratio, 3);
  });

  it("is symmetric", () => {
    expect(contrastRatio(srgb("#1e90ff"), srgb("#222"))).toBeCloseTo(contrastRatio(srgb("#222"), srgb("#1e90ff")), 12);
  });

  it("compares unrounded: #777 fails 4.5 although it rounds to 4.5; #767676 passes", () => {
    expect(passes(contrastRatio(srgb("#777"), white), 4.5)).toBe(false);
    expect(passes(contrastRatio(srgb("#767676"), white), 4.5)).toBe(true);
  });

  it.each([
    [4.478089453577214, "4.478"],
    [4.4999999, "4.499"],
    [21.000000000000004, "21.000"],
    [20.999999999999996, "21.000"],
    [2.9999, "2.999"],
  ])("formatRatio(%d) never rounds up: %s", (ratio, text) => {
    expect(formatRatio(ratio)).toBe(text);
  });

  it("a translucent foreground is measured as painted over the background", () => {
    expect(contrastRatio(srgb("#00000080"), white)).toBeCloseTo(contrastRatio(srgb("#7f7f7f"), white), 1);
  });
});

describe("the nearest passing colour", () => {
  it("for #777 on white at 4.5 is #767676", () => {
    expect(nearestPassing(srgb("#777"), white, 4.5)?.hex).toBe("#767676");
  });

  it.each([
    ["#ff5733", "#ffffff", 4.5],
    ["#ff5733", "#ffffff", 7],
    ["#1e90ff", "#000000", 7],
    ["#1e90ff", "#1e3a8a", 4.5],
    ["#bada55", "#ffffff", 3],
  ])("%s on %s at %d: the returned hex itself passes, and keeps roughly the hue", (fg, bg, t) => {
    const fix = nearestPassing(srgb(fg), srgb(bg), t);
    expect(fix).toBeDefined();
    if (!fix) return;
    expect(contrastRatio(srgb(fix.hex), srgb(bg))).toBeGreaterThanOrEqual(t);
    expect(fix.ratio).toBeGreaterThanOrEqual(t);
  });

  it("is undefined when no lightness reaches the threshold (mid grey, 7:1)", () => {
    expect(nearestPassing(srgb("#777"), srgb("#888"), 7)).toBeUndefined();
  });

  it("returns the colour itself when it already passes", () => {
    expect(nearestPassing(srgb("#000"), white, 7)?.hex).toBe("#000000");
  });
});

describe("the contrast shown is the shown colour's", () => {
  it("measures a colour between two hex codes as the code it shows", () => {
    const between = { r: 118.6 / 255, g: 118.6 / 255, b: 118.6 / 255, alpha: 1 };
    // Unrounded, it would pass AA (4.5036); shown as #777777 it is 4.478, a fail.
    expect(passes(contrastRatio(between, white), 4.5)).toBe(true);
    expect(contrastRatio(shownColor(between), shownColor(white))).toBe(contrastRatio(srgb("#777777"), white));
    expect(passes(contrastRatio(shownColor(between), white), 4.5)).toBe(false);
  });
});
