import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "pdf-converter",
  name: "PDF Converter",
  description: "PDF pages to JPG or PNG, images to PDF, and PDF to text, in your browser.",
  route: "/pdf-converter",
  category: "converters",
  status: "available",
  pro: true,
  keywords: ["pdf", "pdf to jpg", "pdf to png", "jpg to pdf", "images to pdf", "pdf to text", "convert"],
  icon: "FileText",
  createdAt: "2026-11-24",
  related: ["image-converter", "file-converter", "file-type-checker", "markdown-editor"],
} satisfies Tool & { status: "available" };
