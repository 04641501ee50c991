import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "scientific-calculator",
  name: "Scientific Calculator",
  description: "Trigonometry in degrees, radians or grads, logs, roots, factorials and nCr, with exact, honest results.",
  route: "/scientific-calculator",
  category: "calculators",
  status: "available",
  pro: false,
  keywords: ["scientific", "calculator", "trigonometry", "logarithm", "factorial", "nCr"],
  icon: "Sigma",
  createdAt: "2026-11-24",
  related: ["calculator", "unit-calculator", "area-calculator", "length-converter"],
} satisfies Tool & { status: "available" };
