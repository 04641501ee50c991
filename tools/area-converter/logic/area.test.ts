import { describe, expect, it } from "vitest";
import {
  AREA_MESSAGES,
  AREA_UNITS,
  areaUnit,
  builtInUnit,
  convertExact,
  formatArea,
  formatFactor,
  parseAreaValue,
  quickReference,
  quickReferenceLines,
  showArea,
  type ConvertibleUnit,
} from "@/tools/area-converter/logic/area";
import { compare, parseDecimal, ratio, toExponential, toNumber, type Ratio } from "@/lib/engines/units/decimal";
import { defined } from "@/tests/support/defined";

/**
 * Independent reference: imperial and survey units as whole square inches (from 1 ft = 12 in, 1 yd = 3 ft,
 * 1 rod = 16.5 ft, 1 chain = 66 ft, 1 furlong = 660 ft, 1 mile = 5280 ft, 1 acre = 43560 ft²), metric units in m², and
 * the one bridge 1 in = 2.54 cm exactly, so 1 in² = 6.4516 cm² = 16129/25000000 m².
 */
const IN2_PER_M2 = { n: BigInt(25_000_000), d: BigInt(16_129) };
const reference: Record<string, Ratio> = {
  m2: ratio(1),
  km2: ratio(1_000_000),
  cm2: ratio(1, 10_000),
  mm2: ratio(1, 1_000_000),
  ha: ratio(10_000),
  a: ratio(100),
  // in m² via square inches
  in2: ratio(IN2_PER_M2.d, IN2_PER_M2.n),
  ft2: ratio(BigInt(144) * IN2_PER_M2.d, IN2_PER_M2.n),
  yd2: ratio(BigInt(1296) * IN2_PER_M2.d, IN2_PER_M2.n),
  mi2: ratio(BigInt(63360 * 63360) * IN2_PER_M2.d, IN2_PER_M2.n),
  ac: ratio(BigInt(43560 * 144) * IN2_PER_M2.d, IN2_PER_M2.n),
  rd2: ratio(BigInt(198 * 198) * IN2_PER_M2.d, IN2_PER_M2.n),
  ch2: ratio(BigInt(792 * 792) * IN2_PER_M2.d, IN2_PER_M2.n),
  fur2: ratio(BigInt(7920 * 7920) * IN2_PER_M2.d, IN2_PER_M2.n),
};

