import { describe, expect, it } from "vitest";
import { equals, parseDecimal, ratio, toFixed } from "@/lib/engines/units/decimal";
import { classify, computeBmi, formatHeight, formatWeight, type BmiFields } from "./bmi";

const blank: BmiFields = { units: "metric", cm: "", ft: "", inch: "", kg: "", lb: "", st: "", stLb: "", age: "" };
const metric = (cm: string, kg: string, extra: Partial<BmiFields> = {}) => computeBmi({ ...blank, cm, kg, ...extra });

function ok(result: ReturnType<typeof computeBmi>) {
  if (result.state !== "ok") throw new Error(`expected a result, got ${JSON.stringify(result)}`);
  return result;
}

describe("BMI: reference values (TOOLS.md, WHO classes)", () => {
  it.each([
    // cm, kg, shown BMI, class
    ["175", "70", "22.9", "normal"],
    ["175", "53", "17.3", "underweight"],
    ["180", "81", "25.0", "overweight"], // 81 / 3.24 = 25 exactly
    ["160", "76.8", "30.0", "obese1"], // 76.8 / 2.56 = 30
    ["170", "104", "36.0", "obese2"],
    ["165", "108.9", "40.0", "obese3"], // 108.9 / 2.7225 = 40
    ["200", "73.99", "18.5", "underweight"], // 18.4975 shows as 18.5: classified on the exact value
    ["175", "56.6", "18.5", "underweight"], // 18.48…, while the healthy range starts at 56.7 kg
    ["200", "99.84", "25.0", "normal"], // 24.96 → 25.0, still under 25
    ["200", "100", "25.0", "overweight"],
    ["200", "99.79", "24.9", "normal"], // 24.9475 → 24.9
  ])("%s cm, %s kg → %s (%s)", (cm, kg, shown, id) => {
    const result = ok(metric(cm, kg));
    expect(result.shown).toBe(shown);
    expect(result.category?.id).toBe(id);
  });

  it("the healthy range at 1.75 m is 56.7–76.5 kg, and both ends are healthy", () => {
    expect(ok(metric("175", "70")).healthy).toBe("56.7 kg – 76.5 kg");
    expect(ok(metric("175", "56.7")).category?.id).toBe("normal");
    expect(ok(metric("175", "76.5")).category?.id).toBe("normal");
    expect(ok(metric("175", "76.6")).category?.id).toBe("overweight");
    // 25 × 3.24 = 81 kg exactly is Overweight: the range ends at 80.9.
    expect(ok(metric("180", "70")).healthy).toBe("60.0 kg – 80.9 kg");
  });

  it("says why the shown BMI and its class look apart at a boundary", () => {
    expect(ok(metric("175", "56.6")).boundary).toBe(
      "18.5 is your BMI of 18.48… rounded to one decimal. The class is read from the exact BMI, which is under 18.5: Underweight.",
    );
    expect(ok(metric("200", "99.84")).boundary).toBe(
      "25.0 is your BMI of 24.96 rounded to one decimal. The class is read from the exact BMI, which is under 25.0: Normal weight.",
    );
    expect(ok(metric("175", "70")).boundary).toBeNull();
  });

  it("BMI Prime is BMI ÷ 25 from the exact BMI", () => {
    expect(ok(metric("175", "70")).prime).toBe("0.91"); // 22.857… / 25 = 0.9143
    expect(ok(metric("180", "81")).prime).toBe("1.00");
  });

  it("Asian cut-offs move the classes to 23 and 27.5", () => {
    const result = ok(computeBmi({ ...blank, cm: "175", kg: "72" }, "asian")); // 23.51
    expect(result.shown).toBe("23.5");
    expect(result.category?.id).toBe("asian-increased");
    expect(classify(ratio(2299, 100), "asian").id).toBe("normal");
    expect(classify(ratio(23), "asian").id).toBe("asian-increased");
    expect(classify(ratio(275, 10), "asian").id).toBe("asian-high");
    expect(result.healthy).toBe("56.7 kg – 70.4 kg"); // 23 × 3.0625 = 70.4375
  });
});

