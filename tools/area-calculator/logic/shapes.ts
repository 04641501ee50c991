import { ratio } from "@/lib/engines/units/decimal";
import { cmp, cos, exact, int, minus, over, PI, plus, sin, sqrt, square, tan, times, toFloat, type Angle, type Real } from "./real";

/**
 * The shapes: what each one asks for, and its area, perimeter and working. Pure and unit-free: lengths arrive as
 * exact values in one working unit (logic/measure.ts converts what the user typed), so a result in that unit's square
 * is exact whenever the formula is rational. Every check that can refuse an input (impossible triangles, an inner
 * radius larger than the outer one) lives here, with its message.
 */

export type FieldKind = "length" | "angle" | "count";

export interface FieldSpec {
  key: string;
  /** The label on the form ("Radius"). */
  label: string;
  /** The letter used in the formula ("r"). */
  symbol: string;
  kind: FieldKind;
  /** Optional fields only add to the result (a trapezoid's legs give its perimeter). */
  optional?: boolean;
}

/** A formula line: the symbols, then the same with the user's numbers, then the value. */
export interface Quantity {
  label: string;
  formula: string;
  substituted: string;
  value: Real;
  kind: "area" | "length";
  /** Said under the value (which approximation, why a perimeter is missing …). */
  note?: string;
  /** Show this many significant digits instead of the default rule (to compare two approximations). */
  significant?: number;
}

export type Diagram =
  | { type: "polygon"; points: [number, number][]; labels: string[]; corners?: boolean; height?: { from: [number, number]; to: [number, number]; label: string } }
  | { type: "circle"; r: number; label: string; line: "radius" | "diameter" | "circumference" }
  | { type: "ellipse"; a: number; b: number; labels: [string, string] }
  | { type: "sector"; r: number; degrees: number; labels: [string, string] }
  | { type: "annulus"; outer: number; inner: number; labels: [string, string] };

export interface ShapeResult {
  area: Quantity;
  /** Null when the inputs do not fix the perimeter (a triangle from base and height). */
  perimeter: Quantity | null;
  perimeterNote?: string;
  extras: Quantity[];
  diagram: Diagram;
}

export type ShapeOutcome = { ok: true; result: ShapeResult } | { ok: false; error: string; field?: string };

export interface Inputs {
  lengths: Record<string, Real | undefined>;
  angles: Record<string, Angle | undefined>;
  counts: Record<string, number | undefined>;
}

/** Formats numbers inside formula lines: `len(x)` → "4 m", `num(x)` → "4". */
export interface Format {
  num(x: Real): string;
  len(x: Real): string;
  angle(a: Angle): string;
  /** The working length unit's symbol ("m"); areas are in its square. */
  unit: string;
}

export interface Method {
  id: string;
  label: string;
  fields: readonly FieldSpec[];
  compute(inputs: Inputs, f: Format): ShapeOutcome;
}

export interface ShapeSpec {
  id: string;
  name: string;
  methods: readonly Method[];
}

const HALF = exact(ratio(1, 2));
const TWO = int(2);
const FOUR = int(4);

const L = (key: string, label: string, symbol: string, optional = false): FieldSpec => ({ key, label, symbol, kind: "length", optional });
const A = (key: string, label: string, symbol: string): FieldSpec => ({ key, label, symbol, kind: "angle" });

function need(inputs: Inputs, key: string): Real {
  const x = inputs.lengths[key];
  if (!x) throw new Error(`Missing ${key}`);
  return x;
}

function needAngle(inputs: Inputs, key: string): Angle {
  const a = inputs.angles[key];
  if (!a) throw new Error(`Missing ${key}`);
  return a;
}

const area = (formula: string, substituted: string, value: Real, note?: string): Quantity => ({ label: "Area", formula, substituted, value, kind: "area", note });
const perimeter = (formula: string, substituted: string, value: Real, label = "Perimeter", note?: string): Quantity => ({
  label,
  formula,
  substituted,
  value,
  kind: "length",
  note,
});
const length = (label: string, formula: string, substituted: string, value: Real, note?: string): Quantity => ({ label, formula, substituted, value, kind: "length", note });

