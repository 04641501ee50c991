import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "rotate-pdf",
  name: "Rotate PDF",
  description: "Rotate, delete and reorder a PDF's pages with thumbnails, then save the new PDF, in your browser.",
  route: "/rotate-pdf",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["rotate pdf", "organize pdf", "organise pdf", "reorder pdf pages", "delete pdf pages", "remove pages from pdf", "rearrange pdf"],
  icon: "RotateCw",
  createdAt: "2026-11-29",
  related: ["merge-pdf", "split-pdf", "pdf-converter"],
} satisfies Tool & { status: "available" };
