import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "ai-writer",
  name: "AI Writer",
  description: "Draft blog posts, e-mails and product copy with AI assistance.",
  route: "/ai-writer",
  category: "generators",
  status: "available",
  pro: true,
  keywords: ["ai", "writer", "copywriting", "text", "content"],
  icon: "PenLine",
  createdAt: "2026-11-29",
  related: ["text-editor", "markdown-editor", "character-counter"],
} satisfies Tool & { status: "available" };
