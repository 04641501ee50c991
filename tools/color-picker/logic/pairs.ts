/**
 * The long-tail conversion pages (TOOLS.md "(2) Long-tail pages": hex-to-rgb, rgb-to-hex, …), each prerendered under
 * /color-picker/<from>-to-<to> with a converter for that pair, the formula and a reference table. Any other slug is
 * a 404 (app/(site)/color-picker/[page]/page.tsx, dynamicParams = false).
 */
import { formatColor, hexOf, parseColor, srgb, type FormatId, type ParseResult } from "./color";

type PairFormat = Extract<FormatId, "hex" | "rgb" | "hsl" | "hsv" | "cmyk" | "oklch">;

export const PAIR_FORMATS: Record<PairFormat, { label: string; long: string; toRgb: string; fromRgb: string }> = {
  hex: {
    label: "HEX",
    long: "hexadecimal colour code",
    toRgb:
      "Split #RRGGBB into three pairs of hex digits and read each as a number from 0 to 255 (16 × the first digit + the second). A 3-digit code doubles each digit (#abc = #aabbcc); a 4th or 8th pair is the alpha, 00–ff for 0–1.",
    fromRgb:
      "Write each channel 0–255 as two hex digits (the channel ÷ 16 and its remainder, 0–9 then a–f) and join them after #. 255 is ff, 87 is 57, 51 is 33: rgb(255, 87, 51) = #ff5733.",
  },
  rgb: {
    label: "RGB",
    long: "RGB (red, green, blue 0–255)",
    toRgb: "RGB is the working form: three channels from 0 to 255, divided by 255 for the formulas below (R′ = R / 255, and so on).",
    fromRgb: "Multiply each channel 0–1 by 255 and round: R = round(255 × R′). rgb() lists the three, plus the alpha when it is below 1.",
  },
  hsl: {
    label: "HSL",
    long: "HSL (hue, saturation, lightness)",
    toRgb:
      "With S and L as fractions: C = (1 − |2L − 1|) × S, X = C × (1 − |(H / 60) mod 2 − 1|), m = L − C / 2. By the 60° sector of H, (R′, G′, B′) is (C, X, 0), (X, C, 0), (0, C, X), (0, X, C), (X, 0, C) or (C, 0, X); add m to each and multiply by 255.",
    fromRgb:
      "Max and min of R′, G′, B′: L = (max + min) / 2; Δ = max − min; S = 0 if Δ = 0, else Δ / (1 − |2L − 1|); H = 60° × ((G′ − B′) / Δ mod 6) when R′ is the max, 60° × ((B′ − R′) / Δ + 2) when G′ is, 60° × ((R′ − G′) / Δ + 4) when B′ is.",
  },
  hsv: {
    label: "HSV",
    long: "HSV / HSB (hue, saturation, value)",
    toRgb: "C = V × S, X = C × (1 − |(H / 60) mod 2 − 1|), m = V − C, then the same six sectors as HSL.",
    fromRgb: "V = max(R′, G′, B′); S = 0 if V = 0, else (V − min) / V; the hue as for HSL.",
  },
  cmyk: {
    label: "CMYK",
    long: "CMYK (cyan, magenta, yellow, key/black)",
    toRgb: "R = 255 × (1 − C) × (1 − K), G = 255 × (1 − M) × (1 − K), B = 255 × (1 − Y) × (1 − K).",
    fromRgb:
      "K = 1 − max(R′, G′, B′); C = (1 − R′ − K) / (1 − K), M = (1 − G′ − K) / (1 − K), Y = (1 − B′ − K) / (1 − K) (all 0 for black). This is the device-independent formula: a printer's ICC profile gives other numbers for its own inks and paper.",
  },
  oklch: {
    label: "OKLCH",
    long: "OKLCH (perceptual lightness, chroma, hue)",
    toRgb:
      "From L, C, h: a = C cos h, b = C sin h (OKLab); to LMS by Björn Ottosson's inverse matrix, cube each, to linear sRGB by the second matrix, then the sRGB transfer curve (12.92 × x below 0.0031308, else 1.055 × x^(1/2.4) − 0.055). A colour outside sRGB is brought in by lowering C at the same L and h (CSS Color 4 gamut mapping).",
    fromRgb:
      "Linearise each channel (x / 12.92 up to 0.04045, else ((x + 0.055) / 1.055)^2.4), multiply by Ottosson's matrix to LMS, take cube roots, multiply by the second matrix to OKLab (L, a, b); then C = √(a² + b²) and h = atan2(b, a) in degrees.",
  },
};

