import type { ToolContent } from "@/tools/types";
import { LIMITS } from "./logic/mortgage";

/** The Mortgage Calculator page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/mortgage.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Mortgage Calculator — Payment, PITI, PMI and an Amortisation Schedule to the Cent",
    description:
      "Work out your monthly mortgage payment with taxes, insurance, PMI and HOA. Amortisation schedule exact to the cent, extra payments with interest saved, chart, CSV, print and up to three scenarios.",
    keywords: ["mortgage calculator", "mortgage payment calculator", "amortization schedule", "piti calculator", "mortgage calculator with pmi", "extra payment calculator"],
    ogHeading: "Mortgage Calculator",
  },
  intro:
    "Enter the price, down payment, rate and term to get your monthly payment, then add taxes, insurance, PMI, HOA and extra payments. The schedule is exact to the cent, and everything is worked out in your browser.",
  featureList: [
    "Monthly payment by the standard formula, 0% loans included",
    "Down payment in percent or dollars",
    "Property tax, home insurance, PMI until 80% loan-to-value and HOA dues",
    "Amortisation schedule by month or year, exact to the cent",
    "Extra monthly and one-off payments with interest and time saved",
    "Chart of balance, principal and interest",
    "CSV download and a print layout",
    "Up to three scenarios side by side",
  ],
  features: {
    title: "A schedule you can reconcile with your lender's",
    items: [
      { title: "Exact to the cent", body: "The payment is rounded up to the cent, as lenders do, interest is rounded to the cent every month and the last payment clears the rest, so the balance ends at exactly $0.00.", icon: "Sparkles" },
      { title: "The whole monthly cost", body: "Principal and interest plus property tax, insurance, PMI while you owe more than 80% of the price, and HOA dues.", icon: "BarChart3" },
      { title: "Extra payments that add up", body: "Pay a little more every month or a lump sum once and see the interest saved and how much sooner the loan ends.", icon: "Zap" },
      { title: "Private", body: "The maths runs in your browser. Prices, rates and payments you type are never sent to a server.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the Mortgage Calculator",
    items: [
      { title: "Enter the loan", body: `Home price, down payment (in % or $), the yearly interest rate (${LIMITS.rate.min}–${LIMITS.rate.max}%) and the term (${LIMITS.years.min}–${LIMITS.years.max} years). The first payment defaults to next month.` },
      { title: "Add the running costs", body: "Open Taxes, insurance, PMI and HOA to include property tax (a yearly % of the price or an amount), insurance, your PMI rate and HOA dues." },
      { title: "Try extra payments", body: "Add an amount every month, or a one-off payment in a chosen month, to see how much interest and time it saves." },
      { title: "Compare and keep", body: "Add up to two more scenarios — 15 against 30 years, another rate — and download the schedule as CSV or print it." },
    ],
  },
  useCases: {
    title: "What people use the Mortgage Calculator for",
    items: [
      { title: "Setting a budget", body: "Find the price and down payment that keep the full monthly cost, taxes and insurance included, where you want it." },
      { title: "15 or 30 years", body: "Put two terms side by side and see the monthly difference against the interest you would save." },
      { title: "Paying it off early", body: "See what an extra $100 a month or a bonus paid once does to the payoff date and the total interest." },
      { title: "Checking a lender's figures", body: "The schedule follows the same rounding as a statement, so month-by-month numbers can be compared directly." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "$200,000 at 5% for 30 years", text: "Payment $1,073.65 (the formula gives 1073.643246…, rounded up to the cent). Month 1 interest is $833.33. 360 payments, the last one $1,068.30; total interest by the schedule $186,508.65 (by the formula, $186,511.57)." },
      { term: "$250,000 at 0% for 30 years", text: "The formula divides zero by zero, so the payment is $250,000 ÷ 360 = $694.44…, rounded up to $694.45; the last payment is $692.45 and there is no interest." },
      { term: "$100,000 at 6%, 30 against 15 years", text: "30 years: $599.56 a month and $115,832.17 of interest. 15 years: $843.86 a month and $51,893.80 of interest." },
      { term: "$200,000 at 5% with $100 extra a month", text: "Paid off in 298 payments instead of 360 — 5 years 2 months sooner — saving $37,068.14 of interest." },
      { term: "$100,000 at 26% for 50 years", text: "Nearly all of each $2,166.68 payment is interest ($2,166.67 in month 1). The fraction of a cent the payment is rounded up by, with the interest it saves, pays the loan off in 561 payments instead of 600, the last one $1,896.37." },
      { term: "$250,000 with 10% down and 0.5% PMI", text: "A $225,000 loan at 5%: PMI of $93.75 a month for 79 payments, until the balance falls to $199,769.28, below 80% of the price; $7,406.25 of PMI in all." },
    ],
  },
  faq: [
    {
      question: "How is the monthly mortgage payment calculated?",
      answer: "With the standard formula M = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the loan, r the monthly rate (yearly % ÷ 1200) and n the number of payments. $200,000 at 5% for 30 years gives $1,073.643246…, paid as $1,073.65: like lenders, the calculator rounds the payment up to the cent, so it never falls short of paying the loan off. At 0% the payment is simply P ÷ n.",
    },
    {
      question: "Why are there two totals of interest?",
      answer: "Lenders round the payment up to the cent and each month's interest to the cent, and the last payment absorbs what that leaves. The schedule's total ($186,508.65 for $200,000 at 5% over 30 years) is what you actually pay and is the one shown; multiplying the unrounded formula payment by 360 gives $186,511.57. The page labels both.",
    },
    {
      question: "What is PITI?",
      answer: "Principal, interest, taxes and insurance: the full monthly cost of a mortgage with an escrow account. The calculator adds PMI and HOA dues when you enter them, and shows each part separately.",
    },
    {
      question: "When does PMI stop?",
      answer: "Lenders usually require PMI when the down payment is under 20%. The calculator charges it while the balance is above 80% of the price and drops it from the first month the balance starts at or below that level — the point at which you can ask your lender to cancel it. Lenders must end it automatically at 78%.",
    },
    {
      question: "How much do extra payments save?",
      answer: "Every extra dollar goes straight to the principal, so less interest builds up afterwards. On $200,000 at 5% for 30 years, $100 more a month saves $37,068.14 of interest and ends the loan 5 years 2 months early. An extra payment larger than what is left is cut to the balance.",
    },
    {
      question: "Can I compare a 15-year and a 30-year mortgage?",
      answer: "Yes. Press Compare another scenario: it copies the current one, so change only the term (or the rate, or the down payment). Up to three scenarios appear side by side with their payment, total interest and payoff date.",
    },
    {
      question: "Can I save or print the schedule?",
      answer: "Download it as a CSV file — one row per month with principal, interest, extra, balance, PMI, taxes, insurance, HOA and the total — or print it: the print layout leaves out the form and keeps the summary, chart and schedule.",
    },
    {
      question: "Is what I type stored?",
      answer: "No. The calculator runs in your browser; the prices, rates and amounts you enter are never sent to our server or kept.",
    },
  ],
};
