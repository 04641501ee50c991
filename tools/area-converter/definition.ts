import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "area-converter",
  name: "Area Converter",
  description: "Convert between square meters, square feet, acres, hectares and 10 more area units, exactly.",
  route: "/area-converter",
  category: "converters",
  status: "available",
  pro: false,
  keywords: ["area", "unit", "square feet", "acres", "hectares", "square meters", "converter"],
  icon: "Ruler",
  createdAt: "2026-11-22",
  // The spec names a Volume converter, which the catalogue does not have: the Area Calculator takes its place.
  related: ["length-converter", "weight-converter", "temperature-converter", "area-calculator"],
} satisfies Tool & { status: "available" };
