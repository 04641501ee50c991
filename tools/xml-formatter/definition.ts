import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "xml-formatter",
  name: "XML Formatter",
  description: "Check XML is well-formed, then pretty-print or minify it: errors with line and column, CDATA, comments and entities kept.",
  route: "/xml-formatter",
  category: "formatters",
  status: "available",
  pro: false,
  keywords: ["xml", "format", "beautify", "pretty print", "minify", "validate", "well-formed", "indent", "xml viewer"],
  icon: "Code",
  createdAt: "2026-11-24",
  related: ["json-formatter", "css-formatter", "css-minifier", "code-editor"],
} satisfies Tool & { status: "available" };