function unit(id: string): ConvertibleUnit {
  const found = builtInUnit(id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}

function exact(text: string): Ratio {
  const parsed = parseDecimal(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
}

function convert(value: string, from: string, to: string): string {
  return formatArea(convertExact(exact(value), unit(from), unit(to)));
}

describe("area units", () => {
  it("has the spec's 14 units in its three groups", () => {
    expect(AREA_UNITS.map((u) => u.symbol)).toEqual(["m²", "km²", "cm²", "mm²", "ha", "a", "ft²", "yd²", "in²", "mi²", "ac", "rd²", "ch²", "fur²"]);
    expect(AREA_UNITS.filter((u) => u.category === "Metric")).toHaveLength(6);
    expect(AREA_UNITS.filter((u) => u.category === "Imperial")).toHaveLength(5);
    expect(AREA_UNITS.filter((u) => u.category === "Other")).toHaveLength(3);
    expect(new Set(AREA_UNITS.map((u) => u.slug)).size).toBe(14);
  });

  it("defines every factor exactly (matching the independent reference)", () => {
    for (const u of AREA_UNITS) {
      expect(compare(unit(u.id).factor, defined(reference[u.id], u.id)), u.id).toBe(0);
    }
    expect(formatFactor(unit("ft2").factor)).toBe("0.09290304");
    expect(formatFactor(unit("mi2").factor)).toBe("2589988.110336");
    expect(formatFactor(unit("ac").factor)).toBe("4046.8564224");
  });

  it("converts every pair of units exactly (196 pairs)", () => {
    let pairs = 0;
    for (const from of AREA_UNITS) {
      for (const to of AREA_UNITS) {
        const got = convertExact(ratio(1), unit(from.id), unit(to.id));
        const [a, b] = [defined(reference[from.id], from.id), defined(reference[to.id], to.id)];
      const want = { n: a.n * b.d, d: a.d * b.n };
        expect(compare(got, want), `${from.id} → ${to.id}`).toBe(0);
        pairs++;
      }
    }
    expect(pairs).toBe(196);
  });

  it("gives the well-known values exactly", () => {
    expect(convert("1", "ac", "ft2")).toBe("43560");
    expect(convert("1", "mi2", "ac")).toBe("640");
    expect(convert("1", "mi2", "ft2")).toBe("27878400");
    expect(convert("1", "ha", "m2")).toBe("10000");
    expect(convert("1", "yd2", "ft2")).toBe("9");
    expect(convert("1", "ft2", "in2")).toBe("144");
    expect(convert("1", "in2", "cm2")).toBe("6.4516");
    expect(convert("1", "fur2", "ac")).toBe("10");
    expect(convert("1", "ch2", "ac")).toBe("0.1");
    expect(convert("1", "rd2", "ft2")).toBe("272.25");
    expect(convert("16", "rd2", "ch2")).toBe("1");
    expect(convert("1", "ac", "m2")).toBe("4046.856422");
    expect(convert("1", "km2", "ha")).toBe("100");
    expect(convert("1", "a", "m2")).toBe("100");
    expect(convert("1", "mi2", "km2")).toBe("2.589988");
    expect(convert("1", "mi2", "mm2")).toBe("2589988110336");
    expect(convert("0.1", "ac", "ft2")).toBe("4356");
    expect(convert("2.5", "ac", "ft2")).toBe("108900");
  });

  it("rounds the inexact ones for display only", () => {
    expect(convert("1", "ha", "ac")).toBe("2.471054");
    expect(convert("1", "m2", "ft2")).toBe("10.76391");
    expect(convert("1", "km2", "mi2")).toBe("0.386102");
    expect(convert("1", "ft2", "m2")).toBe("0.092903");
    expect(convert("1", "ft2", "ac")).toBe("0.0000229568");
    expect(convert("1", "mm2", "km2")).toBe("1e-12");
    expect(convert("1", "in2", "mi2")).toBe("2.49098e-10");
    expect(convert("1000", "km2", "mm2")).toBe("1e+15");
    expect(convert("1e300", "km2", "mm2")).toBe("1e+312");
    expect(convert("1e-300", "mm2", "km2")).toBe("1e-312");
    expect(convert("0", "ac", "ft2")).toBe("0");
  });

  it("round-trips every pair exactly", () => {
    const values = ["1", "0.5", "43560", "123456.789", "1e-9", "3e250"];
    for (const from of AREA_UNITS) {
      for (const to of AREA_UNITS) {
        for (const value of values) {
          const there = convertExact(exact(value), unit(from.id), unit(to.id));
          const back = convertExact(there, unit(to.id), unit(from.id));
          expect(compare(back, exact(value)), `${value} ${from.id} ↔ ${to.id}`).toBe(0);
        }
      }
    }
  });

  it("round-trips through the displayed result within display precision", () => {
    const shown = convert("1", "ha", "ac"); // 2.471054
    expect(Number(convert(shown, "ac", "ha"))).toBeCloseTo(1, 6);
  });

  it("builds the quick reference with both 1:1 factors, = for exact and ≈ for rounded numbers", () => {
    expect(quickReference(exact("5"), "5", unit("ac"), unit("ft2"))).toEqual({
      conversion: "5 ac = 217800 ft²",
      forward: "1 ac = 43560 ft²",
      backward: "1 ft² ≈ 0.0000229568 ac",
    });
    expect(quickReference(exact("1"), "1", unit("mm2"), unit("km2")).forward).toBe("1 mm² = 1e-12 km²");
    expect(quickReference(exact("1"), "1", unit("m2"), unit("ch2")).conversion).toBe("1 m² ≈ 0.00247105 ch²");
  });

  it.each([
    // [value, from, to, lines]
    ["1", "m2", "ft2", ["1 m² ≈ 10.76391 ft²", "1 ft² ≈ 0.092903 m²"]],
    ["1.000", "ac", "ft2", ["1 ac = 43560 ft²", "1 ft² ≈ 0.0000229568 ac"]],
    ["2", "m2", "ft2", ["2 m² ≈ 21.527821 ft²", "1 m² ≈ 10.76391 ft²", "1 ft² ≈ 0.092903 m²"]],
    ["1", "m2", "m2", ["1 m² = 1 m²"]],
  ])("the Quick Reference of %s %s → %s never repeats a line", (value, from, to, lines) => {
    expect(quickReferenceLines(quickReference(exact(value), value, unit(from), unit(to)))).toEqual(lines);
  });

  it.each([
    // Values from 0.001 to 0.01 used to keep only 4 significant digits ("0.002471").
    ["1", "m2", "ch2", "0.00247105", false],
    ["1", "m2", "ac", "0.000247105", false],
    ["1", "ft2", "ac", "0.0000229568", false],
    ["1", "cm2", "ft2", "0.00107639", false],
    ["1", "ha", "ac", "2.471054", false],
    ["1", "ac", "ft2", "43560", true],
    ["1", "ft2", "m2", "0.092903", false],
    ["1", "yd2", "ft2", "9", true],
    ["1", "in2", "m2", "0.00064516", true],
    ["5", "mm2", "m2", "0.000005", true],
    ["1", "mm2", "km2", "1e-12", true],
    ["1", "mm2", "mi2", "3.86102e-13", false],
    ["1", "mi2", "mm2", "2589988110336", true],
  ])("shows %s %s in %s as %s (exact: %s), with at least 6 significant digits", (value, from, to, text, isExact) => {
    const converted = convertExact(exact(value), unit(from), unit(to));
    const shown = showArea(converted);
    expect(shown).toEqual({ text, exact: isExact });
    // Never fewer than 6 significant digits: the text is at least as precise as the value rounded to 6 of them.
    expect(Math.abs(Number(text) - toNumber(converted))).toBeLessThanOrEqual(
      Math.abs(Number(toExponential(converted, 6)) - toNumber(converted)) * (1 + 1e-9),
    );
  });

  it("finds units by id", () => {
    expect(areaUnit("ac")?.name).toBe("Acres");
    expect(areaUnit("acre")).toBeUndefined();
    expect(builtInUnit("__proto__")).toBeUndefined();
  });
});

describe("parseAreaValue", () => {
  it("accepts non-negative numbers up to 1e300", () => {
    expect(parseAreaValue("1")).toMatchObject({ ok: true, text: "1" });
    expect(parseAreaValue(" 2.5 ")).toMatchObject({ ok: true, text: "2.5" });
    expect(parseAreaValue("1,234.5")).toMatchObject({ ok: true, text: "1234.5" });
    expect(parseAreaValue("+7")).toMatchObject({ ok: true, text: "7" });
    expect(parseAreaValue("0")).toMatchObject({ ok: true });
    expect(parseAreaValue("-0")).toMatchObject({ ok: true });
    expect(parseAreaValue("1e300")).toMatchObject({ ok: true });
    expect(parseAreaValue("1e-300")).toMatchObject({ ok: true });
    expect(parseAreaValue(42)).toMatchObject({ ok: true, text: "42" });
  });

  it("refuses text over 100 characters by its length, before reading it (60,000 digits included)", () => {
    for (const long of ["x".repeat(101), "1".repeat(101), "1".repeat(60_000), `${"1".repeat(60_000)}x`]) {
      expect(parseAreaValue(long)).toEqual({ ok: false, error: AREA_MESSAGES.tooLong });
    }
    expect(AREA_MESSAGES.tooLong).toBe("That number is too long: please use at most 100 characters.");
    expect(parseAreaValue(`0.${"1".repeat(98)}`)).toMatchObject({ ok: true });
  });

  it("refuses empty, non-numeric, NaN and Infinity with the spec's message", () => {
    for (const bad of ["", "   ", "abc", "NaN", "Infinity", "1/2", "1,5", "12abc"]) {
      expect(parseAreaValue(bad), bad).toEqual({ ok: false, error: AREA_MESSAGES.invalid });
    }
    expect(parseAreaValue(Number.NaN)).toEqual({ ok: false, error: AREA_MESSAGES.invalid });
    expect(parseAreaValue(Number.POSITIVE_INFINITY)).toEqual({ ok: false, error: AREA_MESSAGES.invalid });
    expect(parseAreaValue(null)).toEqual({ ok: false, error: AREA_MESSAGES.invalid });
  });

  it("refuses negative areas with a clear message", () => {
    for (const bad of ["-1", "-0.001", "\u22125", "-1e999", "-1e-999"]) {
      expect(parseAreaValue(bad), bad).toEqual({ ok: false, error: AREA_MESSAGES.negative });
    }
    expect(AREA_MESSAGES.negative).toMatch(/can't be negative/);
  });

  it("refuses values beyond 1e300 and specks below 1e-300", () => {
    expect(parseAreaValue("1.0000001e300")).toEqual({ ok: false, error: AREA_MESSAGES.tooLarge });
    expect(parseAreaValue("1e301")).toEqual({ ok: false, error: AREA_MESSAGES.tooLarge });
    expect(parseAreaValue("1e99999")).toEqual({ ok: false, error: AREA_MESSAGES.tooLarge });
    expect(parseAreaValue("1e-301")).toEqual({ ok: false, error: AREA_MESSAGES.tooSmall });
  });
});
