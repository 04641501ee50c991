import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "code-editor",
  name: "Code Editor",
  description: "Write code in 26 languages with highlighting and Prettier formatting, and run HTML, CSS and JS in a safe live preview.",
  route: "/code-editor",
  category: "editors",
  status: "available",
  pro: false,
  keywords: ["code", "editor", "syntax", "programming", "html", "css", "javascript", "playground", "prettier", "codepen", "online ide"],
  icon: "FileCode",
  createdAt: "2026-11-24",
  related: ["text-editor", "markdown-editor", "json-formatter", "css-formatter"],
} satisfies Tool & { status: "available" };
