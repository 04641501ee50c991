import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "name-generator",
  name: "Name Generator",
  description: "Random first, last and full names in 29 languages, by sex, with test-data rows, CSV and JSON export and a shareable seed.",
  route: "/name-generator",
  category: "generators",
  status: "available",
  pro: false,
  keywords: ["name", "names", "username", "random name", "fake name", "test data", "first name", "last name", "full name"],
  icon: "UserRound",
  createdAt: "2026-11-24",
  related: ["random-name-picker", "team-name-generator", "password-generator", "lorem-generator"],
} satisfies Tool & { status: "available" };
