import { FREE_DAILY_LIMITS, plans } from "@/lib/domain/plans";
import { planNameFor as planNameForFeature } from "@/tools/area-converter/plans/area-features";
import type { ToolContent } from "@/tools/types";

/** The area converter page's words (tools/types.ts ToolContent); PREMIUM_FEATURES feeds its own section (sections/page-sections.tsx). */

const HOW_TO_STEPS = [
  { title: "Choose the unit you have", body: "Pick the unit of your measurement in the From list: square feet, acres, hectares or any of the 14 units." },
  { title: "Enter the value", body: "Type the area you want to convert. Decimals and scientific notation such as 2.5 or 1e-6 work too." },
  { title: "Choose the unit you want", body: "Pick the target unit in the To list. Swap Units flips the direction, value and result included." },
  { title: "Convert and copy", body: "Press Convert to get the exact result, rounded to 6 decimals for display, then copy it with one click." },
];

const USE_CASES = [
  { title: "Real estate", body: "Compare listings in square feet and square meters, or work out a plot's size in acres and hectares." },
  { title: "Farming and land", body: "Convert field sizes between acres, hectares, square chains and square rods used in old deeds and surveys." },
  { title: "Building and flooring", body: "Turn room sizes into square yards or square meters when ordering carpet, tiles, paint or insulation." },
  { title: "School and science", body: "Check homework and lab results with exact factors instead of rounded ones from a textbook table." },
];

const FAQ = [
  {
    question: "How do I convert square feet to square meters?",
    answer:
      "Multiply the number of square feet by 0.09290304, the exact size of one square foot in square meters (0.3048 m × 0.3048 m). For example, 500 ft² × 0.09290304 = 46.45152 m². To go the other way, divide by 0.09290304.",
  },
  {
    question: "How many square feet are in an acre?",
    answer:
      "Exactly 43,560 square feet. An acre is also exactly 4,046.8564224 square meters, and 640 acres make exactly one square mile.",
  },
  {
    question: "What is the difference between a hectare and an acre?",
    answer:
      "A hectare is a metric unit of 10,000 square meters (100 m × 100 m); an acre is an imperial unit of 43,560 square feet. One hectare is about 2.471054 acres and one acre is about 0.404686 hectares.",
  },
  {
    question: "How accurate are the results?",
    answer:
      "Every unit uses its exact legal definition and the arithmetic is done with exact fractions, so nothing is lost on the way: 1 acre converts to exactly 43,560 ft². Results are shown with up to 6 decimals; very small or very large results switch to significant digits or scientific notation instead of showing a misleading 0.",
  },
  {
    question: "Which foot do you use: international or US survey?",
    answer:
      "The international foot of exactly 0.3048 m, which the United States adopted for all purposes when it retired the US survey foot at the end of 2022. The two differ by about 2 parts per million, which only matters for very large land surveys.",
  },
  {
    question: "Which area units can I convert?",
    answer:
      "Fourteen units: square meters, square kilometers, square centimeters, square millimeters, hectares and ares (metric); square feet, square yards, square inches, square miles and acres (imperial); square rods, square chains and square furlongs. Basic and Premium members can add their own units, such as a bigha or a tsubo.",
  },
  {
    question: "Is the area converter free?",
    answer: `Yes. You can make ${FREE_DAILY_LIMITS.area} conversions a day for free, without an account; the count resets at 00:00 UTC. Paid plans from ${plans.basic.priceLabel}/month remove the limit.`,
  },
  {
    question: "What do the paid plans add?",
    answer: `${planNameForFeature("history")} (${plans.basic.priceLabel}/month) keeps your last 100 conversions and lets you define custom units with their size in square meters. ${planNameForFeature("bulk")} (${plans.premium.priceLabel}/month) adds bulk conversion of up to 1,000 values from a list or a CSV file into one unit or all units at once, with CSV download, and API access.`,
  },
];

export const PREMIUM_FEATURES: readonly { title: string; text: string; plan: string }[] = [
  { title: "Bulk conversions", text: "Paste a list or load a CSV and convert up to 1,000 values at once.", plan: planNameForFeature("bulk") },
  { title: "Custom unit definitions", text: "Add local units like a bigha, a tsubo or a plot with their size in m².", plan: planNameForFeature("customUnits") },
  { title: "Conversion history", text: "Your last 100 conversions, on every device you sign in on.", plan: planNameForFeature("history") },
  { title: "API access", text: "Convert from your own code with a personal API key.", plan: planNameForFeature("api") },
  { title: "Advanced calculations", text: "Convert every value to all units in one go and download the table as CSV.", plan: planNameForFeature("bulk") },
];

export const content: ToolContent = {
  seo: {
    title: "Area Converter — Square Feet, Acres, Hectares, m² and More",
    description:
      "Convert between 14 area units with exact factors: square meters, square feet, acres, hectares, square miles and more. Free, instant and precise.",
    keywords: ["area converter", "square feet to square meters", "acres to hectares", "area unit conversion"],
    ogHeading: "Area Converter",
  },
  intro: "Convert between square meters, square feet, acres, hectares and 10 more units. Exact definitions, exact arithmetic, instant results.",
  featureList: [
    "14 area units with exact definitions",
    "Exact arithmetic, results to 6 decimals",
    "Swap units and copy results",
    "Conversion history and custom units (paid plans)",
    "Bulk conversion with CSV import and export (Premium)",
  ],
  howTo: { title: "How to convert area units", items: HOW_TO_STEPS },
  useCases: { title: "Who uses an area converter", items: USE_CASES },
  faq: FAQ,
};
