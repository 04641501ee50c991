import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "ai-image-generator",
  name: "AI Image Generator",
  description: "Turn a text prompt into an original image.",
  route: "/ai-image-generator",
  category: "generators",
  status: "available",
  pro: true,
  keywords: ["ai", "image", "art", "prompt", "picture"],
  icon: "ImagePlus",
  createdAt: "2026-11-29",
  related: ["ai-writer", "image-converter", "color-picker"],
} satisfies Tool & { status: "available" };
