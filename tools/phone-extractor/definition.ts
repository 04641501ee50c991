import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "phone-extractor",
  name: "Phone Number Extractor",
  description: "Find every phone number in text, CSV or HTML — with E.164, country, type and validity — then export or redact them.",
  route: "/phone-extractor",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["phone", "number", "extract", "extractor", "text", "e.164", "redact", "csv", "telephone", "mobile"],
  icon: "Phone",
  createdAt: "2026-11-24",
  related: ["character-counter", "file-converter", "text-editor", "markdown-editor"],
} satisfies Tool & { status: "available" };
