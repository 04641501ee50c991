import { relation } from "@/lib/engines/units/display";
import { defaultState, evaluate, POLYGON_ID, type ShapeState } from "./evaluate";
import { show } from "./measure";

/**
 * One prerendered page per shape (/area-calculator/circle, …): its own H1, title, description, formula, a worked
 * example that reuses the tests' vectors, and a table computed by the same evaluate() as the calculator.
 */

export interface ShapePage {
  slug: string;
  /** H1. */
  heading: string;
  /** <title> without the site suffix. */
  title: string;
  description: string;
  keywords: string[];
  /** Short name for links ("Circle"). */
  name: string;
  /** The calculator's state for the worked example (also the page's preset). */
  example: ShapeState;
  /** The formulas in words, written for this shape. */
  explanation: readonly string[];
  /** The table: one input varied, the others as in the example. */
  table: { field: string; label: string; values: readonly string[] };
}

const state = (shape: string, method: string, values: Record<string, string>, patch: Partial<ShapeState> = {}): ShapeState => ({
  ...defaultState(shape),
  method,
  values,
  ...patch,
});

const STEPS_1_TO_10 = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "12", "15", "20", "25", "50", "100"];

export const SHAPE_PAGES: readonly ShapePage[] = [
  {
    slug: "rectangle",
    name: "Rectangle",
    heading: "Rectangle Area Calculator",
    title: "Rectangle Area Calculator — Area, Perimeter and Diagonal",
    description: "Area of a rectangle = length × width. Enter the sides in any units, even feet and inches mixed with meters, and get the exact area, perimeter and diagonal.",
    keywords: ["rectangle area calculator", "area of a rectangle", "length times width", "rectangle perimeter"],
    example: state("rectangle", "sides", { l: "4", w: "7" }),
    explanation: [
      "A rectangle's area is its length times its width: A = l × w. A room 4 m long and 7 m wide covers 28 m², exactly.",
      "Its perimeter goes round all four sides, two of each: P = 2 × (l + w). The diagonal comes from Pythagoras: d = √(l² + w²).",
      "Sides in different units are converted exactly before multiplying: 10 ft 6 in is 3.2004 m, not roughly 3.2 m.",
    ],
    table: { field: "w", label: "Width (m), length 4 m", values: STEPS_1_TO_10 },
  },
  {
    slug: "square",
    name: "Square",
    heading: "Square Area Calculator",
    title: "Square Area Calculator — Side Squared, Perimeter, Diagonal",
    description: "Area of a square = side². Type the side in any unit and get the exact area, the perimeter (4 × side) and the diagonal (side × √2).",
    keywords: ["square area calculator", "area of a square", "side squared", "square perimeter"],
    example: state("square", "side", { a: "2.5" }),
    explanation: [
      "A square's four sides are equal, so its area is the side times itself: A = a². A tile of 2.5 m has an area of 6.25 m².",
      "The perimeter is four sides, P = 4a, and the diagonal is a × √2, an irrational number, so it is always shown with ≈.",
    ],
    table: { field: "a", label: "Side (m)", values: STEPS_1_TO_10 },
  },
  {
    slug: "triangle",
    name: "Triangle",
    heading: "Triangle Area Calculator",
    title: "Triangle Area Calculator — Base and Height, Three Sides (Heron), SAS",
    description: "Triangle area from base and height (½ × b × h), from three sides with Heron's formula, or from two sides and the angle between them. Impossible triangles are refused.",
    keywords: ["triangle area calculator", "heron's formula calculator", "area of a triangle", "triangle area from three sides", "sas triangle area"],
    example: state("triangle", "three-sides", { a: "3", b: "4", c: "5" }),
    explanation: [
      "With a base and the height measured square to it, the area is half the base times the height: A = ½ × b × h.",
      "With three sides, Heron's formula needs no height: s = (a + b + c) / 2 and A = √(s(s − a)(s − b)(s − c)). The 3-4-5 triangle gives s = 6 and A = √36 = 6 exactly.",
      "Three lengths only make a triangle when the two shorter ones add up to more than the longest: 1, 2 and 5 cannot, and the calculator says so instead of returning a number.",
      "With two sides and the angle between them, A = ½ × a × b × sin C, and the third side comes from the law of cosines.",
    ],
    table: { field: "c", label: "Side c (m), sides a = 3 m, b = 4 m", values: ["2", "3", "4", "5", "6", "6.5"] },
  },
  {
    slug: "circle",
    name: "Circle",
    heading: "Circle Area Calculator",
    title: "Circle Area Calculator — From Radius, Diameter or Circumference",
    description: "Area of a circle = π × r². Start from the radius, the diameter or the circumference; get the area and circumference with π to 45 digits, rounded honestly (≈).",
    keywords: ["circle area calculator", "area of a circle", "pi r squared", "area from circumference", "area from diameter"],
    example: state("circle", "radius", { r: "5" }),
    explanation: [
      "A circle's area is π times the radius squared: A = π × r². With r = 5 m that is 25π ≈ 78.539816 m².",
      "From the diameter, A = π × d² / 4; from the circumference, A = C² / (4π), so a tape measure round a tree trunk is enough.",
      "π is irrational, so no decimal is exactly the area: the result is computed with π to 45 digits and shown rounded, with ≈.",
    ],
    table: { field: "r", label: "Radius (m)", values: STEPS_1_TO_10 },
  },
  {
    slug: "ellipse",
    name: "Ellipse",
    heading: "Ellipse Area Calculator",
    title: "Ellipse Area Calculator — Area and Perimeter (Ramanujan and Exact)",
    description: "Area of an ellipse = π × a × b. The perimeter has no closed formula: see Ramanujan's second approximation next to the full-precision value.",
    keywords: ["ellipse area calculator", "area of an ellipse", "oval area", "ellipse perimeter", "ramanujan ellipse perimeter"],
    example: state("ellipse", "semi-axes", { a: "10", b: "5" }),
    explanation: [
      "An ellipse's area is π times its two semi-axes (half the longest and half the shortest width): A = π × a × b. For a = 10 m and b = 5 m, A = 50π ≈ 157.079633 m².",
      "Its perimeter cannot be written with a finite formula. Ramanujan's second approximation, π(a + b)(1 + 3h / (10 + √(4 − 3h))) with h = (a − b)² / (a + b)², gives 48.44224108 m here; the full-precision value from the arithmetic–geometric mean is 48.44224110 m, less than one part in a billion away. The calculator shows both.",
    ],
    table: { field: "b", label: "Semi-minor axis b (m), a = 10 m", values: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"] },
  },
  {
    slug: "trapezoid",
    name: "Trapezoid",
    heading: "Trapezoid Area Calculator",
    title: "Trapezoid Area Calculator — (a + b) / 2 × h, with Perimeter",
    description: "Area of a trapezoid (trapezium) = the average of the parallel sides × the height. Add the two legs for the perimeter.",
    keywords: ["trapezoid area calculator", "trapezium area", "area of a trapezoid", "trapezoid formula"],
    example: state("trapezoid", "sides-height", { a: "6", b: "4", h: "3" }),
    explanation: [
      "A trapezoid (a trapezium in British English) has two parallel sides. Its area is their average times the distance between them: A = (a + b) / 2 × h. Sides 6 m and 4 m, 3 m apart: 15 m².",
      "The slanted legs do not change the area, only the perimeter, P = a + b + c + d; a leg shorter than the height cannot exist and is refused.",
    ],
    table: { field: "h", label: "Height (m), parallel sides 6 m and 4 m", values: STEPS_1_TO_10 },
  },
  {
    slug: "parallelogram",
    name: "Parallelogram",
    heading: "Parallelogram Area Calculator",
    title: "Parallelogram Area Calculator — Base × Height or Sides and Angle",
    description: "Area of a parallelogram = base × height, or a × b × sin θ from two sides and the angle between them. Perimeter included.",
    keywords: ["parallelogram area calculator", "area of a parallelogram", "base times height"],
    example: state("parallelogram", "base-height", { b: "8", h: "3", s: "5" }),
    explanation: [
      "Slide the slanted end of a parallelogram across and it becomes a rectangle: the area is the base times the height measured square to it, A = b × h. Base 8 m, height 3 m: 24 m².",
      "From two sides and the angle between them, A = a × b × sin θ. The perimeter is P = 2 × (a + b) either way.",
    ],
    table: { field: "b", label: "Base (m), height 3 m, side 5 m", values: STEPS_1_TO_10 },
  },
  {
    slug: "rhombus",
    name: "Rhombus",
    heading: "Rhombus Area Calculator",
    title: "Rhombus Area Calculator — From the Diagonals, with Side and Perimeter",
    description: "Area of a rhombus = p × q / 2 from its diagonals. The side and the perimeter follow from Pythagoras.",
    keywords: ["rhombus area calculator", "area of a rhombus", "diamond area", "rhombus diagonals"],
    example: state("rhombus", "diagonals", { p: "6", q: "8" }),
    explanation: [
      "A rhombus's diagonals cross at right angles and cut it into four equal right triangles, so its area is half the product of the diagonals: A = p × q / 2. Diagonals 6 m and 8 m give 24 m².",
      "Each side is the hypotenuse of one of those triangles, a = √((p/2)² + (q/2)²) = 5 m here, so the perimeter is 20 m, exactly.",
    ],
    table: { field: "q", label: "Diagonal q (m), p = 6 m", values: STEPS_1_TO_10 },
  },
  {
    slug: "kite",
    name: "Kite",
    heading: "Kite Area Calculator",
    title: "Kite Area Calculator — From Diagonals or Two Sides and the Angle",
    description: "Area of a kite = p × q / 2 from the diagonals, or a × b × sin θ from two unequal sides and the angle between them, with the perimeter.",
    keywords: ["kite area calculator", "area of a kite", "kite diagonals"],
    example: state("kite", "diagonals", { p: "6", q: "4" }),
    explanation: [
      "Like a rhombus, a kite's diagonals meet at right angles, so its area is A = p × q / 2: diagonals 6 m and 4 m give 12 m².",
      "Diagonals alone fit many kites with different sides, so the perimeter needs two sides: with sides a and b and the angle θ between them, A = a × b × sin θ and P = 2 × (a + b).",
    ],
    table: { field: "q", label: "Diagonal q (m), p = 6 m", values: STEPS_1_TO_10 },
  },
  {
    slug: "sector",
    name: "Circle sector",
    heading: "Sector Area Calculator",
    title: "Sector Area Calculator — Circle Sector Area, Arc Length and Perimeter",
    description: "Area of a circle sector = θ / 360° × π × r² (or θ × r² / 2 in radians), with the arc length and the perimeter. Angles over 360° are refused.",
    keywords: ["sector area calculator", "area of a sector", "arc length calculator", "pie slice area"],
    example: state("sector", "radius-angle", { r: "2", t: "90" }),
    explanation: [
      "A sector is a slice of a circle, so its area is the circle's area times the share of the full turn: A = θ / 360° × π × r². A quarter circle of radius 2 m has an area of π ≈ 3.141593 m².",
      "In radians the π cancels: A = θ × r² / 2, exact for a rational angle. The arc is s = θ × r (radians) and the perimeter adds the two radii, P = 2r + s.",
    ],
    table: { field: "t", label: "Angle (°), radius 2 m", values: ["15", "30", "45", "60", "90", "120", "135", "180", "270", "360"] },
  },
  {
    slug: "annulus",
    name: "Annulus (ring)",
    heading: "Annulus Area Calculator",
    title: "Annulus (Ring) Area Calculator — π(R² − r²)",
    description: "Area of a ring (annulus) = π × (R² − r²): the outer circle minus the hole. For washers, pipes, round paths and garden borders.",
    keywords: ["annulus area calculator", "ring area", "area between two circles", "washer area"],
    example: state("annulus", "radii", { R: "5", r: "3" }),
    explanation: [
      "A ring is a circle with a smaller circle taken out of its middle: A = π × (R² − r²). Outer radius 5 m and inner 3 m leave 16π ≈ 50.265482 m².",
      "The inner radius must be smaller than the outer one. The perimeter counts both edges: 2π × (R + r).",
    ],
    table: { field: "R", label: "Outer radius R (m), inner 3 m", values: ["3.5", "4", "5", "6", "7", "8", "9", "10", "12", "15"] },
  },
  {
    slug: "regular-polygon",
    name: "Regular polygon",
    heading: "Regular Polygon Area Calculator",
    title: "Regular Polygon Area Calculator — Hexagon, Octagon and Any n-gon",
    description: "Area of a regular polygon with n sides of length s = n × s² / (4 × tan(180°/n)). Hexagons, octagons and any n from 3 to 1,000, with the apothem.",
    keywords: ["regular polygon area calculator", "hexagon area calculator", "octagon area", "pentagon area"],
    example: state("regular-polygon", "sides", { n: "6", s: "2" }),
    explanation: [
      "A regular polygon splits into n equal triangles meeting at the centre, each with the side as base and the apothem as height, so A = n × s² / (4 × tan(180°/n)).",
      "A hexagon with 2 m sides covers 6√3 ≈ 10.392305 m². Only the square (n = 4) gives a rational result: tan 45° = 1.",
    ],
    table: { field: "n", label: "Number of sides, side 2 m", values: ["3", "4", "5", "6", "7", "8", "9", "10", "12", "20"] },
  },
  {
    slug: "polygon",
    name: "Polygon from coordinates",
    heading: "Polygon Area Calculator from Coordinates",
    title: "Polygon Area Calculator from Coordinates — Shoelace Formula",
    description: "Paste the corners of any polygon as x, y and get its exact area by the shoelace formula, with the perimeter. Outlines that cross themselves are caught.",
    keywords: ["polygon area calculator", "shoelace formula calculator", "area from coordinates", "irregular polygon area"],
    example: state(POLYGON_ID, "", {}, { points: "0, 0\n6, 0\n6, 2\n2, 2\n2, 5\n0, 5" }),
    explanation: [
      "The shoelace formula adds the cross products of neighbouring corners: A = ½ × |Σ (xᵢ × yᵢ₊₁ − xᵢ₊₁ × yᵢ)|. The rectangle (0, 0), (4, 0), (4, 3), (0, 3) gives 12; the L-shaped room of the example gives 18.",
      "The corners must be listed in order around the shape. If the outline crosses itself (a bow tie), the formula subtracts one loop from the other and the number means nothing, so the calculator names the two edges that cross instead.",
    ],
    table: {
      field: "points",
      label: "Corners (x, y in m)",
      values: ["0, 0\n4, 0\n4, 3\n0, 3", "0, 0\n4, 0\n0, 3", "0, 0\n6, 0\n6, 2\n2, 2\n2, 5\n0, 5", "0, 0\n4, 0\n4, 3\n2, 5\n0, 3", "1, 1\n5, 2\n4, 6\n0, 4"],
    },
  },
];

export function shapePage(slug: string): ShapePage | undefined {
  return SHAPE_PAGES.find((p) => p.slug === slug);
}

export function shapePagePath(page: ShapePage): string {
  return `/area-calculator/${page.slug}`;
}

export interface ShapeTableRow {
  input: string;
  area: string;
  perimeter: string;
}

/** The page's table, in m and m², each value with "=" or "≈". */
export function shapeTable(page: ShapePage): ShapeTableRow[] {
  return page.table.values.map((value) => {
    const input = page.table.field === "points" ? value.split("\n").map((p) => `(${p})`).join(" ") : value;
    const varied = page.table.field === "points" ? { ...page.example, points: value } : { ...page.example, values: { ...page.example.values, [page.table.field]: value } };
    const e = evaluate(varied, "m2");
    if (e.status !== "ok") return { input, area: e.status === "error" ? e.error : "", perimeter: "" };
    const a = show(e.area);
    const p = e.result.perimeter ? show(e.result.perimeter.value) : null;
    return { input, area: `${relation(a.exact)} ${a.text}`, perimeter: p ? `${relation(p.exact)} ${p.text}` : "—" };
  });
}
