import { describe, expect, it } from "vitest";
import {
  compare,
  div,
  exactDecimal,
  floorLog10,
  formatDecimal,
  isExactText,
  fromNumber,
  mul,
  MAX_DECIMAL_LENGTH,
  parseDecimal,
  ratio,
  toExponential,
  toFixed,
  toNumber,
  type Ratio,
} from "@/lib/engines/units/decimal";

function parsed(text: string): Ratio {
  const result = parseDecimal(text);
  if (!result.ok) throw new Error(`could not parse ${text}: ${result.reason}`);
  return result.value;
}

function same(a: Ratio, b: Ratio) {
  expect(compare(a, b), `${a.n}/${a.d} vs ${b.n}/${b.d}`).toBe(0);
}

describe("parseDecimal", () => {
  // A custom unit's 60,000-digit factor once held the server for 21 s; a near-miss of that length, for 48 s.
  it("refuses text over MAX_DECIMAL_LENGTH without reading it (returns, not hangs)", { timeout: 5_000 }, () => {
    expect(MAX_DECIMAL_LENGTH).toBe(100);
    for (const long of ["1".repeat(60_000), `${"1".repeat(60_000)}x`, `0.${"9".repeat(99)}`, `${" ".repeat(100)}1`]) {
      expect(parseDecimal(long)).toEqual({ ok: false, reason: "too_long" });
    }
    same(parsed(`0.${"5".repeat(98)}`), ratio(BigInt("5".repeat(98)), BigInt(10) ** BigInt(98)));
  });

  it("fails a near-miss at the length limit at once (no backtracking)", () => {
    expect(parseDecimal(`${"1".repeat(99)}x`)).toEqual({ ok: false, reason: "invalid" });
    expect(parseDecimal(`${"1".repeat(49)}.${"1".repeat(49)}.`)).toEqual({ ok: false, reason: "invalid" });
  });

  it("reads decimals exactly", () => {
    same(parsed("0.1"), ratio(1, 10));
    same(parsed("12"), ratio(12));
    same(parsed(".25"), ratio(1, 4));
    same(parsed("5."), ratio(5));
    same(parsed("+3.5"), ratio(7, 2));
    same(parsed("-0.5"), ratio(-1, 2));
    same(parsed("\u22122"), ratio(-2));
    same(parsed("  42  "), ratio(42));
    same(parsed("0000.000"), ratio(0));
  });

  it("reads exponents", () => {
    same(parsed("1e-7"), ratio(1, 10_000_000));
    same(parsed("2.5E+3"), ratio(2500));
    same(parsed("1e300"), { n: BigInt(10) ** BigInt(300), d: BigInt(1) });
    same(parsed("0e99999"), ratio(0));
  });

  it("accepts thousands separators only in strict groups of three", () => {
    same(parsed("1,234"), ratio(1234));
    same(parsed("1,234,567.89"), ratio(123456789, 100));
    for (const bad of ["1,5", "12,34", "1,2345", ",123", "1,,234", "1,234,56"]) {
      expect(parseDecimal(bad)).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("refuses what is not a decimal number", () => {
    for (const bad of ["", " ", "abc", "NaN", "Infinity", "-Infinity", "0x10", "1e", "e5", "1.2.3", "1 000", "--1", "1e5.5", "½"]) {
      expect(parseDecimal(bad), bad).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("decides absurd exponents without computing them", () => {
    const started = Date.now();
    expect(parseDecimal("1e999999999")).toEqual({ ok: false, reason: "too_large" });
    expect(parseDecimal("1e-999999999")).toEqual({ ok: false, reason: "too_small" });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("arithmetic", () => {
  it("multiplies and divides without loss", () => {
    same(mul(parsed("0.1"), parsed("0.2")), parsed("0.02"));
    same(div(parsed("1"), parsed("3")), ratio(1, 3));
    same(mul(div(ratio(1), ratio(3)), ratio(3)), ratio(1));
  });

  it("computes floor(log10) exactly around powers of ten", () => {
    expect(floorLog10(parsed("1"))).toBe(0);
    expect(floorLog10(parsed("9.999999999999999999"))).toBe(0);
    expect(floorLog10(parsed("10"))).toBe(1);
    expect(floorLog10(parsed("0.001"))).toBe(-3);
    expect(floorLog10(parsed("0.000999999"))).toBe(-4);
    expect(floorLog10(ratio(1, 3))).toBe(-1);
    expect(floorLog10(parsed("1e300"))).toBe(300);
  });

  it("converts to and from JS numbers", () => {
    same(fromNumber(0.1), ratio(1, 10));
    same(fromNumber(1e21), parsed("1e21"));
    expect(toNumber(ratio(1, 3))).toBeCloseTo(1 / 3, 15);
    expect(toNumber(parsed("43560"))).toBe(43560);
    expect(() => fromNumber(Number.NaN)).toThrow();
  });
});

describe("rounding and formatting", () => {
  it("rounds halves away from zero", () => {
    expect(toFixed(parsed("0.0000005"), 6)).toBe("0.000001");
    expect(toFixed(parsed("0.0000004999"), 6)).toBe("0");
    expect(toFixed(parsed("2.5"), 0)).toBe("3");
    expect(toFixed(parsed("-2.5"), 0)).toBe("-3");
    expect(toFixed(parsed("1234567.1"), 2, { group: true })).toBe("1,234,567.1");
  });

  it("writes scientific notation with carries", () => {
    expect(toExponential(parsed("9.9999999"), 6)).toBe("1e+1");
    expect(toExponential(parsed("0.000000159422508"), 6)).toBe("1.59423e-7");
    expect(toExponential(parsed("1e300"), 10)).toBe("1e+300");
  });

  it.each([
    ["0.0123456789", "0.0123457"],
    ["0.00123456789", "0.00123457"],
    ["0.000123456789", "0.000123457"],
    ["0.00247105381", "0.00247105"],
    ["0.123456789", "0.123457"],
    ["1.23456789", "1.234568"],
  ])("keeps 6 significant digits below 1: %s → %s", (value, shown) => {
    expect(formatDecimal(parsed(value))).toBe(shown);
  });

  it("tells an exact display from a rounded one", () => {
    expect(isExactText("0.5", parsed("0.5"))).toBe(true);
    expect(isExactText("1,234,567.25", parsed("1234567.25"))).toBe(true);
    expect(isExactText("0.333333", ratio(1, 3))).toBe(false);
    expect(isExactText(formatDecimal(parsed("2.589988110336")), parsed("2.589988110336"))).toBe(false);
  });

  it("shows up to 6 decimals with trailing zeros trimmed", () => {
    expect(formatDecimal(parsed("43560"))).toBe("43560");
    expect(formatDecimal(parsed("10.763910416709722"))).toBe("10.76391");
    expect(formatDecimal(parsed("2.589988110336"))).toBe("2.589988");
    expect(formatDecimal(parsed("0.5"))).toBe("0.5");
    expect(formatDecimal(parsed("0.001"))).toBe("0.001");
    expect(formatDecimal(parsed("0"))).toBe("0");
  });

  it("never shows a misleading 0 for small values", () => {
    expect(formatDecimal(ratio(1, 43560))).toBe("0.0000229568");
    expect(formatDecimal(parsed("0.0000015"))).toBe("0.0000015");
    expect(formatDecimal(parsed("0.000001"))).toBe("0.000001");
    expect(formatDecimal(parsed("0.0000009"))).toBe("9e-7");
    expect(formatDecimal(parsed("1e-12"))).toBe("1e-12");
    expect(formatDecimal(parsed("1e-300"))).toBe("1e-300");
    expect(formatDecimal(parsed("0.00099999999"))).toBe("0.001");
  });

  it("switches to scientific notation when a number is too long to read", () => {
    expect(formatDecimal(parsed("999999999999999"))).toBe("999999999999999");
    expect(formatDecimal(parsed("1e15"))).toBe("1e+15");
    expect(formatDecimal(parsed("2589988110336000000"))).toBe("2.58998811e+18");
    expect(formatDecimal(parsed("1e312"))).toBe("1e+312");
    expect(formatDecimal(parsed("1234567.25"), { group: true })).toBe("1,234,567.25");
  });

  it("writes terminating fractions exactly and refuses the others", () => {
    expect(exactDecimal(parsed("0.09290304"))).toBe("0.09290304");
    expect(exactDecimal(parsed("2589988.110336"), { group: true })).toBe("2,589,988.110336");
    expect(exactDecimal(ratio(1, 8))).toBe("0.125");
    expect(exactDecimal(ratio(1000000))).toBe("1000000");
    expect(exactDecimal(ratio(1, 3))).toBeNull();
  });
});
