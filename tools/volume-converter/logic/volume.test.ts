import { describe, expect, it } from "vitest";
import { converterView } from "@/components/converter/converter-view";
import { pairTable } from "@/lib/engines/units/pairs";
import { requireUnit } from "@/lib/engines/units/units";
import { VOLUME_PAIRS, VOLUME_PAIRS_CONFIG, VOLUME_SPEC } from "./volume";

/**
 * References: NIST Handbook 44 (2024), Appendix C — US gallon = 231 in³ = 3.785 411 784 L exactly; US fluid ounce =
 * 1/128 gallon = 29.573 529 562 5 mL; cup = 8 fl oz; tablespoon = 1/2 fl oz; teaspoon = 1/6 fl oz (1/3 tbsp).
 * UK Weights and Measures Act 1985, Schedule 1 — gallon = 4.546 09 cubic decimetres; pint = 1/8 gallon; fluid ounce =
 * 1/20 pint. 21 CFR 101.9(b)(5)(viii) — the US legal cup of nutrition labels is 240 mL.
 */

const view = (text: string, fromId: string, toId: string) => converterView(VOLUME_SPEC, { text, fromId, toId, mode: "value", significant: undefined });

function shown(text: string, fromId: string, toId: string, significant?: number): string {
  const v = converterView(VOLUME_SPEC, { text, fromId, toId, mode: "value", significant });
  if (v.status !== "ok") throw new Error(`${text} ${fromId} → ${toId}: ${v.status === "error" ? v.message : "empty"}`);
  return `${v.shown.exact ? "=" : "≈"} ${v.shown.text}`;
}

