import { describe, expect, it } from "vitest";
import { defaultState, evaluate, POLYGON_ID, type Evaluation, type ShapeState } from "./evaluate";
import { MEASURE_MESSAGES, show, type AreaUnitId } from "./measure";

function state(shape: string, method: string, values: Record<string, string>, patch: Partial<ShapeState> = {}): ShapeState {
  return { ...defaultState(shape), method, values, ...patch };
}

function area(e: Evaluation): string {
  if (e.status !== "ok") return e.status === "error" ? `error: ${e.error}` : "empty";
  const s = show(e.area);
  return `${s.exact ? "=" : "≈"} ${s.text}`;
}

describe("evaluate: typed text to a result, through the shared units engine", () => {
  it.each([
    // Mixed imperial and metric: 10 ft 6 in = 3.2004 m exactly, × 3.2 m = 10.24128 m².
    [state("rectangle", "sides", { l: "10 ft 6 in", w: "3.2 m" }), "m2", "= 10.24128"],
    // The same in ft²: 10.5 ft × 3.2 m (3.2 / 0.3048 ft) = 110.2362204… ft², a repeating fraction: ≈.
    [state("rectangle", "sides", { l: "10 ft 6 in", w: "3.2 m" }), "ft2", "≈ 110.23622"],
    // 5′3″ squared: 63 in × 63 in = 3969 in².
    [state("square", "side", { a: "5'3\"" }), "in2", "= 3,969"],
    // Bare numbers take the chosen unit: 4 ft × 7 ft = 28 ft².
    [state("rectangle", "sides", { l: "4", w: "7" }, { lengthUnit: "ft" }), "ft2", "= 28"],
    // 208.71 ft square ≈ 1 acre; an exact acre is 43,560 ft²: 66 ft × 660 ft = 1 ac exactly.
    [state("rectangle", "sides", { l: "66 ft", w: "660 ft" }), "ac", "= 1"],
    [state("rectangle", "sides", { l: "100 m", w: "100 m" }), "ha", "= 1"],
    [state("circle", "radius", { r: "5" }), "m2", "≈ 78.539816"],
    [state("triangle", "three-sides", { a: "3", b: "4", c: "5" }), "m2", "= 6"],
    [state("trapezoid", "sides-height", { a: "6", b: "4", h: "3" }), "m2", "= 15"],
    [state(POLYGON_ID, "", {}, { points: "0,0\n4,0\n4,3\n0,3" }), "m2", "= 12"],
    // Coordinates in feet, area in m²: 12 ft² = 1.11483648 m² exactly.
    [state(POLYGON_ID, "", {}, { points: "0,0\n4,0\n4,3\n0,3", lengthUnit: "ft" }), "m2", "= 1.11483648"],
    [state("sector", "radius-angle", { r: "2", t: "1.5" }, { angleUnit: "rad" }), "m2", "= 3"],
    [state("regular-polygon", "sides", { n: "6", s: "2" }), "m2", "≈ 10.392305"],
  ] as const)("%j in %s", (s, unit, expected) => {
    expect(area(evaluate(s, unit as AreaUnitId))).toBe(expected);
  });

  it("empty input shows nothing; a missing optional field is not an error", () => {
    expect(evaluate(state("rectangle", "sides", {}), "m2").status).toBe("empty");
    expect(evaluate(state("rectangle", "sides", { l: "4" }), "m2").status).toBe("empty");
    expect(evaluate(state("trapezoid", "sides-height", { a: "6", b: "4", h: "3", c: "" }), "m2").status).toBe("ok");
    expect(evaluate(state(POLYGON_ID, "", {}, { points: "  " }), "m2").status).toBe("empty");
  });

  it.each([
    [{ l: "-4", w: "7" }, "l", "Length can't be negative."],
    [{ l: "0", w: "7" }, "l", "Length must be greater than 0."],
    [{ l: "abc", w: "7" }, "l", "Please enter a valid number"],
    [{ l: "4 kg", w: "7" }, "l", "kg is a unit of weight, not length."],
    [{ l: "4 fet", w: "7" }, "l", "isn't a unit we know."],
    [{ l: "1e13", w: "7" }, "l", MEASURE_MESSAGES.tooLarge],
    [{ l: "1e-10", w: "7" }, "l", MEASURE_MESSAGES.tooSmall],
    // Absurd text is refused before any big-number work.
    [{ l: "9".repeat(60_000), w: "7" }, "l", "too long"],
    [{ l: "1e999999999", w: "7" }, "l", "no larger than"],
  ])("%j: field %s says %s", (values, field, message) => {
    const e = evaluate(state("rectangle", "sides", values), "m2");
    expect(e.status).toBe("error");
    if (e.status === "error") {
      expect(e.field).toBe(field);
      expect(e.error).toContain(message);
    }
  });

  it("shape refusals reach the form: impossible triangle, sector over 360°, bad side count", () => {
    expect(area(evaluate(state("triangle", "three-sides", { a: "1", b: "2", c: "5" }), "m2"))).toContain("These sides can't form a triangle");
    expect(area(evaluate(state("sector", "radius-angle", { r: "1", t: "400" }), "m2"))).toContain("full turn");
    expect(area(evaluate(state("regular-polygon", "sides", { n: "2.5", s: "1" }), "m2"))).toContain("whole number");
    expect(area(evaluate(state(POLYGON_ID, "", {}, { points: "0,0\n4,4\n4,0\n0,4" }), "m2"))).toContain("crosses itself");
  });
});
