import type { DialectId } from "./limits";

/**
 * A lexer that knows where each dialect's strings, quoted identifiers and comments start and end — all the minifier
 * needs to change whitespace without touching them. It does not parse SQL: everything else is "code", copied as
 * written. Sources: PostgreSQL 4.1 Lexical Structure (dollar quoting, E'' escapes, nested comments), MySQL 11.1 String
 * Literals and 11.7 Comments (backslash escapes, #, "-- " needs a space), SQL Server's [bracket] and nested comments,
 * SQLite's keyword quoting ("", ``, []), BigQuery's lexical structure (triple quotes, backslash escapes, #).
 */

export type SqlToken =
  | { kind: "space"; text: string }
  | { kind: "line-comment"; text: string }
  | { kind: "block-comment"; text: string }
  | { kind: "quoted"; text: string }
  | { kind: "code"; text: string };

export class SqlLexError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

interface Rules {
  /** Quote characters that open a string or quoted identifier, with their closing character. */
  quotes: Record<string, string>;
  /** Whether a backslash escapes the next character inside these quotes. */
  backslash: string;
  hashComments: boolean;
  /** MySQL: "--" starts a comment only when followed by whitespace or a control character. */
  dashDashNeedsSpace: boolean;
  nestedComments: boolean;
  dollarQuotes: boolean;
  tripleQuotes: boolean;
}

const RULES: Record<DialectId, Rules> = {
  sql: { quotes: { "'": "'", '"': '"' }, backslash: "", hashComments: false, dashDashNeedsSpace: false, nestedComments: false, dollarQuotes: false, tripleQuotes: false },
  postgresql: { quotes: { "'": "'", '"': '"' }, backslash: "", hashComments: false, dashDashNeedsSpace: false, nestedComments: true, dollarQuotes: true, tripleQuotes: false },
  mysql: { quotes: { "'": "'", '"': '"', "`": "`" }, backslash: "'\"", hashComments: true, dashDashNeedsSpace: true, nestedComments: false, dollarQuotes: false, tripleQuotes: false },
  sqlite: { quotes: { "'": "'", '"': '"', "`": "`", "[": "]" }, backslash: "", hashComments: false, dashDashNeedsSpace: false, nestedComments: false, dollarQuotes: false, tripleQuotes: false },
  transactsql: { quotes: { "'": "'", '"': '"', "[": "]" }, backslash: "", hashComments: false, dashDashNeedsSpace: false, nestedComments: true, dollarQuotes: false, tripleQuotes: false },
  bigquery: { quotes: { "'": "'", '"': '"', "`": "`" }, backslash: "'\"`", hashComments: true, dashDashNeedsSpace: false, nestedComments: false, dollarQuotes: false, tripleQuotes: true },
};

/** MySQL (and MariaDB): "--" before anything but whitespace or a control character is two minus signs, not a comment. */
export function dashDashNeedsSpace(dialect: DialectId): boolean {
  return RULES[dialect].dashDashNeedsSpace;
}

const WHAT: Record<string, string> = { "'": "string", '"': "quoted name or string", "`": "quoted name", "[": "bracketed name" };
const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/y;
const SPACE = /\s+/y;

export function lexSql(source: string, dialect: DialectId): SqlToken[] {
  const rules = RULES[dialect];
  const tokens: SqlToken[] = [];
  let code = "";
  const flush = () => {
    if (code) tokens.push({ kind: "code", text: code });
    code = "";
  };
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    SPACE.lastIndex = i;
    if (SPACE.test(source)) {
      flush();
      tokens.push({ kind: "space", text: source.slice(i, SPACE.lastIndex) });
      i = SPACE.lastIndex;
      continue;
    }
    if ((c === "-" && next === "-" && (!rules.dashDashNeedsSpace || i + 2 >= source.length || /[\s\x00-\x1f]/.test(source[i + 2]!))) || (c === "#" && rules.hashComments)) {
      flush();
      let end = source.indexOf("\n", i);
      if (end === -1) end = source.length;
      else if (source[end - 1] === "\r") end--;
      tokens.push({ kind: "line-comment", text: source.slice(i, end) });
      i = end;
      continue;
    }
    if (c === "/" && next === "*") {
      flush();
      let depth = 1;
      let j = i + 2;
      while (j < source.length && depth > 0) {
        if (source[j] === "*" && source[j + 1] === "/") {
          depth--;
          j += 2;
        } else if (rules.nestedComments && source[j] === "/" && source[j + 1] === "*") {
          depth++;
          j += 2;
        } else j++;
      }
      if (depth > 0) throw new SqlLexError("This /* comment is never closed with */.", i);
      tokens.push({ kind: "block-comment", text: source.slice(i, j) });
      i = j;
      continue;
    }
    if (rules.dollarQuotes && c === "$" && !/[\w$]/.test(code.at(-1) ?? "")) {
      DOLLAR_TAG.lastIndex = i;
      const tag = DOLLAR_TAG.exec(source)?.[0];
      if (tag) {
        const end = source.indexOf(tag, i + tag.length);
        if (end === -1) throw new SqlLexError(`This ${tag}-quoted text is never closed with ${tag}.`, i);
        flush();
        tokens.push({ kind: "quoted", text: source.slice(i, end + tag.length) });
        i = end + tag.length;
        continue;
      }
    }
    const close = rules.quotes[c];
    if (close !== undefined) {
      // PostgreSQL's escape strings, E'…', take backslash escapes; its ordinary strings do not.
      const escapeString = dialect === "postgresql" && c === "'" && /(?:^|[^\w$])[eE]$/.test(code);
      flush();
      const triple = rules.tripleQuotes && (c === "'" || c === '"') && next === c && source[i + 2] === c;
      const end = triple ? closeTriple(source, i, c, rules) : closeQuote(source, i, c, close, escapeString || rules.backslash.includes(c));
      if (end === -1) throw new SqlLexError(`This ${WHAT[c]} starting with ${triple ? c.repeat(3) : c} is never closed${triple ? "" : ` with ${close}`}.`, i);
      tokens.push({ kind: "quoted", text: source.slice(i, end) });
      i = end;
      continue;
    }
    code += c;
    i++;
  }
  flush();
  return tokens;
}

/** The offset after the closing quote; a doubled closing quote is an escaped one, and so is a backslashed one where the dialect says. */
function closeQuote(source: string, start: number, open: string, close: string, escapes: boolean): number {
  let j = start + 1;
  while (j < source.length) {
    const ch = source[j]!;
    if (escapes && ch === "\\") j += 2;
    else if (ch === close) {
      if (source[j + 1] === close) j += 2;
      else return j + 1;
    } else j++;
  }
  return -1;
}

function closeTriple(source: string, start: number, q: string, rules: Rules): number {
  const escapes = rules.backslash.includes(q);
  let j = start + 3;
  while (j < source.length) {
    if (escapes && source[j] === "\\") j += 2;
    else if (source[j] === q && source[j + 1] === q && source[j + 2] === q) return j + 3;
    else j++;
  }
  return -1;
}
