import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "date-calculator",
  name: "Date Calculator",
  description: "Days and business days between two dates, a date plus or minus days, weeks, months or years, age on any date, and a date's weekday and ISO week number.",
  route: "/date-calculator",
  category: "calculators",
  status: "available",
  pro: false,
  keywords: ["date calculator", "days between dates", "business days", "working days", "add days to date", "age calculator", "week number", "iso week", "day of the week", "date difference"],
  icon: "CalendarDays",
  createdAt: "2026-11-29",
  related: ["timestamp-converter", "percentage-calculator", "calculator", "unit-calculator"],
} satisfies Tool & { status: "available" };
