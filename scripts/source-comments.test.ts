import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments are read by someone who has only the repository: a comment that cites an issue number sends them to a
 * tracker they may not have, and one that names a file that is gone sends them nowhere. A comment says why in the
 * code's own terms, so every comment of every source file is checked for both.
 */

const root = path.resolve(import.meta.dirname, "..");
const SOURCE_DIRS = ["app", "components", "lib", "tools", "ops", "prisma", "scripts", "tests", "e2e", "types", ".ci"];
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|sh)$/;
const SKIP_DIRS = new Set(["node_modules", ".next", "generated", "test-results", "playwright-report"]);
const ROOT_FILE = /^(server|proxy|next\.config|playwright\.config|vitest\.config|prisma\.config|eslint\.config|postcss\.config)\.(ts|mjs)$|^\.env\.example$|^package\.json$/;

/**
 * The word issue (or PR, pull request), singular or plural, then a number with or without a hash; or a hash and a number
 * in parentheses. Colour codes and other hashes (UAX and UTS numbers of Unicode) are not citations.
 */
const ISSUE_CITATION = /\b(?:issues?|pr|pull request)\s*#?\d{1,4}\b|\(#\d{1,4}\)/i;

/** A script without an extension (`.ci/run`) whose first line runs a shell. */
const isShellScript = (source: string) => /^#!.*\b(?:ba|z|da)?sh\b/.test(source);

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (SKIP_DIRS.has(entry.name)) continue;
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (SOURCE_FILE.test(entry.name) || (!entry.name.includes(".") && isShellScript(readFileSync(path.join(root, relative), "utf8")))) {
        files.push(relative);
      }
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(path.join(root, dir))) walk(dir);
  for (const entry of readdirSync(root)) if (SOURCE_FILE.test(entry) && !entry.startsWith(".")) files.push(entry);
  return files;
}

type Comment = { line: number; text: string };

/** Shell comments: a `#` at the start of a word, outside quotes (a scan line by line is enough for our scripts). */
function shellComments(source: string): Comment[] {
  return source.split("\n").flatMap((line, index) => {
    const match = /(?:^|\s)#(?!!)(.*)$/.exec(line.replace(/'[^']*'|"(?:\\.|[^"\\])*"/g, (quoted) => " ".repeat(quoted.length)));
    return match ? [{ line: index + 1, text: match[1]! }] : [];
  });
}

/** The keyword before which a `/` starts a regular expression rather than a division. */
const REGEX_AFTER_WORD = /\b(?:return|typeof|case|do|else|in|of|void|yield|await|throw|delete|new)$/;

/**
 * Line and block comments of JavaScript, TypeScript or CSS: strings, template literals (with their substitutions, at any
 * depth) and regular expressions are skipped, so that a URL in a string or a regular expression matching `/*` is not
 * mistaken for a comment.
 */
function codeComments(source: string, css: boolean): Comment[] {
  const comments: Comment[] = [];
  // For each template substitution we are inside, the braces opened in it and not yet closed.
  const substitutions: number[] = [];
  let line = 1;
  let lastSignificant = "";
  let i = 0;
  /** Moves past `source[i..to)`, counting its line breaks. */
  const skipTo = (to: number) => {
    for (let k = i; k < to; k++) if (source[k] === "\n") line++;
    i = to;
  };
  /** Skips a template's text from `from` to its end or to the start of its next substitution. */
  const skipTemplate = (from: number) => {
    let k = from;
    while (k < source.length && source[k] !== "`") {
      if (source[k] === "\\") k++;
      else if (source[k] === "$" && source[k + 1] === "{") {
        substitutions.push(0);
        skipTo(k + 2);
        lastSignificant = "{";
        return;
      }
      k++;
    }
    skipTo(k + 1);
    lastSignificant = "a";
  };
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      comments.push({ line, text: source.slice(i + 2, end === -1 ? source.length : end) });
      skipTo(end === -1 ? source.length : end + 2);
      continue;
    }
    if (!css && c === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      comments.push({ line, text: source.slice(i + 2, end === -1 ? source.length : end) });
      skipTo(end === -1 ? source.length : end);
      continue;
    }
    if (!css && c === "`") {
      skipTemplate(i + 1);
      continue;
    }
    if (!css && substitutions.length > 0 && (c === "{" || c === "}")) {
      const open = substitutions.length - 1;
      if (c === "}" && substitutions[open] === 0) {
        substitutions.pop();
        skipTemplate(i + 1);
        continue;
      }
      substitutions[open]! += c === "{" ? 1 : -1;
    }
    if (c === '"' || c === "'") {
      let k = i + 1;
      while (k < source.length && source[k] !== c && source[k] !== "\n") k += source[k] === "\\" ? 2 : 1;
      skipTo(k + 1);
      lastSignificant = "a";
      continue;
    }
    if (!css && c === "/") {
      const before = source.slice(Math.max(0, i - 12), i).trimEnd();
      if (lastSignificant === "" || /[(,=:[!&|?{};+\-*%<>~^]$/.test(lastSignificant) || REGEX_AFTER_WORD.test(before)) {
        let k = i + 1;
        let inClass = false;
        while (k < source.length && source[k] !== "\n" && (inClass || source[k] !== "/")) {
          if (source[k] === "\\") k++;
          else if (source[k] === "[") inClass = true;
          else if (source[k] === "]") inClass = false;
          k++;
        }
        skipTo(k + 1);
        lastSignificant = "a";
        continue;
      }
    }
    if (c === "\n") line++;
    if (!/\s/.test(c)) lastSignificant = c;
    i++;
  }
  return comments;
}

