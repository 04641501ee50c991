import { decodeString, Kind, type JsonDoc } from "./parse";

/** Indentation choices: two or four spaces, a tab, or none at all (minified: no whitespace between tokens). */
export const INDENTS = { "2": "  ", "4": "    ", tab: "\t", minify: "" } as const;
export type IndentChoice = keyof typeof INDENTS;

export interface FormatOptions {
  indent: IndentChoice;
  /** Sort the members of every object by key (UTF-16 code unit order, as RFC 8785); duplicates keep their order. */
  sortKeys?: boolean;
}

/**
 * The document with every object's members sorted by key (UTF-16 code unit order of the decoded key, as RFC 8785;
 * equal keys, that is duplicates, keep their order: the sort is stable). Only `children` is copied, when an order
 * changes: node ids, lexemes and offsets stay, so a view of the document (a tree) can draw the order the text has.
 */
export function withSortedKeys(doc: JsonDoc): JsonDoc {
  let children: Int32Array | null = null;
  for (let node = 0; node < doc.kind.length; node++) {
    const count = doc.childCount[node]!;
    if (doc.kind[node] !== Kind.Object || count < 2) continue;
    const start = doc.childStart[node]!;
    const members = Array.from(doc.children.subarray(start, start + count), (id) => ({ id, key: decodeString(doc.key[id]!) }));
    members.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (members.every((member, i) => member.id === doc.children[start + i])) continue;
    children ??= doc.children.slice();
    for (let i = 0; i < count; i++) children[start + i] = members[i]!.id;
  }
  return children ? { ...doc, children } : doc;
}

/** The children of a container, in the document's order. */
function order(doc: JsonDoc, node: number): number[] {
  const start = doc.childStart[node]!;
  return Array.from(doc.children.subarray(start, start + doc.childCount[node]!));
}

/**
 * Writes a parsed document back out. Scalars are written exactly as they were typed (numbers keep every digit and
 * trailing zero, strings keep their escapes), so formatting changes only whitespace — and, when asked, member order.
 * Iterative: nesting depth costs heap, not stack.
 */
export function formatDoc(parsed: JsonDoc, options: FormatOptions): string {
  const doc = options.sortKeys ? withSortedKeys(parsed) : parsed;
  const unit = INDENTS[options.indent];
  const pretty = unit !== "";
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
      const ids = order(doc, node);
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
