import type { ToolContent } from "@/tools/types";
import { MAX_POINTS } from "./logic/polygon";
import { MAX_COATS, MAX_ROOM_PARTS } from "./logic/room";
import { MAX_POLYGON_SIDES } from "./logic/shapes";

/** The Area Calculator page's words (tools/types.ts ToolContent), rendered by the shared tool page. */
export const content: ToolContent = {
  seo: {
    title: "Area Calculator — Rectangle, Triangle, Circle and 10 More Shapes, with Working",
    description:
      "Find the area and perimeter of any common shape, see the formula with your numbers, mix feet, inches and meters, and estimate tiles and paint for a whole room.",
    keywords: ["area calculator", "area of a shape", "square footage calculator", "triangle area calculator", "circle area calculator", "room area calculator"],
    ogHeading: "Area Calculator",
  },
  intro:
    "Pick a shape, type its measurements in any units (10 ft 6 in and 3.2 m can sit side by side) and get the area, the perimeter, the formula with your numbers and a drawing. Exact results say =, rounded ones say ≈.",
  featureList: [
    "13 shapes: rectangle, square, triangle (base and height, three sides, SAS), circle, ellipse, trapezoid, parallelogram, rhombus, kite, sector, annulus, regular polygon, polygon from coordinates",
    "Area, perimeter and the working with your numbers substituted",
    "Mixed units such as 10 ft 6 in × 3.2 m, converted exactly",
    "Exact results marked =, irrational ones marked ≈",
    "A diagram drawn to your proportions",
    "Room mode: add shapes, cut out others, then tiles with waste and paint by coats",
  ],
  howTo: {
    title: "How to use the Area Calculator",
    items: [
      { title: "Choose the shape", body: "Pick it from the list; triangles, circles, parallelograms and kites let you choose what you measured (three sides, the diameter, an angle…)." },
      { title: "Type the measurements", body: "A plain number takes the unit chosen under “Plain numbers in”; a number with its unit (3.2 m, 10 ft 6 in, 5′3″) is read as written." },
      { title: "Choose the area unit", body: "Square meters, square feet, acres, hectares and six more. The result updates as you type, with the working underneath." },
      { title: "For a room, switch to Room", body: "Add the floor's shapes, set cut-outs to “Cut out”, then enter the tile size, waste and paint coverage." },
    ],
  },
  useCases: {
    title: "What people use the Area Calculator for",
    items: [
      { title: "Flooring and tiling", body: "Measure an L-shaped kitchen as two rectangles, cut out the island, and buy the right number of boxes of tiles." },
      { title: "Painting", body: "Add the walls, take away the windows and doors, and know how many litres two coats take." },
      { title: "Gardens and land", body: "A round lawn, a curved bed or a plot given by its corner coordinates, in square meters, square feet or acres." },
      { title: "Homework", body: "Check an answer and see each step: Heron's formula with the numbers in, or why 1, 2 and 5 cannot make a triangle." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "Rectangle 4 m × 7 m", text: "A = 4 m × 7 m = 28 m², and P = 2 × (4 + 7) = 22 m, both exact." },
      { term: "Circle, radius 5 m", text: "A = π × 5² = 25π ≈ 78.539816 m². π has no last digit, so the result says ≈." },
      { term: "Triangle 3-4-5", text: "s = 6, A = √(6 × 3 × 2 × 1) = √36 = 6 m² exactly, by Heron's formula." },
      { term: "Trapezoid 6 and 4, height 3", text: "A = (6 + 4) / 2 × 3 = 15 m²." },
      { term: "Mixed units", text: "10 ft 6 in × 3.2 m: 10 ft 6 in is exactly 3.2004 m, so A = 10.24128 m², exactly." },
      { term: "Corners (0,0), (4,0), (4,3), (0,3)", text: "The shoelace formula gives ½ × |0 + 12 + 12 + 0| = 12." },
    ],
  },
  faq: [
    {
      question: "Why do some results say ≈ and others =?",
      answer:
        "= means the digits shown are the exact area: lengths typed as decimals multiply and add without any loss, so a 4 × 7 rectangle is exactly 28. ≈ means the true value has more digits than shown: anything with π (circles, ellipses, sectors), a square root that does not come out whole, or the sine of most angles is irrational, so no decimal is exact. We compute those to about 45 digits and round only for display.",
    },
    {
      question: "Can I mix feet, inches and meters?",
      answer:
        "Yes. Type the unit with the number in any field: 10 ft 6 in, 5′3″, 3.2 m, 250 cm. Each length is converted exactly with the legal definitions (1 in = 2.54 cm, 1 ft = 0.3048 m) before the shape is worked out, so 10 ft 6 in × 3.2 m is 10.24128 m², not an approximation of it.",
    },
    {
      question: "How is the perimeter of an ellipse calculated?",
      answer:
        "No finite formula gives it. The calculator shows Ramanujan's second approximation, π(a + b)(1 + 3h / (10 + √(4 − 3h))) with h = (a − b)² / (a + b)², which is what most calculators use, and next to it the full-precision value computed with the arithmetic–geometric mean, so you can see how close the approximation is.",
    },
    {
      question: "Why does it refuse my triangle?",
      answer:
        "Three lengths make a triangle only if the two shorter ones add up to more than the longest. 1, 2 and 5 cannot close; 1, 2 and 3 lie flat with no area at all. Rather than return a meaningless number, the calculator tells you which rule fails.",
    },
    {
      question: "What does “the outline crosses itself” mean for a polygon?",
      answer: `The corners must be listed in order around the shape. If the edges cross, like a bow tie, the shoelace formula subtracts one part from the other and the number is not the area, so the calculator names the two edges that cross. You can enter up to ${MAX_POINTS} corners.`,
    },
    {
      question: "How does the room mode count tiles and paint?",
      answer: `It adds the shapes marked Add and takes away those marked Cut out (up to ${MAX_ROOM_PARTS} shapes). Tiles: the area plus your waste percentage, divided by the area of one tile, rounded up to a whole tile and, if you give a box size, to whole boxes. Grout lines are not subtracted, so the count errs on the side of enough. Paint: area × coats (1 to ${MAX_COATS}) ÷ the coverage printed on the tin, in m² per litre or ft² per US gallon.`,
    },
    {
      question: "Which regular polygons can I calculate?",
      answer: `Any from 3 to ${MAX_POLYGON_SIDES.toLocaleString("en-US")} equal sides: triangles, squares, pentagons, hexagons, octagons and so on. Give the number of sides and the length of one side; the apothem (centre to the middle of a side) is shown too.`,
    },
    {
      question: "Is anything I type sent to your server?",
      answer: "No. The calculator runs entirely in your browser; your measurements are never sent, stored or logged. It is free, with no account and no daily limit.",
    },
  ],
};
