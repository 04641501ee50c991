import { UNITS } from "@/lib/engines/units/units";
import { TEMPERATURE_CHANGE_UNITS } from "@/lib/engines/units/calculator-units";
import type { ToolContent } from "@/tools/types";
import { MAX_EXPONENT } from "./logic/evaluate";
import { WORKED_EXAMPLES } from "./logic/examples";
import { MAX_HISTORY } from "./logic/history";
import { MAX_INPUT_LENGTH } from "./logic/parse";

/** The Unit Calculator page's words (tools/types.ts ToolContent). Numbers come from the code that enforces them. */

const UNIT_COUNT = UNITS.length + TEMPERATURE_CHANGE_UNITS.length;

export const content: ToolContent = {
  seo: {
    title: "Unit Calculator — Add, Multiply and Convert Feet, Meters, mph, mpg and More",
    description:
      "Calculate with units: 5 ft 3 in + 20 cm to m, 60 mph × 2.5 h to km, mpg to L/100 km. Exact factors, dimension checks, the parsed expression shown. Free, in your browser.",
    keywords: ["unit calculator", "calculator with units", "feet and inches calculator", "mpg to l/100km", "dimensional analysis calculator"],
    ogHeading: "Unit Calculator",
  },
  intro:
    "Type a calculation with units, like 5 ft 3 in + 20 cm to m, and get the exact answer as you type. Units are checked at every step, so a length never gets added to a weight by mistake. Nothing you type leaves your browser.",
  featureList: [
    `Arithmetic with ${UNIT_COUNT} units: + − × ÷ ^ and parentheses`,
    "Conversions with to, in, as or →, including feet and inches or stone and pounds",
    "Dimension checks with a clear message when units don't fit",
    "Exact results from legal unit definitions, marked = when exact and ≈ when rounded",
    "Fuel economy both ways: mpg ↔ L/100 km",
    "The parsed expression shown, so you see how it was grouped",
    "History of your calculations, kept in your browser",
  ],
  features: {
    title: "Why this unit calculator",
    items: [
      { title: "Exact, not approximately right", body: "1 acre is exactly 4046.8564224 m² and a US tablespoon exactly 14.78676478125 mL. Every factor comes from the unit's legal definition and the arithmetic uses exact fractions, so = means equal." },
      { title: "Feet and inches as you write them", body: "5 ft 3 in, 5′3″ and 11 st 6 lb are read as one value, not multiplied into an area. Ask for ft in or st lb after 'to' and the answer comes back the same way." },
      { title: "Errors that tell you why", body: "Adding 5 ft to 2 kg says you can't add a length (ft) and a mass (kg). A typo such as fts suggests ft. Temperatures refuse what makes no sense, like 20 °C + 5 °C." },
      { title: "You see how it was read", body: "3 kg / 2 L is shown as (3 kg) ÷ (2 L), so the grouping is never a guess. A number written next to its unit binds tighter than × and ÷." },
    ],
  },
  howTo: {
    title: "How to use the Unit Calculator",
    items: [
      { title: "Type a calculation", body: "Write numbers with their units and the operators + − × ÷ ^, such as 60 mph * 2.5 h. Names, symbols and plurals all work: feet, foot, ft and ′ are the same." },
      { title: "Ask for a unit (optional)", body: "End with to, in, as or → and a unit: to km, in ml, → ft in. Without one, the answer comes in the units of your line, with other common units below it." },
      { title: "Read the result", body: "The result appears as you type, with = when it is exact and ≈ when it is rounded, the expression as it was read and what it measures (speed × time = length)." },
      { title: "Keep it", body: `Press Enter or Calculate to keep the line in your history (the last ${MAX_HISTORY}, in this browser). Click a history line to bring it back.` },
    ],
  },
  useCases: {
    title: "What people use the Unit Calculator for",
    items: [
      { title: "DIY and building", body: "Add lengths in mixed units (8 ft 6 in + 40 cm), work out floor areas and volumes, and convert the total to what the shop sells in." },
      { title: "Driving and travel", body: "Turn a speed and a time into a distance, or compare a US car's mpg with a European one's L/100 km." },
      { title: "Cooking", body: "Scale recipes across cups, tablespoons, millilitres and grams, with the exact US cup rather than a rounded one." },
      { title: "Homework and physics", body: "Check dimensions as you go: mass × acceleration is a force, energy ÷ time is a power, and the calculator says so." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: WORKED_EXAMPLES.map((e) => ({ term: `${e.line} ${e.result}`, text: e.why })),
  },
  faq: [
    {
      question: "How does the calculator read 5 ft 3 in?",
      answer:
        "As one length of 5 feet plus 3 inches, the way people write heights, not as 5 ft × 3 in. Whenever values with units follow each other without an operator and each starts with a number, they are added, and they must all measure the same thing (5 ft 3 kg is an error). 5′3″ and 5 feet 3 inches work too.",
    },
    {
      question: "In what order are operations done?",
      answer:
        "Powers first (2^3^2 is 2^9, and −2^2 is −4), then a number written next to its unit, then × and ÷ from left to right, then + and −. Because a number and its unit stick together, 3 kg / 2 L is (3 kg) ÷ (2 L) and 5 L/100 km is 5 L ÷ 100 km. A fraction written without spaces is one number, so 1/2 in is half an inch and 3 1/2 in is 3.5 in; with spaces, 1 / 2 in divides 1 by 2 inches. The line under the result shows the expression with its parentheses, so you can check how it was read.",
    },
    {
      question: "When is a result exact, and when is it rounded?",
      answer:
        "= means the number shown is the exact value: 5 ft 3 in + 20 cm is exactly 1.8002 m, because the foot is defined as exactly 0.3048 m. ≈ means the exact value has more digits than are shown, as with 100 km/h ≈ 62.1371192237334 mph (the exact value is a fraction that never ends); the main result then keeps 15 significant digits.",
    },
    {
      question: "How do I convert mpg to L/100 km?",
      answer:
        "Type 30 mpg to L/100 km. Miles per gallon is distance per fuel and L/100 km is fuel per distance, so one is the reciprocal of the other: the calculator inverts the value (30 mpg ≈ 7.84 L/100 km) and says so. mpg is the US gallon; write mpg (imp) for the imperial gallon.",
    },
    {
      question: "Why can't I add 20 °C and 5 °C?",
      answer:
        "Because a Celsius or Fahrenheit temperature is a point on a scale that doesn't start at zero, so adding two of them has no single meaning. Add a change of temperature instead: 20 °C + 5 Δ°C = 25 °C. Subtracting two temperatures gives a change (30 °C − 10 °C = 20 Δ°C, which is 36 Δ°F). Multiplying °C or °F is refused too; convert to K first. Values below absolute zero are refused.",
    },
    {
      question: "Which gallon, cup, ton and foot do you use?",
      answer:
        "gal, cup, tbsp, tsp and fl oz are the US customary measures (from 1 gallon = 231 cubic inches); write gal (imp), pt (imp) or fl oz (imp) for the imperial ones. ton is the US short ton of 2000 lb, t the metric tonne. ft is the international foot of exactly 0.3048 m. The full list with every definition is below the calculator.",
    },
    {
      question: "Are there limits?",
      answer: `A line can have up to ${MAX_INPUT_LENGTH} characters, powers must be whole numbers from −${MAX_EXPONENT} to ${MAX_EXPONENT}, and results too large to compute exactly are refused with a message rather than frozen on. Everything else is exact.`,
    },
    {
      question: "Is my input sent anywhere?",
      answer:
        "No. The calculator runs entirely in your browser: what you type is never sent to our servers or stored anywhere but in your own browser's history, which you can clear with one click. It is free and needs no account.",
    },
  ],
};
