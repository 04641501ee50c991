import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "file-converter",
  name: "File Converter",
  description: "Convert data files between JSON, YAML, TOML, CSV, TSV, XML and JSON Lines, checked by converting back, with nothing lost silently.",
  route: "/file-converter",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["file", "convert", "converter", "json", "yaml", "toml", "csv", "tsv", "xml", "jsonl", "data"],
  icon: "FileUp",
  createdAt: "2026-11-24",
  related: ["json-formatter", "xml-formatter", "file-type-checker", "text-editor"],
} satisfies Tool & { status: "available" };
