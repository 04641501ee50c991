import { describe, expect, it } from "vitest";
import { calculate, show } from "./percentage";
import { ratio } from "@/lib/engines/units/ratio";

/**
 * Worked values, each checked by hand as an exact fraction (the reference named beside it), so a float shortcut
 * (0.1 × 0.3 = 0.030000000000000002) or a wrong base (a change measured against the new value) fails here.
 */

function ok(result: ReturnType<typeof calculate>) {
  if (result.state !== "ok") throw new Error(`expected a result, got ${JSON.stringify(result)}`);
  return result;
}

describe("X % of Y", () => {
  it.each([
    // [x, y, shown, exact fraction by hand]
    ["25", "80", "20", "25/100 × 80 = 2000/100 = 20"],
    ["10", "0.3", "0.03", "10/100 × 3/10 = 30/1000 (the float product is 0.030000000000000002)"],
    ["17.5", "19.99", "3.49825", "175/1000 × 1999/100 = 349825/100000"],
    ["110", "1.1", "1.21", "11/10 × 11/10 = 121/100 (float: 1.2100000000000002)"],
    ["0.5", "1234567.89", "6,172.83945", "5/1000 × 123456789/100 = 617283945/100000"],
    ["-20", "50", "−10", "−20/100 × 50 = −10"],
    ["25%", "80", "20", "a typed % sign is the same percentage"],
  ])("%s percent of %s = %s (%s)", (x, y, shown) => {
    const r = ok(calculate("of", x, y));
    expect(r.shown).toEqual({ text: shown, exact: true, fraction: null });
  });

  it("writes the working with the user's numbers", () => {
    expect(ok(calculate("of", "17.5", "19.99")).steps).toEqual(["17.5% of 19.99 = 17.5 ÷ 100 × 19.99", "= 0.175 × 19.99", "= 3.49825"]);
  });
});

describe("X is what % of Y", () => {
  it("20 of 80 is exactly 25%", () => {
    const r = ok(calculate("what", "20", "80"));
    expect(r.shown.text).toBe("25");
    expect(r.unit).toBe("%");
    expect(r.sentence).toBe("20 is 25% of 80");
  });

  it("1 of 3 is 100/3 % = 33.333…%: shown rounded, with ≈ and the exact fraction", () => {
    const r = ok(calculate("what", "1", "3"));
    expect(r.shown).toEqual({ text: "33.333333", exact: false, fraction: "100/3" });
    expect(r.steps.at(-1)).toBe("≈ 33.333333%");
    expect(r.sentence).toBe("1 is about 33.333333% of 3");
  });

  it("2 of 3 rounds half up at the sixth decimal: 200/3 = 66.666666… → 66.666667", () => {
    expect(ok(calculate("what", "2", "3")).shown.text).toBe("66.666667");
  });

  it("a whole of 0 is refused with its own message, not Infinity or NaN", () => {
    expect(calculate("what", "5", "0")).toEqual({
      state: "error",
      errors: { y: "The whole can't be 0: a part of nothing has no percentage (it would mean dividing by zero)." },
    });
    expect(calculate("what", "5", "0.000").state).toBe("error");
  });
});

describe("percentage change from X to Y", () => {
  it.each([
    // [from, to, shown, direction, by hand]
    ["80", "100", "25", "increase", "(100 − 80)/80 = 20/80 = 1/4"],
    ["100", "80", "−20", "decrease", "(80 − 100)/100 = −1/5"],
    ["-50", "-25", "50", "increase", "(−25 − −50)/|−50| = 25/50: measured against the size of the start"],
    ["0.1", "0.3", "200", "increase", "(3/10 − 1/10)/(1/10) = 2 (float: 199.99999999999997)"],
    ["42", "42", "0", "none", "no change"],
  ])("%s → %s is %s percent, %s (%s)", (x, y, shown, direction) => {
    const r = ok(calculate("change", x, y));
    expect(r.shown.text).toBe(shown);
    expect(r.shown.exact).toBe(true);
    expect(r.direction).toBe(direction);
  });

  it("3 → 4 is an increase of 100/3 % ≈ 33.333333%", () => {
    const r = ok(calculate("change", "3", "4"));
    expect(r.shown).toEqual({ text: "33.333333", exact: false, fraction: "100/3" });
    expect(r.sentence).toBe("From 3 to 4 is about a 33.333333% increase");
  });

  it("says decrease with the size, not a negative increase", () => {
    expect(ok(calculate("change", "100", "80")).sentence).toBe("From 100 to 80 is a 20% decrease");
  });

  it("a change from 0 is refused, naming the difference", () => {
    expect(calculate("change", "0", "15")).toEqual({
      state: "error",
      errors: {
        x: "The starting value can't be 0 for a percentage change: a change from 0 is not a percentage of anything (it would divide by zero). The difference is 15.",
      },
    });
  });
});

