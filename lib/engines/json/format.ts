import { decodeString, Kind, type JsonDoc } from "./parse";

/** Indentation choices: two or four spaces, a tab, or none at all (minified: no whitespace between tokens). */
export const INDENTS = { "2": "  ", "4": "    ", tab: "\t", minify: "" } as const;
export type IndentChoice = keyof typeof INDENTS;

export interface FormatOptions {
  indent: IndentChoice;
  /** Sort the members of every object by key (UTF-16 code unit order, as RFC 8785); duplicates keep their order. */
  sortKeys?: boolean;
}

/** The children of a container in output order. */
function order(doc: JsonDoc, node: number, sortKeys: boolean): number[] {
  const start = doc.childStart[node]!;
  const ids = Array.from(doc.children.subarray(start, start + doc.childCount[node]!));
  if (sortKeys && doc.kind[node] === Kind.Object && ids.length > 1) {
    const keys = new Map(ids.map((id) => [id, decodeString(doc.key[id]!)]));
    ids.sort((a, b) => {
      const ka = keys.get(a)!;
      const kb = keys.get(b)!;
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
  }
  return ids;
}

/**
 * Writes a parsed document back out. Scalars are written exactly as they were typed (numbers keep every digit and
 * trailing zero, strings keep their escapes), so formatting changes only whitespace — and, when asked, member order.
 * Iterative: nesting depth costs heap, not stack.
 */
export function formatDoc(doc: JsonDoc, options: FormatOptions): string {
  const unit = INDENTS[options.indent];
  const pretty = unit !== "";
  const sortKeys = options.sortKeys ?? false;
  const out: string[] = [];
  const indents: string[] = [""];
  const indentAt = (depth: number) => {
    while (indents.length <= depth) indents.push(indents[indents.length - 1]! + unit);
    return indents[depth]!;
  };
  const colon = pretty ? ": " : ":";

  interface Open {
    node: number;
    ids: number[];
    next: number;
  }
  const stack: Open[] = [];

  /** Writes a scalar, or opens a container (its members follow on later turns). */
  const begin = (node: number) => {
    const k = doc.kind[node];
    if (k === Kind.Object || k === Kind.Array) {
      const ids = order(doc, node, sortKeys);
      if (ids.length === 0) {
        out.push(k === Kind.Object ? "{}" : "[]");
        return;
      }
      out.push(k === Kind.Object ? "{" : "[");
      stack.push({ node, ids, next: 0 });
      return;
    }
    out.push(doc.raw[node]!);
  };

  begin(0);
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const depth = stack.length;
    if (top.next === top.ids.length) {
      if (pretty) out.push("\n", indentAt(depth - 1));
      out.push(doc.kind[top.node] === Kind.Object ? "}" : "]");
      stack.pop();
      continue;
    }
    const id = top.ids[top.next]!;
    if (top.next > 0) out.push(",");
    top.next++;
    if (pretty) out.push("\n", indentAt(depth));
    if (doc.kind[top.node] === Kind.Object) out.push(doc.key[id]!, colon);
    begin(id);
  }
  return out.join("");
}

/** How many nodes of each kind a document holds and how deep it goes (shown under the output). */
export function docStats(doc: JsonDoc): { nodes: number; depth: number; objects: number; arrays: number } {
  let depth = 0;
  let objects = 0;
  let arrays = 0;
  const levels = new Int32Array(doc.kind.length);
  for (let node = 0; node < doc.kind.length; node++) {
    const k = doc.kind[node];
    if (k !== Kind.Object && k !== Kind.Array) continue;
    if (k === Kind.Object) objects++;
    else arrays++;
    const level = levels[node]! + 1;
    if (level > depth) depth = level;
    const start = doc.childStart[node]!;
    for (let c = start; c < start + doc.childCount[node]!; c++) levels[doc.children[c]!] = level;
  }
  return { nodes: doc.kind.length, depth, objects, arrays };
}

/**
 * The characters the indentation alone adds when a document is written with `indent`: each member line is indented
 * by its depth and each non-empty container's closing line by its own. Deep nesting makes this grow with the square
 * of the depth (a 20,000-deep array needs some 800 million spaces at two per level), so it is counted before writing.
 */
export function indentationChars(doc: JsonDoc, indent: IndentChoice): number {
  const unit = INDENTS[indent].length;
  if (unit === 0) return 0;
  let total = 0;
  const levels = new Int32Array(doc.kind.length);
  for (let node = 0; node < doc.kind.length; node++) {
    const k = doc.kind[node];
    if (k !== Kind.Object && k !== Kind.Array) continue;
    const count = doc.childCount[node]!;
    if (count === 0) continue;
    const level = levels[node]!;
    // The members one level in, the closing bracket at the container's own level.
    total += unit * (count * (level + 1) + level);
    const start = doc.childStart[node]!;
    for (let c = start; c < start + count; c++) levels[doc.children[c]!] = level + 1;
  }
  return total;
}
