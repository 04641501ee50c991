import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "compress-pdf",
  name: "Compress PDF",
  description: "Make a PDF smaller in your browser: photos re-encoded at the level you choose, thumbnails and unused objects dropped, never a bigger file.",
  route: "/compress-pdf",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["compress pdf", "reduce pdf size", "pdf compressor", "shrink pdf", "make pdf smaller", "optimize pdf"],
  icon: "Minimize2",
  createdAt: "2026-11-29",
  related: ["merge-pdf", "split-pdf", "image-compressor"],
} satisfies Tool & { status: "available" };
