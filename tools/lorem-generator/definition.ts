import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "lorem-generator",
  name: "Lorem Ipsum Generator",
  description: "Lorem ipsum by paragraphs, sentences or list items, or exactly N words or characters, as text, HTML, Markdown or JSON, with a shareable seed.",
  route: "/lorem-generator",
  category: "generators",
  status: "available",
  pro: false,
  keywords: ["lorem", "ipsum", "placeholder", "dummy text", "filler text", "html", "markdown", "json"],
  icon: "Pilcrow",
  createdAt: "2026-11-24",
  related: ["character-counter", "name-generator", "password-generator", "markdown-editor"],
} satisfies Tool & { status: "available" };
