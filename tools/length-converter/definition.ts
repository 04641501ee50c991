import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "length-converter",
  name: "Length Converter",
  description: "Convert centimeters, inches, feet, meters, miles and 19 more length units exactly, including feet and inches.",
  route: "/length-converter",
  category: "converters",
  status: "available",
  pro: false,
  keywords: ["length", "distance", "meters", "feet", "inches", "miles", "cm to inches", "feet and inches"],
  icon: "MoveHorizontal",
  createdAt: "2026-11-24",
  related: ["weight-converter", "temperature-converter", "area-converter", "unit-calculator"],
} satisfies Tool & { status: "available" };
