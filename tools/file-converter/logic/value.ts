/**
 * The data model every format reads into and writes from: JSON's values, with numbers kept as their decimal text
 * (`12345678901234567890` and `0.10` survive exactly) and objects as ordered Maps. Converting A → B is read(A) into a
 * Value, then write(B) from it; the "converts back identically" check reads B back and compares the two Values.
 */

/** A number as decimal text, always a valid JSON number lexeme. */
export interface Num {
  readonly num: string;
}
export type Value = null | boolean | string | Num | Value[] | Obj;
export type Obj = Map<string, Value>;

/** Deepest nesting any reader accepts: far beyond real data, and short of the call stack. */
export const MAX_DEPTH = 200;

export const num = (text: string): Num => ({ num: text });
export const isNum = (v: Value): v is Num => v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Map);
export const isObj = (v: Value): v is Obj => v instanceof Map;

/** A message the converter gives: what is wrong or changed, and where (a JSONPath such as `$.a[0]`). */
export interface Note {
  path?: string;
  message: string;
}

/** A problem that stops the conversion, with its place in the input when it has one (1-based; line 0 = none). */
export class ConvertError extends Error {
  constructor(
    message: string,
    readonly line = 0,
    readonly column = 0,
  ) {
    super(message);
  }
}

const IDENT = /^[A-Za-z_$][\w$]*$/;
/** `$.a`, `$["k y"]`, `$[0]`. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return IDENT.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** Deeper than MAX_DEPTH: refused before any writer recurses into it. */
export function tooDeep(path: string): ConvertError {
  return new ConvertError(`The data is nested more than ${MAX_DEPTH} levels deep (at ${path}), beyond what this converter reads.`);
}

const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;
export const isJsonNumber = (text: string) => JSON_NUMBER.test(text);

/**
 * The value of a decimal number as sign, significant digits and exponent, so 1.10, 1.1 and 0.11e1 compare equal and
 * 12345678901234567890 is compared digit for digit (no doubles involved).
 */
export function canonicalNumber(text: string): string {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m) return text;
  const int = m[2] ?? "";
  const frac = m[3] ?? "";
  let digits = int + frac;
  let exp = BigInt(m[4] ?? "0") - BigInt(frac.length);
  digits = digits.replace(/^0+/, "");
  if (digits === "") return "0";
  let trailing = 0; // counted, not matched with /0+$/ (quadratic on a long run of zeros)
  while (trailing < digits.length && digits[digits.length - 1 - trailing] === "0") trailing++;
  digits = digits.slice(0, digits.length - trailing);
  exp += BigInt(trailing);
  return `${m[1] === "-" ? "-" : ""}${digits}e${exp}`;
}

/** How a value is named in a message: `"abc"`, `12`, `null`, `a list of 3`, `an object`. */
export function describeValue(v: Value): string {
  if (v === null) return "null";
  if (typeof v === "boolean") return String(v);
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? v.slice(0, 40) + "…" : v);
  if (Array.isArray(v)) return v.length === 0 ? "an empty list" : `a list of ${v.length}`;
  if (isObj(v)) return v.size === 0 ? "an empty object" : "an object";
  return `the number ${v.num}`;
}

/**
 * The first place where two values differ (depth-first, in document order), in words, or null when they are the same.
 * Numbers compare by value, objects by their keys (in any order: JSON, YAML and TOML objects are unordered) and arrays
 * item by item.
 */
export function firstDifference(a: Value, b: Value, path = "$"): string | null {
  const stack: [Value, Value, string][] = [[a, b, path]];
  while (stack.length) {
    const [x, y, p] = stack.pop()!;
    if (isNum(x) && isNum(y)) {
      if (canonicalNumber(x.num) !== canonicalNumber(y.num)) return `${p}: ${describeValue(x)} came back as ${describeValue(y)}`;
      continue;
    }
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) return `${p}: ${describeValue(x)} came back as ${describeValue(y)}`;
      for (let i = x.length - 1; i >= 0; i--) stack.push([x[i]!, y[i]!, childPath(p, i)]);
      continue;
    }
    if (isObj(x) && isObj(y)) {
      const kx = [...x.keys()];
      const ky = [...y.keys()];
      const missing = kx.find((k) => !y.has(k));
      if (missing !== undefined) return `${childPath(p, missing)}: ${describeValue(x.get(missing)!)} is missing after the round trip`;
      const added = ky.find((k) => !x.has(k));
      if (added !== undefined) return `${childPath(p, added)}: came back as ${describeValue(y.get(added)!)}, which was not there`;
      for (let i = kx.length - 1; i >= 0; i--) stack.push([x.get(kx[i]!)!, y.get(kx[i]!)!, childPath(p, kx[i]!)]);
      continue;
    }
    if (x !== y || typeof x !== typeof y) {
      const kind = (v: Value) => (isNum(v) ? "number" : Array.isArray(v) ? "list" : isObj(v) ? "object" : v === null ? "" : typeof v);
      const kx = kind(x);
      const ky = kind(y);
      // A scalar is named with its kind when the kind changed ("string "1" came back as number 1"); a list or an
      // object's description already says what it is ("an object came back as a list of 1").
      const named = (v: Value) => (isNum(v) ? `number ${v.num}` : typeof v === "string" || typeof v === "boolean" ? `${typeof v} ${describeValue(v)}` : describeValue(v));
      return kx && ky && kx !== ky ? `${p}: ${named(x)} came back as ${named(y)}` : `${p}: ${describeValue(x)} came back as ${describeValue(y)}`;
    }
  }
  return null;
}
