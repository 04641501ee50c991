import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "split-pdf",
  name: "Split PDF",
  description: "Split a PDF into files by page ranges, every N pages or one file per page, downloaded as a ZIP, in your browser.",
  route: "/split-pdf",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["split pdf", "pdf splitter", "separate pdf pages", "extract pdf pages", "split pdf into pages", "cut pdf"],
  icon: "Scissors",
  createdAt: "2026-11-29",
  related: ["merge-pdf", "rotate-pdf", "pdf-converter"],
} satisfies Tool & { status: "available" };
