import type { ToolContent } from "@/tools/types";

/** The volume converter page's words (tools/types.ts ToolContent). Numbers in examples are the unit tests' vectors. */
export const content: ToolContent = {
  seo: {
    title: "Volume Converter — Liters to Gallons, Cups to mL, mL to oz, US and UK, Exactly",
    description:
      "Convert liters, milliliters, cubic meters, US gallons, quarts, pints, cups, fluid ounces, tablespoons and teaspoons, and imperial gallons, pints and fluid ounces as you type. US and UK units named apart, exact factors, the formula with your numbers.",
    keywords: ["volume converter", "liters to gallons", "cups to ml", "ml to oz", "gallons to liters", "imperial gallons to liters", "tablespoons to ml"],
  },
  intro:
    "Type a volume — 2.5, 1 gal 2 qt or 8 oz — and see it in every unit at once. US and imperial (UK) gallons, pints and fluid ounces are different sizes, so each has its own name here, and every factor is the legal definition.",
  featureList: [
    "25 volume units: metric, US customary and imperial, with their legal definitions",
    "US and UK units named apart: a US gallon is 3.785411784 L, an imperial gallon 4.54609 L",
    "Kitchen units: cups, tablespoons and teaspoons, with cups, spoons and the remainder shown together",
    "= for exact results and ≈ for rounded ones; precision control",
    "The formula with your numbers, swap, copy, and every unit in one table",
  ],
  howTo: {
    title: "How to convert volumes",
    items: [
      { title: "Type the volume", body: "Enter a number in the From unit, or write the unit yourself: 2 cups, 8 oz, 1 gal 2 qt, 1 UK pint and 750 ml all work." },
      { title: "Pick the units", body: "Choose From and To; Swap units flips the direction. US units are marked US, UK ones imperial; cubic inches and feet, the 240 mL legal cup and the 250 mL metric cup are under More units." },
      { title: "Read and copy the result", body: "The result updates as you type, with = when it is exact and ≈ when it is rounded. Copy it, or read the same volume in every unit in the table below." },
    ],
  },
  useCases: {
    title: "What people use the volume converter for",
    items: [
      { title: "Cooking from another country's recipe", body: "An American recipe's 2 cups are 473.176473 mL; a British one's pint is 568.26125 mL, not the US 473 mL." },
      { title: "Fuel and drinks", body: "Liters at the pump into US or imperial gallons, a 750 mL bottle into fluid ounces, a keg into pints." },
      { title: "Medicine and baby formula", body: "Teaspoons and tablespoons to milliliters (1 US tsp = 4.92892159375 mL), fluid ounces of a bottle to mL." },
      { title: "Tanks, pools and concrete", body: "Cubic meters and cubic feet into liters and gallons for aquariums, pools, water tanks and rain barrels." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "5 US gallons to liters", text: "A US gallon is 231 cubic inches = 3.785411784 L exactly, so 5 gal × 3.785411784 = 18.92705892 L." },
      { term: "1 liter to US gallons", text: "1 L ÷ 3.785411784 ≈ 0.264172 gal. The division does not end, so the result is marked ≈; in imperial gallons it is 1 ÷ 4.54609 ≈ 0.219969." },
      { term: "2 cups to milliliters", text: "A US cup is 8 US fluid ounces = 236.5882365 mL, so 2 cups = 473.176473 mL exactly." },
    ],
  },
  faq: [
    {
      question: "How many liters are in a gallon?",
      answer:
        "A US gallon is 3.785411784 liters exactly (231 cubic inches, NIST Handbook 44). An imperial (UK) gallon is 4.54609 liters exactly (Weights and Measures Act 1985), about 20% more. Pick the one your source uses: US gallon or imperial gallon.",
    },
    {
      question: "Why is a UK pint bigger than a US pint?",
      answer:
        "They come from different gallons. A UK pint is 1/8 of an imperial gallon = 568.26125 mL; a US pint is 1/8 of a US gallon = 473.176473 mL. UK fluid ounces are smaller, though: 20 of them make a UK pint (28.4130625 mL each), 16 US fluid ounces (29.5735295625 mL each) make a US pint.",
    },
    {
      question: "How many mL are in a cup?",
      answer:
        "A US customary cup is 236.5882365 mL (8 US fluid ounces). US nutrition labels use a legal cup of 240 mL, and Australia, Canada and New Zealand cook with a metric cup of 250 mL. All three are here: the customary cup among the common units, the other two under More units.",
    },
    {
      question: "When I type oz, which ounce is it?",
      answer:
        "In this volume converter, oz is the US fluid ounce (29.5735295625 mL), and the line above the formula shows it as fl oz. For the UK fluid ounce, type UK fl oz or pick UK fluid ounce. The ounce of weight is in the Weight Converter.",
    },
    {
      question: "What do = and ≈ mean?",
      answer:
        "= means the number shown is the whole, exact value (1 US cup = 236.5882365 mL). ≈ means the exact value has more digits than shown, so it was rounded: 1 L ≈ 0.264172 US gal. Choose more significant digits under Precision to see more of them.",
    },
    {
      question: "Is anything I type sent anywhere?",
      answer: "No. The converter runs entirely in your browser: nothing you type leaves the page, and it keeps working offline once loaded.",
    },
  ],
};
