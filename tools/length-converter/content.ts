import type { ToolContent } from "@/tools/types";

/** The length converter page's words (tools/types.ts ToolContent). Numbers in examples are the unit tests' vectors. */
export const content: ToolContent = {
  seo: {
    title: "Length Converter — cm to Inches, Feet to Meters, km to Miles, Exactly",
    description:
      "Convert centimeters, inches, feet and inches, meters, kilometers, miles, nautical miles and 17 more length units as you type. Exact factors, the formula with your numbers, and an all-units table.",
    keywords: ["length converter", "cm to inches", "feet to meters", "km to miles", "feet and inches to cm", "length unit conversion"],
  },
  intro:
    "Type a length — 12.5, 5 ft 3 in, 5′3″ or 3/8 in — and see it in every unit at once. Exact definitions, exact arithmetic, and an = or ≈ that tells you whether the result is the whole value.",
  featureList: [
    "24 length units from nanometers to light-years, with their legal definitions",
    "Converts as you type, with exact fractions: 5 ft 3 in = 160.02 cm exactly",
    "Feet and inches in and out, with fractions down to 1/16 inch",
    "= for exact results and ≈ for rounded ones; precision control",
    "The formula with your numbers, swap, copy, and every unit in one table",
  ],
  howTo: {
    title: "How to convert lengths",
    items: [
      { title: "Type the length", body: "Enter a number in the From unit, or write the unit yourself: 5 ft 3 in, 5′3″, 1,234.5 km, 3/8 in and 2 m 30 cm all work." },
      { title: "Pick the units", body: "Choose the From and To units; Swap units flips the direction. Rare units such as chains, fathoms or light-years are under More units." },
      { title: "Read and copy the result", body: "The result updates as you type, with = when it is exact and ≈ when it is rounded. Copy it, or read the same length in every unit in the table below." },
    ],
  },
  useCases: {
    title: "What people use the length converter for",
    items: [
      { title: "Height in feet and inches", body: "Turn 5 ft 11 in into 180.34 cm for a form abroad, or 170 cm into 5 ft 6 15/16 in for one at home." },
      { title: "DIY and woodworking", body: "Convert metric drawings to inches with fractions to the nearest 1/16″, or a 3/8 in drill bit to 9.525 mm." },
      { title: "Running, driving and sailing", body: "Race distances from km to miles, road signs from miles to km, and sea distances in nautical miles (exactly 1,852 m)." },
      { title: "School and science", body: "Check homework with exact factors (1 in = 2.54 cm by definition) and small units like microns and nanometers." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "5 ft 3 in to centimeters", text: "5 ft 3 in is 63 in, and 63 × 2.54 = 160.02 cm — exactly, because an inch is defined as 2.54 cm." },
      { term: "1 meter to feet", text: "1 m ÷ 0.3048 = 1250/381 ft ≈ 3.28083989501312 ft: a meter is not a whole number of feet, so the result is marked ≈." },
      { term: "1 mile to kilometers", text: "1 mi = 5,280 ft = 1.609344 km exactly; 10 km ÷ 1.609344 ≈ 6.213712 mi." },
    ],
  },
  faq: [
    {
      question: "How many centimeters are in an inch?",
      answer: "Exactly 2.54. Since 1959 the international inch has been defined as 2.54 cm, so 12 in = 30.48 cm and 1 ft = 0.3048 m exactly.",
    },
    {
      question: "How do I convert feet and inches to centimeters?",
      answer:
        "Turn the feet into inches (× 12), add the inches and multiply by 2.54. For 5 ft 3 in: 5 × 12 + 3 = 63 in, and 63 × 2.54 = 160.02 cm. In the converter you can simply type 5 ft 3 in or 5′3″.",
    },
    {
      question: "What do = and ≈ mean?",
      answer:
        "= means the number shown is the whole, exact value (1 ft = 0.3048 m). ≈ means the exact value has more digits than shown, so it was rounded: 1 m ≈ 3.28084 ft. Choose more significant digits under Precision to see more of them.",
    },
    {
      question: "Which mile and which foot do you use?",
      answer:
        "The international ones: 1 ft = 0.3048 m and 1 mile = 5,280 ft = 1,609.344 m. The old US survey foot (1200/3937 m) and survey mile are listed under More units for old land records; the US retired them in 2022.",
    },
    {
      question: "How long is a nautical mile?",
      answer: "Exactly 1,852 meters, about 1.150779 statute miles. Knots are nautical miles per hour.",
    },
    {
      question: "Is anything I type sent anywhere?",
      answer: "No. The converter runs entirely in your browser: nothing you type leaves the page, and it keeps working offline once loaded.",
    },
  ],
};
