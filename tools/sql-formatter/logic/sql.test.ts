import { describe, expect, it } from "vitest";
import { runSql, type SqlRun } from "./format";
import { lexSql } from "./lex";
import { MAX_SQL_CHARS, type SqlOptions } from "./limits";

/**
 * Real queries per dialect, formatted by sql-formatter and checked by hand against each dialect's documentation: the
 * PostgreSQL dollar-quoted body (PostgreSQL 4.1.2.4) and E'' escape string (4.1.2.2), T-SQL [bracketed] identifiers,
 * MySQL backticks and backslash escapes (MySQL 11.1, 11.2), BigQuery STRUCT<> types and backticked table paths, and
 * SQLite's INSERT OR REPLACE … RETURNING.
 */

const FORMAT: SqlOptions = { mode: "format", dialect: "sql", keywordCase: "upper", indent: "2", keepComments: false };
const MINIFY: SqlOptions = { ...FORMAT, mode: "minify" };

function output(run: SqlRun): string {
  if (run.state !== "ok") throw new Error(`expected output, got ${JSON.stringify(run)}`);
  return run.output;
}

describe("format, per dialect", () => {
  it("PostgreSQL: a $body$ function body and an E'' string are kept as written", () => {
    const source = "create function add_one(i int) returns int as $body$\n  select  i + 1;  -- keep\n$body$ language sql;\nselect e'it\\'s', $1::text from t";
    expect(output(runSql(source, { ...FORMAT, dialect: "postgresql" }))).toBe(
      "CREATE FUNCTION add_one (i INT) returns INT AS $body$\n  select  i + 1;  -- keep\n$body$ language sql;\n\nSELECT\n  e'it\\'s',\n  $1::TEXT\nFROM\n  t",
    );
  });

  it("T-SQL: [bracketed] names with spaces, 4-space indent", () => {
    expect(output(runSql("select top 10 [Order Id], [name] from [dbo].[Orders] where [Order Id] > @min", { ...FORMAT, dialect: "transactsql", indent: "4" }))).toBe(
      "SELECT\n    TOP 10 [Order Id],\n    [name]\nFROM\n    [dbo].[Orders]\nWHERE\n    [Order Id] > @min",
    );
  });

  it("MySQL: backticks, a backslash-escaped quote and a # comment, keywords in lower case (names untouched)", () => {
    expect(output(runSql("SELECT `user`.`id`, COUNT(*) AS n FROM `user` WHERE note = 'it\\'s' # why\nGROUP BY 1", { ...FORMAT, dialect: "mysql", keywordCase: "lower" }))).toBe(
      "select\n  `user`.`id`,\n  COUNT(*) as n\nfrom\n  `user`\nwhere\n  note = 'it\\'s' # why\ngroup by\n  1",
    );
  });

  it("BigQuery: STRUCT<> types and a `project.dataset.table` path, tab indent", () => {
    expect(output(runSql("select struct<a int64, b string>(1, 'x') as s from `proj.ds.tbl`", { ...FORMAT, dialect: "bigquery", indent: "tab" }))).toBe(
      "SELECT\n\tSTRUCT<a INT64, b STRING> (1, 'x') AS s\nFROM\n\t`proj.ds.tbl`",
    );
  });

  it("SQLite: INSERT OR REPLACE … RETURNING, keyword case preserved", () => {
    expect(output(runSql("insert or replace into t(a,b) values (1,'x'), (2, 'y') returning *", { ...FORMAT, dialect: "sqlite", keywordCase: "preserve" }))).toBe(
      "insert or replace into\n  t (a, b)\nvalues\n  (1, 'x'),\n  (2, 'y')\nreturning\n  *",
    );
  });

  it("standard SQL: a subquery indented inside its brackets", () => {
    expect(output(runSql("select a, b from t where a in (select a from u) and b between 1 and 2", FORMAT))).toBe(
      "SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  a IN (\n    SELECT\n      a\n    FROM\n      u\n  )\n  AND b BETWEEN 1 AND 2",
    );
  });
});

