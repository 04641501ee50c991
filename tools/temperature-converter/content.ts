import type { ToolContent } from "@/tools/types";

/** The temperature converter page's words (tools/types.ts ToolContent). Numbers in examples are the unit tests' vectors. */
export const content: ToolContent = {
  seo: {
    title: "Temperature Converter — Celsius, Fahrenheit, Kelvin, Rankine, Exactly",
    description:
      "Convert °C, °F, K and °R as you type, plus Delisle, Newton, Réaumur and Rømer. Exact results (98.6 °F = 37 °C), the formula with your numbers, an absolute-zero check and a mode for temperature differences.",
    keywords: ["temperature converter", "celsius to fahrenheit", "fahrenheit to celsius", "celsius to kelvin", "kelvin to fahrenheit", "temperature difference"],
  },
  intro:
    "Type a temperature and see it on every scale at once, exactly: 98.6 °F is 37 °C, not 36.99999. Switch to difference mode for a change in temperature, where 10 °C is 18 °F.",
  featureList: [
    "°C, °F, K and °R, plus the historical Delisle, Newton, Réaumur and Rømer scales",
    "Exact fractions: −40 °C = −40 °F exactly, 0 °C = 273.15 K = 491.67 °R",
    "Difference mode: a change of 10 °C is a change of 18 °F, not 50 °F",
    "Refuses readings below absolute zero, with the limit on your scale",
    "The formula with your numbers, common temperatures, swap and copy",
  ],
  howTo: {
    title: "How to convert temperatures",
    items: [
      { title: "Say what the number is", body: "A temperature (a reading on a thermometer) or a difference (how much it rose or fell). The two convert differently." },
      { title: "Type the value and pick the scales", body: "Enter a number, such as 21.5 or −40, or write the scale yourself: 98.6 °F. Swap units flips the direction." },
      { title: "Read the result and the formula", body: "The result updates as you type, with the formula filled in with your numbers, and the same temperature on every scale below." },
    ],
  },
  useCases: {
    title: "What people use the temperature converter for",
    items: [
      { title: "Cooking and baking", body: "Oven settings between recipes: 180 °C = 356 °F and 220 °C = 428 °F." },
      { title: "Weather and travel", body: "Forecasts in °F or °C: 20 °C is 68 °F, and −40 is the same on both scales." },
      { title: "Health", body: "Body temperature: 37 °C = 98.6 °F exactly; a fever of 38.5 °C is 101.3 °F." },
      { title: "Science and engineering", body: "Kelvin and Rankine for gas laws and thermodynamics, and temperature changes in difference mode." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "98.6 °F to Celsius", text: "(98.6 − 32) ÷ 1.8 = 66.6 ÷ 1.8 = 37 °C exactly." },
      { term: "0 °C on every scale", text: "0 °C = 32 °F = 273.15 K = 491.67 °R, all exact." },
      { term: "A change of 10 °C", text: "In difference mode only the size of a degree matters: 10 × 1.8 = 18 °F (a reading of 10 °C is 50 °F)." },
    ],
  },
  faq: [
    {
      question: "How do I convert Celsius to Fahrenheit?",
      answer: "Multiply by 1.8 (that is 9/5) and add 32: 37 °C × 1.8 + 32 = 98.6 °F. Back again: subtract 32 and divide by 1.8.",
    },
    {
      question: "What is absolute zero?",
      answer:
        "The lowest possible temperature: 0 K = −273.15 °C = −459.67 °F = 0 °R. Nothing can be colder, so the converter refuses lower readings, for example “−300 °C is below absolute zero (−273.15 °C).”",
    },
    {
      question: "Why does a change of 10 °C equal 18 °F and not 50 °F?",
      answer:
        "A reading of 10 °C is 50 °F because the Fahrenheit scale starts 32 degrees lower. A change of 10 °C only involves the size of a degree, and a Celsius degree is 1.8 Fahrenheit degrees. Choose “A difference” to convert changes.",
    },
    {
      question: "Is it “degrees Kelvin”?",
      answer: "No: kelvin is written without “degrees” or the ° sign (300 K). Rankine, its Fahrenheit counterpart, keeps the degree: 540 °R.",
    },
    {
      question: "Are the results exact?",
      answer:
        "Yes. The converter works with exact fractions (5/9 and 273.15 are used as they are defined), so −40 °C is exactly −40 °F and 98.6 °F is exactly 37 °C. When an exact result has more digits than shown, it is marked ≈.",
    },
    {
      question: "Is anything I type sent anywhere?",
      answer: "No. The converter runs entirely in your browser: nothing you type leaves the page.",
    },
  ],
};
