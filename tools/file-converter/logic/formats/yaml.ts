import { Document, isAlias, isMap, isPair, isScalar, isSeq, parseAllDocuments, type Node } from "yaml";
import { childPath, ConvertError, MAX_DEPTH, num, tooDeep, type Note, type Value } from "../value";

/**
 * Values read through aliases at most (each alias repeats its target's values): a YAML "billion laughs" stops here.
 * Values written out in the text need no such bound; the input size bounds them.
 */
export const MAX_ALIAS_VALUES = 100_000;

/**
 * YAML in, as YAML 1.2 (core schema): `NO`, `on` and `yes` are strings, `0777` is the decimal 777. Integers are read
 * as big integers, so no digit is lost; a number whose text is not its value (1.10 is 1.1, 0x1F is 31) gets a note,
 * because it was often meant as text. Several documents (`---`) are read as a list of them.
 */
export function readYaml(text: string, notes: Note[]): Value {
  const docs = parseAllDocuments(text, { version: "1.2", intAsBigInt: true, uniqueKeys: true, prettyErrors: true });
  if (!Array.isArray(docs)) return null; // An empty stream.
  const values: Value[] = [];
  let budget = MAX_ALIAS_VALUES;
  for (const doc of docs) {
    const error = doc.errors[0];
    if (error) {
      const [line, column] = error.linePos ? [error.linePos[0].line, error.linePos[0].col] : [0, 0];
      throw new ConvertError(`Not valid YAML: ${error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?\s*$/, "")}`, line, column);
    }
    const lines = new LineStarts(text);
    const walk = (node: unknown, path: string, depth: number, aliased = false): Value => {
      if (aliased && --budget < 0) throw new ConvertError(`The YAML's aliases (*name) repeat more than ${MAX_ALIAS_VALUES.toLocaleString("en-US")} values, more than this converter expands.`);
      if (depth > MAX_DEPTH) throw tooDeep(path);
      if (node === null || node === undefined) return null;
      if (isAlias(node)) return walk(node.resolve(doc), path, depth + 1, true);
      if (isScalar(node)) return scalar(node.value, node.source, path, node.range?.[0], lines, notes);
      if (isSeq(node)) return node.items.map((item, i) => walk(item, childPath(path, i), depth + 1, aliased));
      if (isMap(node)) {
        const map = new Map<string, Value>();
        for (const pair of node.items) {
          if (!isPair(pair)) continue;
          const keyNode = pair.key as Node | null;
          let key: string;
          if (keyNode === null || isScalar(keyNode)) {
            const k = keyNode === null ? null : keyNode.value;
            if (k !== null && typeof k === "object") throw new ConvertError(`A key at ${path} is not text or a number.`);
            key = typeof k === "string" ? k : typeof k === "number" || typeof k === "bigint" || typeof k === "boolean" ? String(k) : "";
            if (k === null) notes.push({ path, message: "An empty (null) key is read as the key \"\"." });
          } else {
            const where = keyNode.range ? lines.at(keyNode.range[0]) : [0, 0];
            throw new ConvertError(`A list or map used as a key (at ${path}) has no equivalent in JSON, TOML, CSV or XML.`, where[0], where[1]);
          }
          map.set(key, walk(pair.value, childPath(path, key), depth + 1, aliased));
        }
        return map;
      }
      throw new ConvertError(`A YAML node at ${path} could not be read.`);
    };
    values.push(walk(doc.contents, docs.length > 1 ? `$[${values.length}]` : "$", 0));
  }
  if (values.length === 1) return values[0]!;
  notes.push({ message: `The YAML holds ${values.length} documents (separated by ---): they are read as a list of ${values.length}.` });
  return values;
}

class LineStarts {
  private starts: number[] | undefined;
  constructor(private readonly text: string) {}
  at(offset: number): [number, number] {
    if (!this.starts) {
      this.starts = [0];
      for (let i = 0; i < this.text.length; i++) if (this.text.charCodeAt(i) === 10) this.starts.push(i + 1);
    }
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return [lo + 1, offset - this.starts[lo]! + 1];
  }
}

function scalar(value: unknown, source: string | undefined, path: string, offset: number | undefined, lines: LineStarts, notes: Note[]): Value {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "bigint") {
    const text = value.toString();
    if (source !== undefined && source.replace(/^\+/, "") !== text) notes.push({ path, message: `${source} is the integer ${text} in YAML 1.2; put it in quotes to keep it as the text "${source}".` });
    return num(text);
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) {
      const [line, column] = offset === undefined ? [0, 0] : lines.at(offset);
      throw new ConvertError(`${source ?? String(value)} at ${path} is ${Number.isNaN(value) ? "not a number (NaN)" : "infinity"}, which JSON, CSV and XML cannot hold. Put it in quotes to keep it as text.`, line, column);
    }
    const text = JSON.stringify(value);
    if (source !== undefined && source.replace(/^\+/, "").toLowerCase() !== text.toLowerCase()) notes.push({ path, message: `${source} is the number ${text} in YAML; put it in quotes to keep it as the text "${source}".` });
    return num(text);
  }
  throw new ConvertError(`The value at ${path} has a YAML type this converter does not read.`);
}

const numberTag = {
  identify: (v: unknown) => v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Map) && "num" in v,
  default: true,
  tag: "tag:yaml.org,2002:float",
  resolve: (s: string) => num(s),
  stringify: (item: { value: unknown }) => (item.value as { num: string }).num,
};

export type YamlIndent = "2" | "4";

/**
 * YAML out (1.2), quoting every string a YAML 1.1 reader would take for something else (`"yes"`, `"NO"`, `"0777"`),
 * so the file means the same to old and new parsers. Numbers are written as their exact decimal text.
 */
export function writeYaml(value: Value, indent: YamlIndent): string {
  const doc = new Document(value, { version: "1.2", compat: "yaml-1.1", customTags: [numberTag], aliasDuplicateObjects: false });
  return doc.toString({ indent: Number(indent), lineWidth: 0 });
}

