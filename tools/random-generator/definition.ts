import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "random-generator",
  name: "Random Generator",
  description: "Random numbers, dice rolls, coin flips, yes/no, list shuffles and dates, fair to the last digit, with a verifiable record for giveaways.",
  route: "/random-generator",
  category: "fun-tools",
  status: "available",
  pro: false,
  keywords: ["random", "number", "dice", "coin", "flip", "lottery", "shuffle", "giveaway", "generator"],
  icon: "Dices",
  createdAt: "2026-11-24",
  related: ["random-name-picker", "password-generator", "team-name-generator", "truth-or-dare"],
} satisfies Tool & { status: "available" };
