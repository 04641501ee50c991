import { describe, expect, it } from "vitest";
import { checkContrast, contrastWarnings, formatRatio, normaliseHex, parseHex } from "./color";

describe("hex colours", () => {
  it("normalises 3, 4, 6 and 8 digits", () => {
    expect(normaliseHex("#FfF")).toBe("#ffffff");
    expect(normaliseHex("0f08")).toBe("#00ff0088");
    expect(normaliseHex("#112233")).toBe("#112233");
    expect(normaliseHex("#112233ff")).toBe("#112233");
    expect(normaliseHex("#11223344")).toBe("#11223344");
    expect(normaliseHex("#11223")).toBeNull();
    expect(normaliseHex("blue")).toBeNull();
  });
  it("parses channels and alpha", () => {
    expect(parseHex("#ff800080")).toEqual({ r: 255, g: 128, b: 0, a: 128 });
    expect(parseHex("#abc")).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 255 });
  });
});

describe("contrast check", () => {
  it("gives black on white 21:1 and no warnings", () => {
    const report = checkContrast("#000000", "#ffffff")!;
    expect(report.ratio).toBeCloseTo(21, 5);
    expect(report).toMatchObject({ level: "ok", inverted: false });
    expect(contrastWarnings(report)).toEqual([]);
  });

  it("warns about low contrast below 3:1", () => {
    const report = checkContrast("#aaaaaa", "#ffffff")!;
    expect(report.ratio).toBeGreaterThan(1.5);
    expect(report.ratio).toBeLessThan(3);
    expect(report.level).toBe("low");
    expect(contrastWarnings(report)[0]).toMatch(/^Low contrast \(2\.\d:1\)/);
  });

  it("calls near-identical colours invisible", () => {
    expect(checkContrast("#f0f0f0", "#ffffff")!.level).toBe("invisible");
    expect(checkContrast("#123456", "#123456")!.ratio).toBe(1);
    expect(contrastWarnings(checkContrast("#eeeeee", "#ffffff")!)[0]).toMatch(/too similar/);
  });

  it("sees through transparency: a transparent foreground is invisible, a transparent background is the white page", () => {
    expect(checkContrast("#00000000", "#ffffff")!.level).toBe("invisible");
    expect(checkContrast("#000000", "#00000000")!).toMatchObject({ level: "ok", inverted: false });
    expect(checkContrast("#000000", "#ffffff00")!.ratio).toBeCloseTo(21, 5);
  });

  it("flags inverted codes (light modules on a dark background)", () => {
    const report = checkContrast("#ffffff", "#000000")!;
    expect(report).toMatchObject({ level: "ok", inverted: true });
    expect(contrastWarnings(report)).toEqual([expect.stringMatching(/inverted/)]);
  });

  it("rounds ratios down so a refused pair never reads as the threshold", () => {
    expect(formatRatio(1.49)).toBe("1.4:1");
    expect(formatRatio(21)).toBe("21.0:1");
  });
});
