import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "temperature-converter",
  name: "Temperature Converter",
  description: "Convert between Celsius, Fahrenheit, Kelvin and Rankine exactly, with a mode for temperature differences.",
  route: "/temperature-converter",
  category: "converters",
  status: "available",
  pro: false,
  keywords: ["temperature", "celsius", "fahrenheit", "kelvin", "rankine", "c to f", "f to c"],
  icon: "Thermometer",
  createdAt: "2026-11-24",
  related: ["length-converter", "weight-converter", "unit-calculator", "area-converter"],
} satisfies Tool & { status: "available" };
