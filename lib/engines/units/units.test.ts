import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { absoluteZeroIn, canConvert, convert, convertDifference, IncompatibleUnitsError, isBelowAbsoluteZero, ZeroReciprocalError } from "@/lib/engines/units/convert";
import { compare, parseDecimal, ratio, type Ratio } from "@/lib/engines/units/decimal";
import { describeDimension, divideDimensions, multiplyDimensions, powDimension, sameDimension } from "@/lib/engines/units/dimension";
import { findUnit, requireUnit, suggestUnits, UNIT_KINDS, UNITS, unitsOfKind } from "@/lib/engines/units/units";

function dec(text: string): Ratio {
  const parsed = parseDecimal(text);
  if (!parsed.ok) throw new Error(`bad test value ${text}`);
  return parsed.value;
}

function same(actual: Ratio, expected: Ratio, label = "") {
  expect(compare(actual, expected), `${label} ${actual.n}/${actual.d} vs ${expected.n}/${expected.d}`).toBe(0);
}

function conv(value: string, from: string, to: string): Ratio {
  return convert(dec(value), requireUnit(from), requireUnit(to));
}

describe("unit table: exact factors from the legal definitions", () => {
  // [value, from, exact result, to] — reference values from the definitions (NIST SP 811 / HB 44, SI brochure).
  const cases: [string, string, string, string][] = [
    ["1", "in", "2.54", "cm"],
    ["1", "ft", "0.3048", "m"],
    ["1", "yd", "0.9144", "m"],
    ["1", "mi", "1.609344", "km"],
    ["1", "mi", "5280", "ft"],
    ["1", "nmi", "1852", "m"],
    ["1", "fur", "220", "yd"],
    ["1", "ch", "22", "yd"],
    ["1", "ly", "9460730472580800", "m"],
    ["1", "lb", "0.45359237", "kg"],
    ["1", "oz", "28.349523125", "g"],
    ["1", "st", "6.35029318", "kg"],
    ["1", "ton", "907.18474", "kg"],
    ["1", "LT", "1016.0469088", "kg"],
    ["1", "ozt", "31.1034768", "g"],
    ["1", "gr", "64.79891", "mg"],
    ["1", "ct", "200", "mg"],
    ["1", "LT", "2240", "lb"],
    ["1", "ac", "4046.8564224", "m2"],
    ["1", "ac", "43560", "ft2"],
    ["1", "mi2", "640", "ac"],
    ["1", "gal", "3.785411784", "L"],
    ["1", "gal", "231", "in3"],
    ["1", "cup", "236.5882365", "mL"],
    ["1", "tbsp", "14.78676478125", "mL"],
    ["1", "tsp", "4.92892159375", "mL"],
    ["3", "tsp", "1", "tbsp"],
    ["1", "galImp", "4.54609", "L"],
    ["1", "cupLegal", "240", "mL"],
    ["1", "cupMetric", "250", "mL"],
    ["1", "ft/min", "0.00508", "m/s"],
    ["1", "km/s", "3600", "km/h"],
    ["1", "mi/s", "3600", "mph"],
    // Data: SI prefixes (SI Brochure), IEC binary prefixes (IEC 80000-13, NIST binary prefixes); 1 byte = 8 bits.
    ["1", "GiB", "1073741824", "B"],
    ["1", "PiB", "1125899906842624", "B"],
    ["1", "PB", "1000000000000000", "B"],
    ["1", "B", "8", "bit"],
    ["1", "Gibit", "134217728", "B"],
    ["1", "GB", "0.931322574615478515625", "GiB"],
    ["1", "ptImp", "568.26125", "mL"],
    ["1", "flozImp", "28.4130625", "mL"],
    ["60", "mph", "96.56064", "km/h"],
    ["1", "kn", "1.852", "km/h"],
    ["1", "lbf", "4.4482216152605", "N"],
    ["1", "kWh", "3.6", "MJ"],
    ["1", "kcal", "4184", "J"],
    ["1", "PS", "735.49875", "W"],
    ["1", "atm", "1.01325", "bar"],
    ["760", "Torr", "101325", "Pa"],
    ["2.5", "h", "150", "min"],
    ["1", "yr", "365.25", "d"],
    // Temperatures (points on the scales).
    ["0", "degC", "32", "degF"],
    ["0", "degC", "273.15", "K"],
    ["0", "degC", "491.67", "degR"],
    ["100", "degC", "212", "degF"],
    ["-40", "degC", "-40", "degF"],
    ["98.6", "degF", "37", "degC"],
    ["0", "K", "-459.67", "degF"],
    ["100", "degC", "0", "degDe"],
    ["0", "degC", "150", "degDe"],
    ["100", "degC", "33", "degN"],
    ["100", "degC", "80", "degRe"],
    ["100", "degC", "60", "degRo"],
    ["0", "degC", "7.5", "degRo"],
    // Fuel economy: reciprocal forms.
    ["10", "L/100km", "10", "km/L"],
    ["5", "L/100km", "20", "km/L"],
  ];
  it.each(cases)("%s %s = %s %s", (value, from, expected, to) => {
    same(conv(value, from, to), dec(expected), `${value} ${from} → ${to}`);
  });

  it("1 m = 1250/381 ft (≈ 3.28083989501312)", () => {
    same(conv("1", "m", "ft"), ratio(1250, 381));
  });

  it("1 kg = 100000000/45359237 lb (≈ 2.20462262184878)", () => {
    same(conv("1", "kg", "lb"), ratio(100000000, 45359237));
  });

  it("100 km/h ≈ 62.1371192237334 mph, exactly 100000/1609.344", () => {
    same(conv("100", "km/h", "mph"), ratio(100000000, 1609344));
  });

  it("mpg (US) ↔ L/100 km is a reciprocal: x mpg = 100 × 3.785411784 / (1.609344 × x) L/100 km", () => {
    same(conv("30", "mpg", "L/100km"), ratio(3785411784n * 100n, 1000n * 1609344n * 30n));
    same(conv("1", "mpg", "km/L"), ratio(1609344n * 1000n, 3785411784n));
    same(conv("1", "mpgImp", "km/L"), ratio(1609344n, 4546090n));
  });
});