const ok = (result: ShapeResult): ShapeOutcome => ({ ok: true, result });
const fail = (error: string, field?: string): ShapeOutcome => ({ ok: false, error, field });

/** An angle must lie strictly between 0° and 180° (the angle between two sides). */
function betweenSides(angle: Angle, f: Format): string | null {
  const deg = angle.unit === "deg" ? exact(angle.value) : over(times(exact(angle.value), int(180)), PI);
  if (cmp(deg, int(0)) <= 0 || cmp(deg, int(180)) >= 0) {
    return `The angle between two sides must be more than 0° and less than 180° (you entered ${f.angle(angle)}).`;
  }
  return null;
}

function degreesOf(angle: Angle): number {
  return angle.unit === "deg" ? toFloat(angle.value) : (toFloat(angle.value) * 180) / Math.PI;
}

// ---------------------------------------------------------------------------------------------------------------------

const rectangle: ShapeSpec = {
  id: "rectangle",
  name: "Rectangle",
  methods: [
    {
      id: "sides",
      label: "Length and width",
      fields: [L("l", "Length", "l"), L("w", "Width", "w")],
      compute(i, f) {
        const l = need(i, "l");
        const w = need(i, "w");
        return ok({
          area: area("A = l × w", `A = ${f.len(l)} × ${f.len(w)}`, times(l, w)),
          perimeter: perimeter("P = 2 × (l + w)", `P = 2 × (${f.len(l)} + ${f.len(w)})`, times(TWO, plus(l, w))),
          extras: [length("Diagonal", "d = √(l² + w²)", `d = √(${f.num(l)}² + ${f.num(w)}²) ${f.unit}`, sqrt(plus(square(l), square(w))))],
          diagram: { type: "polygon", points: box(toFloat(l), toFloat(w)), labels: [`l = ${f.len(l)}`, `w = ${f.len(w)}`, "", ""] },
        });
      },
    },
  ],
};

