import { MAX_FACTORIAL } from "@/lib/engines/math/evaluate";
import type { ToolContent } from "@/tools/types";

/**
 * The Scientific Calculator page's words (tools/types.ts ToolContent). The worked examples are test vectors:
 * content.test.ts runs each one through the calculator (in the angle unit given) and checks the answer printed here.
 */

export const OPTIONS = { digits: 15 } as const;

export const EXAMPLES: readonly { input: string; angle: "deg" | "rad" | "grad"; answer: string; note: string }[] = [
  { input: "sin(30)", angle: "deg", answer: "= 0.5", note: "Exactly one half, not 0.49999999999999994." },
  { input: "cos(90)", angle: "deg", answer: "= 0", note: "Quarter turns come from a table, so there is no 6.1E−17 left over." },
  { input: "tan(90)", angle: "deg", answer: "undefined", note: "The tangent of a right angle does not exist, and the calculator says so instead of printing a huge number." },
  { input: "∛(−8)", angle: "deg", answer: "= −2", note: "The real cube root of a negative number; (−8)^(1/3) gives −2 as well." },
  { input: "5!", angle: "deg", answer: "= 120", note: "5 × 4 × 3 × 2 × 1." },
  { input: "nCr(5, 2)", angle: "deg", answer: "= 10", note: "The number of ways to choose 2 things from 5 when order does not matter; nPr(5, 2) = 20 when it does." },
  { input: "ln(e)", angle: "deg", answer: "= 1", note: "The natural logarithm; log(1000) = 3 is base 10 and log(8, 2) = 3 is base 2." },
  { input: "171!", angle: "deg", answer: "≈ 1.24101807021767E309", note: "Far beyond the largest number a computer's floating point can hold, which gives Infinity here." },
  { input: "−2^2", angle: "deg", answer: "= −4", note: "The power comes first, then the minus sign: read as −(2^2)." },
  { input: "2π", angle: "deg", answer: "≈ 6.28318530717959", note: "A number next to π is multiplied by it: read as 2 × π." },
  { input: "sin(π/6)", angle: "rad", answer: "= 0.5", note: "In RAD mode angles are in radians: π/6 is 30°." },
];

const FAQ = [
  {
    question: "Why is cos 90° exactly 0 here when other calculators show 6.123E−17?",
    answer:
      "Those calculators turn 90° into radians with a rounded π, and the rounding error comes out the other end. Here, angles in degrees and grads are reduced exactly, right angles and straight angles come from a table, and every result is worked out to 50 digits and kept to 40, which removes the noise of the last digits. So cos 90° = 0, sin 30° = 0.5 and tan 45° = 1, exactly.",
  },
  {
    question: "What does \"undefined\" mean?",
    answer:
      "The result does not exist as a number: tan 90° (the angle points straight up, where the cosine is 0) or 0 ÷ 0. The calculator says why in words instead of showing a huge number, an error code or NaN.",
  },
  {
    question: "How is 2π or 2(3) read? And −2²?",
    answer:
      "A number, constant, bracket or function written right next to another is multiplied: 2π = 2 × π, 2(3) = 6, 3 sin(30) = 1.5. Two plain numbers are not: 2 3 is refused rather than guessed, since a space does not group digits either. Implicit multiplication has the same rank as × and ÷ and goes left to right, so 6 ÷ 2(1 + 2) = 9. Powers come before a leading minus sign, so −2² = −4 and (−2)² = 4. Powers stack from the right: 2^3^2 = 2^9 = 512. The line under the expression always shows how your input was read.",
  },
  {
    question: "Can it take the cube root of a negative number?",
    answer:
      "Yes, and it gives the real root: ∛(−8) = −2, root(−32, 5) = −2 and (−8)^(1/3) = −2. An even root of a negative number, such as √(−4), has no real value, and the calculator says so.",
  },
  {
    question: "Which functions are there, and how do I write them?",
    answer:
      "sin, cos, tan and their inverses (INV: asin, acos, atan) and hyperbolic versions (HYP: sinh, cosh, tanh, asinh, acosh, atanh); ln, log (base 10), log(x, base), exp; √, ∛ and root(x, n); x², x^y, x!, nPr(n, r), nCr(n, r), abs; the constants π and e, and Ans for the last result. A function without brackets takes the number after it: sin 30 = sin(30).",
  },
  {
    question: "What are DEG, RAD and GRAD?",
    answer:
      "The unit of angles for sin, cos and tan and of the results of their inverses: degrees (a full turn is 360), radians (2π) or grads (400). asin(0.5) is 30 in DEG, 0.523598775598299 in RAD and 33.3333333333333 in GRAD.",
  },
  {
    question: "What do the error messages mean?",
    answer:
      "Each says what is wrong in words, with the position when it is about your typing: \"Missing ')' at position 7\", \"asin needs −1 ≤ x ≤ 1\", \"x! needs a whole number ≥ 0\", \"ln needs x > 0\". Results must stay below 10^10000; factorials go up to " +
      `${MAX_FACTORIAL}!, which already has 9,131 digits.`,
  },
  {
    question: "How do I enter 1.5 × 10³ (EE)?",
    answer:
      "Press EE or type E or e right after the number, then the power: 1.5E3 = 1500, 6.02e23 and 2e−4 = 0.0002, as in every programming language and spreadsheet. An e with no digits after it is Euler's number, 2.718…, so 2e means 2 × e. The “Read as” line says which reading was used.",
  },
  {
    question: "Can it show a fraction?",
    answer:
      "When the result is a fraction with a denominator up to a million, Show fraction turns it into one: 1/3 + 1/6 gives 1/2 and 0.125 gives 1/8. Irrational results such as π or √2 stay decimal.",
  },
  {
    question: "Is what I type sent anywhere?",
    answer:
      "No. Everything is worked out in your browser: nothing you type leaves your device, and the history tape is kept in this browser's storage only, until you clear it.",
  },
];

