import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "merge-pdf",
  name: "Merge PDF",
  description: "Combine several PDFs into one in your browser: reorder the files, pick page ranges, keep page sizes and rotation.",
  route: "/merge-pdf",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["merge pdf", "combine pdf", "join pdf", "pdf merger", "merge pdf files", "combine pdf files", "append pdf"],
  icon: "Combine",
  createdAt: "2026-11-29",
  related: ["split-pdf", "rotate-pdf", "pdf-converter"],
} satisfies Tool & { status: "available" };
