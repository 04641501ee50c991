import { formatDoc } from "./format";
import { decodeString, Kind, pointerToken, type JsonDoc } from "./parse";

/**
 * A structural diff of two parsed documents: what was added, removed or changed, each at its JSON Pointer. Objects are
 * matched by key (decoded, so "a" and "\u0061" are one key; with duplicate keys the last member counts, as most
 * programs read them), arrays by index, scalars by their exact text — so 12345678901234567890 and
 * 12345678901234567000 differ, and so do 0.10 and 0.1. Iterative, so deep nesting cannot overflow the stack.
 */

export interface DiffEntry {
  kind: "added" | "removed" | "changed";
  pointer: string;
  /** Minified text of the value before (removed, changed) and after (added, changed), cut to VALUE_CHARS. */
  before?: string;
  after?: string;
}

/** Differences reported at most (the count goes on). */
export const MAX_DIFF_ENTRIES = 1000;
/** Characters of each value shown in an entry. */
export const VALUE_CHARS = 200;

/** The minified text of one node (a sub-document), cut to VALUE_CHARS. */
export function nodeText(doc: JsonDoc, node: number): string {
  const k = doc.kind[node];
  let text: string;
  if (k !== Kind.Object && k !== Kind.Array) text = doc.raw[node]!;
  else {
    // Re-root the flat arrays at `node`: the formatter starts at index 0, so give it a view whose node 0 is this one.
    text = formatDoc(subDoc(doc, node), { indent: "minify" });
  }
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS - 1)}…` : text;
}

/** A copy of the subtree at `node` as its own document (node 0 = `node`). */
function subDoc(doc: JsonDoc, node: number): JsonDoc {
  const order: number[] = [];
  const index = new Map<number, number>();
  const stack = [node];
  while (stack.length) {
    const n = stack.pop()!;
    index.set(n, order.length);
    order.push(n);
    const start = doc.childStart[n]!;
    for (let c = doc.childCount[n]! - 1; c >= 0; c--) stack.push(doc.children[start + c]!);
  }
  const children: number[] = [];
  const childStart = new Int32Array(order.length);
  const childCount = new Int32Array(order.length);
  order.forEach((n, i) => {
    childStart[i] = children.length;
    childCount[i] = doc.childCount[n]!;
    const start = doc.childStart[n]!;
    for (let c = 0; c < doc.childCount[n]!; c++) children.push(index.get(doc.children[start + c]!)!);
  });
  return {
    kind: Uint8Array.from(order.map((n) => doc.kind[n]!)),
    raw: order.map((n) => doc.raw[n]!),
    key: order.map((n) => doc.key[n]),
    childStart,
    childCount,
    children: Int32Array.from(children),
    offset: Int32Array.from(order.map((n) => doc.offset[n]!)),
  };
}

function sameScalar(a: JsonDoc, na: number, b: JsonDoc, nb: number): boolean {
  const k = a.kind[na];
  if (k !== b.kind[nb]) return false;
  if (k === Kind.String) return decodeString(a.raw[na]!) === decodeString(b.raw[nb]!);
  return a.raw[na] === b.raw[nb];
}

function members(doc: JsonDoc, node: number): Map<string, number> {
  const map = new Map<string, number>();
  const start = doc.childStart[node]!;
  for (let c = 0; c < doc.childCount[node]!; c++) {
    const child = doc.children[start + c]!;
    map.set(decodeString(doc.key[child]!), child);
  }
  return map;
}

export function diffDocs(a: JsonDoc, b: JsonDoc): { entries: DiffEntry[]; total: number } {
  const entries: DiffEntry[] = [];
  let total = 0;
  const add = (entry: () => DiffEntry) => {
    total++;
    if (entries.length < MAX_DIFF_ENTRIES) entries.push(entry());
  };
  // Work items: a pair of nodes to compare, or an entry to report (kept in the stack so entries come in document order).
  type Item = [number, number, string] | (() => DiffEntry);
  const stack: Item[] = [[0, 0, ""]];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item === "function") {
      add(item);
      continue;
    }
    const [na, nb, pointer] = item;
    const ka = a.kind[na];
    const kb = b.kind[nb];
    if (ka === Kind.Object && kb === Kind.Object) {
      const ma = members(a, na);
      const mb = members(b, nb);
      const next: Item[] = [];
      for (const [key, ca] of ma) {
        const p = `${pointer}/${pointerToken(key)}`;
        const cb = mb.get(key);
        if (cb === undefined) next.push(() => ({ kind: "removed", pointer: p, before: nodeText(a, ca) }));
        else next.push([ca, cb, p]);
      }
      for (const [key, cb] of mb) {
        if (!ma.has(key)) next.push(() => ({ kind: "added", pointer: `${pointer}/${pointerToken(key)}`, after: nodeText(b, cb) }));
      }
      for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!);
      continue;
    }
    if (ka === Kind.Array && kb === Kind.Array) {
      const la = a.childCount[na]!;
      const lb = b.childCount[nb]!;
      const next: Item[] = [];
      for (let i = 0; i < Math.max(la, lb); i++) {
        const p = `${pointer}/${i}`;
        const ca = i < la ? a.children[a.childStart[na]! + i]! : -1;
        const cb = i < lb ? b.children[b.childStart[nb]! + i]! : -1;
        if (cb === -1) next.push(() => ({ kind: "removed", pointer: p, before: nodeText(a, ca) }));
        else if (ca === -1) next.push(() => ({ kind: "added", pointer: p, after: nodeText(b, cb) }));
        else next.push([ca, cb, p]);
      }
      for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!);
      continue;
    }
    if (ka === kb && ka !== Kind.Object && ka !== Kind.Array && sameScalar(a, na, b, nb)) continue;
    add(() => ({ kind: "changed", pointer, before: nodeText(a, na), after: nodeText(b, nb) }));
  }
  return { entries, total };
}
