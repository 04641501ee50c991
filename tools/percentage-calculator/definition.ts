import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "percentage-calculator",
  name: "Percentage Calculator",
  description: "X% of Y, what percent X is of Y, percentage change, and adding or taking off a percentage, exact to the last digit.",
  route: "/percentage-calculator",
  category: "calculators",
  status: "available",
  pro: false,
  keywords: ["percentage calculator", "percent", "percent of", "what percent", "percentage change", "percent increase", "percent decrease", "add percentage", "discount", "vat", "tip"],
  icon: "Sigma",
  createdAt: "2026-11-29",
  related: ["calculator", "scientific-calculator", "mortgage-calculator", "unit-calculator"],
} satisfies Tool & { status: "available" };