describe("BMI: exact unit conversion (1 in = 0.0254 m, 1 lb = 0.45359237 kg, not ×703)", () => {
  it("US: 5 ft 9 in and 154 lb convert exactly", () => {
    const result = ok(computeBmi({ ...blank, units: "us", ft: "5", inch: "9", lb: "154" }));
    expect(equals(result.heightM, ratio(17526, 10000))).toBe(true);
    expect(equals(result.weightKg, ratio(15_400 * 45_359_237, 10_000_000_000))).toBe(true);
    expect(result.shown).toBe("22.7"); // 69.85322498 kg ÷ (1.7526 m)² = 22.74159…
    expect(toFixed(result.bmi, 6)).toBe("22.741591");
  });

  it("the ×703 shortcut would differ from the exact value (703.0696…)", () => {
    // 703 × 154 / 69² = 22.7389; the exact BMI is 22.7416 (22.74159): close, but not the definition.
    const result = ok(computeBmi({ ...blank, units: "us", ft: "5", inch: "9", lb: "154" }));
    expect(toFixed(result.bmi, 4)).not.toBe((703 * 154 / 69 ** 2).toFixed(4));
  });

  it("stone: 11 st 0 lb at 175 cm equals 154 lb", () => {
    const stone = ok(computeBmi({ ...blank, units: "stone", ft: "5", inch: "9", st: "11", stLb: "0" }));
    const us = ok(computeBmi({ ...blank, units: "us", ft: "5", inch: "9", lb: "154" }));
    expect(equals(stone.bmi, us.bmi)).toBe(true);
  });

  it("a blank inches or pounds box counts as 0", () => {
    expect(ok(computeBmi({ ...blank, units: "us", ft: "6", lb: "180" })).shown).toBe("24.4");
    expect(ok(computeBmi({ ...blank, units: "stone", ft: "6", st: "12" })).shown).toBe(ok(computeBmi({ ...blank, units: "us", ft: "6", lb: "168" })).shown);
  });

  it.each([
    ["56.65625", "us", "124.9 lb"],
    ["70", "stone", "11 st 0.3 lb"], // 154.32 lb
    ["63.5029318", "stone", "10 st 0.0 lb"], // exactly 140 lb
  ] as const)("formats %s kg in %s as %s", (kg, units, text) => {
    const parsed = parseDecimal(kg);
    if (!parsed.ok) throw new Error(kg);
    expect(formatWeight(parsed.value, units)).toBe(text);
  });

  it("formats heights", () => {
    expect(formatHeight(ratio(175, 100), "metric")).toBe("175 cm");
    expect(formatHeight(ratio(17526, 10000), "us")).toBe("5 ft 9 in");
  });

  it("shows the formula with the user's numbers", () => {
    expect(ok(metric("175", "70")).steps).toEqual(["BMI = 70 kg ÷ (1.75 m)² = 70 ÷ 3.0625 = 22.857143…", "Rounded to one decimal: 22.9"]);
  });
});

describe("BMI: bad input gets its own message; empty shows nothing", () => {
  it.each([
    [{ cm: "", kg: "" }, "empty", {}],
    [{ cm: "175", kg: "" }, "empty", {}],
    [{ cm: "abc", kg: "70" }, "error", { height: "Enter height as a number, like 175" }],
    [{ cm: "175", kg: "7o" }, "error", { weight: "Enter weight as a number, like 70" }],
    [{ cm: "-175", kg: "70" }, "error", { height: "Height can't be negative" }],
    [{ cm: "49.9", kg: "70" }, "error", { height: "Height must be 50–272 cm" }],
    [{ cm: "0", kg: "70" }, "error", { height: "Height must be 50–272 cm" }],
    [{ cm: "273", kg: "70" }, "error", { height: "Height must be 50–272 cm" }],
    [{ cm: "175", kg: "1.9" }, "error", { weight: "Weight must be 2–650 kg" }],
    [{ cm: "175", kg: "651" }, "error", { weight: "Weight must be 2–650 kg" }],
    [{ cm: "1".repeat(200), kg: "70" }, "error", { height: "Height is far too large" }],
    [{ cm: "1e999999", kg: "70" }, "error", { height: "Height is far too large" }],
    [{ cm: "175", kg: "70", age: "1" }, "error", { age: "BMI isn't used under age 2" }],
    [{ cm: "175", kg: "70", age: "121" }, "error", { age: "Age must be 2–120 years" }],
    [{ cm: "175", kg: "70", age: "3.5" }, "error", { age: "Enter the age in whole years, like 35" }],
  ])("%j → %s %j", (input, state, errors) => {
    const result = computeBmi({ ...blank, ...input });
    expect(result.state).toBe(state);
    expect(result.errors).toEqual(errors);
  });

  it.each([
    [{ units: "us", ft: "5", inch: "12", lb: "150" }, { height: "Inches must be under 12: put whole feet in the feet box" }],
    [{ units: "us", ft: "1", inch: "6", lb: "150" }, { height: "Height must be 50–272 cm, about 1 ft 7.7 in to 8 ft 11.1 in" }],
    [{ units: "us", ft: "5", inch: "9", lb: "1500" }, { weight: "Weight must be 2–650 kg, about 4.4 lb to 1433.0 lb" }],
    [{ units: "stone", ft: "5", inch: "9", st: "10", stLb: "14" }, { weight: "Pounds must be under 14: put whole stones in the stone box" }],
    [{ units: "stone", ft: "5", inch: "9", st: "110" }, { weight: "Weight must be 2–650 kg, about 0 st 4.4 lb to 102 st 5.0 lb" }],
  ] as const)("%j → %j", (input, errors) => {
    expect(computeBmi({ ...blank, ...input }).errors).toEqual(errors);
  });

  it("ages 2–19 get the BMI without the adult class or healthy range", () => {
    const result = ok(metric("150", "45", { age: "12" }));
    expect(result.shown).toBe("20.0");
    expect(result.child).toBe(true);
    expect(result.category).toBeNull();
    expect(result.healthy).toBeNull();
    expect(ok(metric("150", "45", { age: "20" })).category?.id).toBe("normal");
  });
});
