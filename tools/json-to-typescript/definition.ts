import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "json-to-typescript",
  name: "JSON to TypeScript",
  description: "TODO: one sentence on what the JSON to TypeScript does.",
  route: "/json-to-typescript",
  category: "formatters",
  status: "available",
  pro: false,
  keywords: ["json to typescript","typescript","interface","type","zod","json schema","quicktype","types from json","infer types"],
  icon: "FileCode",
  createdAt: "2026-11-29",
  related: [],
} satisfies Tool & { status: "available" };
