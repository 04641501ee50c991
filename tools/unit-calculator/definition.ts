import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "unit-calculator",
  name: "Unit Calculator",
  description: "Add, multiply and convert measurements with units: 5 ft 3 in + 20 cm to m, exactly, with dimension checks.",
  route: "/unit-calculator",
  category: "calculators",
  status: "available",
  pro: false,
  keywords: ["unit", "calculator", "physics", "measurement", "dimension", "mpg", "l/100 km", "feet and inches"],
  icon: "Scale",
  createdAt: "2026-11-24",
  related: ["area-converter", "length-converter", "scientific-calculator", "area-calculator"],
} satisfies Tool & { status: "available" };