describe("differences and absolute zero", () => {
  it("a change of 10 °C is a change of 18 °F (not 50 °F)", () => {
    same(convertDifference(dec("10"), requireUnit("degC"), requireUnit("degF")), dec("18"));
    same(convertDifference(dec("10"), requireUnit("degC"), requireUnit("K")), dec("10"));
  });
  it.each([
    ["degC", "-273.15"],
    ["degF", "-459.67"],
    ["K", "0"],
    ["degR", "0"],
    ["degDe", "559.725"],
  ])("absolute zero in %s is %s", (id, expected) => {
    same(absoluteZeroIn(requireUnit(id)), dec(expected));
  });
  it("below absolute zero on every scale, Delisle's reversed one included", () => {
    expect(isBelowAbsoluteZero(dec("-300"), requireUnit("degC"))).toBe(true);
    expect(isBelowAbsoluteZero(dec("-273.15"), requireUnit("degC"))).toBe(false);
    expect(isBelowAbsoluteZero(dec("-460"), requireUnit("degF"))).toBe(true);
    expect(isBelowAbsoluteZero(dec("560"), requireUnit("degDe"))).toBe(true);
    expect(isBelowAbsoluteZero(dec("-1"), requireUnit("m"))).toBe(false);
  });
});

describe("incompatible units", () => {
  it("names both dimensions in words", () => {
    expect(() => conv("1", "m", "s")).toThrow(IncompatibleUnitsError);
    expect(() => conv("1", "m", "s")).toThrow("Can't convert length (m) to time (s).");
    expect(() => conv("1", "kg", "m2")).toThrow("Can't convert mass (kg) to area (m²).");
    expect(canConvert(requireUnit("mph"), requireUnit("km/h"))).toBe(true);
    expect(canConvert(requireUnit("mpg"), requireUnit("L/100km"))).toBe(true);
    expect(canConvert(requireUnit("m2"), requireUnit("mpg"))).toBe(false);
  });
  it("0 across a reciprocal pair is refused, not infinite", () => {
    expect(() => conv("0", "L/100km", "mpg")).toThrow(ZeroReciprocalError);
  });
});

describe("dimensions", () => {
  it("multiply, divide, power and describe", () => {
    const length = { length: 1 };
    expect(describeDimension(multiplyDimensions(length, length))).toBe("area");
    expect(describeDimension(powDimension(length, 3))).toBe("volume");
    expect(describeDimension(divideDimensions(length, { time: 1 }))).toBe("speed");
    expect(describeDimension({ mass: 1, length: 2, time: -2 })).toBe("energy");
    expect(describeDimension({ length: -2 })).toBe("fuel economy");
    expect(describeDimension({})).toBe("a plain number");
    expect(describeDimension({ mass: 1, time: -1 })).toBe("mass / time");
    expect(describeDimension({ length: 4 })).toBe("length⁴");
    expect(sameDimension({ length: 1, time: 0 }, { length: 1 })).toBe(true);
  });
  it("every unit's dimension matches its kind", () => {
    for (const kind of UNIT_KINDS) {
      const units = unitsOfKind(kind);
      expect(units.length, kind).toBeGreaterThan(0);
      if (kind !== "fuel economy") for (const u of units) expect(describeDimension(u.dimension), u.id).toBe(kind);
    }
  });
});

