/**
 * The fonts of every Open Graph image (app/og/[...slug]/route.tsx), in fallback order: Geist for the text, Noto Sans
 * for the Greek letters Geist lacks (θ on the sector page). tools/og.test.ts checks that every character of every
 * page's image is in one of them; satori would otherwise try to fetch a font at build time and draw a blank box.
 */
export const OG_FONT_FILES = [
  { name: "Geist", weight: 400, file: "node_modules/geist/dist/fonts/geist-sans/Geist-Regular.ttf" },
  { name: "Geist", weight: 700, file: "node_modules/geist/dist/fonts/geist-sans/Geist-Bold.ttf" },
  { name: "Noto Sans", weight: 400, file: "node_modules/@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff" },
  { name: "Noto Sans", weight: 700, file: "node_modules/@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff" },
] as const;
