import { describe, expect, it } from "vitest";
import { converterView } from "@/components/converter/converter-view";
import { findUnit, requireUnit } from "@/lib/engines/units/units";
import { pairTable } from "@/lib/engines/units/pairs";
import { SPEED_PAIRS, SPEED_PAIRS_CONFIG, SPEED_SPEC } from "./speed";

/**
 * References: NIST SP 811 (2008), Appendix B.8 — mile per hour = 0.447 04 m/s exactly, foot per second = 0.3048 m/s
 * exactly, knot = 1852/3600 m/s (0.514 444 4…), kilometer per hour = 1/3.6 m/s (0.277 777 8…); the international
 * nautical mile is 1852 m exactly (International Hydrographic Conference, 1929) and the mile 1609.344 m (international
 * yard, 1959). The exact expectations below are those definitions multiplied out by hand.
 */

const view = (text: string, fromId: string, toId: string) => converterView(SPEED_SPEC, { text, fromId, toId, mode: "value", significant: undefined });

function shown(text: string, fromId: string, toId: string, significant?: number): string {
  const v = converterView(SPEED_SPEC, { text, fromId, toId, mode: "value", significant });
  if (v.status !== "ok") throw new Error(`${text} ${fromId} → ${toId}: ${v.status === "error" ? v.message : "empty"}`);
  return `${v.shown.exact ? "=" : "≈"} ${v.shown.text}`;
}

describe("speed converter", () => {
  it("offers km/h, m/s, mph, knots and ft/s, all speeds from the engine", () => {
    for (const id of ["km/h", "m/s", "mph", "kn", "ft/s"]) expect(SPEED_SPEC.units).toContain(id);
    for (const id of [...SPEED_SPEC.units, ...(SPEED_SPEC.more ?? [])]) expect(requireUnit(id).kind).toBe("speed");
  });

  it("has no Mach: the speed of sound depends on temperature, so no fixed factor exists", () => {
    expect([...SPEED_SPEC.units, ...(SPEED_SPEC.more ?? [])].some((id) => /mach/i.test(id))).toBe(false);
    expect(findUnit("mach")).toBeUndefined();
    const why = "Mach isn't a fixed speed: it is a multiple of the speed of sound, which changes with the air's temperature (about 343 m/s at 20 °C, 295 m/s where airliners cruise). Enter a speed, e.g. 100 or 60 mph.";
    expect(view("2 mach", "km/h", "mph")).toEqual({ status: "error", message: why });
    expect(view("0.8 Mach", "km/h", "mph")).toEqual({ status: "error", message: why });
  });

  it.each([
    // [value, from, to, exact result]
    ["1", "mph", "m/s", "0.44704"],
    ["1", "mph", "km/h", "1.609344"],
    ["60", "mph", "km/h", "96.56064"],
    ["1", "kn", "km/h", "1.852"],
    ["1", "m/s", "km/h", "3.6"],
    ["1", "ft/s", "m/s", "0.3048"],
    ["1", "ft/s", "km/h", "1.09728"],
    ["343", "m/s", "km/h", "1,234.8"],
    ["88", "ft/s", "mph", "60"],
    ["1", "km/s", "km/h", "3,600"],
    ["100", "cm/s", "m/s", "1"],
    ["1", "ft/min", "m/s", "0.00508"],
  ])("%s %s = %s %s exactly", (value, from, to, expected) => {
    expect(shown(value, from, to)).toBe(`= ${expected}`);
  });

  it("rounds what does not terminate and marks it: 100 km/h ≈ 62.137119 mph, 1 knot ≈ 1.150779 mph", () => {
    // 100 / 1.609344 and 1.852 / 1.609344 have no terminating decimal.
    expect(shown("100", "km/h", "mph")).toBe("≈ 62.137119");
    expect(shown("100", "km/h", "mph", 15)).toBe("≈ 62.1371192237334");
    expect(shown("1", "kn", "mph")).toBe("≈ 1.150779");
    expect(shown("1", "km/h", "m/s")).toBe("≈ 0.277778");
  });

  it("reads the ways people write speeds", () => {
    expect(view("60 mph", "km/h", "km/h")).toMatchObject({ status: "ok", shown: { text: "96.56064" } });
    expect(view("100 kph", "m/s", "mph")).toMatchObject({ status: "ok", subject: "100 km/h" });
    expect(view("20 knots", "km/h", "km/h")).toMatchObject({ status: "ok", shown: { text: "37.04" } });
    expect(view("10 fps", "km/h", "m/s")).toMatchObject({ status: "ok", shown: { text: "3.048" } });
    expect(view("80 kmph", "m/s", "km/h")).toMatchObject({ status: "ok", subject: "80 km/h" });
    expect(view("10 m/sec", "km/h", "km/h")).toMatchObject({ status: "ok", shown: { text: "36" } });
    expect(view("10 ft/sec", "km/h", "m/s")).toMatchObject({ status: "ok", shown: { text: "3.048" } });
    expect(view("60 miles per hour", "km/h", "km/h")).toMatchObject({ status: "ok", shown: { text: "96.56064" } });
  });

  it.each([
    ["-30", "Speed can't be negative."],
    ["30 km", "km is a unit of length, not speed."],
    ["30 mhp", '"mhp" isn\'t a unit we know. Did you mean "mph"?'],
    ["fast", "Enter a number, e.g. 100 or 60 mph."],
  ])("%s is refused: %s", (text, message) => {
    expect(view(text, "km/h", "mph")).toEqual({ status: "error", message });
  });

  it("has searched pair pages with unique slugs, titles and descriptions, each reverse linked", () => {
    for (const key of ["slug", "title", "description", "heading"] as const) expect(new Set(SPEED_PAIRS.map((p) => p[key])).size, key).toBe(SPEED_PAIRS.length);
    for (const slug of ["kmh-to-mph", "mph-to-kmh", "knots-to-kmh", "m-s-to-kmh", "knots-to-mph", "ft-s-to-mph"]) expect(SPEED_PAIRS.map((p) => p.slug)).toContain(slug);
    for (const pair of SPEED_PAIRS) if (pair.reverseSlug) expect(SPEED_PAIRS.map((p) => p.slug)).toContain(pair.reverseSlug);
  });

  it.each([
    ["mph-to-kmh", "1 mile per hour = 1.609344 kilometers per hour", "km/h = mph × 1.609344"],
    ["knots-to-kmh", "1 knot = 1.852 kilometers per hour", "km/h = kn × 1.852"],
    ["m-s-to-kmh", "1 meter per second = 3.6 kilometers per hour", "km/h = m/s × 3.6"],
    ["kmh-to-mph", "1 kilometer per hour ≈ 0.621371 miles per hour", "mph = km/h ÷ 1.609344"],
    ["ft-s-to-mph", "1 foot per second ≈ 0.681818 miles per hour", "mph = ft/s × 15/22"],
  ])("%s: %s", (slug, statement, formula) => {
    expect(SPEED_PAIRS.find((p) => p.slug === slug)).toMatchObject({ statement, formula });
  });

  it("tabulates road speeds: 70 mph = 112.65408 km/h exactly", () => {
    const table = pairTable(SPEED_PAIRS_CONFIG, SPEED_PAIRS.find((p) => p.slug === "mph-to-kmh")!);
    expect(table.find((r) => r.value === "70")).toEqual({ value: "70", result: "112.65408", exact: true });
  });
});
