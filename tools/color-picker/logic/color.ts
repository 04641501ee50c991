/**
 * The Color Picker's colour model: parsing what people type, and writing one colour in every format the tool shows.
 * Conversions are culori's (tree-shaken: only the modes registered below are bundled). sRGB is the working gamut:
 * a colour typed outside it (rgb(300, 0, 0), an OKLCH or LAB colour no screen can show) is mapped into it and the
 * tool says how (see `GamutNote`). Alpha is carried through every format. The culori modes the tool uses are
 * registered here, once, for contrast.ts and palette.ts too (they import this module).
 */
import {
  colorsNamed,
  converter,
  displayable,
  modeHsl,
  modeHsv,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  toGamut,
  useMode as registerMode,
  type Color,
  type Rgb,
} from "culori/fn";

registerMode(modeRgb);
registerMode(modeLrgb);
registerMode(modeHsl);
registerMode(modeHsv);
registerMode(modeHwb);
registerMode(modeLab);
registerMode(modeLch);
registerMode(modeOklab);
registerMode(modeOklch);

const toRgb = converter("rgb");
const toHsl = converter("hsl");
const toHsv = converter("hsv");
const toHwb = converter("hwb");
const toLab = converter("lab");
const toLch = converter("lch");
const toOklch = converter("oklch");
/** CSS Color 4 gamut mapping: lower OKLCH chroma at the same lightness and hue until the colour fits sRGB. */
const mapToSrgb = toGamut("rgb", "oklch");

/** Longest colour text we read: the longest real one, `oklch(...)` with decimals and alpha, is far shorter. */
export const MAX_COLOR_CHARS = 100;

