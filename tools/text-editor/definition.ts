import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "text-editor",
  name: "Text Editor",
  description: "Plain-text notes in tabs, saved in your browser; opens and saves files with their encoding and line endings intact.",
  route: "/text-editor",
  category: "editors",
  status: "available",
  pro: false,
  keywords: ["text", "editor", "notepad", "write", "online notepad", "txt", "find and replace", "regex", "sort lines", "remove duplicate lines", "encoding", "crlf"],
  icon: "Type",
  createdAt: "2026-11-24",
  related: ["code-editor", "markdown-editor", "character-counter", "json-editor"],
} satisfies Tool & { status: "available" };
