import { parse, type Node } from "acorn";
import { dropPosition } from "./position";

/**
 * Loop guards for the preview. A sandboxed iframe without allow-same-origin is isolated in its own process by desktop
 * Chromium, but not by every browser (phones, Safari, Firefox may run it on the page's thread), so `while (true) {}`
 * in the preview could freeze the editor. Every loop body gets a call to the guard, which lets one synchronous run of
 * loops last at most PREVIEW_LOOP_LIMIT_MS and then throws out of it (see the preview's prelude, preview.ts).
 *
 * The code is parsed (acorn), never pattern-matched, so loops written in strings, comments, regexes or templates
 * stay untouched; the source is changed only by insertions, so line and column positions before each insertion hold.
 */
export const GUARD_NAME = "__utilifyLoopGuard";

type Insertion = { at: number; text: string };

const LOOPS = new Set(["WhileStatement", "DoWhileStatement", "ForStatement", "ForInStatement", "ForOfStatement"]);

interface LoopNode extends Node {
  body: Node;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== "object") return;
  const candidate = node as Node;
  if (typeof candidate.type !== "string") return;
  visit(candidate);
  for (const key of Object.keys(candidate)) {
    if (key === "loc") continue;
    const value = (candidate as unknown as Record<string, unknown>)[key];
    if (value && typeof value === "object") walk(value, visit);
  }
}

export type GuardResult = { ok: true; code: string; loops: number } | { ok: false; error: string; line: number; column: number };

/** `source` with a guard call at the top of every loop body, or the syntax error that stopped parsing it. */
export function guardLoops(
  source: string,
  sourceType: "script" | "module" = "script",
  { label = "script", lineOffset = 0 }: { label?: string; lineOffset?: number } = {},
): GuardResult {
  let ast: Node;
  try {
    ast = parse(source, { ecmaVersion: "latest", sourceType, locations: true, allowHashBang: true });
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const message = error instanceof Error ? dropPosition(error.message) : "Syntax error";
    return { ok: false, error: message, line: (loc?.line ?? 1) + lineOffset, column: (loc?.column ?? 0) + 1 };
  }
  const insertions: Insertion[] = [];
  walk(ast, (node) => {
    if (!LOOPS.has(node.type)) return;
    const loop = node as LoopNode;
    const line = (loop.loc?.start.line ?? 1) + lineOffset;
    const call = `${GUARD_NAME}(${JSON.stringify(`${label}, line ${line}`)});`;
    if (loop.body.type === "BlockStatement") {
      insertions.push({ at: loop.body.start + 1, text: call });
    } else {
      insertions.push({ at: loop.body.start, text: `{${call}` }, { at: loop.body.end, text: "}" });
    }
  });
  // Apply from the end so earlier offsets stay valid; at one offset, order does not matter (only "}" can share one).
  insertions.sort((a, b) => b.at - a.at);
  let code = source;
  for (const insertion of insertions) code = code.slice(0, insertion.at) + insertion.text + code.slice(insertion.at);
  return { ok: true, code, loops: insertions.filter((insertion) => insertion.text !== "}").length };
}
