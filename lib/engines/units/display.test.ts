import { describe, expect, it } from "vitest";
import { compare, parseDecimal, ratio, type Ratio } from "@/lib/engines/units/decimal";
import { formatCompound, formatQuantity, parseCompound, parseNumber, QuantityInputError } from "@/lib/engines/units/display";
import { requireUnit } from "@/lib/engines/units/units";

function dec(text: string): Ratio {
  const parsed = parseDecimal(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
}

function same(actual: Ratio, expected: Ratio) {
  expect(compare(actual, expected), `${actual.n}/${actual.d} vs ${expected.n}/${expected.d}`).toBe(0);
}

describe("formatQuantity: one display rule with = and ≈", () => {
  it.each([
    [dec("160.02"), "160.02", true],
    [ratio(1250, 381), "3.28084", false],
    [dec("43560"), "43560", true],
    [dec("0.00001"), "0.00001", true],
    [ratio(1, 3), "0.333333", false],
    [dec("1e-12"), "1e-12", true],
    [dec("-40"), "-40", true],
  ])("%o shows as %s (exact: %s)", (value, text, exact) => {
    expect(formatQuantity(value)).toEqual({ text, exact });
  });
  it("significant digits on request", () => {
    expect(formatQuantity(ratio(1250, 381), { significant: 15 })).toEqual({ text: "3.28083989501312", exact: false });
    expect(formatQuantity(ratio(100000000, 45359237), { significant: 15 })).toEqual({ text: "2.20462262184878", exact: false });
    expect(formatQuantity(dec("0.3048"), { significant: 15 })).toEqual({ text: "0.3048", exact: true });
    expect(formatQuantity(dec("123456"), { significant: 2 })).toEqual({ text: "120000", exact: false });
  });
  it("groups thousands and still knows it is exact", () => {
    expect(formatQuantity(dec("1234567.5"), { group: true })).toEqual({ text: "1,234,567.5", exact: true });
  });
});

describe("parseNumber", () => {
  it.each([
    ["12.5", "12.5"],
    ["1,234.5", "1234.5"],
    ["3/8", "0.375"],
    ["1 1/2", "1.5"],
    ["1-1/2", "1.5"],
    ["1½", "1.5"],
    ["½", "0.5"],
    ["-2.5e3", "-2500"],
    ["\u22125", "-5"],
  ])("%s = %s", (text, expected) => {
    const parsed = parseNumber(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) same(parsed.value, dec(expected));
  });
  it.each([
    ["abc", "invalid"],
    ["1/0", "invalid"],
    ["1.5/2", "invalid"],
    ["1e301", "too_large"],
    ["1e-301", "too_small"],
    ["9".repeat(101), "too_long"],
    ["1,5", "invalid"],
    ["NaN", "invalid"],
    ["Infinity", "invalid"],
  ])("%s is refused (%s)", (text, code) => {
    const parsed = parseNumber(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe(code);
  });
});

describe("parseCompound", () => {
  const cm = requireUnit("cm");
  it.each([
    ["5 ft 3 in", "1.6002"],
    ["5ft 3in", "1.6002"],
    ["5ft3in", "1.6002"],
    ["5'3\"", "1.6002"],
    ["5′3″", "1.6002"],
    ["5 feet 3 inches", "1.6002"],
    ["5 ft 3 1/2 in", "1.6129"],
    ["3/8 in", "0.009525"],
    ["1,234.5 km", "1234500"],
    ["12.5", "0.125"],
    ["2 m 30 cm", "2.3"],
  ])("length %s = %s m", (text, metres) => {
    const parsed = parseCompound(text, "length", { defaultUnit: cm });
    expect(parsed.ok, text).toBe(true);
    if (parsed.ok) same(parsed.value, dec(metres));
  });
  it("weight: 11 st 6 lb = 160 lb, 2 lb 3 oz = 35 oz", () => {
    const st = parseCompound("11 st 6 lb", "mass");
    expect(st.ok).toBe(true);
    if (st.ok) same(st.value, dec("72.5747792")); // 160 × 0.45359237
    const oz = parseCompound("2 lb 3 oz", "mass");
    if (oz.ok) same(oz.value, dec("0.992233309375"));
  });
  it("temperature keeps its offset and its sign", () => {
    const t = parseCompound("-40 °F", "temperature");
    expect(t.ok).toBe(true);
    if (t.ok) same(t.value, dec("233.15"));
    const c = parseCompound("-300", "temperature", { defaultUnit: requireUnit("degC") });
    if (c.ok) same(c.value, dec("-26.85"));
  });
  it("time: 2 h 30 min = 150 min", () => {
    const t = parseCompound("2 h 30 min", "time");
    if (t.ok) same(t.value, dec("9000"));
    expect(t.ok).toBe(true);
  });
  it.each([
    ["", "invalid"],
    ["abc", "invalid"],
    ["5 fts", "unknown_unit"],
    ["5 kg", "wrong_kind"],
    ["5 ft 3", "invalid"],
    ["1e400 m", "too_large"],
    ["1".repeat(200), "too_long"],
  ])("length %j is refused (%s)", (text, code) => {
    const parsed = parseCompound(text, "length");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toBeInstanceOf(QuantityInputError);
      expect(parsed.error.code).toBe(code);
    }
  });
  it("messages name the problem", () => {
    const unknown = parseCompound("5 fts", "length");
    if (!unknown.ok) expect(unknown.error.message).toBe('"fts" isn\'t a unit we know. Did you mean "ft"?');
    const wrong = parseCompound("5 kg", "length");
    if (!wrong.ok) expect(wrong.error.message).toBe("kg is a unit of weight, not length.");
    const twoTemps = parseCompound("5 °C 3 °F", "temperature");
    expect(twoTemps.ok).toBe(false);
  });
  it("a hostile input fails fast, without big-number work", () => {
    expect(parseCompound(`${"9".repeat(99)}e999999999 m`, "length").ok).toBe(false);
    expect(parseCompound(" ".repeat(99) + "1", "length").ok).toBe(false);
  });
});

describe("formatCompound", () => {
  it.each([
    ["1.6002", ["ft", "in"], {}, "5 ft 3 in", true],
    ["1.8796", ["ft", "in"], {}, "6 ft 2 in", true],
    ["1.6129", ["ft", "in"], { fraction: 16 }, "5 ft 3 1/2 in", true],
    ["1", ["ft", "in"], { fraction: 16 }, "3 ft 3 3/8 in", false],
    ["0.1778", ["ft", "in"], {}, "7 in", true],
    ["72.5747792", ["st", "lb"], {}, "11 st 6 lb", true],
    ["0.992233309375", ["lb", "oz"], {}, "2 lb 3 oz", true],
    ["9000", ["h", "min"], {}, "2 h 30 min", true],
    // Thousands grouped as in every other result, so a long distance reads at a glance (and pastes back in).
    ["1609.344", ["ft", "in"], {}, "5,280 ft 0 in", true],
    ["1609.344", ["ft", "in"], { fraction: 16 }, "5,280 ft 0 in", true],
    ["12000", ["min", "s"], {}, "200 min 0 s", true],
    ["0.0254", ["in"], { fraction: 16 }, "1 in", true],
    ["2540.0127", ["in"], { fraction: 16 }, "100,000 1/2 in", true],
  ] as const)("%s SI in %j = %s", (si, units, options, text, exact) => {
    expect(formatCompound(dec(si), units, options)).toEqual({ text, exact });
  });
  it("never shows 12 in: a rounding up carries into feet", () => {
    // 5 ft 11.9999999 in
    const almostSix = dec("1.82879999974600");
    expect(formatCompound(almostSix, ["ft", "in"]).text).toBe("6 ft 0 in");
    expect(formatCompound(almostSix, ["ft", "in"], { fraction: 16 }).text).toBe("6 ft 0 in");
  });
});
