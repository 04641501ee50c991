import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "uuid-generator",
  name: "UUID Generator",
  description: "UUID v4 and v7, ULID and Nano ID, up to 10,000 at once, with a validator that reads any UUID's version, variant and time.",
  route: "/uuid-generator",
  category: "generators",
  status: "available",
  pro: false,
  keywords: ["uuid", "guid", "uuid v4", "uuid v7", "ulid", "nanoid", "unique id", "uuid validator", "random id", "bulk uuid"],
  icon: "IdCard",
  createdAt: "2026-11-29",
  related: ["password-generator", "hash-generator", "random-generator", "base64"],
} satisfies Tool & { status: "available" };
