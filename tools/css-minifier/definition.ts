import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "css-minifier",
  name: "CSS Minifier",
  description: "Minify CSS safely: licence comments kept, every removed part listed with its line, sizes before and after with gzip and brotli.",
  route: "/css-minifier",
  category: "formatters",
  status: "available",
  pro: false,
  keywords: ["css", "minify", "compress", "stylesheet", "gzip", "brotli", "optimize", "css compressor"],
  icon: "Minimize2",
  createdAt: "2026-11-24",
  related: ["css-formatter", "xml-formatter", "json-formatter", "code-editor"],
} satisfies Tool & { status: "available" };
