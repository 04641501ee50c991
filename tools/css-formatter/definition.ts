import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "css-formatter",
  name: "CSS Formatter",
  description: "Format CSS with 2 spaces, 4 or tabs: nesting, @layer and @container understood, errors with line and column, values never rewritten.",
  route: "/css-formatter",
  category: "formatters",
  status: "available",
  pro: false,
  keywords: ["css", "format", "beautify", "prettify", "stylesheet", "indent", "css nesting", "sort properties"],
  icon: "Paintbrush",
  createdAt: "2026-11-24",
  related: ["css-minifier", "xml-formatter", "json-formatter", "code-editor"],
} satisfies Tool & { status: "available" };