describe("strings and comments read by each dialect's rules", () => {
  const paths = "SELECT path FROM files WHERE path = 'C:\\' OR path = 'D:\\'";

  it.each(["sql", "postgresql", "sqlite", "transactsql"] as const)("%s: a backslash does not escape in '…', so 'C:\\' ends at its quote", (dialect) => {
    expect(output(runSql(paths, { ...FORMAT, dialect }))).toBe("SELECT\n  path\nFROM\n  files\nWHERE\n  path = 'C:\\'\n  OR path = 'D:\\'");
    expect(output(runSql("select 'it''s' from t", { ...FORMAT, dialect }))).toBe("SELECT\n  'it''s'\nFROM\n  t");
  });

  it.each(["mysql", "bigquery"] as const)("%s: a backslash escapes the quote, so 'C:\\' runs on and the last string is never closed", (dialect) => {
    expect(runSql(paths, { ...FORMAT, dialect })).toEqual({ state: "error", problem: { message: "This string starting with ' is never closed with '.", line: 1, column: 57 } });
  });

  it("MySQL: \"--\" without a space after it is minus minus, in Format as in Minify", () => {
    const mysql = { ...FORMAT, dialect: "mysql" } as const;
    expect(output(runSql("select a--b, c from t", mysql))).toBe("SELECT\n  a - - b,\n  c\nFROM\n  t");
    expect(output(runSql("select a---b, c from t", mysql))).toBe("SELECT\n  a - - - b,\n  c\nFROM\n  t");
    expect(output(runSql("select a--'x', c from t", mysql))).toBe("SELECT\n  a - - 'x',\n  c\nFROM\n  t");
    // "-- " is a comment, and so is "--" at the end of a line or of the text; the dash before one is still a minus.
    expect(output(runSql("select a -- note\n, c from t", mysql))).toBe("SELECT\n  a -- note\n,\n  c\nFROM\n  t");
    expect(output(runSql("select a -- note\n, b--\n, c--", mysql))).toBe("SELECT\n  a -- note\n,\n  b --\n,\n  c --");
    expect(output(runSql("select a--- note\n from t", mysql))).toBe("SELECT\n  a - -- note\nFROM\n  t");
    // Where the query is wrong, the column is the one typed, not one moved by the spaces put between the dashes.
    expect(runSql("select a--b--c)", mysql)).toEqual({
      state: "error",
      problem: { message: "Unexpected ) here: check the brackets and commas before it.", line: 1, column: 15 },
    });
  });

  it.each(["sql", "postgresql", "sqlite", "transactsql", "bigquery"] as const)("%s: \"--\" always starts a comment", (dialect) => {
    expect(output(runSql("select a--b, c from t\nfrom u", { ...FORMAT, dialect }))).toBe("SELECT\n  a --b, c from t\nFROM\n  u");
  });
});

describe("errors with line and column", () => {
  it("an unfinished query, a stray bracket, an unclosed string", () => {
    expect(runSql("select a from t where (a = 1", FORMAT)).toEqual({
      state: "error",
      problem: { message: "The query ends too early: a bracket, a clause or an expression is not finished.", line: 1, column: 29 },
    });
    expect(runSql("select a from t\nwhere a = 1)", FORMAT)).toEqual({
      state: "error",
      problem: { message: "Unexpected ) here: check the brackets and commas before it.", line: 2, column: 12 },
    });
    for (const mode of ["format", "minify"] as const) {
      expect(runSql("select 1;\nselect 'abc from t", { ...FORMAT, mode, dialect: "postgresql" })).toEqual({
        state: "error",
        problem: { message: "This string starting with ' is never closed with '.", line: 2, column: 8 },
      });
    }
  });

  it("a character the dialect does not use names the dialect", () => {
    expect(runSql("select `a` from t", { ...FORMAT, dialect: "transactsql" })).toEqual({
      state: "error",
      problem: { message: 'T-SQL (SQL Server) does not use "`" here. Is this query written for another dialect?', line: 1, column: 8 },
    });
    expect(runSql("select [a] from t", { ...FORMAT, dialect: "mysql" })).toMatchObject({ problem: { message: 'MySQL does not use "[" here. Is this query written for another dialect?' } });
  });

  it("unclosed comments, dollar quotes and brackets, with where they start", () => {
    expect(runSql("select 1 /* note", MINIFY)).toMatchObject({ problem: { message: "This /* comment is never closed with */.", line: 1, column: 10 } });
    expect(runSql("select $f$ body", { ...MINIFY, dialect: "postgresql" })).toMatchObject({ problem: { message: "This $f$-quoted text is never closed with $f$.", line: 1, column: 8 } });
    expect(runSql("select [a b\nfrom t", { ...MINIFY, dialect: "transactsql" })).toMatchObject({ problem: { message: "This bracketed name starting with [ is never closed with ].", line: 1, column: 8 } });
    expect(runSql("select '''never", { ...MINIFY, dialect: "bigquery" })).toMatchObject({ problem: { message: "This string starting with ''' is never closed.", line: 1, column: 8 } });
  });

  it("refuses input over the limit, with the limit stated", () => {
    expect(runSql(`select ${"1".repeat(MAX_SQL_CHARS)}`, FORMAT)).toEqual({
      state: "error",
      problem: { message: "That's 200,007 characters: the SQL formatter takes up to 200,000 at a time. Format the script in parts.", line: 0, column: 0 },
    });
    expect(runSql("   \n", FORMAT)).toEqual({ state: "empty" });
  });
});

