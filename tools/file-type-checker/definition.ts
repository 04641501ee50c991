import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "file-type-checker",
  name: "File Type Checker",
  description: "Find out a file's real type from its contents.",
  route: "/file-type-checker",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["file type checker", "what file type is this", "mime type checker", "file extension checker", "file signature", "magic bytes"],
  icon: "FileSearch",
  createdAt: "2026-11-24",
  related: ["file-converter", "image-converter", "pdf-converter", "one-time-link"],
} satisfies Tool & { status: "available" };