describe("adding and taking off a percentage", () => {
  it.each([
    ["add", "15", "200", "230", "200 × 115/100"],
    ["add", "7.25", "19.99", "21.439275", "1999/100 × 10725/10000 = 21439275/1000000"],
    ["subtract", "20", "50", "40", "50 × 80/100"],
    ["subtract", "33", "0.3", "0.201", "3/10 × 67/100 = 201/1000 (float: 0.20099999999999998)"],
    ["subtract", "150", "10", "−5", "more than 100% off goes below zero: 10 × (−50/100)"],
  ] as ["add" | "subtract", string, string, string, string][])("%s %s percent, of %s, gives %s (%s)", (mode, x, y, shown) => {
    expect(ok(calculate(mode, x, y)).shown).toEqual({ text: shown, exact: true, fraction: null });
  });

  it("shows the part and the multiplier", () => {
    expect(ok(calculate("subtract", "20", "50")).steps).toEqual(["20% of 50 = 10", "50 − 10 = 40", "(the same as 50 × 0.8)"]);
  });
});

describe("input", () => {
  it("empty fields: nothing, then a hint naming the missing one", () => {
    expect(calculate("of", "", " ")).toEqual({ state: "empty", hint: null });
    expect(calculate("of", "25", "")).toEqual({ state: "empty", hint: "Enter the number too." });
    expect(calculate("change", "", "5")).toEqual({ state: "empty", hint: "Enter the starting value too." });
  });

  it("text that is not a number names the field and shows an example", () => {
    expect(calculate("what", "abc", "80")).toEqual({ state: "error", errors: { x: "Enter the part as a number, like 20." } });
    expect(calculate("of", "1,5", "80")).toEqual({ state: "error", errors: { x: "Enter the percentage as a number, like 25 (the % sign is optional)." } });
    // A % sign belongs on a percentage, not on the number it is taken of.
    expect(calculate("of", "10", "80%").state).toBe("error");
  });

  it("reads thousands separators, a Unicode minus and exponents exactly", () => {
    expect(ok(calculate("of", "50", "1,000,000")).shown.text).toBe("500,000");
    expect(ok(calculate("of", "\u221210", "50")).shown.text).toBe("−5");
    expect(ok(calculate("of", "1e2", "7")).shown.text).toBe("7");
  });

  it("bounds every number at 10^15, with a message that says so", () => {
    expect(ok(calculate("of", "100", "1000000000000000")).shown.text).toBe("1e+15");
    const tooLarge = "The number is too large: use a number up to 1,000,000,000,000,000.";
    expect(calculate("of", "100", "1000000000000001")).toEqual({ state: "error", errors: { y: tooLarge } });
    expect(calculate("of", "100", "1e16")).toEqual({ state: "error", errors: { y: tooLarge } });
    expect(calculate("of", "100", "9".repeat(200))).toEqual({ state: "error", errors: { y: tooLarge } });
  });
});

describe("show", () => {
  it("keeps a long exact decimal whole, and gives no fraction when a finite decimal exists", () => {
    expect(show(ratio(123456789, 1000))).toEqual({ text: "123,456.789", exact: true, fraction: null });
    expect(show(ratio(1, 7))).toEqual({ text: "0.142857", exact: false, fraction: "1/7" });
  });
});
