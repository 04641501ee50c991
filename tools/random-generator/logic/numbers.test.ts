import { describe, expect, it } from "vitest";
import { chiSquareUniform } from "@/lib/engines/random/chi-square";
import { seededSource } from "@/lib/engines/random/seeded";
import { DEFAULT_NUMBERS, drawNumbers, formatScaled, parseExclusions, parseScaled, planNumbers, subtractRanges, type NumberSettings } from "./numbers";

const settings = (over: Partial<NumberSettings>): NumberSettings => ({ ...DEFAULT_NUMBERS, ...over });
function run(over: Partial<NumberSettings>, seed = "numbers"): string[] {
  const planned = planNumbers(settings(over));
  if (!("plan" in planned)) throw new Error(JSON.stringify(planned));
  return drawNumbers(planned.plan, seededSource(seed));
}
const errorOf = (over: Partial<NumberSettings>) => {
  const planned = planNumbers(settings(over));
  return "error" in planned ? planned.error : null;
};

describe("decimal grid arithmetic", () => {
  it.each([
    ["1", 0, BigInt(1)],
    ["-2.5", 1, BigInt(-25)],
    ["2.50", 1, BigInt(25)],
    ["0.001", 3, BigInt(1)],
    ["9007199254740993", 0, BigInt("9007199254740993")],
    ["−3", 0, BigInt(-3)],
    ["1,000", 0, BigInt(1000)],
    ["2.5E-1", 2, BigInt(25)],
  ] as const)("%s with %i places is %s steps", (text, places, steps) => {
    expect(parseScaled(text, places)).toEqual({ value: steps });
    expect(parseScaled(formatScaled(steps, places), places)).toEqual({ value: steps });
  });

  it("reads scientific notation; refuses what is not a number, too many places, or past ±10^30", () => {
    expect(parseScaled("1e3", 0)).toEqual({ value: BigInt(1000) });
    expect(parseScaled("1e", 0)).toEqual({ error: "format" });
    expect(parseScaled("1.25", 1)).toEqual({ error: "places" });
    expect(parseScaled("1" + "0".repeat(31), 0)).toEqual({ error: "size" });
    expect(parseScaled("-" + "9".repeat(30), 0)).toEqual({ value: -BigInt("9".repeat(30)) });
    expect(parseScaled("1e30", 0)).toEqual({ error: "size" });
    expect(parseScaled("1e9999999", 0)).toEqual({ error: "size" });
    expect(parseScaled("1e-9999999", 10)).toEqual({ error: "places" });
    expect(parseScaled("0e9999999", 0)).toEqual({ value: BigInt(0) });
    expect(parseScaled("1,5", 1)).toEqual({ error: "format" });
  });

  it("formats with exactly the chosen places", () => {
    expect(formatScaled(BigInt(-5), 3)).toBe("-0.005");
    expect(formatScaled(BigInt(2500), 3)).toBe("2.500");
    expect(formatScaled(BigInt(7), 0)).toBe("7");
  });
});

