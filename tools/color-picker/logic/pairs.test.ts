import { describe, expect, it } from "vitest";
import { colorPair, COLOR_PAIRS, referenceRows, workedExample } from "./pairs";

describe("conversion pages", () => {
  it("have the searched pairs, unique slugs, under /color-picker/", () => {
    const slugs = COLOR_PAIRS.map((p) => p.slug);
    for (const s of ["hex-to-rgb", "rgb-to-hex", "hex-to-hsl", "hsl-to-hex", "rgb-to-cmyk", "hex-to-oklch"]) expect(slugs).toContain(s);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of COLOR_PAIRS) expect(p.path).toBe(`/color-picker/${p.slug}`);
  });

  it("an unknown pair is not a page", () => {
    expect(colorPair("hex-to-banana")).toBeUndefined();
    expect(colorPair("rgb-to-rgb")).toBeUndefined();
  });

  it.each([
    ["hex-to-rgb", "#ff5733", "rgb(255, 87, 51)"],
    ["rgb-to-cmyk", "rgb(255, 87, 51)", "cmyk(0%, 66%, 80%, 0%)"],
    ["hsl-to-hex", "hsl(11, 100%, 60%)", "#ff5833"],
    ["hex-to-oklch", "#ff5733", "oklch(68.04% 0.21 33.69)"],
  ])("%s worked example: %s → %s", (slug, from, to) => {
    expect(workedExample(colorPair(slug)!)).toEqual({ from, to });
  });

  it("reference tables are computed from the named colours", () => {
    const rows = referenceRows(colorPair("hex-to-rgb")!);
    expect(rows.find((r) => r.name === "dodgerblue")).toMatchObject({ from: "#1e90ff", to: "rgb(30, 144, 255)" });
    expect(rows.find((r) => r.name === "white")).toMatchObject({ to: "rgb(255, 255, 255)" });
  });
});
