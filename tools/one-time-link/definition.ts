import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "one-time-link",
  name: "One Time Link",
  description: "Share a secret through a link that works only once.",
  route: "/one-time-link",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["one time link", "one time secret", "self-destructing message", "share password securely", "burn after reading", "encrypted note"],
  icon: "Flame",
  createdAt: "2026-11-24",
  related: ["password-generator", "url-shortener", "qr-generator", "file-type-checker"],
} satisfies Tool & { status: "available" };
