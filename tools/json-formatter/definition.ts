import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "json-formatter",
  name: "JSON Formatter",
  description: "Format, validate and minify JSON without losing a digit.",
  route: "/json-formatter",
  category: "formatters",
  status: "available",
  pro: false,
  keywords: ["json", "format", "beautify", "validate", "pretty print", "minify", "repair", "lint", "viewer"],
  icon: "Braces",
  createdAt: "2026-11-24",
  related: ["json-editor", "xml-formatter", "css-formatter", "code-editor"],
} satisfies Tool & { status: "available" };
