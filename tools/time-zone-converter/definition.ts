import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "time-zone-converter",
  name: "Time Zone Converter",
  description: "A date and time in one time zone shown in others, daylight saving included, with each UTC offset and a meeting planner for the day.",
  route: "/time-zone-converter",
  category: "converters",
  status: "available",
  pro: false,
  keywords: ["time zone converter", "timezone converter", "convert time zones", "time difference", "est to ist", "pst to est", "utc converter", "meeting planner", "world clock", "daylight saving time"],
  icon: "Globe",
  createdAt: "2026-11-29",
  related: ["timestamp-converter", "date-calculator", "cron-expression", "unit-calculator"],
} satisfies Tool & { status: "available" };
