import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "regex-tester",
  name: "Regex Tester",
  description: "Test a JavaScript regular expression live: matches and groups highlighted, a replace preview and the pattern explained, safe from runaway patterns.",
  route: "/regex-tester",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["regex tester", "regular expression tester", "javascript regex", "regex online", "test regex", "regex replace", "regex match", "regexp", "regex explain", "catastrophic backtracking"],
  icon: "Regex",
  createdAt: "2026-11-29",
  related: ["text-diff", "json-formatter", "url-encoder", "character-counter"],
} satisfies Tool & { status: "available" };
