import type { ToolContent } from "@/tools/types";

/** The weight converter page's words (tools/types.ts ToolContent). Numbers in examples are the unit tests' vectors. */
export const content: ToolContent = {
  seo: {
    title: "Weight Converter — kg to lbs, Stone, Ounces, Grams, Exactly",
    description:
      "Convert kilograms, pounds, stone and pounds, ounces, grams, tonnes, US and long tons, troy ounces, grains and carats as you type. Exact factors, the formula with your numbers, and every unit at once.",
    keywords: ["weight converter", "kg to lbs", "lbs to kg", "stone to kg", "grams to ounces", "troy ounces to grams", "mass converter"],
  },
  intro:
    "Type a weight — 68, 11 st 6 lb or 2 lb 3 oz — and see it in every unit at once. The pound is exactly 0.45359237 kg, and the result says = when it is exact and ≈ when it is rounded.",
  featureList: [
    "18 weight units: metric, avoirdupois, troy, stone, US and long tons, grains and carats",
    "Converts as you type with exact fractions: 11 st 6 lb = 72.5747792 kg exactly",
    "Stone and pounds, pounds and ounces, in and out",
    "Clear labels: tonne (1,000 kg), US ton (2,000 lb), long ton (2,240 lb)",
    "= for exact results and ≈ for rounded ones; precision control; swap and copy",
  ],
  howTo: {
    title: "How to convert weights",
    items: [
      { title: "Type the weight", body: "Enter a number in the From unit, or write the units yourself: 11 st 6 lb, 2 lb 3 oz, 1,250 g and 1/4 lb all work." },
      { title: "Pick the units", body: "Choose the From and To units; Swap units flips the direction. Drams, hundredweights, troy pounds and pennyweights are under More units." },
      { title: "Read and copy the result", body: "The result updates as you type, with stone and pounds or pounds and ounces where they fit. Copy it, or read the weight in every unit in the table." },
    ],
  },
  useCases: {
    title: "What people use the weight converter for",
    items: [
      { title: "Body weight", body: "Between kilograms, pounds and the stone and pounds used in the UK and Ireland: 68 kg ≈ 10 st 9.9 lb ≈ 149.9 lb." },
      { title: "Cooking and baking", body: "Recipes in grams to ounces and back: 100 g ≈ 3.527396 oz, 1 oz = 28.349523125 g exactly." },
      { title: "Gold, silver and gems", body: "Troy ounces for precious metals (31.1034768 g) and metric carats for gems (exactly 200 mg)." },
      { title: "Freight and shipping", body: "Tonnes, US tons and long tons are three different weights: 1 US ton = 907.18474 kg, 1 long ton = 1,016.0469088 kg." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "11 st 6 lb to kilograms", text: "11 × 14 + 6 = 160 lb, and 160 × 0.45359237 = 72.5747792 kg — exact, because the pound is defined in kilograms." },
      { term: "1 kilogram to pounds", text: "1 kg ÷ 0.45359237 ≈ 2.20462262184878 lb: not a terminating decimal, so it is marked ≈." },
      { term: "1 troy ounce to grams", text: "480 grains × 64.79891 mg = 31.1034768 g exactly — about 9.7 % heavier than a kitchen ounce." },
    ],
  },
  faq: [
    {
      question: "How many kilograms is a pound?",
      answer: "Exactly 0.45359237 kg, by the international agreement of 1959. So 1 kg ≈ 2.204623 lb, and 1 oz (1/16 lb) = 28.349523125 g.",
    },
    {
      question: "How much is a stone?",
      answer: "14 pounds, which is exactly 6.35029318 kg. Type 11 st 6 lb or choose Stone to get results in stone and pounds.",
    },
    {
      question: "What is the difference between a ton, a tonne and a long ton?",
      answer:
        "A tonne (metric ton) is 1,000 kg. A US (short) ton is 2,000 lb = 907.18474 kg. A long (UK) ton is 2,240 lb = 1,016.0469088 kg. The converter labels all three so they are never mixed up.",
    },
    {
      question: "Is a troy ounce the same as an ounce?",
      answer:
        "No. Gold and silver are priced in troy ounces of 31.1034768 g; everyday ounces (avoirdupois) are 28.349523125 g. A troy pound has 12 troy ounces, not 16.",
    },
    {
      question: "What do = and ≈ mean?",
      answer:
        "= means the number shown is the whole, exact value (1 lb = 0.45359237 kg). ≈ means it was rounded because the exact value has more digits (1 kg ≈ 2.204623 lb); choose more significant digits under Precision to see more.",
    },
    {
      question: "Is weight the same as mass here?",
      answer: "Yes: like scales and recipes, the converter uses weight in its everyday meaning, the mass in kilograms or pounds. It does not convert forces such as newtons.",
    },
    {
      question: "Is anything I type sent anywhere?",
      answer: "No. The converter runs entirely in your browser: nothing you type leaves the page.",
    },
  ],
};