describe("volume converter", () => {
  it("offers the brief's units, metric, US and imperial, all volumes from the engine", () => {
    for (const id of ["L", "mL", "m3", "cm3", "gal", "qt", "pt", "cup", "floz", "tbsp", "tsp", "galImp", "ptImp", "flozImp"]) expect(VOLUME_SPEC.units).toContain(id);
    for (const id of [...VOLUME_SPEC.units, ...(VOLUME_SPEC.more ?? [])]) expect(requireUnit(id).kind).toBe("volume");
  });

  it("names US and imperial units apart", () => {
    for (const id of ["gal", "qt", "pt", "cup", "floz", "tbsp", "tsp"]) expect(requireUnit(id).name).toMatch(/^US /);
    for (const id of ["galImp", "ptImp", "flozImp"]) expect(requireUnit(id).name).toMatch(/^imperial /);
  });

  it("1 US gallon is 231 in³ = 3.785411784 L (NIST HB 44), computed independently from 1 in = 2.54 cm", () => {
    // 2.54³ = 16.387064 cm³ per in³, so 231 in³ = 231 × 16.387064 cm³.
    const mL = (231n * 16387064n).toString();
    expect(`${mL.slice(0, -6)}.${mL.slice(-6)}`).toBe("3785.411784");
    expect(shown("1", "gal", "mL")).toBe("= 3,785.411784");
    expect(shown("1", "gal", "L")).toBe("= 3.785411784");
    expect(shown("1", "gal", "in3")).toBe("= 231");
  });

  it.each([
    // [value, from, to, exact result] from NIST HB 44 and the Weights and Measures Act 1985.
    ["1", "floz", "mL", "29.5735295625"],
    ["1", "cup", "mL", "236.5882365"],
    ["1", "cup", "floz", "8"],
    ["1", "tbsp", "mL", "14.78676478125"],
    ["1", "tsp", "mL", "4.92892159375"],
    ["1", "tbsp", "tsp", "3"],
    ["1", "cup", "tbsp", "16"],
    ["1", "gal", "qt", "4"],
    ["1", "qt", "pt", "2"],
    ["1", "pt", "cup", "2"],
    ["1", "galImp", "L", "4.54609"],
    ["1", "ptImp", "mL", "568.26125"],
    ["1", "flozImp", "mL", "28.4130625"],
    ["1", "galImp", "ptImp", "8"],
    ["1", "ptImp", "flozImp", "20"],
    ["1", "cupLegal", "mL", "240"],
    ["1", "cupMetric", "mL", "250"],
    ["1", "m3", "L", "1,000"],
    ["1", "cm3", "mL", "1"],
    ["5", "gal", "L", "18.92705892"],
  ])("%s %s = %s %s exactly", (value, from, to, expected) => {
    expect(shown(value, from, to)).toBe(`= ${expected}`);
  });

  it("rounds what does not terminate and marks it: 1 L ≈ 0.264172 US gal, 1 US gal ≈ 0.832674 imperial gal", () => {
    // 1 / 3.785411784 and 3.785411784 / 4.54609 have no terminating decimal.
    expect(shown("1", "L", "gal")).toBe("≈ 0.264172");
    expect(shown("1", "L", "gal", 15)).toBe("≈ 0.264172052358148");
    expect(shown("1", "gal", "galImp")).toBe("≈ 0.832674");
    expect(shown("100", "mL", "floz")).toBe("≈ 3.381402");
  });

  it("reads oz as the US fluid ounce, UK units by name, and compounds", () => {
    expect(view("8 oz", "L", "mL")).toMatchObject({ status: "ok", subject: "8 fl oz", shown: { text: "236.5882365" } });
    expect(view("1 UK pint", "L", "mL")).toMatchObject({ status: "ok", subject: "1 pt (imp)", shown: { text: "568.26125" } });
    expect(view("1 gal 2 qt", "L", "qt")).toMatchObject({ status: "ok", shown: { text: "6" } });
    expect(view("2 cups", "L", "mL")).toMatchObject({ status: "ok", shown: { text: "473.176473" } });
    expect(view("2 tbs", "L", "tsp")).toMatchObject({ status: "ok", subject: "2 tbsp", shown: { text: "6" } });
    expect(view("1 tsp.", "L", "mL")).toMatchObject({ status: "ok", shown: { text: "4.92892159375" } });
    expect(view("12 fl.oz", "L", "mL")).toMatchObject({ status: "ok", shown: { text: "354.88235475" } });
    expect(view("1 gallon", "L", "L")).toMatchObject({ status: "ok", subject: "1 gal", shown: { text: "3.785411784" } });
    expect(view("1", "L", "cup")).toMatchObject({ status: "ok", compounds: [{ text: "4 cup 3 tbsp 1.884136 tsp", exact: false }] });
  });

  it.each([
    ["-2", "Volume can't be negative."],
    ["3 kg", "kg is a unit of weight, not volume."],
    ["2 gallns", '"gallns" isn\'t a unit we know. Did you mean "gal"?'],
    ["soup", "Enter a number, e.g. 2.5 or 1 gal 2 qt."],
  ])("%s is refused: %s", (text, message) => {
    expect(view(text, "L", "gal")).toEqual({ status: "error", message });
  });

  it("has searched pair pages with unique slugs, titles and descriptions, each reverse linked", () => {
    for (const key of ["slug", "title", "description", "heading"] as const) expect(new Set(VOLUME_PAIRS.map((p) => p[key])).size, key).toBe(VOLUME_PAIRS.length);
    for (const slug of ["liters-to-gallons", "gallons-to-liters", "cups-to-ml", "ml-to-oz", "oz-to-ml", "tablespoons-to-ml", "imperial-gallons-to-liters"]) expect(VOLUME_PAIRS.map((p) => p.slug)).toContain(slug);
    for (const pair of VOLUME_PAIRS) if (pair.reverseSlug) expect(VOLUME_PAIRS.map((p) => p.slug)).toContain(pair.reverseSlug);
  });

  it.each([
    ["gallons-to-liters", "1 US gallon = 3.785411784 liters", "L = gal × 3.785411784"],
    ["cups-to-ml", "1 US cup = 236.5882365 milliliters", "mL = cup × 236.5882365"],
    ["imperial-gallons-to-liters", "1 imperial gallon = 4.54609 liters", "L = gal (imp) × 4.54609"],
    ["liters-to-gallons", "1 liter ≈ 0.264172 US gallons", "gal = L ÷ 3.785411784"],
  ])("%s: %s", (slug, statement, formula) => {
    expect(VOLUME_PAIRS.find((p) => p.slug === slug)).toMatchObject({ statement, formula });
  });

  it("writes US and UK in capitals inside sentences", () => {
    const pair = VOLUME_PAIRS.find((p) => p.slug === "ml-to-oz")!;
    expect(pair.description).toContain("Convert milliliters to US fluid ounces");
    expect(pair.keywords).toContain("milliliters to US fluid ounces");
  });

  it("tabulates cups to milliliters exactly", () => {
    const table = pairTable(VOLUME_PAIRS_CONFIG, VOLUME_PAIRS.find((p) => p.slug === "cups-to-ml")!);
    expect(table.find((r) => r.value === "4")).toEqual({ value: "4", result: "946.352946", exact: true });
  });
});
