import { describe, expect, it } from "vitest";
import { pairTable } from "@/lib/engines/units/pairs";
import { referencePoints, TEMPERATURE_PAIRS, TEMPERATURE_PAIRS_CONFIG } from "./temperature";

describe("temperature converter", () => {
  it("has the C/F/K pairs plus a Rankine pair", () => {
    expect(TEMPERATURE_PAIRS.map((p) => p.slug)).toEqual([
      "celsius-to-fahrenheit",
      "fahrenheit-to-celsius",
      "celsius-to-kelvin",
      "kelvin-to-celsius",
      "fahrenheit-to-kelvin",
      "kelvin-to-fahrenheit",
      "fahrenheit-to-rankine",
      "rankine-to-fahrenheit",
    ]);
  });

  it.each([
    ["celsius-to-fahrenheit", "°F = °C × 1.8 + 32", "37 °C × 1.8 + 32 = 98.6 °F"],
    ["fahrenheit-to-celsius", "°C = (°F − 32) ÷ 1.8", "(98.6 °F − 32) ÷ 1.8 = 37 °C"],
    ["celsius-to-kelvin", "K = °C + 273.15", "37 °C + 273.15 = 310.15 K"],
    ["fahrenheit-to-rankine", "°R = °F + 459.67", "98.6 °F + 459.67 = 558.27 °R"],
  ])("%s: %s", (slug, formula, example) => {
    expect(TEMPERATURE_PAIRS.find((p) => p.slug === slug)).toMatchObject({ formula, statement: formula, example, exact: true });
  });

  it("tabulates the points people look up, exactly (−40 is the same on both scales)", () => {
    const table = pairTable(TEMPERATURE_PAIRS_CONFIG, TEMPERATURE_PAIRS[0]!);
    expect(table[0]).toEqual({ value: "-40", result: "-40", exact: true });
    expect(table.find((r) => r.value === "100")).toEqual({ value: "100", result: "212", exact: true });
    expect(table.every((r) => r.exact)).toBe(true);
  });

  it("reference points come from the engine", () => {
    const points = Object.fromEntries(referencePoints().map((p) => [p.label, p.values.map((v) => v.shown.text)]));
    expect(points["Absolute zero"]).toEqual(["-273.15", "-459.67", "0"]);
    expect(points["Human body (typical)"]).toEqual(["37", "98.6", "310.15"]);
    expect(points["Celsius and Fahrenheit agree"]).toEqual(["-40", "-40", "233.15"]);
  });
});
