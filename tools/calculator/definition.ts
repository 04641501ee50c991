import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "calculator",
  name: "Calculator",
  description: "Everyday arithmetic with exact decimals: keypad and keyboard, percent, memory and a history tape you can click.",
  route: "/calculator",
  category: "calculators",
  status: "available",
  pro: false,
  keywords: ["calculator", "math", "arithmetic", "percent", "online calculator"],
  icon: "Calculator",
  createdAt: "2026-11-24",
  related: ["scientific-calculator", "unit-calculator", "mortgage-calculator", "area-calculator"],
} satisfies Tool & { status: "available" };
