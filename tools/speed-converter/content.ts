import type { ToolContent } from "@/tools/types";

/** The speed converter page's words (tools/types.ts ToolContent). Numbers in examples are the unit tests' vectors. */
export const content: ToolContent = {
  seo: {
    title: "Speed Converter — km/h to mph, mph to km/h, Knots, m/s and ft/s, Exactly",
    description:
      "Convert kilometers per hour, miles per hour, meters per second, knots and feet per second as you type. Exact definitions (1 mph = 1.609344 km/h, 1 knot = 1.852 km/h), the formula with your numbers, and an all-units table.",
    keywords: ["speed converter", "kmh to mph", "mph to kmh", "knots to kmh", "m/s to km/h", "knots to mph", "feet per second to mph"],
  },
  intro:
    "Type a speed — 100, 60 mph or 20 knots — and see it in every unit at once. Exact definitions, exact arithmetic, and an = or ≈ that tells you whether the result is the whole value.",
  featureList: [
    "km/h, mph, m/s, knots and ft/s, plus km/s, cm/s, m/min, ft/min, in/s and mi/s",
    "Exact definitions: 1 mph = 1.609344 km/h, 1 knot = 1.852 km/h, 1 m/s = 3.6 km/h",
    "Converts as you type, with = for exact results and ≈ for rounded ones",
    "The formula with your numbers, swap, copy, precision up to 15 digits",
    "Every unit in one table",
  ],
  howTo: {
    title: "How to convert speeds",
    items: [
      { title: "Type the speed", body: "Enter a number in the From unit, or write the unit yourself: 60 mph, 100 kph, 20 knots, 10 m/s and 88 fps all work." },
      { title: "Pick the units", body: "Choose From and To; Swap units flips the direction. Rarer units such as feet per minute or kilometers per second are under More units." },
      { title: "Read and copy the result", body: "The result updates as you type, with = when it is exact and ≈ when it is rounded. Copy it, or read the same speed in every unit in the table below." },
    ],
  },
  useCases: {
    title: "What people use the speed converter for",
    items: [
      { title: "Driving abroad", body: "Speed limits in km/h into mph and back: 100 km/h ≈ 62.137119 mph, 70 mph = 112.65408 km/h exactly." },
      { title: "Wind, sailing and flying", body: "Forecasts and charts in knots into km/h, mph or m/s: a knot is one nautical mile (1,852 m) per hour, so 20 knots = 37.04 km/h." },
      { title: "Running and cycling", body: "A pace or a bike computer's km/h into mph, or a treadmill's mph into km/h." },
      { title: "Physics and engineering", body: "m/s for homework and lab work, ft/s and ft/min for US engineering, lifts and air flow." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "60 mph to km/h", text: "A mile is 1.609344 km exactly, so 60 mph × 1.609344 = 96.56064 km/h — exactly." },
      { term: "100 km/h to mph", text: "100 km/h ÷ 1.609344 ≈ 62.137119 mph. The division does not end, so the result is marked ≈." },
      { term: "10 m/s to km/h", text: "A meter per second is 3,600 m per hour = 3.6 km/h, so 10 m/s × 3.6 = 36 km/h." },
    ],
  },
  faq: [
    {
      question: "How do I convert km/h to mph?",
      answer:
        "Divide by 1.609344, the number of kilometers in a mile: 100 km/h ÷ 1.609344 ≈ 62.137119 mph. For mph to km/h, multiply: 60 mph × 1.609344 = 96.56064 km/h exactly.",
    },
    {
      question: "What is a knot?",
      answer:
        "One nautical mile per hour. The international nautical mile is exactly 1,852 m, so 1 knot = 1.852 km/h exactly, about 1.150779 mph or 0.514444 m/s. Ships, aircraft and weather forecasts use it.",
    },
    {
      question: "Why is there no Mach?",
      answer:
        "Mach is not a fixed speed: Mach 1 is the speed of sound in the air around the aircraft, and that changes with the air's temperature — about 343 m/s (1,235 km/h) at 20 °C, but about 295 m/s (1,062 km/h) at −56.5 °C where airliners cruise. A converter with one factor for Mach would be wrong almost everywhere, so this one leaves it out and says so if you type it.",
    },
    {
      question: "How do I convert m/s to km/h?",
      answer: "Multiply by 3.6: a meter per second is 3,600 meters in an hour, which is 3.6 km. 10 m/s = 36 km/h; for km/h to m/s, divide by 3.6.",
    },
    {
      question: "What do = and ≈ mean?",
      answer:
        "= means the number shown is the whole, exact value (60 mph = 96.56064 km/h). ≈ means the exact value has more digits than shown, so it was rounded: 100 km/h ≈ 62.137119 mph. Choose more significant digits under Precision to see more of them.",
    },
    {
      question: "Is anything I type sent anywhere?",
      answer: "No. The converter runs entirely in your browser: nothing you type leaves the page, and it keeps working offline once loaded.",
    },
  ],
};
