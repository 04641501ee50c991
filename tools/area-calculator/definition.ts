import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "area-calculator",
  name: "Area Calculator",
  description: "Area and perimeter of 13 shapes, with the working, a diagram and mixed units, plus a room mode for tiles and paint.",
  route: "/area-calculator",
  category: "calculators",
  status: "available",
  pro: false,
  keywords: ["area", "calculator", "shape", "geometry", "perimeter", "circle", "triangle", "square feet", "tiles", "paint"],
  icon: "Square",
  createdAt: "2026-11-24",
  related: ["area-converter", "length-converter", "unit-calculator", "scientific-calculator"],
} satisfies Tool & { status: "available" };
