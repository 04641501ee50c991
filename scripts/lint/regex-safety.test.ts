import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkSync } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * ReDoS audit: every regular expression literal in the application's source (app/, components/, lib/, tools/, proxy.ts,
 * server.ts) is checked by recheck, which proves or finds inputs that make a pattern backtrack exponentially or
 * polynomially. A pattern that runs on user input must be safe, or its input bounded first (then it is listed below
 * with the bound that makes it harmless).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCES = ["app", "components", "lib", "tools", "proxy.ts", "server.ts"];

/** Polynomial patterns that only ever see short, bounded text: `file:pattern` → why they are harmless. */
const BOUNDED: Record<string, string> = {
  "lib/platform/config/env.public.ts:/\\/+$/": "reads the NEXT_PUBLIC_SITE_URL setting once at start-up, never user input",
  "lib/platform/config/env.ts:/\\/+$/": "reads NEXTAUTH_URL / NEXT_PUBLIC_SITE_URL once at start-up, never user input",
  "tools/qr-generator/logic/payload.ts:/\\.?0+$/": "reads Number.toFixed(6) of a coordinate within ±180: at most 11 characters",
  "tools/json-editor/ui/json-editor.tsx:/(\"(?:[^\"\\\\]|\\\\.)*\")(\\s*:)?|(-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)|\\b(true|false|null)\\b/g": "colours the fixed example document of the JSON Editor's server-rendered first view, never user input",
};

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (entry.endsWith(".ts") || entry.endsWith(".tsx")) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !/\.(test|spec)\.tsx?$/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`));
}

interface Literal {
  where: string;
  key: string;
  source: string;
  flags: string;
}

function regexLiterals(file: string): Literal[] {
  const text = readFileSync(file, "utf8");
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Literal[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sourceFile);
      const end = literal.lastIndexOf("/");
      const relative = path.relative(ROOT, file);
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
      found.push({ where: `${relative}:${line + 1}`, key: `${relative}:${literal}`, source: literal.slice(1, end), flags: literal.slice(end + 1) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const literals = SOURCES.flatMap(sourceFiles).flatMap(regexLiterals);

/**
 * recheck's fuzzer stops its runs after so many milliseconds by default, so on a loaded machine it saw fewer steps and
 * once called a linear pattern polynomial. Without its clocks it counts steps only (its own limits, a fixed seed): the
 * same answer on any machine.
 */
const DETERMINISTIC = { timeout: null, incubationTimeout: null, attackTimeout: null, seedingTimeout: null, randomSeed: 0 };

describe("regular expressions", () => {
  it("finds the patterns to check", () => {
    expect(literals.length).toBeGreaterThan(50);
    const keys = new Set(literals.map((l) => l.key));
    expect(Object.keys(BOUNDED).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("has no pattern with catastrophic backtracking", { timeout: 120_000 }, () => {
    const vulnerable: string[] = [];
    for (const literal of literals) {
      if (BOUNDED[literal.key]) continue;
      const result = checkSync(literal.source, literal.flags, DETERMINISTIC);
      if (result.status === "vulnerable") {
        vulnerable.push(`${literal.where} /${literal.source}/${literal.flags}: ${result.complexity.type} ${"summary" in result.complexity ? result.complexity.summary : ""} (attack ${JSON.stringify(result.attack.pattern)})`);
      }
    }
    expect(vulnerable).toEqual([]);
  });
});
