import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "character-counter",
  name: "Character Counter",
  description: "Characters as you see them, words, sentences, reading time and keyword density, with limit bars for X, SMS, meta tags and Instagram.",
  route: "/character-counter",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["character", "word", "count", "counter", "length", "word counter", "letter count", "sms", "twitter", "tweet", "meta description"],
  icon: "Hash",
  createdAt: "2026-11-24",
  related: ["text-editor", "lorem-generator", "markdown-editor", "name-generator"],
} satisfies Tool & { status: "available" };
