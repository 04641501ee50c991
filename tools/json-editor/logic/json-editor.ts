/**
 * The JSON Editor's own logic around the embedded editor (vanilla-jsoneditor): JSON Pointers for validation errors,
 * checking a JSON Schema's text before it is compiled, and the diff of two documents on the shared lossless parser
 * (lib/engines/json/), so numbers compare by their exact text. No DOM; tested in logic/json-editor.test.ts.
 */
import { diffDocs, type DiffEntry } from "@/lib/engines/json/diff";
import { parseJson, pointerToken } from "@/lib/engines/json/parse";

export { exactJmespath } from "./exact-query";

/** The largest document the diff and the schema box read, in characters. */
export const MAX_SIDE_CHARS = 20 * 1024 * 1024;

/** An editor path (keys and indexes) as a JSON Pointer (RFC 6901): ["items", 0, "price"] → /items/0/price. */
export function pathToPointer(path: readonly (string | number)[]): string {
  return path.map((token) => `/${pointerToken(String(token))}`).join("");
}

export interface PointedError {
  pointer: string;
  message: string;
}

/** Validation errors as the page lists them: each with its JSON Pointer ("" is the whole document, shown as /). */
export function pointedErrors(errors: readonly { path: readonly (string | number)[]; message: string }[]): PointedError[] {
  return errors.map((error) => ({ pointer: pathToPointer(error.path), message: error.message }));
}

/** "Unexpected '}' at line 1, column 18 — trailing comma at line 1, column 17?" (a full stop unless it ends in "?"). */
const where = (error: { message: string; hint?: string; line: number; column: number }) => {
  const text = `${error.message} at line ${error.line}, column ${error.column}${error.hint ? ` — ${error.hint}` : ""}`;
  return text.endsWith("?") ? text : `${text}.`;
};

/** Reads a JSON Schema's text: empty → no schema; not JSON → a message with line and column; else the schema value. */
export function readSchema(text: string): { kind: "none" } | { kind: "error"; message: string } | { kind: "ok"; schema: Record<string, unknown> | boolean } {
  if (text.trim() === "") return { kind: "none" };
  if (text.length > MAX_SIDE_CHARS) return { kind: "error", message: "Your schema is too large to read (over 20 MB)." };
  const parsed = parseJson(text);
  if (!parsed.ok) return { kind: "error", message: `Your schema isn't valid JSON: ${where(parsed.error)}` };
  const value: unknown = JSON.parse(text.replace(/^\uFEFF/, ""));
  if (typeof value === "boolean") return { kind: "ok", schema: value };
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { kind: "error", message: "Your schema isn't valid JSON Schema: a schema is an object (or true or false)." };
  }
  return { kind: "ok", schema: value as Record<string, unknown> };
}

export type DiffResult = { ok: true; entries: DiffEntry[]; total: number } | { ok: false; message: string };

/** The differences from the editor's document (`left`) to the one pasted to compare (`right`). */
export function diffTexts(left: string, right: string): DiffResult {
  if (left.length > MAX_SIDE_CHARS || right.length > MAX_SIDE_CHARS) return { ok: false, message: "Each document can be up to 20 MB for a diff." };
  const a = parseJson(left);
  if (!a.ok) return { ok: false, message: `The document in the editor isn't valid JSON: ${where(a.error)}` };
  const b = parseJson(right);
  if (!b.ok) return { ok: false, message: `The document to compare isn't valid JSON: ${where(b.error)}` };
  return { ok: true, ...diffDocs(a.doc, b.doc) };
}
