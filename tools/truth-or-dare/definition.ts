import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "truth-or-dare",
  name: "Truth or Dare",
  description: "Truths and dares for kids, teens, parties and couples, with players taking turns, no repeats and an online mode.",
  route: "/truth-or-dare",
  category: "fun-tools",
  status: "available",
  pro: false,
  keywords: ["truth", "dare", "truth or dare", "game", "party", "questions", "kids", "couples", "online"],
  icon: "MessageCircleQuestion",
  createdAt: "2026-11-24",
  related: ["team-name-generator", "name-generator", "lorem-generator"],
} satisfies Tool & { status: "available" };
