import { LineIndex } from "./line-index";

export type Utf8Result = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

/**
 * `text` as UTF-8 bytes, for tools whose output depends on every byte (encoders, hashes). Half of a surrogate pair
 * cannot be written in UTF-8, and TextEncoder would silently write U+FFFD in its place, so it is refused with its line
 * and column (a bad copy of an emoji leaves one behind).
 */
export function utf8Encode(text: string): Utf8Result {
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
  if (lone) {
    const { line, column } = new LineIndex(text).position(lone.index);
    const unit = lone[0].charCodeAt(0).toString(16).toUpperCase();
    return { ok: false, error: `Line ${line}, column ${column} holds half of a character (a lone UTF-16 surrogate, U+${unit}), which UTF-8 cannot store. Delete it or paste the whole character again.` };
  }
  return { ok: true, bytes: new TextEncoder().encode(text) };
}
