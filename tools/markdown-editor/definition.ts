import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "markdown-editor",
  name: "Markdown Editor",
  description: "Write Markdown with a live, safe preview: GitHub tables, task lists, footnotes and code colours; export .md, HTML or PDF.",
  route: "/markdown-editor",
  category: "editors",
  status: "available",
  pro: false,
  keywords: ["markdown", "md", "editor", "preview", "gfm", "readme", "markdown to html", "markdown to pdf"],
  icon: "FileType",
  createdAt: "2026-11-24",
  related: ["text-editor", "code-editor", "character-counter", "json-formatter"],
} satisfies Tool & { status: "available" };
