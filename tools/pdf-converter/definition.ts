import type { Tool } from "@/lib/catalogue";

/** The catalogue entry (lib/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "pdf-converter",
  name: "PDF Converter",
  description: "Convert documents to and from PDF.",
  route: "/pdf-converter",
  category: "converters",
  status: "available",
  pro: true,
  keywords: ["pdf","document","word","convert"],
  icon: "FileText",
  createdAt: "2026-11-24",
  related: [],
} satisfies Tool & { status: "available" };
