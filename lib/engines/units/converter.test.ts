import { describe, expect, it } from "vitest";
import { compare, parseDecimal, type Ratio } from "@/lib/engines/units/decimal";
import { allUnits, compoundResults, conversionFormula, convertValue, readConverterInput, unitStatement, type ConverterSpec } from "@/lib/engines/units/converter";
import { buildPairs, pairTable, type PairsConfig } from "@/lib/engines/units/pairs";
import { requireUnit as unit } from "@/lib/engines/units/units";

function dec(text: string): Ratio {
  const parsed = parseDecimal(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
}

const LENGTH: ConverterSpec = {
  kind: "length",
  noun: "Length",
  units: ["cm", "m", "in", "ft"],
  defaultFrom: "cm",
  defaultTo: "in",
  example: "12.5 or 5 ft 3 in",
  compounds: [["ft", "in"]],
  fractionOf: { in: 16 },
};
const MASS: ConverterSpec = { kind: "mass", noun: "Weight", units: ["kg", "lb", "st", "oz"], defaultFrom: "kg", defaultTo: "lb", example: "68 or 11 st 6 lb", compounds: [["st", "lb"], ["lb", "oz"]] };
const TEMPERATURE: ConverterSpec = { kind: "temperature", noun: "Temperature", units: ["degC", "degF", "K", "degR"], defaultFrom: "degC", defaultTo: "degF", example: "21.5 or -40", temperature: true };

describe("readConverterInput: bad input gets a specific message, empty input nothing", () => {
  it.each([
    [LENGTH, "cm", "", { status: "empty" }],
    [LENGTH, "cm", "   ", { status: "empty" }],
    [LENGTH, "cm", "abc", { status: "error", message: "Enter a number, e.g. 12.5 or 5 ft 3 in." }],
    [LENGTH, "cm", "-5", { status: "error", message: "Length can't be negative." }],
    [LENGTH, "cm", "-5 ft 3 in", { status: "error", message: "Length can't be negative." }],
    [LENGTH, "cm", "5 fts", { status: "error", message: '"fts" isn\'t a unit we know. Did you mean "ft"?' }],
    [LENGTH, "cm", "5 kg", { status: "error", message: "kg is a unit of weight, not length." }],
    [LENGTH, "cm", "1e301", { status: "error", message: "Please enter a number no larger than 1e300." }],
    [MASS, "kg", "-1", { status: "error", message: "Weight can't be negative." }],
    [MASS, "kg", "five", { status: "error", message: "Enter a number, e.g. 68 or 11 st 6 lb." }],
    [TEMPERATURE, "degC", "-300", { status: "error", message: "\u2212300 °C is below absolute zero (\u2212273.15 °C)." }],
    [TEMPERATURE, "degF", "-460", { status: "error", message: "\u2212460 °F is below absolute zero (\u2212459.67 °F)." }],
    [TEMPERATURE, "K", "-1", { status: "error", message: "\u22121 K is below absolute zero (0 K)." }],
    [TEMPERATURE, "degC", "-500 °F", { status: "error", message: "\u2212500 °F is below absolute zero (\u2212459.67 °F)." }],
    [MASS, "kg", "0.1 + 0.2", { status: "error", message: 'One value at a time: "+" makes this a calculation. Enter one value, e.g. 68 or 11 st 6 lb, or work out sums with units in the Unit Calculator.' }],
    [MASS, "kg", "2 kg * 3", { status: "error", message: 'One value at a time: "*" makes this a calculation. Enter one value, e.g. 68 or 11 st 6 lb, or work out sums with units in the Unit Calculator.' }],
    [TEMPERATURE, "degC", "0.1 + 0.2", { status: "error", message: 'One value at a time: "+" makes this a calculation. Enter one value, e.g. 21.5 or -40, or work out sums with units in the Unit Calculator.' }],
    // Delisle counts down: 600 °De is past 559.725 °De and colder, not "below".
    [TEMPERATURE, "degC", "600 °De", { status: "error", message: "600 °De is colder than absolute zero (559.725 °De)." }],
  ] as const)("%#: %s %j", (spec, from, text, expected) => {
    expect(readConverterInput(text, spec, unit(from))).toMatchObject(expected);
  });

  it("accepts absolute zero itself, and negative differences", () => {
    expect(readConverterInput("-273.15", TEMPERATURE, unit("degC")).status).toBe("ok");
    expect(readConverterInput("0", LENGTH, unit("cm")).status).toBe("ok");
    const drop = readConverterInput("-300", TEMPERATURE, unit("degC"), "difference");
    expect(drop.status).toBe("ok");
  });
});

describe("conversions through the converter logic (TOOLS.md reference values)", () => {
  it.each([
    ["1", "in", "cm", "2.54", true],
    ["1", "ft", "m", "0.3048", true],
    ["1", "mi", "km", "1.609344", true],
    ["1", "m", "ft", "3.28084", false],
    ["1", "lb", "kg", "0.45359237", true],
    ["1", "oz", "g", "28.349523125", true],
    ["1", "st", "kg", "6.35029318", true],
    ["1", "kg", "lb", "2.204623", false],
    ["0", "degC", "degF", "32", true],
    ["0", "degC", "K", "273.15", true],
    ["0", "degC", "degR", "491.67", true],
    ["100", "degC", "degF", "212", true],
    ["-40", "degC", "degF", "-40", true],
    ["98.6", "degF", "degC", "37", true],
  ])("%s %s = %s %s", (value, from, to, text, exact) => {
    expect(convertValue(dec(value), unit(from), unit(to)).shown).toEqual({ text, exact });
  });

  it("more digits on request: 1 m ≈ 3.28083989501312 ft, 1 kg ≈ 2.20462262184878 lb", () => {
    expect(convertValue(dec("1"), unit("m"), unit("ft"), "value", 15).shown.text).toBe("3.28083989501312");
    expect(convertValue(dec("1"), unit("kg"), unit("lb"), "value", 15).shown.text).toBe("2.20462262184878");
  });

  it("difference mode: a change of 10 °C is a change of 18 °F", () => {
    const read = readConverterInput("10", TEMPERATURE, unit("degC"), "difference");
    if (read.status !== "ok") throw new Error("not read");
    const rows = allUnits(read.si, TEMPERATURE, "difference");
    expect(rows.map((r) => [r.unit.id, r.shown.text])).toEqual([
      ["degC", "10"],
      ["degF", "18"],
      ["K", "10"],
      ["degR", "18"],
    ]);
  });

  it("5 ft 3 in = 160.02 cm, and 170 cm in feet and inches", () => {
    const read = readConverterInput("5 ft 3 in", LENGTH, unit("cm"));
    if (read.status !== "ok") throw new Error("not read");
    expect(allUnits(read.si, LENGTH).find((r) => r.unit.id === "cm")?.shown).toEqual({ text: "160.02", exact: true });
    const tall = readConverterInput("170", LENGTH, unit("cm"));
    if (tall.status !== "ok") throw new Error("not read");
    expect(compoundResults(tall.si, LENGTH, unit("in"))).toEqual([
      { text: "5 ft 6.929134 in", exact: false },
      { text: "5 ft 6 15/16 in (nearest 1/16 in)", exact: false },
    ]);
  });

  it("11 st 6 lb reads exactly, and pounds show as stone and pounds and as pounds and ounces", () => {
    const read = readConverterInput("11 st 6 lb", MASS, unit("kg"));
    if (read.status !== "ok") throw new Error("not read");
    expect(compare(read.si, dec("72.5747792"))).toBe(0);
    expect(compoundResults(read.si, MASS, unit("lb")).map((c) => c.text)).toEqual(["160 lb 0 oz", "11 st 6 lb"]);
  });
});

describe("formulas with exact constants", () => {
  it.each([
    ["in", "cm", "cm = in × 2.54", "5 in × 2.54 = 12.7 cm"],
    ["cm", "in", "in = cm ÷ 2.54", "5 cm ÷ 2.54 ≈ 1.968504 in"],
    ["m", "ft", "ft = m ÷ 0.3048", "5 m ÷ 0.3048 ≈ 16.404199 ft"],
    ["degC", "degF", "°F = °C × 1.8 + 32", "5 °C × 1.8 + 32 = 41 °F"],
    ["degF", "degC", "°C = (°F − 32) ÷ 1.8", "(5 °F − 32) ÷ 1.8 = -15 °C"],
    ["degC", "K", "K = °C + 273.15", "5 °C + 273.15 = 278.15 K"],
    ["K", "degF", "°F = K × 1.8 − 459.67", "5 K × 1.8 − 459.67 = -450.67 °F"],
  ])("%s → %s: %s", (from, to, general, applied) => {
    const formula = conversionFormula(unit(from), unit(to));
    expect(formula.general).toBe(general);
    expect(formula.exact).toBe(true);
    expect(formula.apply("5", convertValue(dec("5"), unit(from), unit(to)).shown)).toBe(applied);
  });

  it("writes a long factor that ends whole, and says ≈ in the formula when the factor shown is rounded", () => {
    expect(conversionFormula(unit("ly"), unit("mm")).general).toBe("mm = ly × 9,460,730,472,580,800,000");
    // 1 mi / 1 nmi = 1609.344 / 1852 does not end: the factor is a rounding, so neither line may say "=".
    const rounded = conversionFormula(unit("mi"), unit("nmi"));
    expect(rounded.exact).toBe(false);
    expect(rounded.general).toBe("nmi ≈ mi × 0.868976241901");
    expect(rounded.apply("1852", convertValue(dec("1852"), unit("mi"), unit("nmi")).shown)).toBe("1852 mi × 0.868976241901 ≈ 1,609.344 nmi");
  });

  it("states unit factors exactly when they terminate", () => {
    expect(unitStatement(unit("lb"), unit("kg")).text).toBe("1 pound = 0.45359237 kilograms");
    expect(unitStatement(unit("m"), unit("ft")).text).toBe("1 meter ≈ 3.28084 feet");
    expect(unitStatement(unit("mi"), unit("ft")).text).toBe("1 mile = 5,280 feet");
  });
});

describe("pair pages", () => {
  const config: PairsConfig = {
    route: "/length-converter",
    spec: LENGTH,
    words: { cm: { slug: "cm", title: "Centimeters" }, in: { slug: "inches", title: "Inches" } },
    pairs: [
      ["cm", "in"],
      ["in", "cm"],
    ],
  };
  const pairs = buildPairs(config);
  it("builds slugs, titles, the reverse link, the statement and an exact table", () => {
    const [cmToIn, inToCm] = pairs;
    expect(cmToIn).toMatchObject({
      slug: "cm-to-inches",
      path: "/length-converter/cm-to-inches",
      heading: "Centimeters to Inches Converter",
      title: "Centimeters to Inches Converter (cm to in)",
      statement: "1 centimeter ≈ 0.393701 inches",
      exact: false,
      reverseSlug: "inches-to-cm",
    });
    expect(inToCm).toMatchObject({ statement: "1 inch = 2.54 centimeters", exact: true, formula: "cm = in × 2.54", example: "5 in × 2.54 = 12.7 cm" });
    const table = pairTable(config, inToCm!);
    expect(table[0]).toEqual({ value: "1", result: "2.54", exact: true });
    expect(table.at(-1)).toEqual({ value: "100", result: "254", exact: true });
  });
  it("refuses a pair without URL words or a duplicate slug", () => {
    expect(() => buildPairs({ ...config, pairs: [["cm", "ft"]] })).toThrow();
    expect(() => buildPairs({ ...config, pairs: [["cm", "in"], ["cm", "in"]] })).toThrow();
  });
});
