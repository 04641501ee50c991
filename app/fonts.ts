import localFont from "next/font/local";

/**
 * The site's two typefaces, Geist Sans and Geist Mono (the `geist` package; next/font/google cannot reach the internet
 * at build time). Each family has two faces told apart by `unicode-range` (docs/architecture.md, "Page weight"):
 * - the Latin face, public/fonts/*-latin.woff2 (scripts/subset-fonts.ts: Latin, punctuation and the symbols of the
 *   site's own words, weights 400 to 700; a fraction of the full font), which is what every page of ours shows;
 * - the package's full font for every other character it has (Latin Extended, Greek, Cyrillic, Vietnamese, symbols),
 *   fetched only by a page that shows one of them: text a visitor types or pastes.
 * Sans is preloaded (every page's text uses it); Mono, used in numbers, code samples, short codes and keys, loads
 * when a page first shows monospace text.
 * next/font reads these calls at build time, so every value is a literal; scripts/subset-fonts.test.ts checks the
 * ranges and weights here against the font files.
 */

export const GeistSans = localFont({
  src: "../public/fonts/geist-sans-latin.woff2",
  variable: "--font-geist-sans",
  weight: "400 700",
  declarations: [{ prop: "unicode-range", value: "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+039B, U+03A9, U+03BB-03BC, U+03C0, U+2000-209F, U+20AC, U+2122, U+2150-22FF, U+FEFF, U+FFFD" }],
});

const GeistSansRest = localFont({
  src: "../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans-rest",
  weight: "400 700",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: "font-family", value: "GeistSans" },
    { prop: "unicode-range", value: "U+0100-0113, U+0116-012B, U+012E-0130, U+0132-0137, U+0139-013E, U+0141-0148, U+014A-014D, U+0150-0151, U+0154-017E, U+018F, U+0192, U+01A0-01A1, U+01AF-01B0, U+01CD-01CE, U+01E4-01E9, U+0218-021B, U+0237, U+0259, U+02B9, U+02C7-02C8, U+02D8-02D9, U+02DB, U+02DD, U+0300-0303, U+0306-0307, U+0309-030C, U+0312, U+031B, U+0323, U+0326-0328, U+0335-0338, U+0400-045F, U+0462-0463, U+046A-046B, U+0472-0475, U+0490-0493, U+0496-0497, U+049A-049B, U+04A2-04A3, U+04AE-04B3, U+04B6-04B7, U+04BA-04BB, U+04C0, U+04CF, U+04D8-04D9, U+04E2-04E3, U+04E8-04E9, U+04EE-04EF, U+0E3F, U+1E20-1E21, U+1E80-1E85, U+1E9E, U+1EA0-1EF9, U+20AA, U+20B1, U+20B4, U+20B9, U+20BD, U+2116-2117, U+2126, U+2460-2468, U+24EA, U+24FF, U+25B2-25B3, U+25B6-25B7, U+25BC-25BD, U+25C0-25C1, U+25CA-25CC, U+25CF, U+2639-263A, U+2776-277E, U+3003, U+301C, U+A78B-A78C, U+F8FF, U+FB01-FB02" },
  ],
});

export const GeistMono = localFont({
  src: "../public/fonts/geist-mono-latin.woff2",
  variable: "--font-geist-mono",
  preload: false,
  adjustFontFallback: false,
  weight: "400 700",
  fallback: ["ui-monospace", "SFMono-Regular", "Menlo", "Monaco", "Liberation Mono", "DejaVu Sans Mono", "Courier New", "monospace"],
  declarations: [{ prop: "unicode-range", value: "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+039B, U+03A9, U+03BB-03BC, U+03C0, U+2000-209F, U+20AC, U+2122, U+2150-22FF, U+FEFF, U+FFFD" }],
});

const GeistMonoRest = localFont({
  src: "../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2",
  variable: "--font-geist-mono-rest",
  weight: "400 700",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: "font-family", value: "GeistMono" },
    { prop: "unicode-range", value: "U+0100-0113, U+0116-012B, U+012E-0130, U+0134-0137, U+0139-013E, U+0141-0148, U+014A-014D, U+0150-0151, U+0154-017E, U+018F, U+0192, U+01A0-01A1, U+01AF-01B0, U+01CD-01CE, U+01E4-01E9, U+0218-021B, U+0237, U+0259, U+02B9, U+02C7-02C8, U+02D8-02D9, U+02DB, U+02DD, U+0300-0303, U+0306-0307, U+0309-030C, U+0312, U+031B, U+0323, U+0326-0328, U+0335-0338, U+0400-045F, U+0462-0463, U+046A-046B, U+0472-0475, U+0490-0493, U+0496-0497, U+049A-049B, U+04A2-04A3, U+04AE-04B3, U+04B6-04B7, U+04BA-04BB, U+04C0, U+04CF, U+04D8-04D9, U+04E2-04E3, U+04E8-04E9, U+04EE-04EF, U+0E3F, U+1E20-1E21, U+1E80-1E85, U+1E9E, U+1EA0-1EF9, U+20AA, U+20B1, U+20B4, U+20B9, U+20BD, U+2107, U+2116-2117, U+2326-2327, U+232B, U+23CE, U+240B-240C, U+2423, U+2460-2468, U+24EA, U+24FF-259F, U+25B2-25B3, U+25B6-25B7, U+25BC-25BD, U+25C0-25C1, U+25CA-25CC, U+25CF, U+2776-277E, U+3003, U+301C, U+A78B-A78C, U+F8FF" },
  ],
});

/** For <html>: the families' CSS variables (the "rest" faces' classes are what bring their @font-face rules along). */
export const fontClassNames = [GeistSans.variable, GeistSansRest.variable, GeistMono.variable, GeistMonoRest.variable].join(" ");
