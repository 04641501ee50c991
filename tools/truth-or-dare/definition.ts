import type { Tool } from "@/lib/catalogue";

/** The catalogue entry (lib/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "truth-or-dare",
  name: "Truth or Dare",
  description: "Truth questions and dares for parties and game nights.",
  route: "/truth-or-dare",
  category: "fun-tools",
  status: "available",
  pro: false,
  keywords: ["truth","dare","game","party"],
  icon: "MessageCircleQuestion",
  createdAt: "2026-11-24",
  related: [],
} satisfies Tool & { status: "available" };
