import { bigquery, formatDialect, mysql, postgresql, sql, sqlite, transactsql, type DialectOptions } from "sql-formatter";
import { LineIndex } from "@/lib/engines/text/line-index";
import { dashDashNeedsSpace, lexSql, SqlLexError, type SqlToken } from "./lex";
import { dialectName, MAX_SQL_CHARS, type DialectId, type SqlOptions } from "./limits";

/**
 * The SQL Formatter's engine. Formatting is sql-formatter's (MIT) for the chosen dialect; minifying is ours, on the
 * dialect-aware lexer of lex.ts, and changes only whitespace and (unless kept) comments. Both first check that every
 * string, quoted name and comment is closed, so neither ever runs on text it would misread.
 */

/**
 * sql-formatter's standard SQL takes a backslash in '…' for an escape, so 'C:\' would never end. In standard SQL (as in
 * PostgreSQL's and SQLite's plain strings) only a doubled quote escapes one: its string types, with that one rule put right.
 */
const STANDARD_SQL: DialectOptions = {
  ...sql,
  tokenizerOptions: {
    ...sql.tokenizerOptions,
    stringTypes: [
      { quote: "''-qq", prefixes: ["N", "U&"] },
      { quote: "''-raw", prefixes: ["X"], requirePrefix: true },
    ],
  },
};

const DIALECT: Record<DialectId, DialectOptions> = { sql: STANDARD_SQL, postgresql, mysql, sqlite, transactsql, bigquery };

export interface SqlProblem {
  message: string;
  /** 1-based; 0 for a problem of the whole input. */
  line: number;
  column: number;
}

export type SqlRun = { state: "empty" } | { state: "error"; problem: SqlProblem } | { state: "ok"; output: string; notes: string[] };

export function runSql(source: string, options: SqlOptions): SqlRun {
  if (source.trim() === "") return { state: "empty" };
  if (source.length > MAX_SQL_CHARS) {
    return {
      state: "error",
      problem: { message: `That's ${source.length.toLocaleString("en-US")} characters: the SQL formatter takes up to ${MAX_SQL_CHARS.toLocaleString("en-US")} at a time. Format the script in parts.`, line: 0, column: 0 },
    };
  }
  let tokens: SqlToken[];
  try {
    tokens = lexSql(source, options.dialect);
  } catch (error) {
    if (!(error instanceof SqlLexError)) throw error;
    const { line, column } = new LineIndex(source).position(error.offset);
    return { state: "error", problem: { message: error.message, line, column } };
  }
  if (options.mode === "minify") {
    const { output, removedComments } = minifyTokens(tokens, options);
    const notes = removedComments > 0 ? [`${removedComments.toLocaleString("en-US")} ${removedComments === 1 ? "comment" : "comments"} removed`] : [];
    return { state: "ok", output, notes };
  }
  const { text, spaces } = dashDashNeedsSpace(options.dialect) ? separateDashes(tokens) : { text: source, spaces: [] };
  try {
    const output = formatDialect(text, {
      dialect: DIALECT[options.dialect],
      keywordCase: options.keywordCase,
      dataTypeCase: options.keywordCase,
      tabWidth: options.indent === "4" ? 4 : 2,
      useTabs: options.indent === "tab",
    });
    return { state: "ok", output, notes: [] };
  } catch (error) {
    return { state: "error", problem: withoutSpaces(parseProblem(error, options.dialect), text, spaces) };
  }
}

/**
 * sql-formatter takes every "--" for the start of a comment, but where our lexer read the dashes as code (MySQL's "--"
 * needs a space after it) they are minus signs: a--b is a minus minus b. A space between them ("a- -b", the same
 * query) keeps the formatter from swallowing the rest of the line. Returns where the spaces went, in the new text.
 */
function separateDashes(tokens: SqlToken[]): { text: string; spaces: number[] } {
  let text = "";
  const spaces: number[] = [];
  tokens.forEach((token, t) => {
    if (token.kind !== "code") {
      text += token.text;
      return;
    }
    // A comment right after the code may start with the dash that makes a "--" with the code's last one.
    const after = tokens[t + 1]?.text[0];
    for (let i = 0; i < token.text.length; i++) {
      text += token.text[i];
      if (token.text[i] === "-" && (i + 1 < token.text.length ? token.text[i + 1] : after) === "-") {
        spaces.push(text.length);
        text += " ";
      }
    }
  });
  return { text, spaces };
}

