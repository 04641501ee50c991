import { describe, expect, it } from "vitest";
import { formatColor, hexOf, srgb } from "./color";
import { exportScale, harmony, paletteName, scale, shades, simulate, tints } from "./palette";

const hex = (c: Parameters<typeof hexOf>[0]) => hexOf(c);
const oklchOf = (c: Parameters<typeof hexOf>[0]) => formatColor(c, "oklch").slice(6, -1).split(" ").map((x) => Number.parseFloat(x));

describe("shades and tints", () => {
  it("mix with black and white in sRGB: 50 % of #ff5733 is #802c1a / #ffab99", () => {
    expect(hex(shades(srgb("#ff5733"))[4]!.color)).toBe("#802c1a");
    expect(hex(tints(srgb("#ff5733"))[4]!.color)).toBe("#ffab99");
  });
});

describe("harmonies turn the OKLCH hue and keep the lightness", () => {
  it.each(["complementary", "analogous", "triadic", "split", "tetradic"] as const)("%s", (id) => {
    const base = srgb("#1e90ff");
    const colors = harmony(base, id);
    const [l0] = oklchOf(base);
    for (const c of colors) expect(oklchOf(c)[0]).toBeCloseTo(l0 ?? 0, 0);
  });

  it("the complement of a hue is 180° away", () => {
    const [, , h0] = oklchOf(srgb("#1e90ff"));
    const [, , h1] = oklchOf(harmony(srgb("#1e90ff"), "complementary")[1]!);
    expect(Math.abs(((h1 ?? 0) - (h0 ?? 0) + 360) % 360 - 180)).toBeLessThan(1);
  });
});

describe("the 50–950 scale", () => {
  it("steps down in OKLCH lightness from 97 % to 26 %, all in sRGB", () => {
    const steps = scale(srgb("#ff5733"));
    expect(steps.map((s) => s.step)).toEqual([50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]);
    const ls = steps.map((s) => oklchOf(s.color)[0] ?? 0);
    expect(ls[0]).toBeCloseTo(97, 0);
    expect(ls[10]).toBeCloseTo(26, 0);
    for (let i = 1; i < ls.length; i++) expect(ls[i]).toBeLessThan(ls[i - 1]!);
  });

  it("exports as CSS variables, Tailwind and JSON", () => {
    const steps = scale(srgb("#ff5733"));
    const css = exportScale(steps, "Brand Red", "css");
    expect(css).toContain(`--color-brand-red-50: ${hex(steps[0]!.color)};`);
    expect(css.startsWith(":root {")).toBe(true);
    const json = JSON.parse(exportScale(steps, "accent", "json")) as Record<string, Record<string, string>>;
    expect(Object.keys(json.accent ?? {})).toHaveLength(11);
    expect(json.accent?.["500"]).toBe(hex(steps[5]!.color));
    const tw = exportScale(steps, "accent", "tailwind");
    expect(tw).toContain("@theme {");
    expect(tw).toContain(`950: "${hex(steps[10]!.color)}",`);
  });

  it.each([
    ["Brand Red", "brand-red"],
    ["  ", "brand"],
    ["--x__y!", "x-y"],
  ])("palette name %j → %j", (raw, name) => {
    expect(paletteName(raw)).toBe(name);
  });
});

describe("colour-vision simulation", () => {
  it("greys are unchanged by every simulation", () => {
    for (const id of ["protanopia", "deuteranopia", "tritanopia", "achromatopsia"] as const) {
      expect(hex(simulate(srgb("#777777"), id))).toBe("#777777");
    }
  });

  it("red and green collapse toward one hue under deuteranopia (Machado 2009)", () => {
    const r = simulate(srgb("#ff0000"), "deuteranopia");
    const g = simulate(srgb("#00ff00"), "deuteranopia");
    // Both become yellowish-olive: blue channel low, red and green close.
    expect(Math.abs(r.r - r.g)).toBeLessThan(0.25);
    expect(Math.abs(g.r - g.g)).toBeLessThan(0.25);
  });

  it("achromatopsia keeps the relative luminance", () => {
    const c = simulate(srgb("#ff5733"), "achromatopsia");
    expect(c.r).toBeCloseTo(c.g, 6);
    expect(c.g).toBeCloseTo(c.b, 6);
  });
});
