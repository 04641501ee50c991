import localFont from "next/font/local";

/**
 * The site's two typefaces, shipped from the `geist` package (next/font/google cannot reach the internet at build
 * time). Sans is preloaded: every page's text uses it. Mono is used only in code samples, short codes and keys, so it
 * is not preloaded on every page (it loads when a page first shows monospace text).
 */
export { GeistSans } from "geist/font/sans";

export const GeistMono = localFont({
  src: "../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2",
  variable: "--font-geist-mono",
  preload: false,
  adjustFontFallback: false,
  weight: "100 900",
  fallback: ["ui-monospace", "SFMono-Regular", "Menlo", "Monaco", "Liberation Mono", "DejaVu Sans Mono", "Courier New", "monospace"],
});
