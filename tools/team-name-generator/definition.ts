import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "team-name-generator",
  name: "Team Name Generator",
  description: "Team names for sports, trivia, work, esports, fantasy football and kids: puns, your keyword, alliteration and a length limit.",
  route: "/team-name-generator",
  category: "fun-tools",
  status: "available",
  pro: false,
  keywords: ["team", "name", "generator", "group", "trivia", "quiz", "fantasy football", "esports", "work", "pun"],
  icon: "Users",
  createdAt: "2026-11-24",
  related: ["name-generator", "truth-or-dare", "password-generator"],
} satisfies Tool & { status: "available" };