/** An sRGB colour, channels 0–1, alpha 0–1: the tool's one state. */
export interface Srgb {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

export type FormatId = "hex" | "rgb" | "hsl" | "hsv" | "hwb" | "cmyk" | "lab" | "lch" | "oklch" | "name";

export const FORMATS: readonly { id: FormatId; label: string; example: string }[] = [
  { id: "hex", label: "HEX", example: "#1e90ff" },
  { id: "rgb", label: "RGB", example: "rgb(30, 144, 255)" },
  { id: "hsl", label: "HSL", example: "hsl(210, 100%, 56%)" },
  { id: "hsv", label: "HSV", example: "hsv(210, 88%, 100%)" },
  { id: "hwb", label: "HWB", example: "hwb(210 12% 0%)" },
  { id: "cmyk", label: "CMYK", example: "cmyk(88%, 44%, 0%, 0%)" },
  { id: "lab", label: "LAB", example: "lab(59.38 9.92 -64.07)" },
  { id: "lch", label: "LCH", example: "lch(59.38 64.83 278.8)" },
  { id: "oklch", label: "OKLCH", example: "oklch(65.93% 0.1703 253.6)" },
  { id: "name", label: "CSS name", example: "dodgerblue" },
];

/** What happened to a colour that did not fit sRGB. */
export type GamutNote =
  | { kind: "clamped"; text: string }
  | { kind: "mapped"; text: string };

export type ParseResult = { ok: true; color: Srgb; note?: GamutNote } | { ok: false; error: string };

const TRY = "try #1e90ff";

const FUNCTION_HINTS: Record<string, string> = {
  rgb: "rgb() takes three numbers 0–255 and an optional alpha, like rgb(30, 144, 255)",
  rgba: "rgba() takes three numbers 0–255 and an alpha, like rgba(30, 144, 255, 0.5)",
  hsl: "hsl() takes a hue and two percentages, like hsl(210, 100%, 56%)",
  hsla: "hsla() takes a hue, two percentages and an alpha, like hsla(210, 100%, 56%, 0.5)",
  hsv: "hsv() takes a hue and two percentages, like hsv(210, 88%, 100%)",
  hwb: "hwb() takes a hue, whiteness and blackness, like hwb(210 12% 0%)",
  cmyk: "cmyk() takes four percentages, like cmyk(88%, 44%, 0%, 0%)",
  lab: "lab() takes lightness 0–100 and two axes, like lab(59.38 9.92 -64.07)",
  lch: "lch() takes lightness 0–100, chroma and hue, like lch(59.38 64.83 278.8)",
  oklch: "oklch() takes lightness 0–1 (or %), chroma and hue, like oklch(65.93% 0.1703 253.6)",
  oklab: "oklab() takes lightness 0–1 (or %) and two axes, like oklab(0.659 -0.026 -0.168)",
};

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

function fromCulori(c: Rgb): Srgb {
  return { r: c.r, g: c.g, b: c.b, alpha: c.alpha === undefined ? 1 : clamp01(c.alpha) };
}

/** Parses `hsv(h, s%, v%[, a])` and `cmyk(c%, m%, y%, k%[, a])`, which CSS does not have and culori does not read. */
function parseExtra(name: "hsv" | "cmyk", args: string): Srgb | undefined {
  const parts = args.split(/\s*[,/]\s*|\s+/).filter(Boolean);
  const count = name === "hsv" ? 3 : 4;
  if (parts.length !== count && parts.length !== count + 1) return undefined;
  const numbers: number[] = [];
  for (const [i, part] of parts.entries()) {
    const m = /^(-?(?:\d+(?:\.\d+)?|\.\d+))(%|deg)?$/.exec(part);
    if (!m) return undefined;
    let x = Number(m[1]);
    const isAlpha = i === count;
    const isHue = name === "hsv" && i === 0;
    if (isAlpha) x = m[2] === "%" ? x / 100 : x;
    else if (!isHue) x = m[2] === "%" || x > 1 ? x / 100 : x;
    numbers.push(x);
  }
  const alpha = numbers[count] ?? 1;
  if (name === "hsv") {
    const [h = 0, s = 0, v = 0] = numbers;
    const rgb = toRgb({ mode: "hsv", h: ((h % 360) + 360) % 360, s, v });
    return { r: rgb.r, g: rgb.g, b: rgb.b, alpha };
  }
  const [c = 0, m = 0, y = 0, k = 0] = numbers;
  return { r: (1 - c) * (1 - k), g: (1 - m) * (1 - k), b: (1 - y) * (1 - k), alpha };
}

/**
 * Reads one colour as typed: any CSS colour (hex, rgb(), hsl(), hwb(), lab(), lch(), oklch(), oklab(), a CSS name),
 * plus hsv() and cmyk(). `format` is the field it was typed in: bare numbers there ("255 87 51") get its function.
 */
export function parseColor(input: string, format?: FormatId): ParseResult {
  if (input.length > MAX_COLOR_CHARS) return { ok: false, error: `That is longer than any colour (${MAX_COLOR_CHARS} characters at most).` };
  let text = input.trim().toLowerCase();
  if (!text) return { ok: false, error: "Enter a colour, like #1e90ff." };
  if (format === "hex" && /^[0-9a-f]+$/.test(text)) text = `#${text}`;
  if (format && format !== "hex" && format !== "name" && /^[-\d.]/.test(text)) text = `${format}(${text})`;

  const hex = /^#(.*)$/.exec(text);
  if (hex) {
    const digits = hex[1] ?? "";
    if (!/^[0-9a-f]*$/.test(digits)) return { ok: false, error: `${input.trim()} isn't a colour: a hex colour uses only 0–9 and a–f — ${TRY}.` };
    if (![3, 4, 6, 8].includes(digits.length)) {
      return { ok: false, error: `A hex colour has 3, 4, 6 or 8 digits; ${input.trim()} has ${digits.length}.` };
    }
  }

  const fn = /^([a-z]+)\((.*)\)$/.exec(text);
  if (fn && (fn[1] === "hsv" || fn[1] === "cmyk")) {
    const color = parseExtra(fn[1], fn[2] ?? "");
    if (!color) return { ok: false, error: `${input.trim()} isn't a colour: ${FUNCTION_HINTS[fn[1]]}.` };
    return settle(color, input.trim());
  }

  const parsed: Color | undefined = parse(text);
  if (!parsed) {
    const open = /^([a-z]+)\(/.exec(text);
    const hint = open?.[1] ? FUNCTION_HINTS[open[1]] : undefined;
    if (hint) return { ok: false, error: `${input.trim()} isn't a colour: ${hint}.` };
    return { ok: false, error: `${input.trim()} isn't a colour — ${TRY}, rgb(30, 144, 255) or a CSS name like tomato.` };
  }
  const alpha = parsed.alpha === undefined ? 1 : parsed.alpha;
  const rgb = toRgb(parsed);
  const space = parsed.mode === "oklch" || parsed.mode === "oklab" || parsed.mode === "lab" || parsed.mode === "lch" ? "perceptual" : "rgb";
  // Half an 8-bit step of slack: a colour written with rounded numbers (oklch(62.8% 0.2577 29.23) for red) lands a hair
  // outside sRGB, and rounds to the same hex either way: that is not worth a warning.
  const slack = 0.5 / 255;
  const nearlyInGamut = [rgb.r, rgb.g, rgb.b].every((x) => x >= -slack && x <= 1 + slack);
  if (!displayable(rgb) && !nearlyInGamut && space === "perceptual") {
    const mapped = mapToSrgb(parsed);
    return {
      ok: true,
      color: { ...fromCulori(mapped), r: clamp01(mapped.r), g: clamp01(mapped.g), b: clamp01(mapped.b), alpha: clamp01(alpha) },
      note: {
        kind: "mapped",
        text: `${input.trim()} is outside sRGB, so no ordinary screen can show it. It is shown as the nearest colour that fits: about the same OKLCH lightness and hue, with less chroma (the CSS Color 4 gamut mapping).`,
      },
    };
  }
  return settle({ r: rgb.r, g: rgb.g, b: rgb.b, alpha: clamp01(alpha) }, input.trim());
}

function settle(color: Srgb, original: string): ParseResult {
  const slack = 0.5 / 255;
  const inRange = [color.r, color.g, color.b].every((x) => x >= -slack && x <= 1 + slack);
  const clamped = { r: clamp01(color.r), g: clamp01(color.g), b: clamp01(color.b), alpha: clamp01(color.alpha) };
  if (inRange) return { ok: true, color: clamped };
  return {
    ok: true,
    color: clamped,
    note: {
      kind: "clamped",
      text: `${original} has a channel outside 0–255, which sRGB cannot show. Each channel was clamped to its range: ${formatColor(clamped, "rgb")}.`,
    },
  };
}

const round = (x: number, digits: number) => {
  const f = 10 ** digits;
  const r = Math.round(x * f) / f;
  return Object.is(r, -0) ? 0 : r;
};
const pct = (x: number, digits = 0) => `${round(x * 100, digits)}%`;
// Rounded to a millionth first: rgb(10.5 …) arrives as 10.5 / 255, which times 255 is 10.499999999999998, and CSS (and
// every browser) rounds the half up to 11.
const byte = (x: number) => Math.round(Math.round(clamp01(x) * 255 * 1e6) / 1e6);
/** A hue is meaningless for greys: culori leaves it undefined, CSS writes 0. */
const hue = (h: number | undefined, digits = 0) => (h === undefined || Number.isNaN(h) ? 0 : round(h, digits) % 360);

/** CMYK by the device-independent formula (no ICC profile): K = 1 − max(R, G, B), C = (1 − R − K) / (1 − K)… */
export function toCmyk(c: Srgb): { c: number; m: number; y: number; k: number } {
  const r = byte(c.r) / 255;
  const g = byte(c.g) / 255;
  const b = byte(c.b) / 255;
  const k = 1 - Math.max(r, g, b);
  if (k >= 1) return { c: 0, m: 0, y: 0, k: 1 };
  return { c: (1 - r - k) / (1 - k), m: (1 - g - k) / (1 - k), y: (1 - b - k) / (1 - k), k };
}

/** The colour's 8-bit sRGB value (what hex, rgb() and the name are written from). */
export function toBytes(c: Srgb): { r: number; g: number; b: number } {
  return { r: byte(c.r), g: byte(c.g), b: byte(c.b) };
}

const NAMED: readonly [string, number][] = Object.entries(colorsNamed as Record<string, number>);

/** The CSS named colour with exactly this 8-bit value (aliases such as gray/grey: the first in CSS order), if any. */
export function exactName(c: Srgb): string | undefined {
  if (c.alpha < 1) return undefined;
  const { r, g, b } = toBytes(c);
  const value = (r << 16) | (g << 8) | b;
  return NAMED.find(([, v]) => v === value)?.[0];
}

/** The nearest CSS named colour by distance in OKLab (perceptual), with the distance ΔE (OKLab units × 100). */
export function nearestName(c: Srgb): { name: string; deltaE: number } {
  const lab = converter("oklab")({ mode: "rgb", r: c.r, g: c.g, b: c.b });
  let best = { name: "black", deltaE: Infinity };
  for (const [name, v] of NAMED) {
    const other = converter("oklab")({ mode: "rgb", r: ((v >> 16) & 255) / 255, g: ((v >> 8) & 255) / 255, b: (v & 255) / 255 });
    const d = Math.hypot(lab.l - other.l, lab.a - other.a, lab.b - other.b) * 100;
    if (d < best.deltaE) best = { name, deltaE: d };
  }
  return best;
}

const alphaSuffix = (a: number, sep: string) => (a < 1 ? `${sep}${round(a, 3)}` : "");

/** One colour written in one format: CSS syntax where CSS has the format, the common notation otherwise. */
export function formatColor(c: Srgb, format: FormatId): string {
  const rgb: Rgb = { mode: "rgb", r: clamp01(c.r), g: clamp01(c.g), b: clamp01(c.b), alpha: c.alpha };
  const a = c.alpha;
  switch (format) {
    case "hex":
      return a < 1 ? `${hexOf(c)}${twoHex(byte(a))}` : hexOf(c);
    case "rgb": {
      const { r, g, b } = toBytes(c);
      return a < 1 ? `rgba(${r}, ${g}, ${b}, ${round(a, 3)})` : `rgb(${r}, ${g}, ${b})`;
    }
    case "hsl": {
      const h = toHsl(rgb);
      return `${a < 1 ? "hsla" : "hsl"}(${hue(h.h)}, ${pct(h.s ?? 0)}, ${pct(h.l)}${alphaSuffix(a, ", ")})`;
    }
    case "hsv": {
      const h = toHsv(rgb);
      return `hsv(${hue(h.h)}, ${pct(h.s ?? 0)}, ${pct(h.v)}${alphaSuffix(a, ", ")})`;
    }
    case "hwb": {
      const h = toHwb(rgb);
      return `hwb(${hue(h.h)} ${pct(h.w)} ${pct(h.b)}${alphaSuffix(a, " / ")})`;
    }
    case "cmyk": {
      const k = toCmyk(c);
      return `cmyk(${pct(k.c)}, ${pct(k.m)}, ${pct(k.y)}, ${pct(k.k)}${alphaSuffix(a, ", ")})`;
    }
    case "lab": {
      const l = toLab(rgb);
      return `lab(${round(l.l, 2)} ${round(l.a, 2)} ${round(l.b, 2)}${alphaSuffix(a, " / ")})`;
    }
    case "lch": {
      const l = toLch(rgb);
      return `lch(${round(l.l, 2)} ${round(l.c, 2)} ${l.c < 0.005 ? 0 : hue(l.h, 2)}${alphaSuffix(a, " / ")})`;
    }
    case "oklch": {
      const l = toOklch(rgb);
      return `oklch(${round(l.l * 100, 2)}% ${round(l.c, 4)} ${l.c < 0.00005 ? 0 : hue(l.h, 2)}${alphaSuffix(a, " / ")})`;
    }
    case "name": {
      const exact = exactName(c);
      if (exact) return exact;
      if (a === 0) return "transparent";
      return nearestName(c).name;
    }
  }
}

/** HSV (for the picker: hue kept for greys) from sRGB, and back. */
export interface Hsva {
  h: number;
  s: number;
  v: number;
  alpha: number;
}

export function srgbToHsva(c: Srgb, keepHue = 0): Hsva {
  const h = toHsv({ mode: "rgb", r: c.r, g: c.g, b: c.b });
  return { h: h.h === undefined || !h.s ? keepHue : h.h, s: h.s ?? 0, v: h.v, alpha: c.alpha };
}

export function hsvaToSrgb(h: Hsva): Srgb {
  const rgb = toRgb({ mode: "hsv", h: h.h, s: h.s, v: h.v });
  return { r: clamp01(rgb.r), g: clamp01(rgb.g), b: clamp01(rgb.b), alpha: h.alpha };
}

/** Colour → the short string kept in the URL (?color=ff5733 or ff573380), and back. */
export function toUrlValue(c: Srgb): string {
  return formatColor(c, "hex").slice(1);
}

/** The opaque hex of a colour (for CSS backgrounds and swatches). */
/** #rrggbb from the 8-bit value, so hex, rgb() and the name always agree (culori's formatHex rounds on its own). */
export const hexOf = (c: Srgb) => {
  const { r, g, b } = toBytes(c);
  return `#${twoHex(r)}${twoHex(g)}${twoHex(b)}`;
};
const twoHex = (n: number) => n.toString(16).padStart(2, "0");
/** A CSS colour with its alpha, for painting a swatch. */
export const cssOf = (c: Srgb) => formatColor(c, c.alpha < 1 ? "rgb" : "hex");

export function srgb(hex: string): Srgb {
  const result = parseColor(hex);
  if (!result.ok) throw new Error(result.error);
  return result.color;
}
