import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "ai-image-editor",
  name: "AI Image Editor",
  description: "Paint over part of a photo and say what it should show, or make variations of it.",
  route: "/ai-image-editor",
  category: "editors",
  status: "available",
  pro: true,
  keywords: ["ai", "image", "photo", "editor", "inpainting", "variations"],
  icon: "Wand",
  createdAt: "2026-11-30",
  related: ["ai-image-generator", "image-resizer", "image-converter"],
} satisfies Tool & { status: "available" };
