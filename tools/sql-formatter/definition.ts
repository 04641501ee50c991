import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "sql-formatter",
  name: "SQL Formatter",
  description: "Format or minify SQL for PostgreSQL, MySQL, SQLite, T-SQL, BigQuery or standard SQL: keyword case and indent your way.",
  route: "/sql-formatter",
  category: "formatters",
  status: "available",
  pro: false,
  keywords: ["sql", "format", "beautify", "pretty print", "minify", "postgresql", "mysql", "sqlite", "t-sql", "sql server", "bigquery", "query"],
  icon: "Database",
  createdAt: "2026-11-29",
  related: ["json-formatter", "xml-formatter", "css-formatter", "code-editor"],
} satisfies Tool & { status: "available" };
