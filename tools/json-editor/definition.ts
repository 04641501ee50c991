import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "json-editor",
  name: "JSON Editor",
  description: "Edit JSON as a tree, text or table, with schema validation, queries and diff.",
  route: "/json-editor",
  category: "editors",
  status: "available",
  pro: false,
  keywords: ["json", "editor", "tree", "edit", "schema", "validator", "jmespath", "jsonpath", "diff", "table"],
  icon: "FileJson",
  createdAt: "2026-11-24",
  related: ["json-formatter", "code-editor", "text-editor", "xml-formatter"],
} satisfies Tool & { status: "available" };