describe("random numbers", () => {
  it("min = max = 5 always gives 5", () => {
    expect(run({ min: "5", max: "5", count: "50" })).toEqual(new Array(50).fill("5"));
  });

  it("unique over the whole range gives a permutation of it", () => {
    const values = run({ min: "1", max: "100", count: "100", unique: true });
    expect([...values].map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(values.map(Number)).not.toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it("3 decimals give values on the 0.001 grid within [min, max], both bounds reached", () => {
    const values = run({ min: "0", max: "0.01", places: 3, count: "2000" });
    for (const v of values) expect(v).toMatch(/^0\.0\d\d$/);
    const numbers = values.map(Number);
    expect(Math.min(...numbers)).toBe(0);
    expect(Math.max(...numbers)).toBe(0.01);
    expect(new Set(values).size).toBe(11);
  });

  it("integers over 1..10 are uniform: chi-square over 10⁵ draws gives p > 0.001", () => {
    const counts = new Array<number>(10).fill(0);
    for (const v of run({ min: "1", max: "10", count: "10000" }, "a")) counts[Number(v) - 1]! += 1;
    for (const seed of ["b", "c", "d", "e", "f", "g", "h", "i", "j"]) for (const v of run({ min: "1", max: "10", count: "10000" }, seed)) counts[Number(v) - 1]! += 1;
    expect(counts.reduce((a, b) => a + b)).toBe(100_000);
    expect(chiSquareUniform(counts).p).toBeGreaterThan(0.001);
  });

  it("decimals are uniform over their grid, including the maximum (0.0 to 1.0 by 0.1: 11 values)", () => {
    const counts = new Map<string, number>();
    for (const seed of ["a", "b", "c", "d", "e"]) for (const v of run({ min: "0", max: "1", places: 1, count: "10000" }, seed)) counts.set(v, (counts.get(v) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0"]);
    expect(chiSquareUniform([...counts.values()]).p).toBeGreaterThan(0.001);
  });

  it("exclusions are never drawn, and the rest stays uniform", () => {
    const counts = new Map<string, number>();
    for (const seed of ["a", "b", "c", "d", "e"]) for (const v of run({ min: "1", max: "10", count: "10000", exclude: "3, 5..7" }, seed)) counts.set(v, (counts.get(v) ?? 0) + 1);
    expect([...counts.keys()].map(Number).sort((a, b) => a - b)).toEqual([1, 2, 4, 8, 9, 10]);
    expect(chiSquareUniform([...counts.values()]).p).toBeGreaterThan(0.001);
  });

  it("bounds beyond 2^53 are exact", () => {
    const values = run({ min: "9007199254740993", max: "9007199254740995", count: "3", unique: true, sort: "asc" });
    expect(values).toEqual(["9007199254740993", "9007199254740994", "9007199254740995"]);
    const huge = run({ min: "-" + "9".repeat(30), max: "9".repeat(30), count: "20" });
    for (const v of huge) expect(BigInt(v) >= -(BigInt(10) ** BigInt(30)) && BigInt(v) < BigInt(10) ** BigInt(30)).toBe(true);
  });

  it("unique draws from a huge range are all different (Floyd's algorithm, 10,000 of 10^30)", () => {
    const values = run({ min: "1", max: "9".repeat(30), count: "10000", unique: true });
    expect(new Set(values).size).toBe(10_000);
  });

  it("sorts up or down", () => {
    const up = run({ min: "-50", max: "50", count: "30", sort: "asc" }).map(Number);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = run({ min: "-50", max: "50", count: "30", sort: "desc" }).map(Number);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it("the same seed gives the same draw", () => {
    expect(run({ min: "1", max: "1000", count: "10" }, "x")).toEqual(run({ min: "1", max: "1000", count: "10" }, "x"));
    expect(run({ min: "1", max: "1000", count: "10" }, "x")).not.toEqual(run({ min: "1", max: "1000", count: "10" }, "y"));
  });
});

describe("number settings that can't work", () => {
  it.each([
    [{ min: "10", max: "1" }, "The minimum (10) must be less than or equal to the maximum (1)."],
    [{ min: "1", max: "10", count: "11", unique: true }, "There are only 10 whole numbers from 1 to 10 — ask for 10 or fewer, or allow repeats."],
    [{ min: "0", max: "1", places: 1, count: "12", unique: true }, "There are only 11 numbers with 1 decimal place from 0.0 to 1.0 — ask for 11 or fewer, or allow repeats."],
    [{ min: "1", max: "10", count: "9", unique: true, exclude: "2, 4" }, "There are only 8 whole numbers from 1 to 10 once 2 are excluded — ask for 8 or fewer, or allow repeats."],
    [{ min: "1", max: "3", exclude: "1..3" }, "Your exclusions leave no whole number between 1 and 3."],
    [{ count: "0" }, "Ask for 1 to 10,000 numbers."],
    [{ count: "10001" }, "Ask for 1 to 10,000 numbers."],
    [{ min: "abc" }, "The minimum must be a number, like 1, -20, 2.5 or 1e3."],
    [{ max: "2.55", places: 1 }, "The maximum 2.55 has more than 1 decimal place: add places or round it."],
    [{ max: "1" + "0".repeat(31) }, "The maximum must be between −10^30 and 10^30, not including them."],
    [{ exclude: "5, seven" }, "Couldn't read the exclusion “seven”: write numbers or ranges like 13, 20..29, separated by commas."],
  ] as const)("%j → %s", (over, message) => {
    expect(errorOf(over)).toBe(message);
  });

  it("a blank bound or count shows nothing, not an error", () => {
    expect(planNumbers(settings({ min: "" }))).toEqual({ empty: true });
    expect(planNumbers(settings({ count: " " }))).toEqual({ empty: true });
  });

  it("reads exclusion ranges in each spelling, negative numbers included", () => {
    expect(parseExclusions("1..3, 5 to 6\n-5--3; 8-9, 10–11", 0)).toEqual([
      [BigInt(1), BigInt(3)], [BigInt(5), BigInt(6)], [BigInt(-5), BigInt(-3)], [BigInt(8), BigInt(9)], [BigInt(10), BigInt(11)],
    ]);
    expect(subtractRanges(BigInt(1), BigInt(10), [[BigInt(3), BigInt(4)], [BigInt(4), BigInt(6)], [BigInt(20), BigInt(30)]])).toEqual({
      allowed: [[BigInt(1), BigInt(2)], [BigInt(7), BigInt(10)]],
      size: BigInt(6),
    });
  });
});
