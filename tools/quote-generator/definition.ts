import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "quote-generator",
  name: "Quote Generator",
  description: "Random quotes from 551 cleaned, attributed quotes: a quote of the day, topics, authors, search, share links and image cards.",
  route: "/quote-generator",
  category: "fun-tools",
  status: "available",
  pro: false,
  keywords: ["quote", "quotes", "inspiration", "random quote", "quote of the day", "inspirational quotes", "motivational quotes", "quote image"],
  icon: "Quote",
  createdAt: "2026-11-24",
  related: ["truth-or-dare", "team-name-generator", "random-name-picker", "name-generator"],
} satisfies Tool & { status: "available" };
