import type { Tool } from "@/lib/catalogue";

/** The catalogue entry (lib/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "area-calculator",
  name: "Area Calculator",
  description: "Work out the area of rectangles, circles, triangles and other shapes.",
  route: "/area-calculator",
  category: "calculators",
  status: "available",
  pro: false,
  keywords: ["area","calculator","shape","geometry"],
  icon: "Square",
  createdAt: "2026-11-24",
  related: [],
} satisfies Tool & { status: "available" };
