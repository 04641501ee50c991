import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "url-shortener",
  name: "URL Shortener",
  description: "Shorten long links into short URLs that redirect instantly, with click analytics.",
  route: "/urlshortener",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["url", "link", "shortener", "short link", "redirect", "analytics"],
  icon: "Link",
  createdAt: "2026-11-22",
  related: ["qr-generator", "one-time-link", "phone-extractor", "file-type-checker"],
} satisfies Tool & { status: "available" };
