import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "url-encoder",
  name: "URL Encoder",
  description: "Percent-encode and decode URL parts and whole URLs, split a URL into its parts and its query into a table, and turn a query into JSON and back.",
  route: "/url-encoder",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["url encoder", "url decoder", "urlencode", "percent encoding", "encodeuricomponent", "url parser", "query string", "query string to json"],
  icon: "Link",
  createdAt: "2026-11-29",
  related: ["json-formatter", "url-shortener", "qr-generator", "case-converter"],
} satisfies Tool & { status: "available" };
