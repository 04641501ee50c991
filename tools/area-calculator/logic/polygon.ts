import { compare, isZero, parseDecimal, ratio, tenTo, type Ratio } from "@/lib/engines/units/decimal";
import { cmp, exact, int, minus, plus, sqrt, square, times, toFloat, type Real } from "./real";
import type { Format, ShapeOutcome } from "./shapes";
import { excerpt } from "@/lib/engines/text/quote-text";

/**
 * A polygon from its corners' coordinates: the shoelace formula, exact for decimal coordinates. The outline must not
 * cross itself (the shoelace of a figure eight subtracts one loop from the other), which is checked exactly, edge
 * against edge, with fractions.
 */

export const MAX_POINTS = 200;
export const MAX_POLYGON_TEXT = 10_000;
/** Coordinates are bounded like lengths (logic/measure.ts). */
const MAX_COORDINATE = tenTo(12);

export const POLYGON_MESSAGES = {
  tooLong: `That list is too long: please use at most ${MAX_POLYGON_TEXT.toLocaleString("en-US")} characters.`,
  tooMany: `Please enter at most ${MAX_POINTS} points.`,
  tooFew: "A polygon needs at least 3 points.",
  zero: "These points all lie on one line, so they enclose no area.",
} as const;

export interface Point {
  x: Ratio;
  y: Ratio;
}

export type ParsedPoints = { ok: true; points: Point[] } | { ok: false; error: string };

/** One point per line: "3, 4", "3 4", "(3, 4)" or "3;4". Blank lines are skipped. */
export function parsePoints(text: string): ParsedPoints {
  if (text.length > MAX_POLYGON_TEXT) return { ok: false, error: POLYGON_MESSAGES.tooLong };
  const lines = text.split(/\r?\n/);
  const points: Point[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? "").trim().replace(/^\(/, "").replace(/\)$/, "").trim();
    if (line === "") continue;
    if (points.length === MAX_POINTS) return { ok: false, error: POLYGON_MESSAGES.tooMany };
    const parts = line.split(/\s*[,;\s]\s*/).filter((p) => p !== "");
    if (parts.length !== 2) return { ok: false, error: `Line ${index + 1}: write a point as two numbers, x and y, such as “3, 4”.` };
    const coords: Ratio[] = [];
    for (const part of parts) {
      const parsed = parseDecimal(part);
      if (!parsed.ok) {
        const why = parsed.reason === "too_long" ? "is too long" : parsed.reason === "invalid" ? "isn't a number" : "is far too large or small";
        return { ok: false, error: `Line ${index + 1}: “${excerpt(part, 20)}” ${why}.` };
      }
      const abs = parsed.value.n < BigInt(0) ? { n: -parsed.value.n, d: parsed.value.d } : parsed.value;
      if (compare(abs, MAX_COORDINATE) > 0) return { ok: false, error: `Line ${index + 1}: coordinates must be between −1e12 and 1e12.` };
      coords.push(parsed.value);
    }
    points.push({ x: coords[0]!, y: coords[1]! });
  }
  if (points.length < 3) return { ok: false, error: POLYGON_MESSAGES.tooFew };
  return { ok: true, points };
}

function sub(a: Ratio, b: Ratio): Ratio {
  return { n: a.n * b.d - b.n * a.d, d: a.d * b.d };
}

function mulR(a: Ratio, b: Ratio): Ratio {
  return { n: a.n * b.n, d: a.d * b.d };
}

/** Sign of the cross product (b − a) × (c − a): 1 left turn, −1 right turn, 0 collinear. */
function orient(a: Point, b: Point, c: Point): number {
  const cross = sub(mulR(sub(b.x, a.x), sub(c.y, a.y)), mulR(sub(b.y, a.y), sub(c.x, a.x)));
  return cross.n > BigInt(0) ? 1 : cross.n < BigInt(0) ? -1 : 0;
}

function between(p: Ratio, q: Ratio, r: Ratio): boolean {
  const lo = compare(p, q) <= 0 ? p : q;
  const hi = compare(p, q) <= 0 ? q : p;
  return compare(lo, r) <= 0 && compare(r, hi) <= 0;
}

function onSegment(a: Point, b: Point, p: Point): boolean {
  return between(a.x, b.x, p.x) && between(a.y, b.y, p.y);
}

