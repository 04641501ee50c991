import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "timestamp-converter",
  name: "Timestamp Converter",
  description: "Unix seconds or milliseconds to ISO 8601, RFC 2822 and local time in any time zone, and dates back to Unix time, exact to the millisecond.",
  route: "/timestamp-converter",
  category: "converters",
  status: "available",
  pro: false,
  keywords: ["timestamp converter", "unix timestamp", "epoch converter", "unix time", "epoch to date", "date to timestamp", "iso 8601", "rfc 2822", "milliseconds"],
  icon: "Hash",
  createdAt: "2026-11-29",
  related: ["url-encoder", "unit-calculator", "calculator", "json-formatter"],
} satisfies Tool & { status: "available" };
