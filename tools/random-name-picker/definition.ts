import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "random-name-picker",
  name: "Random Name Picker",
  description: "Spin a wheel of names or pick instantly: winners drawn fairly before the wheel turns, weights, teams, classroom rounds and a verifiable draw record.",
  route: "/random-name-picker",
  category: "fun-tools",
  status: "available",
  pro: false,
  keywords: ["random", "name", "picker", "winner", "raffle", "wheel", "spin", "teams", "giveaway", "classroom"],
  icon: "Shuffle",
  createdAt: "2026-11-24",
  related: ["random-generator", "team-name-generator", "name-generator", "truth-or-dare"],
} satisfies Tool & { status: "available" };
