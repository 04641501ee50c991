import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { fontCodePoints, FONTS, isLatin, latinCodePoints, LATIN_WEIGHTS, unicodeRange } from "./subset-fonts";

/** The site's font faces (app/fonts.ts) against the font files: see scripts/subset-fonts.ts. */

const fontsSource = readFileSync("app/fonts.ts", "utf8");
const open = (file: string) => fontkit.create(readFileSync(file)) as fontkit.Font;

/** The `unicode-range` values written in app/fonts.ts, in order (Sans Latin, Sans rest, Mono Latin, Mono rest). */
const declaredRanges = [...fontsSource.matchAll(/prop: "unicode-range", value: "([^"]*)"/g)].map((m) => m[1]);

describe("unicodeRange", () => {
  it("folds consecutive code points into ranges, in order, without repeats", () => {
    expect(unicodeRange([0x41, 0x42, 0x43, 0x20, 0x2192, 0x42])).toBe("U+0020, U+0041-0043, U+2192");
    expect(unicodeRange([])).toBe("");
  });
});

describe("the committed Latin font files", () => {
  for (const font of FONTS) {
    it(`${font.latin} holds exactly the Latin characters of ${font.source}, weights ${LATIN_WEIGHTS.min}-${LATIN_WEIGHTS.max}`, () => {
      const expected = fontCodePoints(font.source).filter(isLatin);
      expect(expected.length).toBeGreaterThan(200);
      expect(fontCodePoints(font.latin)).toEqual(expected);
      expect(open(font.latin).variationAxes.wght).toMatchObject({ min: LATIN_WEIGHTS.min, max: LATIN_WEIGHTS.max });
      // What the subset is for: a third of the full font's bytes or less.
      expect(readFileSync(font.latin).length).toBeLessThan(readFileSync(font.source).length / 2.5);
    });
  }
});

describe("app/fonts.ts", () => {
  it("gives each Latin face the Latin range and each full face every other character its font has", () => {
    const [sans, mono] = FONTS.map((font) => unicodeRange(fontCodePoints(font.source).filter((c) => !isLatin(c))));
    const latin = unicodeRange(latinCodePoints());
    expect(declaredRanges).toEqual([latin, sans, latin, mono]);
  });

  it("declares the Latin files' weights on every face (faces of one family must match to share it)", () => {
    const weights = [...fontsSource.matchAll(/weight: "([^"]*)"/g)].map((m) => m[1]);
    expect(weights).toEqual(Array(4).fill(`${LATIN_WEIGHTS.min} ${LATIN_WEIGHTS.max}`));
  });

  it("names each full face after its Latin face's family, so that both are one family", () => {
    expect([...fontsSource.matchAll(/prop: "font-family", value: "([^"]*)"/g)].map((m) => m[1])).toEqual(["GeistSans", "GeistMono"]);
    expect(fontsSource).toMatch(/export const GeistSans = localFont/);
    expect(fontsSource).toMatch(/export const GeistMono = localFont/);
  });
});
