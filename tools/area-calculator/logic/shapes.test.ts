import { describe, expect, it } from "vitest";
import { formatDecimal, parseDecimal, type Ratio } from "@/lib/engines/units/decimal";
import { polygonArea, parsePoints, POLYGON_MESSAGES } from "./polygon";
import { cos, exact, sin, sqrt, tan, toFloat, type Angle, type Real } from "./real";
import { ellipsePerimeter, MAX_POLYGON_SIDES, ramanujanII, shapeById, type Inputs, type ShapeOutcome, type ShapeResult } from "./shapes";

const dec = (text: string): Ratio => {
  const parsed = parseDecimal(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};
const real = (text: string): Real => exact(dec(text));
const deg = (text: string): Angle => ({ value: dec(text), unit: "deg" });

const f = {
  num: (x: Real) => formatDecimal(x.value),
  len: (x: Real) => `${formatDecimal(x.value)} m`,
  angle: (a: Angle) => `${formatDecimal(a.value)}${a.unit === "deg" ? "°" : " rad"}`,
  unit: "m",
};

function run(shape: string, method: string, lengths: Record<string, string>, extra: Partial<Omit<Inputs, "lengths">> = {}): ShapeOutcome {
  const spec = shapeById(shape)!.methods.find((m) => m.id === method)!;
  const inputs: Inputs = {
    lengths: Object.fromEntries(Object.entries(lengths).map(([k, v]) => [k, real(v)])),
    angles: extra.angles ?? {},
    counts: extra.counts ?? {},
  };
  return spec.compute(inputs, f);
}

function result(outcome: ShapeOutcome): ShapeResult {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.result;
}

/** The value to 15 significant digits, and whether it is exact. */
function shown(x: Real): [string, boolean] {
  return [Number(toFloat(x).toPrecision(15)).toString(), x.exact];
}

describe("area and perimeter, table-driven (reference values from the formulas)", () => {
  it.each([
    // shape, method, lengths, area, area exact, perimeter (null: not fixed by the inputs), perimeter exact
    ["rectangle", "sides", { l: "4", w: "7" }, "28", true, "22", true],
    ["rectangle", "sides", { l: "0.1", w: "0.2" }, "0.02", true, "0.6", true],
    ["square", "side", { a: "2.5" }, "6.25", true, "10", true],
    ["triangle", "base-height", { b: "10", h: "3" }, "15", true, null, true],
    ["triangle", "three-sides", { a: "3", b: "4", c: "5" }, "6", true, "12", true],
    ["triangle", "three-sides", { a: "5", b: "5", c: "6" }, "12", true, "16", true],
    // Equilateral, side 2: √3 = 1.73205080756888.
    ["triangle", "three-sides", { a: "2", b: "2", c: "2" }, "1.73205080756888", false, "6", true],
    ["circle", "radius", { r: "5" }, "78.5398163397448", false, "31.4159265358979", false],
    ["circle", "diameter", { d: "10" }, "78.5398163397448", false, "31.4159265358979", false],
    ["circle", "circumference", { C: "31.4159265358979" }, "78.5398163397447", false, "31.4159265358979", true],
    ["ellipse", "semi-axes", { a: "10", b: "5" }, "157.07963267949", false, "48.4422410806504", false],
    ["trapezoid", "sides-height", { a: "6", b: "4", h: "3" }, "15", true, null, true],
    ["trapezoid", "sides-height", { a: "10", b: "4", h: "4", c: "5", d: "5" }, "28", true, "24", true],
    // A right trapezoid (leg c upright) and legs typed to four digits (√10 ≈ 3.162) still close.
    ["trapezoid", "sides-height", { a: "7", b: "4", h: "4", c: "4", d: "5" }, "22", true, "20", true],
    ["trapezoid", "sides-height", { a: "6", b: "4", h: "3", c: "3.162", d: "3.162" }, "15", true, "16.324", true],
    ["parallelogram", "base-height", { b: "8", h: "3", s: "5" }, "24", true, "26", true],
    ["rhombus", "diagonals", { p: "6", q: "8" }, "24", true, "20", true],
    ["kite", "diagonals", { p: "6", q: "4" }, "12", true, null, true],
    ["annulus", "radii", { R: "5", r: "3" }, "50.2654824574367", false, "50.2654824574367", false],
  ] as const)("%s by %s %j → A %s", (shape, method, lengths, a, aExact, p, pExact) => {
    const r = result(run(shape, method, lengths));
    expect(shown(r.area.value)).toEqual([a, aExact]);
    if (p === null) expect(r.perimeter).toBeNull();
    else expect(shown(r.perimeter!.value)).toEqual([p, pExact]);
  });

  it("uses angles: SAS, a parallelogram and a kite by two sides and the angle, a sector", () => {
    // ½ × 3 × 4 × sin 90° = 6 exactly, and the third side is 5 exactly.
    const right = result(run("triangle", "sas", { a: "3", b: "4" }, { angles: { C: deg("90") } }));
    expect(shown(right.area.value)).toEqual(["6", true]);
    expect(shown(right.extras[0]!.value)).toEqual(["5", true]);
    expect(shown(right.perimeter!.value)).toEqual(["12", true]);
    // sin 30° = ½ exactly.
    expect(shown(result(run("triangle", "sas", { a: "6", b: "4" }, { angles: { C: deg("30") } })).area.value)).toEqual(["6", true]);
    // ½ × 5 × 7 × sin 60° = 15.1554445662277.
    expect(shown(result(run("triangle", "sas", { a: "5", b: "7" }, { angles: { C: deg("60") } })).area.value)).toEqual(["15.1554445662277", false]);
    expect(shown(result(run("parallelogram", "sides-angle", { a: "8", b: "5" }, { angles: { t: deg("150") } })).area.value)).toEqual(["20", true]);
    expect(shown(result(run("kite", "sides-angle", { a: "3", b: "5" }, { angles: { t: deg("90") } })).perimeter!.value)).toEqual(["16", true]);
    // Sector 90° of r = 2 is π exactly as a value: 3.14159265358979; radians give an exact result.
    const quarter = result(run("sector", "radius-angle", { r: "2" }, { angles: { t: deg("90") } }));
    expect(shown(quarter.area.value)).toEqual(["3.14159265358979", false]);
    expect(shown(quarter.perimeter!.value)).toEqual(["7.14159265358979", false]);
    const rad = result(run("sector", "radius-angle", { r: "2" }, { angles: { t: { value: dec("1.5"), unit: "rad" } } }));
    expect(shown(rad.area.value)).toEqual(["3", true]);
    expect(shown(rad.perimeter!.value)).toEqual(["7", true]);
  });

  it("regular polygons: a square is exact, a hexagon is 3√3/2 × s²", () => {
    expect(shown(result(run("regular-polygon", "sides", { s: "3" }, { counts: { n: 4 } })).area.value)).toEqual(["9", true]);
    expect(shown(result(run("regular-polygon", "sides", { s: "2" }, { counts: { n: 6 } })).area.value)).toEqual(["10.3923048454133", false]);
    // Equilateral triangle side 2 matches Heron.
    expect(shown(result(run("regular-polygon", "sides", { s: "2" }, { counts: { n: 3 } })).area.value)).toEqual(["1.73205080756888", false]);
    expect(run("regular-polygon", "sides", { s: "2" }, { counts: { n: 2 } })).toMatchObject({ ok: false, field: "n" });
    expect(run("regular-polygon", "sides", { s: "2" }, { counts: { n: MAX_POLYGON_SIDES + 1 } })).toMatchObject({ ok: false });
  });
});

describe("refusals", () => {
  it.each([
    ["triangle", "three-sides", { a: "1", b: "2", c: "5" }, {}, "These sides can't form a triangle"],
    // Degenerate: 1 + 2 = 3 encloses nothing.
    ["triangle", "three-sides", { a: "1", b: "2", c: "3" }, {}, "These sides can't form a triangle"],
    ["triangle", "sas", { a: "1", b: "2" }, { angles: { C: deg("180") } }, "less than 180°"],
    ["triangle", "sas", { a: "1", b: "2" }, { angles: { C: deg("0") } }, "more than 0°"],
    ["sector", "radius-angle", { r: "1" }, { angles: { t: deg("361") } }, "can't be more than a full turn"],
    ["sector", "radius-angle", { r: "1" }, { angles: { t: { value: dec("6.3"), unit: "rad" as const } } }, "can't be more than a full turn"],
    ["annulus", "radii", { R: "3", r: "5" }, {}, "must be smaller than the outer radius"],
    ["annulus", "radii", { R: "3", r: "3" }, {}, "must be smaller than the outer radius"],
    ["trapezoid", "sides-height", { a: "6", b: "4", h: "3", c: "2", d: "4" }, {}, "A leg can't be shorter than the height"],
    // Legs 10 and 10 at height 2 run 9.8 across each: they can't bridge parallel sides 3 and 5.
    ["trapezoid", "sides-height", { a: "3", b: "5", h: "2", c: "10", d: "10" }, {}, "These legs can't meet"],
    ["trapezoid", "sides-height", { a: "6", b: "6", h: "3", c: "4", d: "5" }, {}, "These legs can't meet"],
    ["parallelogram", "base-height", { b: "6", h: "3", s: "2" }, {}, "The side can't be shorter than the height"],
  ] as const)("%s by %s %j is refused", (shape, method, lengths, extra, message) => {
    const outcome = run(shape, method, lengths, extra);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toContain(message);
  });

  it("a full turn is a circle: its perimeter is the circumference alone", () => {
    const full = result(run("sector", "radius-angle", { r: "1" }, { angles: { t: deg("360") } }));
    expect(shown(full.perimeter!.value)).toEqual(["6.28318530717959", false]);
  });
});

describe("exact arithmetic", () => {
  it("square roots are exact for perfect squares only", () => {
    expect(shown(sqrt(real("2.25")))).toEqual(["1.5", true]);
    expect(shown(sqrt(real("2")))).toEqual(["1.4142135623731", false]);
    expect(formatDecimal(sqrt(real("2")).value)).toBe("1.414214");
  });

  it("sine and cosine: rational where Niven's theorem allows, 45 digits elsewhere", () => {
    expect(sin(deg("30"))).toEqual(exact(dec("0.5")));
    expect(cos(deg("120"))).toEqual(exact(dec("-0.5")));
    expect(tan(deg("45"))).toEqual(exact(dec("1")));
    // sin 45° = √2 / 2 to 40 digits.
    const s45 = sin(deg("45"));
    expect(s45.exact).toBe(false);
    expect(((s45.value.n * BigInt(10) ** BigInt(40)) / s45.value.d).toString()).toBe("7071067811865475244008443621048490392848");
    expect(shown(sin(deg("1")))).toEqual(["0.0174524064372835", false]);
  });

  it("the ellipse perimeter: Ramanujan II against the full-precision AGM value", () => {
    // 10 × 5: 48.44224110273838… (Gauss–Kummer series); Ramanujan II is about 1e-9 below.
    expect(shown(ellipsePerimeter(real("10"), real("5")))).toEqual(["48.4422411027384", false]);
    expect(Math.abs(toFloat(ramanujanII(real("10"), real("5"))) - 48.44224110273838)).toBeLessThan(1e-6);
    // A circle is the special case: 2πr.
    expect(shown(ellipsePerimeter(real("3"), real("3")))).toEqual(["18.8495559215388", false]);
  });
});

describe("polygon from coordinates", () => {
  const area = (text: string) => {
    const parsed = parsePoints(text);
    if (!parsed.ok) return parsed.error;
    const outcome = polygonArea(parsed.points, f);
    return outcome.ok ? shown(outcome.result.area.value) : outcome.error;
  };

  it.each([
    ["0,0\n4,0\n4,3\n0,3", ["12", true]],
    // Clockwise gives the same area.
    ["0 0\n0 3\n4 3\n4 0", ["12", true]],
    ["(0, 0)\n(4, 0)\n(0, 3)", ["6", true]],
    // An L shape, concave.
    ["0,0\n6,0\n6,2\n2,2\n2,5\n0,5", ["18", true]],
    ["-1.5,-1.5\n1.5,-1.5\n1.5,1.5\n-1.5,1.5", ["9", true]],
  ])("%j → %j", (text, expected) => {
    expect(area(text)).toEqual(expected);
  });

  it("perimeter of the 4 × 3 rectangle is 14, exactly", () => {
    const parsed = parsePoints("0,0\n4,0\n4,3\n0,3");
    if (!parsed.ok) throw new Error(parsed.error);
    const outcome = polygonArea(parsed.points, f);
    expect(outcome.ok && shown(outcome.result.perimeter!.value)).toEqual(["14", true]);
  });

  it.each([
    ["0,0\n4,0", POLYGON_MESSAGES.tooFew],
    ["", POLYGON_MESSAGES.tooFew],
    // A bow tie: edges 1–2 and 3–4 cross.
    ["0,0\n4,4\n4,0\n0,4", "The outline crosses itself: edge 1–2 meets edge 3–4"],
    ["0,0\n1,1\n2,2", POLYGON_MESSAGES.zero.slice(0, 20)],
    ["0,0\n4,0\n4,0\n0,3", "Points 2 and 3 are the same"],
    ["0,0\n4,x\n0,3", "Line 2: “x” isn't a number."],
    ["0,0\n4\n0,3", "Line 2: write a point as two numbers"],
    ["0,0\n1e13,0\n0,3", "coordinates must be between"],
    [`${"0,0\n".repeat(201)}`, `at most 200 points`],
  ])("%j is refused", (text, message) => {
    expect(String(area(text))).toContain(message);
  });
});
