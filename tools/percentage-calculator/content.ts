import type { ToolContent } from "@/tools/types";
import { MAX_INPUT_TEXT } from "./logic/percentage";

/** The Percentage Calculator page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/percentage.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Percentage Calculator — % of a Number, What Percent, % Change, Add or Take Off",
    description:
      "Work out X% of Y, what percent X is of Y, the percentage change from one number to another, and a number plus or minus a percentage. Exact decimals with the working shown; runs in your browser.",
    keywords: ["percentage calculator", "percent of a number", "what percent is x of y", "percentage change calculator", "percent increase calculator", "percent decrease", "add percentage to number", "subtract percentage"],
    ogHeading: "Percentage Calculator",
  },
  intro:
    "Five percentage questions on one page, each answered as you type: a percentage of a number, what percent one number is of another, the percentage change between two numbers, and a number with a percentage added or taken off. The sums run on exact fractions in your browser, so 10% of 0.3 is 0.03 — never 0.030000000000000002.",
  featureList: [
    "X% of Y, X is what % of Y, % change from X to Y",
    "Add a percentage (VAT, tips, mark-ups) or take one off (discounts)",
    "Exact decimal arithmetic: no floating-point leftovers",
    "“=” when the answer is exact, “≈” with the exact fraction when it has no end (100/3 %)",
    "The working with your own numbers",
    "Increase or decrease said in words",
    "Runs in the browser: nothing you type is sent or stored",
  ],
  features: {
    title: "Percentages you can trust to the last digit",
    items: [
      { title: "Exact, not floating point", body: "Numbers are read as the decimals you typed and worked on as fractions, so 110% of 1.1 is 1.21 and a change from 0.1 to 0.3 is 200%, not 199.99999999999997%.", icon: "Sparkles" },
      { title: "Honest rounding", body: "An answer with no end, like 1 as a percentage of 3, is shown to six decimals with “≈” and its exact fraction (100/3 %), never passed off as exact.", icon: "Zap" },
      { title: "Every question at once", body: "All five questions sit side by side, each with its own two boxes, so you can check a discount and a tip without clearing anything.", icon: "BarChart3" },
      { title: "Private by design", body: "The calculator runs on your device as you type; your numbers are never sent to a server or kept.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the Percentage Calculator",
    items: [
      { title: "Find your question", body: "Pick the box that asks what you want to know: a percentage of a number, what percent a part is, the change between two numbers, or adding or taking off a percentage." },
      { title: "Type the two numbers", body: `Any decimal up to ${MAX_INPUT_TEXT} in size, negative numbers included; thousands separators (1,250.50) and a % sign on a percentage are fine.` },
      { title: "Read the answer", body: "It appears as you type, with “=” when exact or “≈” when rounded, a sentence that says it in words, and the working step by step." },
      { title: "Copy it", body: "The Copy button copies the number without thousands separators, ready to paste into a spreadsheet." },
    ],
  },
  useCases: {
    title: "What people use the Percentage Calculator for",
    items: [
      { title: "Shopping and discounts", body: "What 20% off a €50 jacket leaves you paying, or how big a discount really was from the old and new price." },
      { title: "Tax, tips and mark-ups", body: "Add VAT or sales tax to a price, a tip to a bill, or a mark-up to a cost, exactly to the cent." },
      { title: "Grades, results and reports", body: "What percent 43 out of 50 is, how much sales grew year on year, or a share of a budget." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "17.5% of 19.99", text: "17.5 ÷ 100 × 19.99 = 0.175 × 19.99 = 3.49825 exactly." },
      { term: "10% of 0.3", text: "0.1 × 0.3 = 0.03. A spreadsheet or JavaScript working in binary floating point gets 0.030000000000000002." },
      { term: "1 is what percent of 3?", text: "1 ÷ 3 × 100 ≈ 33.333333%; exactly 100/3 %, a decimal that never ends." },
      { term: "From 80 to 100", text: "(100 − 80) ÷ 80 × 100 = 25: a 25% increase. Back from 100 to 80 is a 20% decrease, because the change is measured against the starting value." },
      { term: "Add 7.25% to 19.99", text: "7.25% of 19.99 = 1.449275, so 19.99 + 1.449275 = 21.439275 (the same as 19.99 × 1.0725)." },
      { term: "Take 20% off 50", text: "20% of 50 = 10, so 50 − 10 = 40 (the same as 50 × 0.8)." },
    ],
  },
  faq: [
    {
      question: "How do I work out a percentage of a number?",
      answer: "Divide the percentage by 100 and multiply by the number: 25% of 80 is 25 ÷ 100 × 80 = 0.25 × 80 = 20.",
    },
    {
      question: "How do I find what percent one number is of another?",
      answer: "Divide the part by the whole and multiply by 100: 20 out of 80 is 20 ÷ 80 × 100 = 25%. The whole can't be 0 — a share of nothing has no percentage — and the calculator says so instead of showing Infinity.",
    },
    {
      question: "How is percentage change calculated?",
      answer: "New value minus old value, divided by the size of the old value, times 100. From 80 to 100 is +25%; from 100 to 80 is −20%. A change from 0 has no percentage (it would divide by zero), so the calculator gives the difference instead. From a negative start, the change is measured against its size: −50 to −25 is a 50% increase.",
    },
    {
      question: "Why isn't a 20% rise undone by a 20% fall?",
      answer: "Each percentage is of a different base. 100 plus 20% is 120, and 20% of 120 is 24, so 120 minus 20% is 96. To get back to 100 from 120 you take off 16.666…% (exactly 50/3 %).",
    },
    {
      question: "What do “=” and “≈” mean?",
      answer: "“=” means the number shown is the answer exactly. “≈” means the answer has more digits than are shown (often endlessly many, like 33.333…) and the number is rounded to six decimals; the sentence below then gives the exact fraction.",
    },
    {
      question: "Why does my spreadsheet show 0.030000000000000002?",
      answer: "Most software stores numbers in binary, where 0.1 and 0.3 can't be written exactly, so tiny errors appear. This calculator reads your numbers as the decimals you typed and works on exact fractions, so those errors can't happen.",
    },
    {
      question: "What is the difference between percent and percentage points?",
      answer: "If a rate goes from 4% to 5%, it rose by 1 percentage point, but by 25% of its old value. Use the percentage change box with 4 and 5 to get the 25%.",
    },
    {
      question: "Is my data stored?",
      answer: "No. The sums run in your browser as you type; nothing is sent to our server, logged or kept.",
    },
  ],
};
