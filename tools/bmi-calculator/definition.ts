import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "bmi-calculator",
  name: "BMI Calculator",
  description: "Your BMI to one decimal with its WHO class, healthy weight range and BMI Prime, in cm/kg, ft/in/lb or stone.",
  route: "/bmi-calculator",
  category: "calculators",
  status: "available",
  pro: false,
  keywords: ["bmi", "body mass index", "health", "weight", "healthy weight", "bmi prime", "stone", "obesity"],
  icon: "HeartPulse",
  createdAt: "2026-11-24",
  related: ["weight-converter", "length-converter", "calculator", "mortgage-calculator"],
} satisfies Tool & { status: "available" };
