import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "mortgage-calculator",
  name: "Mortgage Calculator",
  description: "Monthly payment with taxes, insurance, PMI and HOA, an amortisation schedule exact to the cent, extra payments and scenarios.",
  route: "/mortgage-calculator",
  category: "calculators",
  status: "available",
  pro: false,
  keywords: ["mortgage", "loan", "interest", "payment", "finance", "amortization", "amortisation schedule", "piti", "pmi", "extra payments"],
  icon: "House",
  createdAt: "2026-11-24",
  related: ["calculator", "area-calculator", "area-converter", "bmi-calculator"],
} satisfies Tool & { status: "available" };
