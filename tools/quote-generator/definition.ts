import type { Tool } from "@/lib/catalogue";

/** The catalogue entry (lib/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "quote-generator",
  name: "Quote Generator",
  description: "Discover inspiring quotes to share.",
  route: "/quote-generator",
  category: "fun-tools",
  status: "available",
  pro: false,
  keywords: ["quote","quotes","inspiration","random quote"],
  icon: "Quote",
  createdAt: "2026-11-24",
  related: [],
} satisfies Tool & { status: "available" };
