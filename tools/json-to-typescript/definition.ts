import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "json-to-typescript",
  name: "JSON to TypeScript",
  description: "TypeScript types, a Zod schema or a JSON Schema from JSON samples: optional and nullable fields inferred from several.",
  route: "/json-to-typescript",
  category: "formatters",
  status: "available",
  pro: false,
  keywords: ["json to typescript", "typescript", "interface", "type", "zod", "json schema", "quicktype", "types from json", "infer types"],
  icon: "FileCode",
  createdAt: "2026-11-29",
  related: ["json-formatter", "json-editor", "code-editor", "sql-formatter"],
} satisfies Tool & { status: "available" };
