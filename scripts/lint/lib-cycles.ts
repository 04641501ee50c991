import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * No import cycle between the folders of lib/ (docs/architecture.md, "Layers"). A unit is a folder directly under lib/
 * (`lib/domain/auth/…` is `auth`) or a file at its root (`lib/platform/forms/action-result.ts` is `action-result`); lib/generated is left
 * out. Type-only imports count: a loop of types is still two folders that cannot be understood one without the other.
 */

/** unit -> unit -> one example import, `from-file -> specifier`. */
export type FolderGraph = Map<string, Map<string, string>>;

/** lib/'s groups: their folders and root files are the units (`lib/domain/auth/…` is `domain/auth`). */
const GROUPS = new Set(["platform", "engines", "domain"]);

export function unitOf(file: string): string | null {
  const parts = file.split(path.sep).join("/").split("/");
  if (parts[0] !== "lib" || parts.length < 2 || parts[1] === "generated") return null;
  const depth = GROUPS.has(parts[1] ?? "") ? 2 : 1;
  if (parts.length <= depth) return null;
  const unit = parts.slice(1, depth + 1).join("/");
  return parts.length === depth + 1 ? unit.replace(/\.tsx?$/, "") : unit;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The lib file an import specifier points at (`@/lib/…` or relative), relative to the repository root. */
function target(from: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith(".")) return path.join(path.dirname(from), specifier);
  return null;
}

export function libFolderGraph(root: string): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const absolute of sourceFiles(path.join(root, "lib"))) {
    const file = path.relative(root, absolute);
    const from = unitOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const { fileName } of ts.preProcessFile(readFileSync(absolute, "utf8"), true, true).importedFiles) {
      const resolved = target(file, fileName);
      const to = resolved ? unitOf(resolved) : null;
      if (to && to !== from && !edges.has(to)) edges.set(to, `${file} -> ${fileName}`);
    }
  }
  return graph;
}

/** Strongly connected groups of more than one unit (Tarjan), each sorted, with the imports that close the loop. */
export function folderCycles(graph: FolderGraph): { units: string[]; imports: string[] }[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (unit: string): void => {
    index.set(unit, counter);
    low.set(unit, counter++);
    stack.push(unit);
    onStack.add(unit);
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(unit, Math.min(low.get(unit)!, index.get(next)!));
      }
    }
    if (low.get(unit) === index.get(unit)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== unit);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const unit of [...graph.keys()].sort()) if (!index.has(unit)) visit(unit);
  return groups.map((units) => ({
    units,
    imports: units.flatMap((from) =>
      [...(graph.get(from) ?? new Map<string, string>())].filter(([to]) => units.includes(to)).map(([, example]) => example),
    ),
  }));
}
