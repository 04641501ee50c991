import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "speed-converter",
  name: "Speed Converter",
  description: "Convert km/h, mph, m/s, knots and ft/s exactly: a knot is 1852 m per hour, a mile 1609.344 m.",
  route: "/speed-converter",
  category: "converters",
  status: "available",
  pro: false,
  keywords: ["speed", "velocity", "km/h", "mph", "knots", "m/s", "ft/s", "kmh to mph", "mph to kmh", "knots to kmh"],
  icon: "Gauge",
  createdAt: "2026-11-29",
  related: ["length-converter", "unit-calculator", "volume-converter", "data-size-converter"],
} satisfies Tool & { status: "available" };