function box(w: number, h: number): [number, number][] {
  return [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
}

const squareShape: ShapeSpec = {
  id: "square",
  name: "Square",
  methods: [
    {
      id: "side",
      label: "Side",
      fields: [L("a", "Side", "a")],
      compute(i, f) {
        const a = need(i, "a");
        return ok({
          area: area("A = a²", `A = (${f.len(a)})²`, square(a)),
          perimeter: perimeter("P = 4 × a", `P = 4 × ${f.len(a)}`, times(FOUR, a)),
          extras: [length("Diagonal", "d = a × √2", `d = ${f.len(a)} × √2`, times(a, sqrt(TWO)))],
          diagram: { type: "polygon", points: box(1, 1), labels: [`a = ${f.len(a)}`, "", "", ""] },
        });
      },
    },
  ],
};

/** The three corners of a triangle with sides a (bottom), b, c, for drawing. */
function trianglePoints(a: number, b: number, c: number): [number, number][] {
  // Corner C at the origin, B at (a, 0); A from the law of cosines.
  const x = (a * a + b * b - c * c) / (2 * a);
  const y = Math.sqrt(Math.max(b * b - x * x, 0));
  return [
    [0, 0],
    [a, 0],
    [x, y],
  ];
}

const triangle: ShapeSpec = {
  id: "triangle",
  name: "Triangle",
  methods: [
    {
      id: "base-height",
      label: "Base and height",
      fields: [L("b", "Base", "b"), L("h", "Height", "h")],
      compute(i, f) {
        const b = need(i, "b");
        const h = need(i, "h");
        const bf = toFloat(b);
        const hf = toFloat(h);
        return ok({
          area: area("A = ½ × b × h", `A = ½ × ${f.len(b)} × ${f.len(h)}`, times(HALF, b, h)),
          perimeter: null,
          perimeterNote: "A base and a height leave the other two sides open: choose “Three sides” or “Two sides and the angle” for the perimeter.",
          extras: [],
          diagram: {
            type: "polygon",
            points: [
              [0, 0],
              [bf, 0],
              [bf * 0.35, hf],
            ],
            labels: [`b = ${f.len(b)}`, "", ""],
            height: { from: [bf * 0.35, hf], to: [bf * 0.35, 0], label: `h = ${f.len(h)}` },
          },
        });
      },
    },
    {
      id: "three-sides",
      label: "Three sides (Heron)",
      fields: [L("a", "Side a", "a"), L("b", "Side b", "b"), L("c", "Side c", "c")],
      compute(i, f) {
        const a = need(i, "a");
        const b = need(i, "b");
        const c = need(i, "c");
        const sides = [a, b, c].sort(cmp);
        const [x, y, z] = sides as [Real, Real, Real];
        if (cmp(plus(x, y), z) <= 0) {
          return fail(
            `These sides can't form a triangle: the two shorter ones add up to ${f.len(plus(x, y))}, which must be more than the longest, ${f.len(z)}.`,
          );
        }
        const s = times(HALF, plus(plus(a, b), c));
        // Heron's product, exact while the sides are: s(s − a)(s − b)(s − c).
        const product = times(s, minus(s, a), minus(s, b), minus(s, c));
        return ok({
          area: area(
            "A = √(s(s − a)(s − b)(s − c)), s = (a + b + c) / 2",
            `s = (${f.num(a)} + ${f.num(b)} + ${f.num(c)}) / 2 = ${f.len(s)}; A = √(${f.num(s)} × ${f.num(minus(s, a))} × ${f.num(minus(s, b))} × ${f.num(minus(s, c))})`,
            sqrt(product),
          ),
          perimeter: perimeter("P = a + b + c", `P = ${f.len(a)} + ${f.len(b)} + ${f.len(c)}`, plus(plus(a, b), c)),
          extras: [],
          diagram: { type: "polygon", points: trianglePoints(toFloat(a), toFloat(b), toFloat(c)), labels: [`a = ${f.len(a)}`, `c = ${f.len(c)}`, `b = ${f.len(b)}`] },
        });
      },
    },
    {
      id: "sas",
      label: "Two sides and the angle (SAS)",
      fields: [L("a", "Side a", "a"), L("b", "Side b", "b"), A("C", "Angle C between them", "C")],
      compute(i, f) {
        const a = need(i, "a");
        const b = need(i, "b");
        const C = needAngle(i, "C");
        const bad = betweenSides(C, f);
        if (bad) return fail(bad, "C");
        const c = sqrt(minus(plus(square(a), square(b)), times(TWO, a, b, cos(C))));
        return ok({
          area: area("A = ½ × a × b × sin C", `A = ½ × ${f.len(a)} × ${f.len(b)} × sin ${f.angle(C)}`, times(HALF, a, b, sin(C))),
          perimeter: perimeter("P = a + b + c", `P = ${f.len(a)} + ${f.len(b)} + ${f.len(c)}`, plus(plus(a, b), c)),
          extras: [length("Third side c", "c = √(a² + b² − 2ab cos C)", `c = √(${f.num(a)}² + ${f.num(b)}² − 2 × ${f.num(a)} × ${f.num(b)} × cos ${f.angle(C)}) ${f.unit}`, c)],
          diagram: { type: "polygon", points: trianglePoints(toFloat(a), toFloat(b), toFloat(c)), labels: [`a = ${f.len(a)}`, "", `b = ${f.len(b)}`] },
        });
      },
    },
  ],
};

function circleResult(r: Real, f: Format, given: "radius" | "diameter" | "circumference", givenValue: Real): ShapeOutcome {
  const C = given === "circumference" ? givenValue : times(TWO, PI, r);
  const A =
    given === "circumference"
      ? area("A = C² / (4π)", `A = (${f.len(givenValue)})² / (4π)`, over(square(givenValue), times(FOUR, PI)))
      : given === "diameter"
        ? area("A = π × d² / 4", `A = π × (${f.len(givenValue)})² / 4`, over(times(PI, square(givenValue)), FOUR))
        : area("A = π × r²", `A = π × (${f.len(r)})²`, times(PI, square(r)));
  const P =
    given === "circumference"
      ? perimeter("C (given)", `C = ${f.len(C)}`, C, "Circumference")
      : given === "diameter"
        ? perimeter("C = π × d", `C = π × ${f.len(givenValue)}`, times(PI, givenValue), "Circumference")
        : perimeter("C = 2 × π × r", `C = 2 × π × ${f.len(r)}`, C, "Circumference");
  const extras =
    given === "radius"
      ? [length("Diameter", "d = 2 × r", `d = 2 × ${f.len(r)}`, times(TWO, r))]
      : given === "diameter"
        ? [length("Radius", "r = d / 2", `r = ${f.len(givenValue)} / 2`, r)]
        : [length("Radius", "r = C / (2π)", `r = ${f.len(givenValue)} / (2π)`, r), length("Diameter", "d = C / π", `d = ${f.len(givenValue)} / π`, times(TWO, r))];
  return ok({ area: A, perimeter: P, extras, diagram: { type: "circle", r: 1, line: given, label: `${given === "radius" ? "r" : given === "diameter" ? "d" : "C"} = ${f.len(givenValue)}` } });
}

const circle: ShapeSpec = {
  id: "circle",
  name: "Circle",
  methods: [
    { id: "radius", label: "Radius", fields: [L("r", "Radius", "r")], compute: (i, f) => circleResult(need(i, "r"), f, "radius", need(i, "r")) },
    { id: "diameter", label: "Diameter", fields: [L("d", "Diameter", "d")], compute: (i, f) => circleResult(times(HALF, need(i, "d")), f, "diameter", need(i, "d")) },
    {
      id: "circumference",
      label: "Circumference",
      fields: [L("C", "Circumference", "C")],
      compute: (i, f) => circleResult(over(need(i, "C"), times(TWO, PI)), f, "circumference", need(i, "C")),
    },
  ],
};

/**
 * The exact perimeter of an ellipse with semi-axes a ≥ b, by the arithmetic–geometric mean M of a and b
 * (converges quadratically): P = 2π / M × (a² − Σ 2^(k−1) c_k²), with c_0² = a² − b².
 */
export function ellipsePerimeter(a: Real, b: Real): Real {
  let an = a;
  let bn = b;
  let sum = times(HALF, minus(square(a), square(b)));
  let weight = HALF;
  for (let k = 1; k < 40; k++) {
    const c = times(HALF, minus(an, bn));
    const next = times(HALF, plus(an, bn));
    bn = sqrt(times(an, bn));
    an = next;
    weight = times(weight, TWO);
    const term = times(weight, square(c));
    sum = plus(sum, term);
    if (toFloat(term) === 0 || Math.abs(toFloat(term)) < 1e-50 * Math.max(1, toFloat(square(a)))) break;
  }
  // 2π/M with M = (aₙ + bₙ) / 2, the arithmetic–geometric mean.
  const perimeterValue = over(times(FOUR, PI, minus(square(a), sum)), plus(an, bn));
  return { value: perimeterValue.value, exact: false };
}

/** Ramanujan's second approximation: π(a + b)(1 + 3h / (10 + √(4 − 3h))), h = (a − b)² / (a + b)². */
export function ramanujanII(a: Real, b: Real): Real {
  const h = over(square(minus(a, b)), square(plus(a, b)));
  const three_h = times(int(3), h);
  return times(PI, plus(a, b), plus(int(1), over(three_h, plus(int(10), sqrt(minus(FOUR, three_h))))));
}

const ellipse: ShapeSpec = {
  id: "ellipse",
  name: "Ellipse",
  methods: [
    {
      id: "semi-axes",
      label: "Semi-axes",
      fields: [L("a", "Semi-major axis", "a"), L("b", "Semi-minor axis", "b")],
      compute(i, f) {
        const a = need(i, "a");
        const b = need(i, "b");
        const [big, small] = cmp(a, b) >= 0 ? [a, b] : [b, a];
        const rama = ramanujanII(big, small);
        const exactP = ellipsePerimeter(big, small);
        return ok({
          area: area("A = π × a × b", `A = π × ${f.len(a)} × ${f.len(b)}`, times(PI, a, b)),
          perimeter: {
            ...perimeter(
            "P ≈ π(a + b)(1 + 3h / (10 + √(4 − 3h))), h = (a − b)² / (a + b)²",
            `h = (${f.num(a)} − ${f.num(b)})² / (${f.num(a)} + ${f.num(b)})² = ${f.num(over(square(minus(a, b)), square(plus(a, b))))}`,
            rama,
            "Perimeter (Ramanujan II)",
            "An ellipse's perimeter has no closed formula. This is Ramanujan's second approximation; the full-precision value below is computed with the arithmetic–geometric mean.",
            ),
            significant: 12,
          },
          extras: [{ ...length("Perimeter (full precision)", "P = 2π(a² − Σ 2ᵏ⁻¹ cₖ²) / M", "arithmetic–geometric mean of a and b", exactP), significant: 12 }],
          diagram: { type: "ellipse", a: toFloat(a), b: toFloat(b), labels: [`a = ${f.len(a)}`, `b = ${f.len(b)}`] },
        });
      },
    },
  ],
};

/** Relative error allowed on a leg: legs typed to three or four digits (√10 as 3.162) still close the shape. */
const LEG_TOLERANCE = 0.005;

/**
 * Whether legs c and d join parallel sides `gap` apart in length (|a − b|) at height h: leg c runs √(c² − h²)
 * across, and leg d must then run |gap − that| or gap + that, so d must be √(h² + that²) for one of the two.
 */
function legsMeet(gap: number, h: number, c: number, d: number): boolean {
  const across = Math.sqrt(Math.max(0, c * c - h * h));
  return [Math.abs(gap - across), gap + across].some((x) => Math.abs(Math.hypot(h, x) - d) <= LEG_TOLERANCE * Math.max(d, Math.hypot(h, x)));
}

const trapezoid: ShapeSpec = {
  id: "trapezoid",
  name: "Trapezoid",
  methods: [
    {
      id: "sides-height",
      label: "Parallel sides and height",
      fields: [L("a", "Parallel side a", "a"), L("b", "Parallel side b", "b"), L("h", "Height", "h"), L("c", "Leg c", "c", true), L("d", "Leg d", "d", true)],
      compute(i, f) {
        const a = need(i, "a");
        const b = need(i, "b");
        const h = need(i, "h");
        const c = i.lengths.c;
        const d = i.lengths.d;
        for (const [key, leg] of [
          ["c", c],
          ["d", d],
        ] as const) {
          if (leg && cmp(leg, h) < 0) return fail(`A leg can't be shorter than the height: leg ${key} is ${f.len(leg)}, the height ${f.len(h)}.`, key);
        }
        const af = toFloat(a);
        const bf = toFloat(b);
        const hf = toFloat(h);
        if (c && d && !legsMeet(Math.abs(af - bf), hf, toFloat(c), toFloat(d))) {
          return fail(
            `These legs can't meet: with parallel sides ${f.len(a)} and ${f.len(b)}, ${f.len(h)} apart, legs of ${f.len(c)} and ${f.len(d)} don't close the shape. Check the legs, or leave them empty for the area alone.`,
            "d",
          );
        }
        const offset = (af - bf) / 2;
        return ok({
          area: area("A = (a + b) / 2 × h", `A = (${f.len(a)} + ${f.len(b)}) / 2 × ${f.len(h)}`, times(HALF, plus(a, b), h)),
          perimeter: c && d ? perimeter("P = a + b + c + d", `P = ${f.len(a)} + ${f.len(b)} + ${f.len(c)} + ${f.len(d)}`, plus(plus(a, b), plus(c, d))) : null,
          perimeterNote: c && d ? undefined : "Enter both legs (the slanted sides) for the perimeter.",
          extras: [],
          diagram: {
            type: "polygon",
            points: [
              [0, 0],
              [af, 0],
              [offset + bf, hf],
              [offset, hf],
            ],
            labels: [`a = ${f.len(a)}`, "", `b = ${f.len(b)}`, ""],
            height: { from: [Math.max(offset, 0) + Math.min(af, bf) * 0.1, hf], to: [Math.max(offset, 0) + Math.min(af, bf) * 0.1, 0], label: `h = ${f.len(h)}` },
          },
        });
      },
    },
  ],
};

const parallelogram: ShapeSpec = {
  id: "parallelogram",
  name: "Parallelogram",
  methods: [
    {
      id: "base-height",
      label: "Base, height and side",
      fields: [L("b", "Base", "b"), L("h", "Height", "h"), L("s", "Side", "s", true)],
      compute(i, f) {
        const b = need(i, "b");
        const h = need(i, "h");
        const s = i.lengths.s;
        if (s && cmp(s, h) < 0) return fail(`The side can't be shorter than the height: the side is ${f.len(s)}, the height ${f.len(h)}.`, "s");
        const bf = toFloat(b);
        const hf = toFloat(h);
        const slant = s ? Math.sqrt(Math.max(toFloat(s) ** 2 - hf * hf, 0)) : bf * 0.3;
        return ok({
          area: area("A = b × h", `A = ${f.len(b)} × ${f.len(h)}`, times(b, h)),
          perimeter: s ? perimeter("P = 2 × (b + s)", `P = 2 × (${f.len(b)} + ${f.len(s)})`, times(TWO, plus(b, s))) : null,
          perimeterNote: s ? undefined : "Enter the slanted side for the perimeter.",
          extras: [],
          diagram: {
            type: "polygon",
            points: [
              [0, 0],
              [bf, 0],
              [bf + slant, hf],
              [slant, hf],
            ],
            labels: [`b = ${f.len(b)}`, s ? `s = ${f.len(s)}` : "", "", ""],
            height: { from: [slant, hf], to: [slant, 0], label: `h = ${f.len(h)}` },
          },
        });
      },
    },
    {
      id: "sides-angle",
      label: "Two sides and the angle",
      fields: [L("a", "Side a", "a"), L("b", "Side b", "b"), A("t", "Angle between them", "θ")],
      compute(i, f) {
        const a = need(i, "a");
        const b = need(i, "b");
        const t = needAngle(i, "t");
        const bad = betweenSides(t, f);
        if (bad) return fail(bad, "t");
        const deg = degreesOf(t);
        const af = toFloat(a);
        const bf = toFloat(b);
        const dx = bf * Math.cos((deg * Math.PI) / 180);
        const dy = bf * Math.sin((deg * Math.PI) / 180);
        return ok({
          area: area("A = a × b × sin θ", `A = ${f.len(a)} × ${f.len(b)} × sin ${f.angle(t)}`, times(a, b, sin(t))),
          perimeter: perimeter("P = 2 × (a + b)", `P = 2 × (${f.len(a)} + ${f.len(b)})`, times(TWO, plus(a, b))),
          extras: [],
          diagram: {
            type: "polygon",
            points: [
              [0, 0],
              [af, 0],
              [af + dx, dy],
              [dx, dy],
            ],
            labels: [`a = ${f.len(a)}`, `b = ${f.len(b)}`, "", ""],
          },
        });
      },
    },
  ],
};

const rhombus: ShapeSpec = {
  id: "rhombus",
  name: "Rhombus",
  methods: [
    {
      id: "diagonals",
      label: "Diagonals",
      fields: [L("p", "Diagonal p", "p"), L("q", "Diagonal q", "q")],
      compute(i, f) {
        const p = need(i, "p");
        const q = need(i, "q");
        const side = sqrt(plus(square(times(HALF, p)), square(times(HALF, q))));
        const pf = toFloat(p);
        const qf = toFloat(q);
        return ok({
          area: area("A = p × q / 2", `A = ${f.len(p)} × ${f.len(q)} / 2`, times(HALF, p, q)),
          perimeter: perimeter("P = 2 × √(p² + q²)", `P = 2 × √(${f.num(p)}² + ${f.num(q)}²) ${f.unit}`, times(FOUR, side)),
          extras: [length("Side", "a = √(p² + q²) / 2", `a = √(${f.num(p)}² + ${f.num(q)}²) / 2 ${f.unit}`, side)],
          diagram: {
            type: "polygon",
            points: [
              [0, qf / 2],
              [pf / 2, 0],
              [pf, qf / 2],
              [pf / 2, qf],
            ],
            labels: ["", "", "", ""],
            height: { from: [0, qf / 2], to: [pf, qf / 2], label: `p = ${f.len(p)}` },
          },
        });
      },
    },
  ],
};

const kite: ShapeSpec = {
  id: "kite",
  name: "Kite",
  methods: [
    {
      id: "diagonals",
      label: "Diagonals",
      fields: [L("p", "Diagonal p", "p"), L("q", "Diagonal q", "q")],
      compute(i, f) {
        const p = need(i, "p");
        const q = need(i, "q");
        const pf = toFloat(p);
        const qf = toFloat(q);
        return ok({
          area: area("A = p × q / 2", `A = ${f.len(p)} × ${f.len(q)} / 2`, times(HALF, p, q)),
          perimeter: null,
          perimeterNote: "Two diagonals fit many kites with different sides: choose “Two sides and the angle” for the perimeter.",
          extras: [],
          diagram: {
            type: "polygon",
            points: [
              [0, qf / 2],
              [pf * 0.3, 0],
              [pf, qf / 2],
              [pf * 0.3, qf],
            ],
            labels: ["", "", "", ""],
            height: { from: [0, qf / 2], to: [pf, qf / 2], label: `p = ${f.len(p)}` },
          },
        });
      },
    },
    {
      id: "sides-angle",
      label: "Two sides and the angle",
      fields: [L("a", "Side a", "a"), L("b", "Side b", "b"), A("t", "Angle between a and b", "θ")],
      compute(i, f) {
        const a = need(i, "a");
        const b = need(i, "b");
        const t = needAngle(i, "t");
        const bad = betweenSides(t, f);
        if (bad) return fail(bad, "t");
        const af = toFloat(a);
        const bf = toFloat(b);
        const rad = (degreesOf(t) * Math.PI) / 180;
        // Kite symmetric about the x axis: the corner between a and b on the axis, a going up-left, b going right.
        const top: [number, number] = [-af * Math.cos(rad / 2), af * Math.sin(rad / 2)];
        return ok({
          area: area("A = a × b × sin θ", `A = ${f.len(a)} × ${f.len(b)} × sin ${f.angle(t)}`, times(a, b, sin(t))),
          perimeter: perimeter("P = 2 × (a + b)", `P = 2 × (${f.len(a)} + ${f.len(b)})`, times(TWO, plus(a, b))),
          extras: [],
          diagram: {
            type: "polygon",
            points: [
              [top[0], 0],
              [0, top[1]],
              [Math.sqrt(Math.max(bf * bf - top[1] * top[1], 0)), 0],
              [0, -top[1]],
            ],
            labels: [`a = ${f.len(a)}`, `b = ${f.len(b)}`, "", ""],
          },
        });
      },
    },
  ],
};

const sector: ShapeSpec = {
  id: "sector",
  name: "Circle sector",
  methods: [
    {
      id: "radius-angle",
      label: "Radius and angle",
      fields: [L("r", "Radius", "r"), A("t", "Central angle", "θ")],
      compute(i, f) {
        const r = need(i, "r");
        const t = needAngle(i, "t");
        const full = t.unit === "deg" ? int(360) : times(TWO, PI);
        if (cmp(exact(t.value), int(0)) <= 0) return fail("The angle must be greater than 0.", "t");
        if (cmp(exact(t.value), full) > 0) {
          return fail(`A sector's angle can't be more than a full turn (360°, or 2π rad): you entered ${f.angle(t)}.`, "t");
        }
        const inRadians = t.unit === "rad";
        const arc = inRadians ? times(r, exact(t.value)) : times(exact(t.value), int(2), PI, r, exact(ratio(1, 360)));
        const A = inRadians
          ? area("A = θ × r² / 2", `A = ${f.angle(t)} × (${f.len(r)})² / 2`, times(HALF, exact(t.value), square(r)))
          : area("A = θ / 360° × π × r²", `A = ${f.angle(t)} / 360° × π × (${f.len(r)})²`, times(exact(t.value), PI, square(r), exact(ratio(1, 360))));
        const wholeCircle = cmp(exact(t.value), full) === 0;
        return ok({
          area: A,
          perimeter: wholeCircle
            ? perimeter("P = 2 × π × r (a full turn is a circle)", `P = 2 × π × ${f.len(r)}`, arc)
            : perimeter("P = 2r + arc", `P = 2 × ${f.len(r)} + ${f.len(arc)}`, plus(times(TWO, r), arc)),
          extras: [
            inRadians
              ? length("Arc length", "s = θ × r", `s = ${f.angle(t)} × ${f.len(r)}`, arc)
              : length("Arc length", "s = θ / 360° × 2π × r", `s = ${f.angle(t)} / 360° × 2π × ${f.len(r)}`, arc),
          ],
          diagram: { type: "sector", r: 1, degrees: degreesOf(t), labels: [`r = ${f.len(r)}`, `θ = ${f.angle(t)}`] },
        });
      },
    },
  ],
};

const annulus: ShapeSpec = {
  id: "annulus",
  name: "Annulus (ring)",
  methods: [
    {
      id: "radii",
      label: "Outer and inner radius",
      fields: [L("R", "Outer radius", "R"), L("r", "Inner radius", "r")],
      compute(i, f) {
        const R = need(i, "R");
        const r = need(i, "r");
        if (cmp(r, R) >= 0) return fail(`The inner radius (${f.len(r)}) must be smaller than the outer radius (${f.len(R)}).`, "r");
        return ok({
          area: area("A = π × (R² − r²)", `A = π × ((${f.len(R)})² − (${f.len(r)})²)`, times(PI, minus(square(R), square(r)))),
          perimeter: perimeter("P = 2π × (R + r)", `P = 2π × (${f.len(R)} + ${f.len(r)})`, times(TWO, PI, plus(R, r)), "Perimeter (both edges)"),
          extras: [length("Ring width", "w = R − r", `w = ${f.len(R)} − ${f.len(r)}`, minus(R, r))],
          diagram: { type: "annulus", outer: toFloat(R), inner: toFloat(r), labels: [`R = ${f.len(R)}`, `r = ${f.len(r)}`] },
        });
      },
    },
  ],
};

/** The most sides a regular polygon may have here: beyond, it is a circle for any drawing or measurement. */
export const MAX_POLYGON_SIDES = 1000;

const regularPolygon: ShapeSpec = {
  id: "regular-polygon",
  name: "Regular polygon",
  methods: [
    {
      id: "sides",
      label: "Number of sides and side length",
      fields: [{ key: "n", label: "Number of sides", symbol: "n", kind: "count" }, L("s", "Side length", "s")],
      compute(i, f) {
        const n = i.counts.n;
        const s = need(i, "s");
        if (n === undefined || !Number.isInteger(n) || n < 3 || n > MAX_POLYGON_SIDES) {
          return fail(`A regular polygon needs a whole number of sides from 3 to ${MAX_POLYGON_SIDES.toLocaleString("en-US")}.`, "n");
        }
        const half: Angle = { value: ratio(180, n), unit: "deg" };
        const N = int(n);
        const apothem = over(s, times(TWO, tan(half)));
        const points: [number, number][] = Array.from({ length: Math.min(n, 200) }, (_, k) => {
          const angle = -Math.PI / 2 + (k * 2 * Math.PI) / Math.min(n, 200) + Math.PI / Math.min(n, 200);
          return [Math.cos(angle), -Math.sin(angle)];
        });
        return ok({
          area: area("A = n × s² / (4 × tan(180° / n))", `A = ${n} × (${f.len(s)})² / (4 × tan(180° / ${n}))`, over(times(N, square(s)), times(FOUR, tan(half)))),
          perimeter: perimeter("P = n × s", `P = ${n} × ${f.len(s)}`, times(N, s)),
          extras: [length("Apothem (centre to side)", "a = s / (2 × tan(180° / n))", `a = ${f.len(s)} / (2 × tan(180° / ${n}))`, apothem)],
          diagram: { type: "polygon", points, labels: [`s = ${f.len(s)}`, ...points.slice(1).map(() => "")] },
        });
      },
    },
  ],
};

/** Every shape with its methods, in the order of the picker. The coordinate polygon is logic/polygon.ts. */
export const SHAPES: readonly ShapeSpec[] = [rectangle, squareShape, triangle, circle, ellipse, trapezoid, parallelogram, rhombus, kite, sector, annulus, regularPolygon];

export function shapeById(id: string): ShapeSpec | undefined {
  return SHAPES.find((s) => s.id === id);
}
