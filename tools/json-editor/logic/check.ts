import { parseJson } from "@/lib/engines/json/parse";

/**
 * Whether a text is JSON, and where and why it stops being JSON: the check the editor runs in a Web Worker on a large
 * file before the tree reads it (ui/check.worker.ts), so a broken 100 MB file is answered without the editor's
 * automatic repair running for minutes on the page's thread. The shared parser (lib/engines/json/parse.ts), as the
 * JSON Formatter's: only its answer is kept.
 */
export type JsonCheck = { ok: true } | { ok: false; line: number; column: number; message: string };

export function checkJson(text: string): JsonCheck {
  const parsed = parseJson(text);
  if (parsed.ok) return { ok: true };
  const { line, column, message, hint } = parsed.error;
  return { ok: false, line, column, message: hint ? `${message} (${hint})` : message };
}
