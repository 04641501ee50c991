import { describe, expect, it } from "vitest";
import { calculate as unitCalculate } from "@/tools/unit-calculator/logic/evaluate";
import { parseScaled } from "@/tools/random-generator/logic/numbers";
import { calculate, type CalcOptions } from "./calculate";
import { parseDecimal } from "@/lib/engines/units/ratio";

const BASIC: CalcOptions = { digits: 12, basic: true, grouping: true };
const SCIENTIFIC: CalcOptions = { digits: 15, angle: "deg" };

/**
 * One number syntax for every calculator: each row is typed into /calculator, /scientific-calculator,
 * /unit-calculator and the random generator's minimum, and all four must read the same value.
 */
describe("the number syntax every calculator reads", () => {
  it.each([
    ["1e3", "1000"],
    ["1E3", "1000"],
    ["2e-3", "0.002"],
    ["2E-3", "0.002"],
    ["2e+3", "2000"],
    ["2e−3", "0.002"],
    ["6.02e23", "602000000000000000000000"],
    ["6.02E23", "602000000000000000000000"],
    ["1.5e3", "1500"],
    [".5e1", "5"],
    ["12", "12"],
    ["0.25", "0.25"],
  ])("%s is %s", (typed, value) => {
    for (const [name, options] of [["calculator", BASIC], ["scientific calculator", SCIENTIFIC]] as const) {
      const outcome = calculate(typed, { ...options, digits: 40 });
      expect(outcome.kind === "value" ? `${outcome.plain} (${outcome.parsed})` : outcome, name).toMatch(new RegExp(`^${value.replace(".", "\\.")} \\(`));
    }
    const unit = unitCalculate(typed);
    expect(unit.kind === "ok" ? unit.answer.text.replace(/,/g, "") : unit, "unit calculator").toBe(value);
    const places = value.includes(".") ? value.split(".")[1]!.length : 0;
    const scaled = parseScaled(typed, places);
    expect("value" in scaled ? scaled.value.toString() : scaled, "random generator").toBe(value.replace(".", "").replace(/^0+(?=\d)/, ""));
  });

  it.each([
    ["e", "2.71828182845905", "e is Euler's number"],
    ["2e", "5.43656365691809", "2 × e — e is Euler's number"],
    ["e3", "8.15484548537714", "e × 3 — e is Euler's number"],
    ["2e-x", null, null],
  ])("a lone e is Euler's number: %s", (typed, value, parsed) => {
    const outcome = calculate(typed, SCIENTIFIC);
    if (value === null) {
      expect(outcome.kind).toBe("error");
      return;
    }
    expect(outcome.kind === "value" && [outcome.display, outcome.parsed]).toEqual([value, parsed === "e is Euler's number" ? "e — e is Euler's number" : parsed]);
  });

  it("says which reading was used", () => {
    const sci = calculate("6.02e23", SCIENTIFIC);
    expect(sci.kind === "value" && sci.parsed).toBe("6.02E23 — scientific notation: 6.02 × 10^23");
    const both = calculate("2e3 × e", SCIENTIFIC);
    expect(both.kind === "value" && both.parsed).toBe("2E3 × e — scientific notation: 2 × 10^3; e is Euler's number");
  });

  it("reads a whole field as one number in the same syntax, or says it is not one", () => {
    expect(parseDecimal("1e3")).toEqual({ ok: true, value: { n: BigInt(1000), d: BigInt(1) } });
    expect(parseDecimal("−0.002")).toEqual({ ok: true, value: { n: BigInt(-1), d: BigInt(500) } });
    expect(parseDecimal("2e−3")).toEqual({ ok: true, value: { n: BigInt(1), d: BigInt(500) } });
    expect(parseDecimal("1e9999999")).toEqual({ ok: false, reason: "too_large" });
    expect(parseDecimal("1e-9999999")).toEqual({ ok: false, reason: "too_small" });
    for (const text of ["e", "1e", "1e+", "1 e3", "1e3.5", "0x10", "--1", ""]) expect(parseDecimal(text), text).toEqual({ ok: false, reason: "invalid" });
  });
});
