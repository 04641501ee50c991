/** subset-font 2.x (scripts/subset-fonts.ts only) ships no types: a font file cut down to the characters of `text`. */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "sfnt" | "woff" | "woff2" | "truetype"; variationAxes?: Record<string, number | { min?: number; max?: number; default?: number }> },
  ): Promise<Buffer>;
}
