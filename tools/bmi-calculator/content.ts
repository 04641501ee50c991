import type { ToolContent } from "@/tools/types";
import { AGE, HEIGHT_CM, WEIGHT_KG } from "./logic/bmi";

/** The BMI Calculator page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/bmi.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "BMI Calculator — Metric, US and Stone, With WHO Class and Healthy Weight",
    description:
      "Work out your body mass index in cm and kg, feet and pounds, or stone. BMI to one decimal with its WHO class, your healthy weight range, BMI Prime and the working. Private: nothing leaves your browser.",
    keywords: ["bmi calculator", "body mass index calculator", "bmi calculator stone", "bmi calculator feet inches", "healthy weight for my height", "bmi prime"],
    ogHeading: "BMI Calculator",
  },
  intro:
    "Type your height and weight in centimetres and kilograms, feet and pounds, or stone. You get your BMI to one decimal, its WHO class, the healthy weight range for your height and the sum that produced it — worked out in your browser, never sent anywhere.",
  featureList: [
    "Metric (cm, kg), US (ft, in, lb) and UK (st, lb) input",
    "Exact unit conversion: 1 in = 0.0254 m, 1 lb = 0.45359237 kg",
    "BMI to one decimal, classified on the shown value",
    "WHO classes, with the WHO cut-offs for Asian populations as an option",
    "Healthy weight range for your height and BMI Prime",
    "The formula with your own numbers",
    "Runs in the browser: nothing you type is sent or stored",
  ],
  features: {
    title: "A BMI you can check",
    items: [
      { title: "Exact conversion", body: "Feet, inches, pounds and stones go through their legal definitions, not the 703 shortcut, so a result on a class boundary lands on the right side.", icon: "Zap" },
      { title: "Exact on the boundary", body: "The class is read from your exact BMI, not the rounded one: 18.48 shows as 18.5 and is Underweight, and the result says why.", icon: "Sparkles" },
      { title: "Your healthy range", body: "The weights that give a BMI from 18.5 to under 25 at your height, in the units you typed, plus BMI Prime (BMI ÷ 25).", icon: "BarChart3" },
      { title: "Private by design", body: "The sum runs on your device as you type. Your height, weight and age are never sent to a server or kept.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the BMI Calculator",
    items: [
      { title: "Pick your units", body: "Metric for centimetres and kilograms, US for feet, inches and pounds, UK for feet and inches with stones and pounds. Switching keeps what you typed, converted." },
      { title: "Enter height and weight", body: `Heights from ${HEIGHT_CM.min} to ${HEIGHT_CM.max} cm and weights from ${WEIGHT_KG.min} to ${WEIGHT_KG.max} kg are accepted; the result appears as you type.` },
      { title: "Add your age if under 20", body: `Age is optional. Under ${AGE.adult} the adult classes don't apply, so the calculator says so instead of giving a class; under ${AGE.min} BMI isn't used at all.` },
      { title: "Read the result", body: "Your BMI, its class, BMI Prime, the healthy weight range for your height and the working, step by step." },
    ],
  },
  useCases: {
    title: "What people use the BMI Calculator for",
    items: [
      { title: "A quick health check", body: "See where your weight sits for your height before a check-up, and how far you are from the healthy range." },
      { title: "Tracking a goal", body: "Find the weight that brings your BMI under 25 or over 18.5, in kilograms, pounds or stone." },
      { title: "Forms and programmes", body: "Insurance forms, gym intakes and weight programmes often ask for BMI to one decimal — this gives the figure and the working." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "175 cm, 70 kg", text: "70 ÷ 1.75² = 70 ÷ 3.0625 = 22.857…, shown as 22.9: Normal weight. Healthy range at 1.75 m: 56.7–76.5 kg. BMI Prime 0.91." },
      { term: "5 ft 9 in, 154 lb", text: "69 in × 0.0254 = 1.7526 m and 154 lb × 0.45359237 = 69.85322498 kg, so BMI = 22.7416…, shown as 22.7: Normal weight." },
      { term: "11 st 0 lb at 5 ft 9 in", text: "11 stone is 154 lb, so the BMI is the same 22.7 as above." },
      { term: "175 cm, 56.6 kg", text: "56.6 ÷ 3.0625 = 18.48…, shown as 18.5 and classified Underweight: the class follows the exact BMI, which is under 18.5." },
      { term: "180 cm, 81 kg", text: "81 ÷ 3.24 = 25.0 exactly: Overweight, BMI Prime 1.00." },
    ],
  },
  faq: [
    {
      question: "How is BMI calculated?",
      answer: "Weight in kilograms divided by height in metres squared. For 70 kg and 1.75 m: 70 ÷ (1.75 × 1.75) = 70 ÷ 3.0625 = 22.9. In US units the calculator converts first (1 in = 0.0254 m, 1 lb = 0.45359237 kg) and then uses the same formula.",
    },
    {
      question: "What is a healthy BMI?",
      answer: "For adults the WHO calls a BMI from 18.5 to under 25 normal weight. Under 18.5 is underweight, 25 to under 30 overweight, 30 to under 35 obesity class I, 35 to under 40 class II and 40 or more class III. For people of Asian descent the WHO suggests acting from 23 (increased risk) and 27.5 (high risk); pick those cut-offs in the calculator.",
    },
    {
      question: "Why can 18.5 say Underweight?",
      answer: "The class is read from your exact BMI, and the number is rounded to one decimal for reading. A BMI of 18.48 is under 18.5, so it is Underweight, though it shows as 18.5; 24.96 shows as 25.0 and is still Normal weight. When that happens the result says so, with the BMI to two decimals.",
    },
    {
      question: "Why not use the 703 formula for pounds and inches?",
      answer: "703 is a rounding of 703.0696, the factor that comes from the exact definitions of the pound and the inch. The shortcut is close, but on a class boundary it can tip a result the wrong way, so this calculator converts exactly.",
    },
    {
      question: "What is BMI Prime?",
      answer: "Your BMI divided by 25, the top of the healthy range. 1.00 means you are at the upper limit; 0.91 means 9% below it; 1.20 means 20% above it. It is calculated from the unrounded BMI.",
    },
    {
      question: "Can I use it for children and teenagers?",
      answer: "Not for a class. From 2 to 19, BMI is judged as a percentile for age and sex on the CDC growth charts, and this calculator does not include those charts. Enter an age under 20 and it shows the BMI without an adult class; under 2, BMI is not used at all.",
    },
    {
      question: "What doesn't BMI tell me?",
      answer: "BMI knows only weight and height. It can't separate muscle from fat, doesn't see where fat is carried (waist size matters), and reads differently with age, sex, ethnicity and pregnancy. Treat it as a screening number and talk to a doctor about your health.",
    },
    {
      question: "Is my data stored?",
      answer: "No. The calculation runs in your browser as you type; your height, weight and age are never sent to our server, logged or kept.",
    },
  ],
};
