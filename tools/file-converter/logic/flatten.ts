import { childPath, isObj, MAX_DEPTH, type Note, type Value } from "./value";

/**
 * Nested data to flat rows and back, for CSV and TSV: objects become dotted columns (`b.c`), lists numbered ones
 * (`tags.0`). An empty object or list has no column of its own; it is written as an empty cell with a note.
 */
export function flattenRow(row: Value, path: string, notes: Note[]): Map<string, Value> {
  const flat = new Map<string, Value>();
  const walk = (v: Value, prefix: string, p: string) => {
    if (Array.isArray(v) || isObj(v)) {
      const entries: [string, Value][] = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : [...v];
      if (entries.length === 0 && prefix) {
        notes.push({ path: p, message: `${Array.isArray(v) ? "An empty list" : "An empty object"} has no column in CSV; it is written as an empty cell.` });
        flat.set(prefix, "");
        return;
      }
      for (const [k, x] of entries) {
        if (!Array.isArray(v) && k.includes(".")) notes.push({ path: childPath(p, k), message: `The key "${k}" has a dot, so its column reads back as nested keys.` });
        walk(x, prefix ? `${prefix}.${k}` : k, Array.isArray(v) ? childPath(p, Number(k)) : childPath(p, k));
      }
      return;
    }
    flat.set(prefix || "value", v);
  };
  walk(row, "", path);
  return flat;
}

/** Every row's columns in the order they are first seen (a column that only the tenth row has is still there). */
export function unionHeader(rows: readonly Map<string, Value>[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of row.keys()) seen.add(key);
  return [...seen];
}

const INDEX = /^(0|[1-9]\d{0,5})$/;

/**
 * Dotted columns back to nested data: `a.b` into an object, `a.0` into a list. A column that clashes with another
 * (`a` and `a.b` in one row) stays flat, with a note; gaps in a list (a.0 and a.2 only) close up, with a note.
 */
export function unflattenRow(flat: Map<string, Value>, path: string, notes: Note[]): Map<string, Value> {
  type Tree = Map<string, Tree | Value>;
  const root: Tree = new Map();
  const marks = new Set<Tree>(); // Nodes made from dotted columns (not values).
  for (const [column, value] of flat) {
    const parts = column.split(".");
    if (parts.length === 1 || parts.length > MAX_DEPTH || parts.some((p) => p === "")) {
      if (root.has(column)) notes.push({ path, message: `The column "${column}" clashes with another; it is kept as is.` });
      root.set(column, value);
      continue;
    }
    let node = root;
    let ok = true;
    for (let i = 0; i < parts.length - 1; i++) {
      const next = node.get(parts[i]!);
      if (next === undefined) {
        const made: Tree = new Map();
        marks.add(made);
        node.set(parts[i]!, made);
        node = made;
      } else if (next instanceof Map && marks.has(next)) node = next;
      else {
        ok = false;
        break;
      }
    }
    const last = parts[parts.length - 1]!;
    if (!ok || node.has(last)) {
      notes.push({ path, message: `The column "${column}" clashes with another column of this row; it is kept as the key "${column}".` });
      root.set(column, value);
    } else node.set(last, value);
  }
  const build = (tree: Tree, p: string): Value => {
    const keys = [...tree.keys()];
    const asList = keys.length > 0 && keys.every((k) => INDEX.test(k));
    if (asList) {
      const sorted = keys.map(Number).sort((a, b) => a - b);
      if (sorted.some((n, i) => n !== i)) notes.push({ path: p, message: `The list's columns skip a number (${sorted.join(", ")}); its items are closed up.` });
      return sorted.map((n, i) => finish(tree.get(String(n))!, childPath(p, i)));
    }
    const out = new Map<string, Value>();
    for (const k of keys) out.set(k, finish(tree.get(k)!, childPath(p, k)));
    return out;
  };
  const finish = (v: Tree | Value, p: string): Value => (v instanceof Map && marks.has(v) ? build(v, p) : (v));
  const out = new Map<string, Value>();
  for (const [k, v] of root) out.set(k, finish(v, childPath(path, k)));
  return out;
}