/** A problem's column in the text as typed: the spaces separateDashes put before it on its line are taken off. */
function withoutSpaces(problem: SqlProblem, text: string, spaces: number[]): SqlProblem {
  if (problem.line === 0 || spaces.length === 0) return problem;
  // sql-formatter counts lines at "\n" only.
  let lineStart = 0;
  for (let line = 1; line < problem.line; line++) lineStart = text.indexOf("\n", lineStart) + 1;
  const at = lineStart + problem.column - 1;
  return { ...problem, column: problem.column - spaces.filter((s) => s >= lineStart && s < at).length };
}

const AT_TOKEN = /^Parse error at token: (.*) at line (\d+) column (\d+)/;
const UNEXPECTED = /^Parse error: Unexpected "([^]*?)" at line (\d+) column (\d+)/;

/** sql-formatter's errors, said in words, with the line and column it gives. */
export function parseProblem(error: unknown, dialect: DialectId): SqlProblem {
  const message = error instanceof Error ? error.message : String(error);
  const at = AT_TOKEN.exec(message);
  if (at) {
    const [, token, line, column] = at;
    const text = token === "«EOF»" ? "The query ends too early: a bracket, a clause or an expression is not finished." : `Unexpected ${token} here: check the brackets and commas before it.`;
    return { message: text, line: Number(line), column: Number(column) };
  }
  const unexpected = UNEXPECTED.exec(message);
  if (unexpected) {
    const [, text, line, column] = unexpected;
    // sql-formatter quotes the text from the spot on; the first character is the one it could not read.
    const first = String.fromCodePoint(text!.codePointAt(0) ?? 0x20);
    return { message: `${dialectName(dialect)} does not use "${first}" here. Is this query written for another dialect?`, line: Number(line), column: Number(column) };
  }
  return { message: `The formatter could not read this as ${dialectName(dialect)}. Check the query, or choose its dialect.`, line: 0, column: 0 };
}

/** MySQL and Oracle-style optimizer hints (/*+ … *\/) and MySQL's executable comments (/*! … *\/) are code, not notes. */
const MEANINGFUL_COMMENT = /^\/\*[!+]/;
/** Lines a client reads, not the server: SQL Server's GO, MySQL's DELIMITER, psql's backslash commands. */
const CLIENT_COMMAND: Partial<Record<DialectId, RegExp>> = { transactsql: /^go$/i, mysql: /^delimiter$/i, postgresql: /^\\/ };
const TIGHT = "(),;";

/** Whitespace between tokens shrunk to one space, or none beside ( ) , ; — the text of every token left as it was. */
export function minifyTokens(tokens: SqlToken[], options: Pick<SqlOptions, "dialect" | "keepComments">): { output: string; removedComments: number } {
  const command = CLIENT_COMMAND[options.dialect];
  let out = "";
  let gap = false;
  let gapHasNewline = true; // the start of the text counts as a new line
  let breakAtNewline = false;
  let removedComments = 0;
  for (const token of tokens) {
    if (token.kind === "space" || ((token.kind === "line-comment" || token.kind === "block-comment") && !options.keepComments && !MEANINGFUL_COMMENT.test(token.text))) {
      if (token.kind !== "space") removedComments++;
      gap = true;
      if (/[\n\r]/.test(token.text) || token.kind === "line-comment") gapHasNewline = true;
      continue;
    }
    const startsCommand = command !== undefined && token.kind === "code" && gapHasNewline && command.test(token.text.split(/\s/)[0]!);
    if (out !== "") {
      if ((breakAtNewline && gapHasNewline) || startsCommand) {
        out += "\n";
        breakAtNewline = false;
      } else if (breakAtNewline && !gapHasNewline && gap) out += " ";
      else if (gap && !TIGHT.includes(out.at(-1)!) && !TIGHT.includes(token.text[0]!)) out += " ";
    }
    out += token.text;
    if (token.kind === "line-comment" || startsCommand) breakAtNewline = true;
    gap = false;
    gapHasNewline = false;
  }
  return { output: out, removedComments };
}

export interface SqlRequest {
  id: number;
  source: string;
  options: SqlOptions;
}
export interface SqlResponse {
  id: number;
  run: SqlRun;
}

/** The worker's one job (tools/sql-formatter/ui/sql.worker.ts). */
export function handle(request: SqlRequest): SqlResponse {
  return { id: request.id, run: runSql(request.source, request.options) };
}
