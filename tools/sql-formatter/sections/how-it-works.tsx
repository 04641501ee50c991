import { HowItWorksSection } from "@/components/code/how-it-works";
import { MAX_SQL_CHARS } from "../logic/limits";

/** How the SQL Formatter reads each dialect, and what Minify changes and never touches. */
export function SqlHowItWorks() {
  return (
    <HowItWorksSection
      section={{
        id: "sql-how",
        title: "How it works",
        description: "Every string, quoted name and comment is found first, by the chosen dialect's rules; only then is the query formatted or minified.",
        paragraphs: [
          "Dialects quote differently: PostgreSQL has $$ dollar quotes and E'' escape strings, MySQL and BigQuery take backslash escapes and `backticks`, SQL Server and SQLite quote names in [brackets], MySQL and BigQuery start comments with #. The dialect you pick decides where each string and comment ends, so a keyword inside a string is never touched.",
          "Format uses sql-formatter, an open-source formatter that parses each dialect's grammar: one clause per line, its contents indented, keywords and data types in the case you choose. Names, strings, numbers and comments are copied as written. If it cannot read the query, the message gives the line and column.",
          `Minify changes only whitespace: runs of spaces and line breaks become one space, none beside brackets, commas and semicolons. Comments are removed unless you keep them, except optimizer hints (/*+ … */) and MySQL's /*! … */, which change what runs; a kept -- comment still ends its line, and SQL Server's GO, MySQL's DELIMITER and psql's \\ commands keep their own line. Scripts up to ${MAX_SQL_CHARS.toLocaleString("en-US")} characters, in a Web Worker.`,
        ],
        table: {
          caption: "What each dialect quotes",
          columns: ["Dialect", "Strings", "Quoted names", "Comments"],
          rows: [
            ["Standard SQL", "'…' ('' for a quote)", "\"…\"", "-- and /* */"],
            ["PostgreSQL", "'…', E'…' (backslash escapes), $tag$…$tag$", "\"…\"", "-- and nested /* */"],
            ["MySQL", "'…' and \"…\" (backslash escapes)", "`…`", "-- (with a space), # and /* */"],
            ["SQLite", "'…'", "\"…\", `…` and […]", "-- and /* */"],
            ["T-SQL (SQL Server)", "'…' and N'…'", "[…] and \"…\"", "-- and nested /* */"],
            ["BigQuery", "'…', \"…\", '''…''' and \"\"\"…\"\"\"", "`…`", "--, # and /* */"],
          ],
        },
      }}
    />
  );
}
