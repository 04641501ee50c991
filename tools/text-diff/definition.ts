import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "text-diff",
  name: "Text Diff",
  description: "Compare two texts side by side or inline, by line, word or character, and copy the unified diff (patch).",
  route: "/text-diff",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["text diff", "diff checker", "compare text", "compare two texts", "difference", "unified diff", "patch", "changes", "diff online"],
  icon: "GitCompare",
  createdAt: "2026-11-29",
  related: ["text-editor", "json-formatter", "character-counter", "case-converter"],
} satisfies Tool & { status: "available" };
