/**
 * The SQL Formatter's choices and bounds, apart from the engine so that the page and its words can state them without
 * loading sql-formatter.
 */

export const DIALECTS = [
  { value: "sql", label: "Standard SQL" },
  { value: "postgresql", label: "PostgreSQL" },
  { value: "mysql", label: "MySQL" },
  { value: "sqlite", label: "SQLite" },
  { value: "transactsql", label: "T-SQL (SQL Server)" },
  { value: "bigquery", label: "BigQuery" },
] as const;
export type DialectId = (typeof DIALECTS)[number]["value"];

export type KeywordCase = "upper" | "lower" | "preserve";
export type Indent = "2" | "4" | "tab";

export interface SqlOptions {
  mode: "format" | "minify";
  dialect: DialectId;
  keywordCase: KeywordCase;
  indent: Indent;
  /** Minify only: keep comments (otherwise only optimizer hints and MySQL's executable comments stay). */
  keepComments: boolean;
}

/** The longest query or script formatted: a long migration file. */
export const MAX_SQL_CHARS = 200_000;

export const dialectName = (id: DialectId) => DIALECTS.find((d) => d.value === id)?.label ?? id;
