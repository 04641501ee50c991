/**
 * The JSON to TypeScript tool's bounds and the checks the page runs before sending work to its Web Worker. Kept apart
 * from logic/json-to-typescript.ts, which imports quicktype-core: the page imports only this file, so the engine stays
 * in the worker (docs/architecture.md, "Page weight").
 */

/** The largest input, in characters: inference walks every value several times, so a bound far below the formatter's. */
export const MAX_INPUT_CHARS = 1_000_000;

/** The deepest nesting read: each level becomes a named type, and quicktype's passes recurse through them. */
export const MAX_DEPTH = 64;

/** A run still going after this long in the worker is ended (components/lazy/use-latest-worker.ts `limit`). */
export const TIME_LIMIT_MS = 10_000;

/** The longest root type name. */
export const MAX_NAME_CHARS = 64;

export const TARGETS = [
  { value: "typescript", label: "TypeScript", what: "TypeScript", extension: ".ts", type: "text/plain" },
  { value: "zod", label: "Zod", what: "Zod schema", extension: ".zod.ts", type: "text/plain" },
  { value: "schema", label: "JSON Schema", what: "JSON Schema", extension: ".schema.json", type: "application/schema+json" },
] as const;
export type Target = (typeof TARGETS)[number]["value"];

export interface Options {
  /** The root type's name (checked by rootNameProblem first). */
  rootName: string;
  /** A top-level array is a list of samples of the root type, not the root value. */
  arraySamples: boolean;
  /** TypeScript declarations as `interface` or as `type` aliases. */
  style: "interface" | "type";
  /** Strings that look like dates, integers, booleans or UUIDs typed as such (quicktype's inference); off: what JSON says. */
  detectStrings: boolean;
  target: Target;
}

const count = (n: number) => n.toLocaleString("en-US");

/** Why the text cannot be read at all (its size), before any parsing; null when it can. */
export function sizeProblem(text: string): string | null {
  if (text.length <= MAX_INPUT_CHARS) return null;
  return `That's ${count(text.length)} characters of JSON: the generator takes up to ${count(MAX_INPUT_CHARS)} at a time. A few representative records give the same types — trim the array and try again.`;
}

/** Why the root type name cannot be used; null when it can. */
export function rootNameProblem(name: string): string | null {
  if (name === "") return "Give the root type a name, such as Root or Order.";
  if (name.length > MAX_NAME_CHARS) return `That name is ${count(name.length)} characters long: keep it to ${MAX_NAME_CHARS}.`;
  if (/^[0-9]/.test(name)) return "A type name can't start with a digit: start it with a letter, like Order2.";
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)) return "A type name has only letters, digits, _ and $ (no spaces or dashes), like Root or OrderItem.";
  return null;
}
