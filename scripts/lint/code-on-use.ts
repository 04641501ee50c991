import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Code a page loads on use stays out of its first load (docs/architecture.md, "Page weight"). A module the browser
 * code of a page loads with `import()` (directly or through `next/dynamic`) but that the same page's browser code also
 * imports statically is in the first load anyway: the split does nothing. That happened with the Code Editor's preview
 * builder, whose parser (37 kB gzip) shipped with every visit because a component took one constant from it.
 *
 * A page's browser code: everything its page and layouts (and their error, loading, not-found and template files)
 * reach by static value imports from a `"use client"` module on. Type-only imports are erased and do not count, and a
 * `"use server"` module imported there sends references to its actions, not its code.
 */

export interface CodeOnUseProblem {
  page: string;
  /** The module loaded on use (a repository path, or `npm:` and the package specifier). */
  module: string;
  /** `file -> specifier` of the `import()`. */
  loadedOnUseBy: string;
  /** `file -> specifier` of a static import that brings it into the first load. */
  importedBy: string;
}

interface FileImports {
  useClient: boolean;
  /** A module of server actions: browser code that imports it gets references to call, not its code. */
  useServer: boolean;
  /** Value imports: resolved repository paths, or `npm:` + specifier. */
  static: { target: string; specifier: string }[];
  dynamic: { target: string; specifier: string }[];
}

const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];
const ROUTE_FILES = ["layout.tsx", "error.tsx", "loading.tsx", "not-found.tsx", "template.tsx"];

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // `import "x"`: run for its effects
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
}

/** The imports of each repository file, read once. */
function importReader(root: string): (file: string) => FileImports {
  const cache = new Map<string, FileImports>();

  const resolve = (from: string, specifier: string): string | null => {
    const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.join(path.dirname(from), specifier) : null;
    if (base === null) return `npm:${specifier}`;
    for (const extension of EXTENSIONS) {
      const candidate = base + extension;
      if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
    }
    return null; // styles, JSON and other assets
  };

  const importsOf = (file: string): FileImports => {
    const known = cache.get(file);
    if (known) return known;
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true);
    const first = source.statements[0];
    const directive = first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) ? first.expression.text : null;
    const result: FileImports = {
      useClient: directive === "use client",
      useServer: directive === "use server",
      static: [],
      dynamic: [],
    };
    const add = (list: FileImports["static"], specifier: string) => {
      const target = resolve(file, specifier);
      if (target) list.push({ target, specifier });
    };
    const visit = (node: ts.Node): void => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        if (!isTypeOnly(node)) add(result.static, node.moduleSpecifier.text);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteralLike(argument)) add(result.dynamic, argument.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    cache.set(file, result);
    return result;
  };
  return importsOf;
}

/**
 * A page's first-load browser code: every module its route files reach by static value imports from a "use client"
 * module on, each with the `file -> specifier` that reached it first ("(the route)" for a client route file).
 */
function firstLoadOf(page: string, root: string, importsOf: (file: string) => FileImports): Map<string, string> {
  // The route's files from the app folder down to the page's own folder.
  const roots: string[] = [];
  const parts = path.dirname(page).split(path.sep);
  for (let depth = 1; depth <= parts.length; depth++) {
    const dir = parts.slice(0, depth).join("/");
    for (const name of ROUTE_FILES) if (existsSync(path.join(root, dir, name))) roots.push(`${dir}/${name}`);
  }
  roots.push(page);

  // Walk the static value imports; from a "use client" module on, what is reached is browser code.
  const broughtInBy = new Map<string, string>(); // browser module -> the `file -> specifier` that reached it first
  const seen = new Set<string>();
  const queue = roots.map((file) => ({ file, client: importsOf(file).useClient }));
  for (const file of roots) if (importsOf(file).useClient) broughtInBy.set(file, "(the route)");
  while (queue.length) {
    const { file, client } = queue.shift()!;
    const key = `${client}:${file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const { target, specifier } of importsOf(file).static) {
      if (client && !target.startsWith("npm:") && importsOf(target).useServer) continue;
      const targetIsClient = client || (!target.startsWith("npm:") && importsOf(target).useClient);
      if (targetIsClient && !broughtInBy.has(target)) broughtInBy.set(target, `${file} -> ${specifier}`);
      if (!target.startsWith("npm:")) queue.push({ file: target, client: targetIsClient });
    }
  }
  return broughtInBy;
}

export function codeOnUseProblems(root: string): CodeOnUseProblem[] {
  const importsOf = importReader(root);
  const problems: CodeOnUseProblem[] = [];
  for (const page of pages(root)) {
    const broughtInBy = firstLoadOf(page, root, importsOf);
    for (const file of broughtInBy.keys()) {
      if (file.startsWith("npm:")) continue;
      for (const { target, specifier } of importsOf(file).dynamic) {
        const importedBy = broughtInBy.get(target);
        if (importedBy) problems.push({ page, module: target, loadedOnUseBy: `${file} -> ${specifier}`, importedBy });
      }
    }
  }
  return problems;
}

/**
 * Every module some page's browser code can run, on its first load or on use (`import()` from browser code, followed
 * on), each with the chain of `file -> specifier` steps that brings it there from a page.
 */
export function browserModules(root: string): Map<string, string[]> {
  const importsOf = importReader(root);
  const chains = new Map<string, string[]>();
  const queue: string[] = [];
  for (const page of pages(root)) {
    for (const [file, by] of firstLoadOf(page, root, importsOf)) {
      if (chains.has(file)) continue;
      chains.set(file, [page, by]);
      queue.push(file);
    }
  }
  while (queue.length) {
    const file = queue.shift()!;
    if (file.startsWith("npm:")) continue;
    const imports = importsOf(file);
    for (const { target, specifier } of [...imports.static, ...imports.dynamic]) {
      if (chains.has(target) || (!target.startsWith("npm:") && importsOf(target).useServer)) continue;
      chains.set(target, [...chains.get(file)!, `${file} -> ${specifier}`]);
      queue.push(target);
    }
  }
  return chains;
}

/** Every `page.tsx` under app/, relative to the root. */
function pages(root: string, dir = "app"): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return pages(root, relative);
    return entry.name === "page.tsx" ? [relative] : [];
  });
}
