import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "regex-tester",
  name: "Regex Tester",
  description: "TODO: one sentence on what the Regex Tester does.",
  route: "/regex-tester",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["regex tester","regular expression tester","javascript regex","regex online","test regex","regex replace","regex match","regexp"],
  icon: "Regex",
  createdAt: "2026-11-29",
  related: [],
} satisfies Tool & { status: "available" };
