import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "cron-expression",
  name: "Cron Expression",
  description: "Explain a cron expression in plain words, see its next 10 run times in any time zone (daylight saving included), or build one from choices.",
  route: "/cron-expression",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["cron expression", "crontab", "cron generator", "cron explainer", "cron schedule", "next run time", "crontab guru", "cron syntax", "every 5 minutes cron"],
  icon: "Clock",
  createdAt: "2026-11-29",
  related: ["timestamp-converter", "date-calculator", "json-formatter", "url-encoder"],
} satisfies Tool & { status: "available" };
