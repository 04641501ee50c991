/**
 * WCAG 2.x contrast (relative luminance, (L1 + 0.05) / (L2 + 0.05)) compared UNROUNDED with the thresholds: 4.478 is
 * a fail for 4.5 even though a display rounded to one decimal would say 4.5. The nearest passing colour keeps the
 * foreground's OKLCH hue and chroma and moves only its lightness.
 */
import { clampChroma, converter, formatHex, wcagContrast, wcagLuminance } from "culori/fn";
import { hexOf, type Srgb } from "./color";

const toOklch = converter("oklch");
const toRgb = converter("rgb");

export const THRESHOLDS = [
  { id: "aa-large", label: "AA large text & UI", ratio: 3 },
  { id: "aa", label: "AA normal text", ratio: 4.5 },
  { id: "aaa", label: "AAA normal text", ratio: 7 },
] as const;

const opaque = (c: Srgb) => ({ mode: "rgb" as const, r: c.r, g: c.g, b: c.b });

/** Composites a translucent foreground over the (opaque) background, as a browser paints it. */
export function over(fg: Srgb, bg: Srgb): Srgb {
  const a = fg.alpha;
  return { r: fg.r * a + bg.r * (1 - a), g: fg.g * a + bg.g * (1 - a), b: fg.b * a + bg.b * (1 - a), alpha: 1 };
}

/**
 * A colour as the page shows and copies it: each channel to 8 bits, as its hex code. Sliders and OKLCH input give
 * channels between two codes; the contrast is measured on the code shown (#777777), so another checker agrees.
 */
export function shownColor(c: Srgb): Srgb {
  const byte = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 255) / 255;
  return { r: byte(c.r), g: byte(c.g), b: byte(c.b), alpha: c.alpha };
}

/** The exact WCAG ratio of a foreground (alpha composited) on an opaque background. */
export function contrastRatio(fg: Srgb, bg: Srgb): number {
  return wcagContrast(opaque(over(fg, { ...bg, alpha: 1 })), opaque(bg));
}

export const luminance = (c: Srgb) => wcagLuminance(opaque(c));

/** Writes a ratio without ever rounding up: truncated to `digits` decimals (4.4999 → "4.499"). */
export function formatRatio(ratio: number, digits = 3): string {
  const f = 10 ** digits;
  // 1e-9 absorbs float noise (black on white is 21.000000000000004 or 20.999999999999996): far below any threshold gap.
  return (Math.floor(ratio * f + 1e-9) / f).toFixed(digits);
}

export const passes = (ratio: number, threshold: number) => ratio >= threshold;

/** 8-bit sRGB, as the colour would be written in CSS. */
function quantise(c: { r: number; g: number; b: number }): Srgb {
  const q = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 255) / 255;
  return { r: q(c.r), g: q(c.g), b: q(c.b), alpha: 1 };
}

function atLightness(l: number, c: number, h: number | undefined): Srgb {
  const mapped = clampChroma({ mode: "oklch", l, c, h }, "oklch");
  return quantise(toRgb(mapped));
}

/**
 * The colour nearest to `fg` (the same OKLCH hue and chroma where sRGB allows it, only the lightness moved) whose
 * ratio on `bg` reaches `threshold`, or undefined if neither darker nor lighter gets there. Opaque, 8-bit: the hex
 * returned passes as written.
 */
export function nearestPassing(fg: Srgb, bg: Srgb, threshold: number): { color: Srgb; hex: string; ratio: number } | undefined {
  const base = over(fg, { ...bg, alpha: 1 });
  if (contrastRatio(base, bg) >= threshold) return { color: base, hex: hexOf(base), ratio: contrastRatio(base, bg) };
  const lch = toOklch(opaque(base));
  const c = lch.c;
  const h = lch.h;
  const candidates: { color: Srgb; distance: number }[] = [];
  for (const target of [0, 1]) {
    const end = atLightness(target, c, h);
    if (contrastRatio(end, bg) < threshold) continue;
    // Bisection between the start (fails) and the end (passes): the ratio grows as the lightness moves away from bg's.
    let fail = lch.l;
    let pass = target;
    for (let i = 0; i < 40; i++) {
      const mid = (fail + pass) / 2;
      if (contrastRatio(atLightness(mid, c, h), bg) >= threshold) pass = mid;
      else fail = mid;
    }
    candidates.push({ color: atLightness(pass, c, h), distance: Math.abs(pass - lch.l) });
  }
  if (!candidates.length) return undefined;
  candidates.sort((x, y) => x.distance - y.distance);
  const color = candidates[0]!.color;
  return { color, hex: formatHex(opaque(color)), ratio: contrastRatio(color, bg) };
}
