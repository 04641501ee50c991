import { DESIGN_DEFAULTS } from "@/tools/qr-generator/logic/design-options";
import { describe, expect, it } from "vitest";
import { decodePng } from "@/tests/support/qr-decode";
import { renderPng } from "@/tools/qr-generator/server/render";
import { encodeQr } from "@/tools/qr-generator/logic/encode";
import { marginAdvice, recommendedSize, scanAdvice, sizeAdvice } from "./scan-advice";

describe("size advice: at least 3 px per module", () => {
  it.each([
    // [modules without margin, margin, size, warned]
    [21, 4, 100, false], // version 1: 29 modules, 3.4 px each
    [25, 4, 100, false], // version 2: 33 modules, 3.03 px each
    [61, 4, 100, true], // version 11: 69 modules, 1.4 px each
    [61, 4, 200, true], // 2.9 px
    [61, 4, 300, false], // 4.3 px
    [177, 4, 500, true], // version 40: 185 modules, 2.7 px
    [177, 4, 1000, false],
    [21, 0, 60, true],
  ])("%i modules, margin %i, %i px → warned: %s", (modules, margin, size, warned) => {
    const expected = size / (modules + 2 * margin) < 3;
    expect(warned).toBe(expected);
    expect(sizeAdvice(modules, margin, size) !== null).toBe(warned);
  });

  it("names the size that is enough", () => {
    expect(recommendedSize(61, 4)).toBe(300);
    expect(sizeAdvice(61, 4, 100)).toMatch(/69 modules per side .* only 1\.4 px wide.* Choose 300 × 300 px or more/);
  });

  it("the recommended size of a version-11 code decodes", () => {
    const payload = "https://example.com/" + "a".repeat(210);
    const qr = encodeQr(payload, "M");
    expect(qr.version).toBe(11);
    const style = { errorCorrection: "M" as const, margin: 4, foreground: "#000000", background: "#ffffff", ...DESIGN_DEFAULTS };
    expect(decodePng(renderPng(qr, style, recommendedSize(qr.size, 4)))).toBe(payload);
  });
});

describe("margin advice: a quiet zone of 4 modules", () => {
  it.each([
    [0, true],
    [1, true],
    [3, true],
    [4, false],
    [10, false],
  ])("margin %i → warned: %s", (margin, warned) => {
    expect(marginAdvice(margin) !== null).toBe(warned);
    expect(scanAdvice(21, margin, 1000).length).toBe(warned ? 1 : 0);
  });
});