function commentsOf(file: string, source: string): Comment[] {
  if (file.endsWith(".sh") || isShellScript(source)) return shellComments(source);
  return codeComments(source, file.endsWith(".css"));
}

/** Repository paths a comment names: `lib/…`, `tools/…/x.ts`, `server.ts`, relative ones. Placeholders and globs are patterns, not paths. */
function namedPaths(text: string): string[] {
  const found = new Set<string>();
  const dirs = SOURCE_DIRS.concat("docs", "public").map((d) => d.replace(".", "\\.")).join("|");
  for (const [, name] of text.matchAll(new RegExp(`(?:^|[\\s\`'"(])(?:@/)?((?:\\.\\.?/|(?:${dirs})/)[\\w.\\-/\\[\\]()@]*)`, "g"))) {
    const clean = name!.replace(/[.,:;)]+$/, "");
    if (/[<>{}*…|$]|\.\.\.|\/\/|\/\.\//.test(clean)) continue;
    found.add(clean);
  }
  for (const [, name] of text.matchAll(/(?:^|[\s`'"(])([\w.-]+\.(?:ts|mjs|json))\b/g)) if (ROOT_FILE.test(name!)) found.add(name!);
  return [...found];
}

/** The names of tests and suites: `test("…"`, `it('…'`, `describe.skip(\`…\``. */
function testNames(source: string): string[] {
  return [...source.matchAll(/\b(?:test|it|describe)(?:\.\w+)*\(\s*(["'`])((?:\\.|(?!\1).)*)\1/g)].map((call) => call[2]!);
}

/** Whether `name`, named in `file`, exists: from the repository's root (`lib/…`, a command's `./scripts/…`) or from the file's own folder. */
function exists(file: string, name: string): boolean {
  const candidates = [path.resolve(root, name), path.resolve(root, path.dirname(file), name)];
  return candidates.some((candidate) => ["", ".ts", ".tsx", ".mjs", ".js", ".css"].some((extension) => existsSync(candidate + extension)));
}

describe("source comments", () => {
  const files = sourceFiles();
  const sources = new Map(files.map((file) => [file, readFileSync(path.join(root, file), "utf8")]));
  // One entry per line of a comment, so that a finding names its own line.
  const all = [...sources].flatMap(([file, source]) =>
    commentsOf(file, source).flatMap((comment) => comment.text.split("\n").map((text, offset) => ({ file, line: comment.line + offset, text }))),
  );

  it("finds the comments of our sources", () => {
    expect(files).toEqual(expect.arrayContaining(["server.ts", "app/globals.css", ".ci/run", "scripts/ensure-zbar.sh"]));
    expect(all.length).toBeGreaterThan(1000);
  });

  it("cite no issue numbers", () => {
    const citing = all.filter(({ text }) => ISSUE_CITATION.test(text)).map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(citing).toEqual([]);
  });

  it("and test names cite no issue numbers either", () => {
    const citing = [...sources].flatMap(([file, source]) =>
      testNames(source)
        .filter((name) => ISSUE_CITATION.test(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(citing).toEqual([]);
  });

  it("nor do the README and docs/, the product's rules in our own words", () => {
    const documents = ["README.md", ...readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];
    const citing = documents.flatMap((document) =>
      readFileSync(path.join(root, document), "utf8")
        .split("\n")
        .flatMap((text, index) => (ISSUE_CITATION.test(text) ? [`${document}:${index + 1}: ${text.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });

  it("name only repository paths that exist", () => {
    const missing = all.flatMap(({ file, line, text }) => namedPaths(text).filter((name) => !exists(file, name)).map((name) => `${file}:${line}: ${name}`));
    expect(missing).toEqual([]);
  });

  it("are told apart from strings, regular expressions, colour codes and other numbers", () => {
    const sample = [
      'const url = "https://example.com/issue 12"; // a URL is not a comment',
      "const pattern = /\\/\\*/; const colour = '#1e293b'; /* `#123` and UAX #29 are no citations */",
      "const quoted = `a // b ${x ? `/* ${{ y: 1 }.y} */` : '//'}`; // issue #18",
      "const ratio = a / b / c; // (#7), and lib/gone.ts beside ./here.ts",
    ].join("\n");
    const comments = commentsOf("sample.ts", sample);
    expect(comments.map((c) => [c.line, c.text.trim()])).toEqual([
      [1, "a URL is not a comment"],
      [2, "`#123` and UAX #29 are no citations"],
      [3, "issue #18"],
      [4, "(#7), and lib/gone.ts beside ./here.ts"],
    ]);
    expect(comments.map((c) => ISSUE_CITATION.test(c.text))).toEqual([false, false, true, true]);
    expect(namedPaths(comments[3]!.text)).toEqual(["lib/gone.ts", "./here.ts"]);
    expect(testNames(`test("QR live preview (issue ${14}, item 1)", () => {}); describe.skip(\`a \${b}\`, f)`)).toEqual([
      "QR live preview (issue 14, item 1)",
      "a ${b}",
    ]);
    expect(commentsOf("run.sh", 'echo "#1 # not" # issue 4\ncolour=#1e293b').map((c) => c.text.trim())).toEqual(["issue 4"]);
    expect(commentsOf("site.css", "a { color: #1e293b; } /* issue 18 */").map((c) => c.text.trim())).toEqual(["issue 18"]);
  });
});
