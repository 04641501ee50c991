import { describe, expect, it } from "vitest";
import { exactName, formatColor, hsvaToSrgb, MAX_COLOR_CHARS, nearestName, parseColor, srgb, srgbToHsva, toCmyk, type FormatId } from "./color";

describe("formats of known colours (TOOLS.md vectors, CSS Color 4 sample conversions)", () => {
  it.each<[string, FormatId, string]>([
    ["#ff5733", "rgb", "rgb(255, 87, 51)"],
    ["#ff5733", "hsl", "hsl(11, 100%, 60%)"],
    ["#ff5733", "cmyk", "cmyk(0%, 66%, 80%, 0%)"],
    ["#ff5733", "hsv", "hsv(11, 80%, 100%)"],
    ["#ff5733", "hwb", "hwb(11 20% 0%)"],
    ["#abc", "hex", "#aabbcc"],
    ["#ABC", "rgb", "rgb(170, 187, 204)"],
    ["red", "hwb", "hwb(0 0% 0%)"],
    // CSS Color 4 §"Sample conversions": green = oklch(51.975% 0.17686 142.495).
    ["green", "oklch", "oklch(51.98% 0.1769 142.5)"],
    ["red", "oklch", "oklch(62.8% 0.2577 29.23)"],
    ["white", "oklch", "oklch(100% 0 0)"],
    ["black", "cmyk", "cmyk(0%, 0%, 0%, 100%)"],
    ["rebeccapurple", "hex", "#663399"],
    ["tomato", "hex", "#ff6347"],
    ["#663399", "name", "rebeccapurple"],
    ["#808080", "name", "gray"],
    ["#ff573380", "hex", "#ff573380"],
    ["#ff573380", "rgb", "rgba(255, 87, 51, 0.502)"],
    ["rgb(255 87 51 / 50%)", "hsl", "hsla(11, 100%, 60%, 0.5)"],
    ["rgb(255 87 51 / 50%)", "oklch", "oklch(68.04% 0.21 33.69 / 0.5)"],
    ["hsl(11, 100%, 60%)", "hex", "#ff5833"],
    ["cmyk(0%, 66%, 80%, 0%)", "hex", "#ff5733"],
    ["hsv(210, 88%, 100%)", "hex", "#1f8fff"],
    ["transparent", "name", "transparent"],
  ])("%s as %s = %s", (input, format, expected) => {
    const parsed = parseColor(input);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(formatColor(parsed.color, format)).toBe(expected);
  });

  it("CSS Color 4's lab() of green: lab(46.2775% -47.5621 48.5837), to 0.02", () => {
    const [l, a, b] = formatColor(srgb("green"), "lab").slice(4, -1).split(" ").map(Number);
    expect(l).toBeCloseTo(46.2775, 1);
    expect(a).toBeCloseTo(-47.5621, 1);
    expect(b).toBeCloseTo(48.5837, 1);
  });

  it("every format reads back as the same 8-bit colour (round trip)", () => {
    for (const hex of ["#ff5733", "#1e90ff", "#000000", "#ffffff", "#663399", "#00ff7f"]) {
      const c = srgb(hex);
      // HSL, HSV and HWB are written in whole percentages, which cannot hold every 8-bit colour: not in this list.
      for (const f of ["hex", "rgb", "lab", "lch", "oklch"] as const) {
        expect(formatColor(srgb(formatColor(c, f)), "hex"), `${hex} via ${f}`).toBe(hex);
      }
    }
  });
});

describe("fractional channels round as CSS does: a half goes up", () => {
  it.each([
    ["rgb(10.5, 20.4, 30.6)", "#0b141f"],
    ["rgb(0.5, 1.5, 2.5)", "#010203"],
    ["rgb(127.5 127.49 254.5)", "#807fff"],
  ])("%s is %s", (typed, hex) => {
    const parsed = parseColor(typed);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(formatColor(parsed.color, "hex")).toBe(hex);
    // The page keeps the colour as HSV for its picker (color-picker-main.tsx): the round trip drifts by a few ulps.
    expect(formatColor(hsvaToSrgb(srgbToHsva(parsed.color)), "hex")).toBe(hex);
  });
});

