/**
 * Colours made from the picked one: shades and tints (mixed with black and white in sRGB, as designers mean them),
 * harmonies (hue turned in OKLCH, so the lightness you see stays the same), a 50–950 scale, its exports, and the
 * colour-vision-deficiency previews.
 */
import {
  clampChroma,
  converter,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  wcagLuminance,
} from "culori/fn";
import { hexOf, type Srgb } from "./color";


const toOklch = converter("oklch");
const toRgb = converter("rgb");
const opaque = (c: Srgb) => ({ mode: "rgb" as const, r: c.r, g: c.g, b: c.b });
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const fromRgb = (c: { r: number; g: number; b: number }, alpha = 1): Srgb => ({ r: clamp01(c.r), g: clamp01(c.g), b: clamp01(c.b), alpha });

export const MIX_STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90] as const;

/** `percent` % of `other` mixed into `c`, channel by channel in sRGB (the classic shade/tint). */
function mix(c: Srgb, other: number, percent: number): Srgb {
  const t = percent / 100;
  return { r: c.r + (other - c.r) * t, g: c.g + (other - c.g) * t, b: c.b + (other - c.b) * t, alpha: 1 };
}

export const shades = (c: Srgb) => MIX_STEPS.map((p) => ({ percent: p, color: mix(c, 0, p) }));
export const tints = (c: Srgb) => MIX_STEPS.map((p) => ({ percent: p, color: mix(c, 1, p) }));

export const HARMONIES = [
  { id: "complementary", label: "Complementary", turns: [0, 180] },
  { id: "analogous", label: "Analogous", turns: [-30, 0, 30] },
  { id: "triadic", label: "Triadic", turns: [0, 120, 240] },
  { id: "split", label: "Split complementary", turns: [0, 150, 210] },
  { id: "tetradic", label: "Tetradic (square)", turns: [0, 90, 180, 270] },
] as const;

export type HarmonyId = (typeof HARMONIES)[number]["id"];

/** The hue turned by each of the harmony's angles in OKLCH, chroma reduced where sRGB cannot hold it. */
export function harmony(c: Srgb, id: HarmonyId): Srgb[] {
  const lch = toOklch(opaque(c));
  const spec = HARMONIES.find((x) => x.id === id) ?? HARMONIES[0];
  return spec.turns.map((turn) => {
    if (turn === 0) return { ...c, alpha: 1 };
    const h = ((lch.h ?? 0) + turn + 360) % 360;
    return fromRgb(toRgb(clampChroma({ mode: "oklch", l: lch.l, c: lch.c, h }, "oklch")));
  });
}

/** The scale's steps and their OKLCH lightness: evenly from 97 % (50) to 26 % (950), as wide as Tailwind's scales. */
export const SCALE_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
const SCALE_L_TOP = 0.97;
const SCALE_L_BOTTOM = 0.26;

/** A 50–950 scale at the colour's OKLCH hue and chroma, each step's chroma lowered only as far as sRGB needs. */
export function scale(c: Srgb): { step: number; color: Srgb }[] {
  const lch = toOklch(opaque(c));
  return SCALE_STEPS.map((step, i) => {
    const l = SCALE_L_TOP - ((SCALE_L_TOP - SCALE_L_BOTTOM) * i) / (SCALE_STEPS.length - 1);
    return { step, color: fromRgb(toRgb(clampChroma({ mode: "oklch", l, c: lch.c, h: lch.h }, "oklch"))) };
  });
}

export type ExportFormat = "css" | "tailwind" | "json";

/** A CSS custom property / Tailwind / JSON key: lowercase letters, digits and dashes. */
export function paletteName(raw: string): string {
  const name = raw.trim().toLowerCase().replace(/[^a-z0-9-]+/g, "-").replace(/-+/g, "-").replace(/^-|-$/g, "").slice(0, 40);
  return name || "brand";
}

/** The scale written out: CSS variables, a Tailwind v4 @theme block plus the v3 config object, or JSON. */
export function exportScale(steps: { step: number; color: Srgb }[], rawName: string, format: ExportFormat): string {
  const name = paletteName(rawName);
  const rows = steps.map(({ step, color }) => [step, hexOf(color)] as const);
  if (format === "css") return `:root {\n${rows.map(([s, hex]) => `  --color-${name}-${s}: ${hex};`).join("\n")}\n}\n`;
  if (format === "json") return `${JSON.stringify({ [name]: Object.fromEntries(rows.map(([s, hex]) => [String(s), hex])) }, null, 2)}\n`;
  return (
    `/* Tailwind CSS v4: in your main CSS file */\n@theme {\n${rows.map(([s, hex]) => `  --color-${name}-${s}: ${hex};`).join("\n")}\n}\n\n` +
    `// Tailwind CSS v3: tailwind.config.js\nmodule.exports = {\n  theme: {\n    extend: {\n      colors: {\n        "${name}": {\n` +
    `${rows.map(([s, hex]) => `          ${s}: "${hex}",`).join("\n")}\n        },\n      },\n    },\n  },\n};\n`
  );
}

export const DEFICIENCIES = [
  { id: "protanopia", label: "Protanopia", about: "no red cones (about 1 % of men)" },
  { id: "deuteranopia", label: "Deuteranopia", about: "no green cones (about 1 % of men)" },
  { id: "tritanopia", label: "Tritanopia", about: "no blue cones (rare)" },
  { id: "achromatopsia", label: "Achromatopsia", about: "no colour vision at all (very rare)" },
] as const;

export type DeficiencyId = (typeof DEFICIENCIES)[number]["id"];

const prot = filterDeficiencyProt(1);
const deuter = filterDeficiencyDeuter(1);
const trit = filterDeficiencyTrit(1);

/**
 * How the colour looks with a full (severity 1) deficiency: Machado, Oliveira & Fernandes 2009 for the three
 * dichromacies (culori's matrices, applied to linear sRGB); achromatopsia as the colour's relative luminance in grey.
 */
export function simulate(c: Srgb, id: DeficiencyId): Srgb {
  if (id === "achromatopsia") {
    const y = wcagLuminance(opaque(c));
    const grey = toRgb({ mode: "lrgb", r: y, g: y, b: y });
    return fromRgb(grey, c.alpha);
  }
  const filter = id === "protanopia" ? prot : id === "deuteranopia" ? deuter : trit;
  return fromRgb(toRgb(filter(opaque(c))), c.alpha);
}
