import { decodeString, Kind, parseJson, type JsonDoc } from "@/lib/engines/json/parse";
import { childPath, ConvertError, isNum, isObj, MAX_DEPTH, num, tooDeep, type Note, type Value } from "../value";

/** JSON in through the site's lossless parser (lib/engines/json), so numbers keep every digit; duplicate keys are reported. */
export function readJson(text: string, notes: Note[]): Value {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const { message, hint, line, column } = parsed.error;
    throw new ConvertError(`Not valid JSON: ${message}${hint ? ` (${hint})` : ""}`, line, column);
  }
  for (const d of parsed.duplicates.slice(0, 20)) {
    notes.push({ path: d.pointer, message: `The key "${d.key}" appears twice in one object (line ${d.line}); only the last value is kept.` });
  }
  return fromDoc(parsed.doc, 0, "$", 0);
}

function fromDoc(doc: JsonDoc, node: number, path: string, depth: number): Value {
  if (depth > MAX_DEPTH) throw tooDeep(path);
  const raw = doc.raw[node]!;
  switch (doc.kind[node]) {
    case Kind.String:
      return decodeString(raw);
    case Kind.Number:
      return num(raw);
    case Kind.True:
      return true;
    case Kind.False:
      return false;
    case Kind.Null:
      return null;
  }
  const start = doc.childStart[node]!;
  const ids = doc.children.subarray(start, start + doc.childCount[node]!);
  if (doc.kind[node] === Kind.Array) return Array.from(ids, (id, i) => fromDoc(doc, id, childPath(path, i), depth + 1));
  const map = new Map<string, Value>();
  for (const id of ids) {
    const key = decodeString(doc.key[id]!);
    // A repeated key keeps its first position and its last value, as JSON.parse does.
    map.set(key, fromDoc(doc, id, childPath(path, key), depth + 1));
  }
  return map;
}

export const JSON_INDENTS = { "2": "  ", "4": "    ", tab: "\t", minify: "" } as const;
export type JsonIndent = keyof typeof JSON_INDENTS;

/** JSON out: numbers as their decimal text, strings escaped as JSON.stringify does. */
export function writeJson(value: Value, indent: JsonIndent): string {
  const unit = JSON_INDENTS[indent];
  const out: string[] = [];
  const write = (v: Value, pad: string) => {
    if (v === null || typeof v === "boolean") out.push(String(v));
    else if (typeof v === "string") out.push(JSON.stringify(v));
    else if (isNum(v)) out.push(v.num);
    else if (Array.isArray(v) || isObj(v)) {
      const entries: [string | null, Value][] = Array.isArray(v) ? v.map((x) => [null, x]) : [...v];
      const [open, close] = Array.isArray(v) ? ["[", "]"] : ["{", "}"];
      if (entries.length === 0) {
        out.push(open + close);
        return;
      }
      const inner = pad + unit;
      out.push(open);
      entries.forEach(([key, item], i) => {
        if (i > 0) out.push(",");
        if (unit) out.push("\n", inner);
        if (key !== null) out.push(JSON.stringify(key), unit ? ": " : ":");
        write(item, inner);
      });
      if (unit) out.push("\n", pad);
      out.push(close);
    }
  };
  write(value, "");
  return out.join("");
}

/** JSON Lines in: one JSON value per line (blank lines skipped), read as a list. */
export function readJsonl(text: string, notes: Note[]): Value {
  const items: Value[] = [];
  const lines = text.split(/\r\n|\n|\r/);
  lines.forEach((line, i) => {
    if (line.trim() === "") return;
    const parsed = parseJson(line);
    if (!parsed.ok) {
      const { message, hint, column } = parsed.error;
      throw new ConvertError(`Line ${i + 1} is not one JSON value: ${message}${hint ? ` (${hint})` : ""}`, i + 1, column);
    }
    for (const d of parsed.duplicates.slice(0, 5)) notes.push({ path: `line ${i + 1}`, message: `The key "${d.key}" appears twice; only the last value is kept.` });
    items.push(fromDoc(parsed.doc, 0, `$[${items.length}]`, 1));
  });
  return items;
}

/** JSON Lines out: each item of a list on its own line; anything else is one line. */
export function writeJsonl(value: Value, notes: Note[]): string {
  if (!Array.isArray(value)) {
    notes.push({ message: "JSON Lines holds one record per line; the data is not a list, so it is written as a single line." });
    return writeJson(value, "minify") + "\n";
  }
  return value.map((item) => writeJson(item, "minify") + "\n").join("");
}
