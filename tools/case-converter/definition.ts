import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "case-converter",
  name: "Case Converter",
  description: "UPPER, lower, Title, Sentence, camelCase, PascalCase, snake_case, kebab-case and CONSTANT_CASE, right for ß, Turkish İ and every script.",
  route: "/case-converter",
  category: "formatters",
  status: "available",
  pro: false,
  keywords: ["case converter", "upper case", "lower case", "title case", "sentence case", "camelcase", "pascalcase", "snake case", "kebab case", "constant case", "capitalize"],
  icon: "Type",
  createdAt: "2026-11-29",
  related: ["character-counter", "text-editor", "json-formatter", "lorem-generator"],
} satisfies Tool & { status: "available" };