export const content: ToolContent = {
  seo: {
    title: "Scientific Calculator — Online, Exact, with DEG/RAD/GRAD and History",
    description:
      "A free online scientific calculator with honest results: sin 30° = 0.5, cos 90° = 0, tan 90° undefined, the cube root of −8 is −2. Trig and hyperbolic functions, logs, roots, factorials, nPr and nCr, memory and history.",
    keywords: ["scientific calculator", "online scientific calculator", "trigonometry", "logarithm", "factorial", "nCr", "calculator"],
    ogHeading: "Scientific Calculator",
  },
  intro:
    "Trigonometry in degrees, radians or grads, logs, powers and roots, factorials and combinations, worked out to 40 digits. Honest answers: exact zeros, \"undefined\" where there is no number, and the real cube root of a negative.",
  featureList: [
    "DEG, RAD and GRAD angle units",
    "Trigonometric, inverse and hyperbolic functions",
    "ln, log and logarithms to any base",
    "Powers, square, cube and nth roots (real roots of negatives)",
    "Factorials up to 3000!, nPr and nCr",
    "π, e, EE notation, Ans and memory",
    "The parsed expression shown, so precedence is visible",
    "Fraction or decimal results; history tape you can click",
    "Runs in your browser: nothing you type is sent",
  ],
  howTo: {
    title: "How to use the scientific calculator",
    items: [
      { title: "Pick the angle unit", body: "DEG, RAD or GRAD sets how sin, cos and tan read angles and how their inverses answer." },
      { title: "Enter the expression", body: "Tap the keys or type, e.g. 2 sin(30) + 5! or log(8, 2). A function key right after a number applies to it, as x² does: 8 then ∛ gives ∛(8). INV and HYP switch the trig keys to inverse and hyperbolic functions." },
      { title: "Check how it is read", body: "The line under the expression writes your input out with its brackets and × signs, so you can see what is done first." },
      { title: "Press = and reuse", body: "The result is marked = when the 15 digits shown are the whole answer (to the 40 digits kept) and ≈ when it was rounded. Ans, the memory keys and the history tape carry it into the next calculation." },
    ],
  },
  useCases: {
    title: "What people use the scientific calculator for",
    items: [
      { title: "Maths and physics homework", body: "Trig in degrees or radians, logs and powers, with the working shown as it is read, so you can check each step." },
      { title: "Statistics and probability", body: "Factorials, combinations and permutations: there are nCr(52, 5) = 2,598,960 poker hands, so the chance of being dealt one given hand is 1 in 2,598,960." },
      { title: "Engineering estimates", body: "Angles, roots and exponentials with E notation, and results you can trust to the last shown digit." },
      { title: "Checking other tools", body: "When a spreadsheet or program prints 0.30000000000000004 or 6.1E−17, see what the exact answer is." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: EXAMPLES.map((example) => ({
      term: `${example.input}${example.angle === "deg" ? "" : ` (${example.angle.toUpperCase()})`} ${example.answer}`,
      text: example.note,
    })),
  },
  faq: FAQ,
};
