import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "volume-converter",
  name: "Volume Converter",
  description: "Convert liters, milliliters, US gallons, cups, fluid ounces, spoons and imperial gallons and pints exactly, US and UK named apart.",
  route: "/volume-converter",
  category: "converters",
  status: "available",
  pro: false,
  keywords: ["volume", "liters", "gallons", "ml", "cups", "fluid ounces", "tablespoons", "teaspoons", "pints", "quarts", "imperial gallons", "liters to gallons", "cups to ml"],
  icon: "Beaker",
  createdAt: "2026-11-29",
  related: ["weight-converter", "length-converter", "temperature-converter", "unit-calculator"],
} satisfies Tool & { status: "available" };
