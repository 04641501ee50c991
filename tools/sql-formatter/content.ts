import type { ToolContent } from "@/tools/types";
import { MAX_SQL_CHARS } from "./logic/limits";

const limit = MAX_SQL_CHARS.toLocaleString("en-US");

/** The SQL Formatter page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/sql.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "SQL Formatter — Format or Minify SQL for PostgreSQL, MySQL, SQL Server, SQLite and BigQuery",
    description:
      "Format SQL with one clause per line, keywords in UPPER or lower case and 2-space, 4-space or tab indent, or minify it without touching strings and quoted names. PostgreSQL, MySQL, T-SQL, SQLite, BigQuery and standard SQL; errors with line and column. Runs in your browser.",
    keywords: ["sql formatter", "sql beautifier", "format sql online", "sql pretty print", "sql minifier", "postgresql formatter", "mysql formatter", "t-sql formatter", "bigquery sql formatter"],
    ogHeading: "SQL Formatter",
  },
  intro:
    "Paste a query or a whole script and pick its dialect: you get one clause per line with its contents indented, keywords in the case you like, and every name, string and comment exactly as you wrote it. Minify does the reverse without breaking a string, a [bracketed] name or a $$ function body. If the query cannot be read, the message says where.",
  featureList: [
    "Standard SQL, PostgreSQL, MySQL, SQLite, T-SQL (SQL Server) and BigQuery",
    "Keywords and data types in UPPER case, lower case or as written",
    "Indent with 2 spaces, 4 spaces or a tab",
    "Minify: whitespace squeezed, strings, quoted names and dollar quotes untouched",
    "Comments removed or kept when minifying; optimizer hints always kept",
    "Errors with line, column and a caret under the spot",
    `Scripts up to ${limit} characters, formatted in a Web Worker`,
    "Open a .sql file, copy or download the result; nothing leaves your browser",
  ],
  features: {
    title: "A formatter that knows your dialect",
    items: [
      { title: "Six dialects", body: "PostgreSQL's $$ bodies and :: casts, MySQL's backticks and # comments, SQL Server's [brackets] and @variables, BigQuery's STRUCT<> and `project.dataset.table` — each read by its own rules.", icon: "Sparkles" },
      { title: "Your text stays yours", body: "Only layout and keyword case change. Names, string literals, numbers and comments come out character for character, so the query means what it meant.", icon: "ShieldCheck" },
      { title: "A safe minifier", body: "Minify squeezes whitespace only. A kept -- comment still ends its line, optimizer hints stay, and SQL Server's GO keeps its own line, so the script still runs.", icon: "Zap" },
      { title: "Private by design", body: "Formatting runs on your device. Queries with table names, customer data or credentials in them are never uploaded, logged or stored.", icon: "Globe" },
    ],
  },
  howTo: {
    title: "How to use the SQL Formatter",
    items: [
      { title: "Paste your SQL", body: `Type, paste or open a .sql file, up to ${limit} characters. Sample loads a report query to try.` },
      { title: "Pick the dialect", body: "Choose the database the query is written for, so its quoting, comments and keywords are read right. Standard SQL suits most plain queries." },
      { title: "Choose the style", body: "Format with keywords in UPPER or lower case (or as written) and 2 spaces, 4 spaces or a tab; or Minify, keeping comments if you want them." },
      { title: "Copy or download", body: "The result updates as you type. If the query cannot be read, the message gives the line and column and shows the spot." },
    ],
  },
  useCases: {
    title: "What people use the SQL Formatter for",
    items: [
      { title: "Reading generated SQL", body: "Queries logged by an ORM or copied from a BI tool arrive on one line; formatted, the joins, filters and groupings can be read at a glance." },
      { title: "Code review and style", body: "Format a migration or a stored procedure to the team's style — UPPER CASE keywords, 4-space indent — before it goes into review." },
      { title: "Embedding a query", body: "Minify a query to one line for a config file, a log message or a string in code, without breaking its strings or comments." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "select a, b from t where a in (select a from u)", text: "Standard SQL, UPPER CASE: SELECT, then a, and b indented on their own lines; FROM t; WHERE a IN ( with the subquery indented inside the brackets )." },
      { term: "PostgreSQL: create function … as $body$ … $body$", text: "The dollar-quoted function body is copied exactly, double spaces and -- comment included; only the statement around it is formatted." },
      { term: "T-SQL: select top 10 [Order Id] from [dbo].[Orders]", text: "SELECT / TOP 10 [Order Id], / FROM / [dbo].[Orders] — the bracketed names, spaces and all, untouched." },
      { term: "MySQL minify: select a -- one⏎, b # two⏎from t", text: "select a,b from t — both comments removed; with Keep comments, each still ends its line so the query after it stays code." },
      { term: "select a from t where (a = 1", text: "Refused at line 1, column 29: the query ends too early — the bracket is never closed." },
      { term: "T-SQL: select `a` from t", text: "Refused at line 1, column 8: T-SQL does not use ` — that is MySQL or BigQuery quoting; pick that dialect instead." },
    ],
  },
  faq: [
    {
      question: "Which dialect should I choose?",
      answer: "The database the query runs on. It matters for quoting and comments: `name` is a name in MySQL and BigQuery but an error in SQL Server, [name] is a name in SQL Server and SQLite, $$ starts a function body in PostgreSQL, and # starts a comment in MySQL and BigQuery. Standard SQL works for plain queries that use none of these.",
    },
    {
      question: "Does the formatter change what my query does?",
      answer: "No. It changes line breaks, indentation and the case of keywords and data types. Names, strings, numbers and comments are copied as written, and a keyword inside a string or a quoted name is left alone.",
    },
    {
      question: "Why won't it format my query?",
      answer: "It could not read it in the chosen dialect: a bracket or quote not closed, a clause cut off, or syntax from another database. The message gives the line and column, with a caret under the spot. Check the dialect first — many errors are MySQL backticks or SQL Server brackets read as another dialect.",
    },
    {
      question: "Is minified SQL safe to run?",
      answer: "Yes. Minify changes only whitespace and removes ordinary comments. Strings and quoted names keep every space, optimizer hints (/*+ … */) and MySQL's /*! … */ stay, a kept -- comment still ends its line, and SQL Server's GO, MySQL's DELIMITER and psql's backslash commands keep their own line.",
    },
    {
      question: "Why are my table and column names not upper-cased?",
      answer: "Keyword case applies to SQL keywords and data types only. Names are left as you wrote them, because in PostgreSQL, BigQuery and case-sensitive collations changing a name's case can change which table or column it means.",
    },
    {
      question: "How long can the SQL be?",
      answer: `Up to ${limit} characters — a long migration or a dump of stored procedures. Longer scripts get a message with their length; format them in parts.`,
    },
    {
      question: "Is my SQL uploaded?",
      answer: "No. Formatting and minifying run in your browser, in a Web Worker. Your queries are never sent to our server, logged or stored.",
    },
  ],
};