/** Do closed segments ab and cd share a point? Exact. */
export function segmentsTouch(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4 && o1 !== 0 && o2 !== 0 && o3 !== 0 && o4 !== 0) return true;
  if (o1 === 0 && onSegment(a, b, c)) return true;
  if (o2 === 0 && onSegment(a, b, d)) return true;
  if (o3 === 0 && onSegment(c, d, a)) return true;
  if (o4 === 0 && onSegment(c, d, b)) return true;
  return false;
}

/** The first two edges (1-based corner numbers) that cross or touch, other than neighbours meeting at a corner. */
export function firstCrossing(points: readonly Point[]): [number, number] | null {
  const n = points.length;
  const edge = (i: number): [Point, Point] => [points[i]!, points[(i + 1) % n]!];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const [a, b] = edge(i);
      const [c, d] = edge(j);
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (neighbours) {
        // Neighbours share one corner; they may not fold back onto each other.
        const shared = j === i + 1 ? b : a;
        const otherA = j === i + 1 ? a : b;
        const otherB = j === i + 1 ? d : c;
        if (orient(otherA, shared, otherB) === 0 && (onSegment(shared, otherA, otherB) || onSegment(shared, otherB, otherA))) return [i, j];
        continue;
      }
      if (segmentsTouch(a, b, c, d)) return [i, j];
    }
  }
  return null;
}

function label(i: number, n: number): string {
  return `${i + 1}–${((i + 1) % n) + 1}`;
}

/** Area, perimeter and working of a polygon given by its corners, in the working unit (Format). */
export function polygonArea(points: readonly Point[], f: Format): ShapeOutcome {
  const n = points.length;
  if (n < 3) return { ok: false, error: POLYGON_MESSAGES.tooFew };
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % n]!;
    if (compare(a.x, b.x) === 0 && compare(a.y, b.y) === 0) {
      return { ok: false, error: `Points ${i + 1} and ${((i + 1) % n) + 1} are the same: remove one of them.` };
    }
  }
  if (points.every((p) => orient(points[0]!, points[1]!, p) === 0)) return { ok: false, error: POLYGON_MESSAGES.zero };
  const crossing = firstCrossing(points);
  if (crossing) {
    return {
      ok: false,
      error: `The outline crosses itself: edge ${label(crossing[0], n)} meets edge ${label(crossing[1], n)}. List the corners in order around the shape.`,
    };
  }
  let twice: Real = int(0);
  let perimeterValue: Real = int(0);
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % n]!;
    twice = plus(twice, minus(times(exact(a.x), exact(b.y)), times(exact(b.x), exact(a.y))));
    perimeterValue = plus(perimeterValue, sqrt(plus(square(exact(sub(b.x, a.x))), square(exact(sub(b.y, a.y))))));
  }
  if (isZero(twice.value)) return { ok: false, error: POLYGON_MESSAGES.zero };
  const signed = cmp(twice, int(0)) < 0 ? times(twice, int(-1)) : twice;
  const areaValue = times(signed, exact(ratio(1, 2)));
  const terms = points
    .slice(0, 4)
    .map((a, i) => {
      const b = points[(i + 1) % n]!;
      return `(${f.num(exact(a.x))} × ${f.num(exact(b.y))} − ${f.num(exact(b.x))} × ${f.num(exact(a.y))})`;
    })
    .join(" + ");
  return {
    ok: true,
    result: {
      area: {
        label: "Area",
        formula: "A = ½ × |Σ (xᵢ × yᵢ₊₁ − xᵢ₊₁ × yᵢ)| (shoelace)",
        substituted: `A = ½ × |${terms}${n > 4 ? " + …" : ""}| = ½ × ${f.num(signed)}`,
        value: areaValue,
        kind: "area",
      },
      perimeter: {
        label: "Perimeter",
        formula: "P = Σ √((xᵢ₊₁ − xᵢ)² + (yᵢ₊₁ − yᵢ)²)",
        substituted: `${n} edges`,
        value: perimeterValue,
        kind: "length",
      },
      extras: [],
      diagram: {
        type: "polygon",
        points: points.map((p) => [toFloat(p.x), toFloat(p.y)]),
        labels: points.map((_, i) => `${i + 1}`),
        corners: true,
      },
    },
  };
}