/** The pairs people search for (TOOLS.md's table, plus the way back of each). */
const PAIRS: readonly [PairFormat, PairFormat][] = [
  ["hex", "rgb"],
  ["rgb", "hex"],
  ["hex", "hsl"],
  ["hsl", "hex"],
  ["rgb", "hsl"],
  ["hsl", "rgb"],
  ["hex", "cmyk"],
  ["rgb", "cmyk"],
  ["cmyk", "hex"],
  ["hex", "oklch"],
  ["oklch", "hex"],
  ["hex", "hsv"],
];

export interface ColorPair {
  slug: string;
  from: PairFormat;
  to: PairFormat;
  name: string;
  heading: string;
  title: string;
  description: string;
  keywords: string[];
  path: string;
}

export const COLOR_PAIRS: readonly ColorPair[] = PAIRS.map(([from, to]) => {
  const a = PAIR_FORMATS[from].label;
  const b = PAIR_FORMATS[to].label;
  const slug = `${from}-to-${to}`;
  return {
    slug,
    from,
    to,
    name: `${a} to ${b}`,
    heading: `${a} to ${b} Converter`,
    title: `${a} to ${b} Converter — Formula and Colour Table`,
    description: `Convert ${PAIR_FORMATS[from].long} to ${PAIR_FORMATS[to].long} as you type, with alpha kept, the formula step by step and a table of common colours. Runs in your browser.`,
    keywords: [`${from} to ${to}`, `${a} to ${b} converter`, `convert ${from} to ${to}`, `${from} to ${to} formula`],
    path: `/color-picker/${slug}`,
  };
});

export const colorPair = (slug: string) => COLOR_PAIRS.find((p) => p.slug === slug);

/** The colours of the reference tables: CSS named colours people look up, and the worked example #ff5733. */
export const REFERENCE_COLORS = ["black", "white", "red", "lime", "blue", "yellow", "cyan", "magenta", "gray", "silver", "maroon", "navy", "orange", "tomato", "dodgerblue", "rebeccapurple"] as const;

/**
 * What a pair's converter shows for `text` typed in the `from` field: the colour it reads and that colour written in
 * the `to` format. The page's converter, its worked example and its table all go through here, so the table says what
 * the tool says for the same text.
 */
export function convertPair(text: string, from: FormatId, to: FormatId): { result: ParseResult; output: string } {
  const result = parseColor(text, from);
  return { result, output: result.ok ? formatColor(result.color, to) : "" };
}

/**
 * The reference table: each colour written in the pair's first format, and that text converted by the converter
 * (hsl(39, 100%, 50%) is #ffa600, not orange's #ffa500: HSL's whole percentages lose a little).
 */
export function referenceRows(pair: Pick<ColorPair, "from" | "to">): { name: string; from: string; to: string; hex: string }[] {
  return REFERENCE_COLORS.map((name) => {
    const from = formatColor(srgb(name), pair.from);
    const { result, output } = convertPair(from, pair.from, pair.to);
    if (!result.ok) throw new Error(`${from} does not read back as a colour: ${result.error}`);
    return { name, from, to: output, hex: hexOf(result.color) };
  });
}

/**
 * The worked example of every pair: #ff5733 (TOOLS.md's test vector) written in the pair's first format, and that
 * text converted (hsl(11, 100%, 60%) is #ff5833, not #ff5733: HSL's whole percentages lose a little).
 */
export function workedExample(pair: Pick<ColorPair, "from" | "to">): { from: string; to: string } {
  const from = formatColor(srgb("#ff5733"), pair.from);
  return { from, to: convertPair(from, pair.from, pair.to).output };
}
