import type { ToolContent } from "@/tools/types";

/**
 * The Calculator page's words (tools/types.ts ToolContent). The worked examples are test vectors: content.test.ts runs
 * each one through the calculator and checks the answer printed here.
 */

export const OPTIONS = { digits: 12, exactDigits: 20, grouping: true, basic: true } as const;

export const EXAMPLES: readonly { input: string; answer: string; note: string }[] = [
  { input: "0.1 + 0.2", answer: "= 0.3", note: "Exact decimals: many calculators built on binary floating point show 0.30000000000000004 here." },
  { input: "2 + 3 × 4", answer: "= 14", note: "Multiplication before addition; the line under the expression reads 2 + (3 × 4)." },
  { input: "200 + 10%", answer: "= 220", note: "A percentage added to a number is that share of it: 200 plus 10% of 200." },
  { input: "200 − 10%", answer: "= 180", note: "The same rule for a discount: 200 minus 10% of 200." },
  { input: "50% × 200", answer: "= 100", note: "Multiplied or divided, a percentage is just the number over 100: 0.5 × 200." },
  { input: "1 ÷ 3", answer: "≈ 0.333333333333", note: "Rounded to 12 significant digits, and marked ≈ because it was rounded." },
  { input: "√2", answer: "≈ 1.41421356237", note: "Square roots are worked out to 40 digits, then shown to 12." },
  { input: "9999999999 × 9", answer: "= 89,999,999,991", note: "Every digit kept: no rounding to 9.0E10." },
  {
    input: "1234567890123.45 + 0.01",
    answer: "= 1,234,567,890,123.46",
    note: "An exact result of up to 20 digits is shown whole, cents included, not rounded to 12 digits.",
  },
];

const FAQ = [
  {
    question: "Why does this calculator say 0.1 + 0.2 = 0.3 when others show 0.30000000000000004?",
    answer:
      "Most calculators on the web use the computer's binary numbers, which cannot hold 0.1 exactly, so a tiny error shows up in the last digits. This one does its arithmetic in decimal, the way you do on paper, so 0.1 + 0.2 is exactly 0.3 and 1 − 0.9 is exactly 0.1.",
  },
  {
    question: "In what order are the operations done?",
    answer:
      "Brackets first, then powers, then × and ÷ from left to right, then + and − from left to right. A minus sign in front of a number comes after powers, so −2² is −4. The line under the expression shows how your input was read, with the brackets written out: 2 + 3 × 4 reads as 2 + (3 × 4) = 14.",
  },
  {
    question: "How does the % key work?",
    answer:
      "After + or −, a percentage is a share of the number before it: 200 + 10% = 220 and 200 − 10% = 180, which is what you want for tips, taxes and discounts. Anywhere else a percentage is the number divided by 100: 50% × 200 = 100 and 200 × 10% = 20.",
  },
  {
    question: "What does pressing = twice do?",
    answer:
      "It repeats the last operation on the result: 5 + 3 = gives 8, and = again gives 11, then 14. It works with −, × and ÷ too, so 2 × 2 = = = doubles three times.",
  },
  {
    question: "How do the memory keys work?",
    answer:
      "M+ adds the current result to the memory, M− subtracts it, MR puts the memory's value into your expression and MC clears it. While the memory holds a number it is shown above the keypad, so you never have to guess what is in it.",
  },
  {
    question: "Can I type with the keyboard?",
    answer:
      "Yes: digits, + − * / ^ %, brackets, Enter or = for the result, Backspace to delete and Escape to clear. You can start typing as soon as the page opens, and paste a whole expression such as (12.5 + 7.5) × 4 into the expression line.",
  },
  {
    question: "I write decimals with a comma. Can I use it?",
    answer:
      "Yes. Choose 1.234,5 under Decimal mark: the comma becomes the decimal mark and the point separates thousands, in what you type and in the results. With 1,234.5, a comma separates thousands, as in 1,250.75.",
  },
  {
    question: "How many digits does it show, and what does ≈ mean?",
    answer:
      "An exact result of up to 20 digits is shown whole, with thousands separators: 1,234,567,890,123.46. Longer or endless ones, like 1 ÷ 3 or √2, are rounded to 12 significant digits, and very big or very small numbers switch to E notation, like 1.5E25. The sign in front tells you whether that is the whole answer (=) or a rounded one (≈). Copy result copies the number without separators, ready to paste.",
  },
  {
    question: "Is what I type sent anywhere?",
    answer:
      "No. The calculator works entirely in your browser: nothing you type leaves your device, and the history tape is kept in this browser's storage only, until you clear it.",
  },
];

export const content: ToolContent = {
  seo: {
    title: "Calculator — Free Online Calculator with Exact Decimals and History",
    description:
      "A free online calculator that gets decimals right (0.1 + 0.2 = 0.3), shows how it reads your input, and keeps a history tape. Keypad or keyboard, memory, percent and decimal comma.",
    keywords: ["calculator", "online calculator", "free calculator", "percentage calculator", "basic calculator", "math", "arithmetic"],
    ogHeading: "Calculator",
  },
  intro:
    "Add, subtract, multiply, divide and take percentages with exact decimal arithmetic. Type or tap, see how your expression is read, and click any line of the history to use it again.",
  featureList: [
    "Exact decimal arithmetic: 0.1 + 0.2 = 0.3",
    "Keypad and full keyboard input",
    "The expression shown as read, with its brackets",
    "History tape you can click to reuse a result",
    "Memory keys MC, MR, M+ and M−",
    "Percent rules for tips, taxes and discounts",
    "Decimal point or decimal comma, with thousands separators",
    "Runs in your browser: nothing you type is sent",
  ],
  howTo: {
    title: "How to use the calculator",
    items: [
      { title: "Type or tap your sum", body: "Use the keypad or your keyboard. You can write a whole expression, such as 12.5 × 4 + 10%, and edit it anywhere with the cursor." },
      { title: "Check how it is read", body: "The line under the expression shows it with its brackets written out, and the answer appears in grey as you type." },
      { title: "Press = or Enter", body: "The result is fixed, marked = when exact or ≈ when rounded, and added to the history. An operator key now continues from it." },
      { title: "Reuse and copy", body: "Click a history line to put its result into the expression, keep a running total with M+, or copy the result without separators." },
    ],
  },
  useCases: {
    title: "What people use the calculator for",
    items: [
      { title: "Shopping and bills", body: "Split a bill, add a tip with + 15%, take a discount with − 20%, and check the total before you pay." },
      { title: "Budgets and invoices", body: "Add up a column of amounts with M+ and read back every step in the history, with cents that never drift." },
      { title: "Homework checks", body: "See exactly how an expression is read, so precedence questions like 6 ÷ 2(1 + 2) have a visible answer." },
      { title: "Work and measurements", body: "Quick arithmetic on quantities and prices, with large numbers kept to every digit and grouped by thousands." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: EXAMPLES.map((example) => ({ term: `${example.input} ${example.answer}`, text: example.note })),
  },
  faq: FAQ,
};