describe("bare numbers typed into a format's field get its function", () => {
  it.each<[string, FormatId, string]>([
    ["255 87 51", "rgb", "#ff5733"],
    ["ff5733", "hex", "#ff5733"],
    ["11, 100%, 60%", "hsl", "#ff5833"],
    ["0 66 80 0", "cmyk", "#ff5733"],
    ["68.04% 0.21 33.69", "oklch", "#ff5733"],
  ])("%s in %s", (text, format, hex) => {
    const r = parseColor(text, format);
    expect(r.ok && formatColor(r.color, "hex")).toBe(hex);
  });
});

describe("bad input gets a specific message", () => {
  it.each([
    ["#12345", "A hex colour has 3, 4, 6 or 8 digits; #12345 has 5."],
    ["#1234567", "A hex colour has 3, 4, 6 or 8 digits; #1234567 has 7."],
    ["#zzz", "#zzz isn't a colour: a hex colour uses only 0–9 and a–f — try #1e90ff."],
    ["rgb(1,2)", "rgb(1,2) isn't a colour: rgb() takes three numbers 0–255 and an optional alpha, like rgb(30, 144, 255)."],
    ["hsv(1)", "hsv(1) isn't a colour: hsv() takes a hue and two percentages, like hsv(210, 88%, 100%)."],
    ["cmyk(a,b,c,d)", "cmyk(a,b,c,d) isn't a colour: cmyk() takes four percentages, like cmyk(88%, 44%, 0%, 0%)."],
    ["bluish", "bluish isn't a colour — try #1e90ff, rgb(30, 144, 255) or a CSS name like tomato."],
    ["", "Enter a colour, like #1e90ff."],
  ])("%j", (input, error) => {
    expect(parseColor(input)).toEqual({ ok: false, error });
  });

  it("refuses text longer than any colour before parsing it", () => {
    expect(parseColor("#".padEnd(MAX_COLOR_CHARS + 1, "f")).ok).toBe(false);
  });
});

describe("colours outside sRGB are said so, and how they were brought in", () => {
  it("rgb(300, 0, 0) is clamped channel by channel, with a warning", () => {
    const r = parseColor("rgb(300, 0, 0)");
    expect(r.ok && formatColor(r.color, "hex")).toBe("#ff0000");
    expect(r.ok && r.note?.kind).toBe("clamped");
  });

  it("an OKLCH colour beyond sRGB keeps about its lightness and hue, with less chroma (CSS Color 4 gamut mapping)", () => {
    const r = parseColor("oklch(70% 0.4 150)");
    expect(r.ok && r.note?.kind).toBe("mapped");
    if (!r.ok) return;
    const [l, c, h] = formatColor(r.color, "oklch").slice(6, -1).split(" ").map((x) => Number.parseFloat(x));
    expect(Math.abs((l ?? 0) - 70)).toBeLessThan(1.5);
    expect(c).toBeLessThan(0.4);
    expect(Math.abs((h ?? 0) - 150)).toBeLessThan(4);
  });

  it("lab(50 200 0) is mapped too, and alpha is kept", () => {
    const r = parseColor("lab(50 200 0 / 0.4)");
    expect(r.ok && r.note?.kind).toBe("mapped");
    expect(r.ok && r.color.alpha).toBeCloseTo(0.4, 6);
  });

  it("an in-gamut colour has no note", () => {
    const r = parseColor("oklch(62.8% 0.2577 29.23)");
    expect(r.ok && r.note).toBeUndefined();
  });
});

describe("names and CMYK", () => {
  it("exact names only for exact, opaque matches; otherwise the nearest with its distance", () => {
    expect(exactName(srgb("#ff6347"))).toBe("tomato");
    expect(exactName(srgb("#ff5733"))).toBeUndefined();
    expect(nearestName(srgb("#ff5733")).name).toBe("tomato");
    expect(nearestName(srgb("#ff6347")).deltaE).toBe(0);
  });

  it("CMYK of black has no NaN (K = 1)", () => {
    expect(toCmyk(srgb("#000"))).toEqual({ c: 0, m: 0, y: 0, k: 1 });
  });
});
