import { parse, stringify, TomlDate, TomlError } from "smol-toml";
import { childPath, ConvertError, describeValue, isNum, isObj, MAX_DEPTH, num, tooDeep, type Note, type Value } from "../value";
import { trimEndOf } from "@/lib/engines/text/trim";

/** A time with more than three digits of a second (1979-05-27T00:32:00.999999Z), outside strings or not. */
const SUB_MILLISECOND = /\d{2}:\d{2}:\d{2}\.\d{4,}/;

/**
 * A TOML date or time as RFC 3339 text, with no more digits of a second than it has: smol-toml's ISO text always
 * has three (07:32:00 would come back as 07:32:00.000, 07:32:00.5 as 07:32:00.500).
 */
export function dateText(date: TomlDate): string {
  return date.toISOString().replace(/\.(\d{3})/, (_, fraction: string) => (fraction === "000" ? "" : `.${trimEndOf(fraction, "0")}`));
}

/**
 * TOML 1.0 in (smol-toml). Integers are read as big integers (all 64 bits kept); dates and times become their text,
 * since the other formats have no date type; infinity and NaN are refused, as only YAML could hold them.
 */
export function readToml(text: string, notes: Note[]): Value {
  let data: unknown;
  try {
    data = parse(text, { integersAsBigInt: true });
  } catch (e) {
    if (e instanceof TomlError) throw new ConvertError(`Not valid TOML: ${e.message.split("\n")[0]!.replace(/^Invalid TOML document: /, "")}`, e.line, e.column);
    throw e;
  }
  let dates = 0;
  const walk = (v: unknown, path: string, depth: number): Value => {
    if (depth > MAX_DEPTH) throw tooDeep(path);
    if (typeof v === "string" || typeof v === "boolean") return v;
    if (typeof v === "bigint") return num(v.toString());
    if (typeof v === "number") {
      if (!Number.isFinite(v)) throw new ConvertError(`${path} is ${Number.isNaN(v) ? "nan" : "inf"}, which JSON, CSV and XML cannot hold. Write it as a string to keep it.`);
      return num(JSON.stringify(v));
    }
    if (v instanceof TomlDate) {
      dates++;
      return dateText(v);
    }
    if (Array.isArray(v)) return v.map((item, i) => walk(item, childPath(path, i), depth + 1));
    if (v && typeof v === "object") {
      const map = new Map<string, Value>();
      for (const key of Object.keys(v)) map.set(key, walk((v as Record<string, unknown>)[key], childPath(path, key), depth + 1));
      return map;
    }
    throw new ConvertError(`The value at ${path} could not be read.`);
  };
  const value = walk(data, "$", 0);
  if (dates && SUB_MILLISECOND.test(text)) notes.push({ message: "Times are read to the millisecond: digits of a second beyond the third are cut." });
  if (dates) notes.push({ message: `${dates === 1 ? "1 date or time is" : `${dates} dates and times are`} written as text: the other formats have no date type.` });
  return value;
}

const I64_MIN = -(2n ** 63n);
const I64_MAX = 2n ** 63n - 1n;

/**
 * TOML out. TOML has no null and needs a table (an object) at the root, and its integers are 64-bit: each such value
 * is named with its path and the conversion stops, rather than dropping it as smol-toml would (it leaves out a null
 * member without a word).
 */
export function writeToml(value: Value, notes: Note[]): string {
  if (!isObj(value)) {
    throw new ConvertError(`TOML needs a table (key = value pairs) at the root, and this data is ${describeValue(value)}. Wrap it in a key first, e.g. {"items": …}.`);
  }
  const nulls: string[] = [];
  const problems: string[] = [];
  const toJs = (v: Value, path: string): unknown => {
    if (v === null) {
      nulls.push(path);
      return undefined;
    }
    if (typeof v === "string" || typeof v === "boolean") return v;
    if (isNum(v)) {
      if (/^-?\d+$/.test(v.num)) {
        const big = BigInt(v.num);
        if (big < I64_MIN || big > I64_MAX) problems.push(`${v.num} at ${path} is outside TOML's 64-bit integer range; write it as a string to keep it`);
        return big;
      }
      const n = Number(v.num);
      if (!Number.isFinite(n)) problems.push(`${v.num} at ${path} is too large for a TOML float`);
      else if (JSON.stringify(n) !== v.num) notes.push({ path, message: `${v.num} is written as the float ${JSON.stringify(n)} (TOML floats are 64-bit).` });
      return n;
    }
    if (Array.isArray(v)) return v.map((item, i) => toJs(item, childPath(path, i)));
    const out: Record<string, unknown> = Object.create(null);
    for (const [key, item] of v) {
      if (key === "__proto__") Object.defineProperty(out, key, { value: toJs(item, childPath(path, key)), enumerable: true, writable: true, configurable: true });
      else out[key] = toJs(item, childPath(path, key));
    }
    return out;
  };
  const js = toJs(value, "$") as Record<string, unknown>;
  if (nulls.length) {
    const shown = nulls.slice(0, 5).join(", ");
    throw new ConvertError(`TOML has no null (at ${shown}${nulls.length > 5 ? ` and ${nulls.length - 5} more` : ""}). Remove the ${nulls.length === 1 ? "key" : "keys"} or give ${nulls.length === 1 ? "it a value" : "them values"} first.`);
  }
  if (problems.length) throw new ConvertError(`TOML cannot hold ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ""}.`);
  return stringify(js);
}
