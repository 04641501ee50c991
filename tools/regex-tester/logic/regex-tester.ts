/**
 * The Regex Tester's pure logic: no React, no database, runs in the browser and in tests. Bound every input before
 * doing work that grows faster than its length (docs/architecture.md "Input bounds").
 */

export const MAX_INPUT_CHARS = 100_000;

export type Parsed = { ok: true; value: string } | { ok: false; error: string };

export function parseInput(text: string): Parsed {
  if (text.length > MAX_INPUT_CHARS) {
    return { ok: false, error: `Enter at most ${MAX_INPUT_CHARS.toLocaleString("en-US")} characters` };
  }
  const value = text.trim();
  if (!value) return { ok: false, error: "Enter something to start" };
  return { ok: true, value };
}
