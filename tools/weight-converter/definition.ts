import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "weight-converter",
  name: "Weight Converter",
  description: "Convert kilograms, pounds, stone, ounces, grams, tons, troy ounces and carats exactly, including stone and pounds.",
  route: "/weight-converter",
  category: "converters",
  status: "available",
  pro: false,
  keywords: ["weight", "mass", "kilograms", "pounds", "ounces", "stone", "kg to lbs", "troy ounces"],
  icon: "Weight",
  createdAt: "2026-11-24",
  related: ["length-converter", "temperature-converter", "bmi-calculator", "unit-calculator"],
} satisfies Tool & { status: "available" };