describe("findUnit and suggestUnits", () => {
  it.each([
    ["ft", "ft"],
    ["feet", "ft"],
    ["Feet", "ft"],
    ["′", "ft"],
    ["'", "ft"],
    ['"', "in"],
    ["inches", "in"],
    ["sq ft", "ft2"],
    ["ft^2", "ft2"],
    ["ft2", "ft2"],
    ["m²", "m2"],
    ["square metres", "m2"],
    ["°C", "degC"],
    ["deg F", "degF"],
    ["celsius", "degC"],
    ["℉", "degF"],
    ["KM", "km"],
    ["mm", "mm"],
    ["min", "min"],
    ["lbs", "lb"],
    ["µm", "um"],
    ["μm", "um"],
    ["um", "um"],
    ["mL", "mL"],
    ["ml", "mL"],
    ["Cal", "kcal"],
    ["cal", "cal"],
    ["L/100 km", "L/100km"],
    ["mpg", "mpg"],
    ["kph", "km/h"],
    ["tonne", "t"],
    ["ton", "ton"],
    ["troy ounces", "ozt"],
  ])("%s is %s", (text, id) => {
    expect(findUnit(text)?.id).toBe(id);
  });
  it.each([
    // [text, kind, unit]: a converter of one kind reads its own spellings first.
    ["mb", "data size", "MB"],
    ["mB", "data size", "MB"],
    ["MB", "data size", "MB"],
    ["Mb", "data size", "Mbit"],
    ["kb", "data size", "kB"],
    ["KB", "data size", "kB"],
    ["gb", "data size", "GB"],
    ["kib", "data size", "KiB"],
    ["oz", "volume", "floz"],
    ["ounces", "volume", "floz"],
    ["fl oz", "volume", "floz"],
    ["oz", "mass", "oz"],
    ["mb", "pressure", "mbar"],
  ] as const)("%s in a %s converter is %s", (text, kind, id) => {
    expect(findUnit(text, kind)?.id).toBe(id);
  });
  it("kind-only spellings stay out of the unit calculator's reading", () => {
    expect(findUnit("mb")?.id).toBe("mbar");
    expect(findUnit("oz")?.id).toBe("oz");
    // kB and kbit both fold to "kb": ambiguous without a kind.
    expect(findUnit("kb")).toBeUndefined();
  });
  it("case matters where it changes the unit", () => {
    expect(findUnit("NM")?.id).toBe("nmi");
    expect(findUnit("nm")?.id).toBe("nm");
    expect(findUnit("Nm")).toBeUndefined();
    expect(findUnit("T")?.id).toBe("tbsp");
    expect(findUnit("t")?.id).toBe("t");
  });
  it("unknown text finds nothing and gets did-you-mean candidates", () => {
    expect(findUnit("fts")).toBeUndefined();
    expect(suggestUnits("fts")[0]?.id).toBe("ft");
    expect(suggestUnits("kilometr")[0]?.id).toBe("km");
    expect(suggestUnits("lbz", { kind: "mass" })[0]?.id).toBe("lb");
    expect(suggestUnits("x".repeat(41))).toEqual([]);
    expect(findUnit("x".repeat(1000))).toBeUndefined();
  });
  it("no two units share a spelling (the table would refuse to load)", () => {
    expect(new Set(UNITS.map((u) => u.id)).size).toBe(UNITS.length);
  });
});

describe("property: every conversion round-trips exactly", () => {
  const decimalText = fc
    .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 12 }))
    .map(([negative, digits, scale]) => ({ n: negative ? -digits : digits, d: 10n ** BigInt(scale) }));
  for (const kind of UNIT_KINDS) {
    const units = unitsOfKind(kind);
    it(`${kind}: a → b → a returns the input`, () => {
      fc.assert(
        fc.property(decimalText, fc.constantFrom(...units), fc.constantFrom(...units), (value, from, to) => {
          if (!canConvert(from, to)) return true;
          if (value.n === 0n && from.dimension !== to.dimension && from.kind === "fuel economy") return true;
          const back = convert(convert(value, from, to), to, from);
          return compare(back, value) === 0;
        }),
        { numRuns: 300 },
      );
    });
  }
  it("difference conversions round-trip too", () => {
    const temps = unitsOfKind("temperature");
    fc.assert(
      fc.property(decimalText, fc.constantFrom(...temps), fc.constantFrom(...temps), (value, from, to) => {
        return compare(convertDifference(convertDifference(value, from, to), to, from), value) === 0;
      }),
      { numRuns: 300 },
    );
  });
});
