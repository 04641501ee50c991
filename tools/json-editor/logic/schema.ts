/**
 * JSON Schema validation for the JSON Editor with @cfworker/json-schema, which interprets the schema instead of
 * compiling it to JavaScript (Ajv's `new Function`), so it runs under the site's Content-Security-Policy (no
 * 'unsafe-eval'). Errors come back with the JSON Pointer of the value at fault; the summaries a validator adds for
 * each parent ("Property items does not match schema") are left out so each problem is listed once, where it is.
 */
import { Validator, type SchemaDraft } from "@cfworker/json-schema";
import { pointerToken } from "@/lib/engines/json/parse";

export interface SchemaError {
  pointer: string;
  message: string;
}

const TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);
const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];
const SCHEMA_ONE = ["not", "if", "then", "else", "additionalProperties", "contains", "propertyNames", "unevaluatedProperties", "unevaluatedItems", "additionalItems"];
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const NUMBERS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"];
/** Keywords whose failures only summarise failures found deeper down (and `false`, whose "False boolean schema" repeats its parent's message). */
const SUMMARY_KEYWORDS = new Set(["false", "properties", "items", "prefixItems", "allOf", "$ref", "$dynamicRef", "patternProperties", "dependentSchemas", "then", "else", "additionalItems"]);

/** What makes `schema` not a JSON Schema, with where in the schema; undefined when it looks right. */
export function schemaProblem(schema: unknown): string | undefined {
  const stack: [unknown, string][] = [[schema, ""]];
  while (stack.length) {
    const [node, at] = stack.pop()!;
    const where = at || "the top";
    if (typeof node === "boolean") continue;
    if (node === null || typeof node !== "object" || Array.isArray(node)) return `at ${where}: a schema is an object (or true or false)`;
    const s = node as Record<string, unknown>;
    if ("type" in s) {
      const types = Array.isArray(s.type) ? s.type : [s.type];
      const bad = types.find((t) => typeof t !== "string" || !TYPES.has(t));
      if (bad !== undefined || types.length === 0) return `at ${where}/type: ${JSON.stringify(bad ?? s.type)} is not a type (use string, number, integer, boolean, object, array or null)`;
    }
    if ("required" in s && (!Array.isArray(s.required) || s.required.some((r) => typeof r !== "string"))) return `at ${where}/required: required is a list of property names`;
    if ("enum" in s && !Array.isArray(s.enum)) return `at ${where}/enum: enum is a list of values`;
    for (const key of NUMBERS) if (key in s && typeof s[key] !== "number" && !(key.startsWith("exclusive") && typeof s[key] === "boolean")) return `at ${where}/${key}: ${key} must be a number`;
    for (const key of SCHEMA_MAPS) {
      if (!(key in s)) continue;
      const map = s[key];
      if (map === null || typeof map !== "object" || Array.isArray(map)) return `at ${where}/${key}: ${key} must map names to schemas`;
      for (const [name, sub] of Object.entries(map)) stack.push([sub, `${at}/${key}/${pointerToken(name)}`]);
    }
    for (const key of SCHEMA_ONE) if (key in s) stack.push([s[key], `${at}/${key}`]);
    for (const key of SCHEMA_LISTS) {
      if (!(key in s)) continue;
      const list = s[key];
      if (!Array.isArray(list) || list.length === 0) return `at ${where}/${key}: ${key} is a non-empty list of schemas`;
      list.forEach((sub, i) => stack.push([sub, `${at}/${key}/${i}`]));
    }
    if ("items" in s) {
      if (Array.isArray(s.items)) s.items.forEach((sub, i) => stack.push([sub, `${at}/items/${i}`]));
      else stack.push([s.items, `${at}/items`]);
    }
  }
  return undefined;
}

/** The draft a schema declares with $schema; draft-07 when it declares none. */
export function draftOf(schema: unknown): SchemaDraft {
  const value = schema && typeof schema === "object" ? (schema as Record<string, unknown>).$schema : undefined;
  const declared = typeof value === "string" ? value : "";
  if (declared.includes("2020-12")) return "2020-12";
  if (declared.includes("2019-09")) return "2019-09";
  if (declared.includes("draft-04")) return "4";
  return "7";
}

/** Validates `instance` (plain JSON values) against `schema`: each failing value once, with its JSON Pointer. */
export function validateAgainst(schema: Record<string, unknown> | boolean, instance: unknown): SchemaError[] {
  const result = new Validator(schema, draftOf(schema), false).validate(instance);
  const seen = new Set<string>();
  const errors: SchemaError[] = [];
  for (const unit of result.errors) {
    if (SUMMARY_KEYWORDS.has(unit.keyword)) continue;
    // The library writes locations URI-encoded (encodeURI, and # as %23); we list plain RFC 6901 pointers.
    const pointer = decodeURIComponent(unit.instanceLocation.replace(/^#/, ""));
    const key = `${pointer}\u0000${unit.error}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ pointer, message: unit.error });
  }
  return errors;
}

/** A JSON Pointer as the editor's path (a list of keys): "/items/1/price" → ["items", "1", "price"]. */
export function pointerToPath(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer.slice(1).split("/").map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));
}
