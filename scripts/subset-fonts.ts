import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";

/**
 * `npm run fonts`: writes the Latin part of the geist package's two variable fonts to public/fonts/ (docs/architecture.md,
 * "Page weight"). Every page preloads the sans face, so its bytes are on the critical path of every first visit; the
 * full fonts (Latin Extended, Greek, Cyrillic, symbols: several times the Latin part) become a second face of the same
 * family that a browser fetches only for a page that shows one of those characters (app/fonts.ts: its `unicode-range`).
 * The Latin files keep the weight axis from 400 to 700, the weights the site's styles use (`npm run fonts` prints each
 * file's size against the full font's). They are public too: the redirect's own pages use the sans one
 * (tools/url-shortener/redirect/status-pages.ts).
 * Run it again after upgrading `geist` and paste the ranges it prints into app/fonts.ts;
 * scripts/subset-fonts.test.ts fails while the files or the ranges are out of step.
 */

/**
 * Google Fonts' "latin" subset (ASCII, Latin-1, general punctuation and the few symbols every Latin text meets), plus
 * the symbols the site's own words use (→, ≈, ≤, √, π, μ, Ω, ², ₂, ⅓…: the converters and calculators), so that no page
 * of ours needs the full font for its own text.
 */
export const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x039b, 0x039b],
  [0x03a9, 0x03a9],
  [0x03bb, 0x03bc],
  [0x03c0, 0x03c0],
  [0x2000, 0x209f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2150, 0x22ff],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** The weights the Latin files keep (the `font-weight` of their face in app/fonts.ts). */
export const LATIN_WEIGHTS = { min: 400, max: 700 } as const;

export const FONTS = [
  { source: "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2", latin: "public/fonts/geist-sans-latin.woff2" },
  { source: "node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2", latin: "public/fonts/geist-mono-latin.woff2" },
] as const;

/** Every code point of LATIN_RANGES, in order. */
export function latinCodePoints(): number[] {
  return LATIN_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

export function isLatin(codePoint: number): boolean {
  return LATIN_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** Code points as a CSS `unicode-range` value (consecutive ones folded into ranges). */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(", ");
}

/** The characters a font file maps (without U+FFFF, the end marker of its character map's last segment). */
export function fontCodePoints(file: string): number[] {
  const font = fontkit.create(readFileSync(path.resolve(file))) as fontkit.Font;
  return font.characterSet.filter((c) => c !== 0xffff).sort((a, b) => a - b);
}

/** The Latin subset of a font file, as WOFF2. */
export function latinSubset(font: Buffer): Promise<Buffer> {
  return subsetFont(font, String.fromCodePoint(...latinCodePoints()), { targetFormat: "woff2", variationAxes: { wght: LATIN_WEIGHTS } });
}

async function main(): Promise<void> {
  for (const font of FONTS) {
    const source = readFileSync(path.resolve(font.source));
    const subset = await latinSubset(source);
    writeFileSync(path.resolve(font.latin), subset);
    console.log(`[fonts] ${font.latin}: ${source.length} → ${subset.length} bytes`);
    console.log(`[fonts] unicode-range of the full face of ${font.source} (app/fonts.ts): ${unicodeRange(fontCodePoints(font.source).filter((c) => !isLatin(c)))}`);
  }
  console.log(`[fonts] unicode-range of the Latin faces: ${unicodeRange(latinCodePoints())}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) void main();