describe("minify", () => {
  it("keeps strings, quoted names and dollar-quoted text; removes comments and spaces beside brackets and commas", () => {
    const run = runSql("select  a ,  b -- note\nfrom t /* block */ where x = 'a  b' and y = $q$ keep   this $q$ and \"Col  Name\" = 1 ;\n\nselect  count( * ) from u", { ...MINIFY, dialect: "postgresql" });
    expect(run).toEqual({ state: "ok", output: "select a,b from t where x = 'a  b' and y = $q$ keep   this $q$ and \"Col  Name\" = 1;select count(*)from u", notes: ["2 comments removed"] });
  });

  it("T-SQL: GO stays on its own line, optimizer hints stay, nested comments go whole", () => {
    expect(output(runSql("select  [a  b]\nfrom t\nGO\nselect /*+ hint */ 2 /* nested /* inner */ still */ from u", { ...MINIFY, dialect: "transactsql" }))).toBe(
      "select [a  b] from t\nGO\nselect /*+ hint */ 2 from u",
    );
  });

  it("MySQL: kept line comments end their line, d--1 is not a comment, /*! … */ is kept", () => {
    expect(output(runSql("select a -- one\n, b # two\nfrom t where c = 'x\\'  y' and d--1 > 0 /*! STRAIGHT_JOIN */", { ...MINIFY, dialect: "mysql", keepComments: true }))).toBe(
      "select a -- one\n,b # two\nfrom t where c = 'x\\'  y' and d--1 > 0 /*! STRAIGHT_JOIN */",
    );
    // Without keeping comments, the line comments go and the text after them is still code.
    expect(output(runSql("select a -- one\n, b # two\nfrom t", { ...MINIFY, dialect: "mysql" }))).toBe("select a,b from t");
  });

  it("BigQuery: triple-quoted strings keep their inner quotes and spaces", () => {
    expect(output(runSql("select '''a  'b'  c''' ,  `p.d.t` from x", { ...MINIFY, dialect: "bigquery" }))).toBe("select '''a  'b'  c''',`p.d.t` from x");
  });

  it("never joins two dashes into a comment", () => {
    expect(output(runSql("select 1 - -2", MINIFY))).toBe("select 1 - -2");
    expect(output(runSql("select 1 / *", MINIFY))).toBe("select 1 / *");
  });
});

describe("lexer", () => {
  it("reads each dialect's quoting, and PostgreSQL's $1 parameters are not dollar quotes", () => {
    const kinds = (source: string, dialect: Parameters<typeof lexSql>[1]) => lexSql(source, dialect).filter((t) => t.kind !== "space").map((t) => `${t.kind}:${t.text}`);
    expect(kinds("select $1, a$$b, $$x$$", "postgresql")).toEqual(["code:select", "code:$1,", "code:a$$b,", "quoted:$$x$$"]);
    expect(kinds(`select "a""b", 'c''d'`, "sql")).toEqual(["code:select", 'quoted:"a""b"', "code:,", "quoted:'c''d'"]);
    expect(kinds("select [a]]b]", "transactsql")).toEqual(["code:select", "quoted:[a]]b]"]);
    // In PostgreSQL a backslash escapes only in E'' strings: 'a\' is a whole string, so 'a\'b' leaves a quote open.
    expect(kinds("select E'a\\'b', e'\\\\'", "postgresql")).toEqual(["code:select", "code:E", "quoted:'a\\'b'", "code:,", "code:e", "quoted:'\\\\'"]);
    expect(() => lexSql("select 'a\\'b'", "postgresql")).toThrow("This string starting with ' is never closed with '.");
    expect(kinds("select 'a\\'b'", "mysql")).toEqual(["code:select", "quoted:'a\\'b'"]);
  });
});
