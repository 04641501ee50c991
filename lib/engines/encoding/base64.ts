/**
 * Base64 as RFC 4648 defines it: the standard alphabet (§4, `+` and `/`) and the URL- and filename-safe one (§5, `-`
 * and `_`), with or without `=` padding. Pure and client-safe: the Base64 tool and the JWT decoder read with it.
 *
 * Decoding is strict where a silent guess would change the data: a character outside both alphabets, a mix of the two
 * alphabets, padding anywhere but the end, or a length no encoder can produce is refused with what and where. Line
 * breaks and spaces (MIME wraps lines at 76) are skipped, and a `data:…;base64,` prefix is read as a data URL.
 */
import { characterAt } from "@/lib/engines/text/quote-text";
import { LineIndex } from "@/lib/engines/text/line-index";

export type Alphabet = "standard" | "url";

/** Longest Base64 text the page decodes (a 10 MB file's Base64 with line breaks fits). */
export const MAX_BASE64_CHARS = 15_000_000;

const STANDARD = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const URL_SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Byte value of each Base64 character of either alphabet (-1: not one). */
const VALUES = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) {
    table[STANDARD.charCodeAt(i)] = i;
    table[URL_SAFE.charCodeAt(i)] = i;
  }
  return table;
})();

/** `bytes` in Base64 of `alphabet`; `pad` adds `=` up to a multiple of four characters. */
export function encodeBytes(bytes: Uint8Array, alphabet: Alphabet = "standard", pad = true): string {
  const chars = alphabet === "url" ? URL_SAFE : STANDARD;
  const parts: string[] = [];
  let out = "";
  const full = bytes.length - (bytes.length % 3);
  for (let i = 0; i < full; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += chars[n >> 18]! + chars[(n >> 12) & 63]! + chars[(n >> 6) & 63]! + chars[n & 63]!;
    // Joined in pieces: one string grown to millions of characters is slow in some engines.
    if (out.length >= 65_536) {
      parts.push(out);
      out = "";
    }
  }
  const rest = bytes.length - full;
  if (rest === 1) {
    const n = bytes[full]! << 16;
    out += chars[n >> 18]! + chars[(n >> 12) & 63]! + (pad ? "==" : "");
  } else if (rest === 2) {
    const n = (bytes[full]! << 16) | (bytes[full + 1]! << 8);
    out += chars[n >> 18]! + chars[(n >> 12) & 63]! + chars[(n >> 6) & 63]! + (pad ? "=" : "");
  }
  parts.push(out);
  return parts.join("");
}

export interface Decoded {
  ok: true;
  bytes: Uint8Array;
  /** Which alphabet the text used; "either" when it had none of + / - _. */
  alphabet: Alphabet | "either";
  padded: boolean;
  /** The MIME type of a data URL's prefix, when the text was one. */
  dataUrlType: string | null;
  /** Spaces and line breaks skipped. */
  skippedWhitespace: number;
}

export type DecodeResult = Decoded | { ok: false; error: string };

function where(text: string, index: number): string {
  const { line, column } = new LineIndex(text).position(index);
  return text.includes("\n") ? `line ${line}, column ${column}` : `character ${column}`;
}

function describe(ch: string): string {
  if (ch === "\t") return "a tab";
  const cp = ch.codePointAt(0)!;
  if (cp < 0x20 || cp === 0x7f) return `the control character U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  return `"${ch}"`;
}

const DATA_URL = /^data:([^,;]*)((?:;[^,;]*)*?);base64,/i;

/** Base64 text back to bytes (see the module comment for what is refused). */
export function decodeBase64(input: string): DecodeResult {
  if (input.length > MAX_BASE64_CHARS) {
    return { ok: false, error: `The Base64 text is ${input.length.toLocaleString("en-US")} characters; the limit is ${MAX_BASE64_CHARS.toLocaleString("en-US")} (about 10 MB once decoded).` };
  }
  let start = 0;
  let dataUrlType: string | null = null;
  const trimmedStart = input.length - input.trimStart().length;
  const prefix = DATA_URL.exec(input.slice(trimmedStart, trimmedStart + 1000));
  if (prefix) {
    dataUrlType = prefix[1]!.toLowerCase() || "text/plain";
    start = trimmedStart + prefix[0].length;
  } else if (/^data:/i.test(input.slice(trimmedStart))) {
    return { ok: false, error: "This data URL is not Base64: only data URLs with \";base64,\" before the data can be decoded here. Its data is percent-encoded text; decode it with a URL decoder." };
  }

  const values: number[] = [];
  let alphabet: Alphabet | "either" = "either";
  let firstAlphabetAt = -1;
  let padAt = -1;
  let padCount = 0;
  let skipped = 0;
  for (let i = start; i < input.length; i++) {
    const code = input.charCodeAt(i);
    if (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) {
      skipped++;
      continue;
    }
    if (code === 0x3d) {
      if (padAt === -1) padAt = i;
      padCount++;
      continue;
    }
    const value = code < 128 ? VALUES[code]! : -1;
    if (value === -1) {
      const ch = characterAt(input, i);
      return { ok: false, error: `${describe(ch)} at ${where(input, i)} is not a Base64 character. Base64 uses A–Z, a–z, 0–9 and + / (or - _ in the URL-safe variant), with = only at the end.` };
    }
    if (padAt !== -1) {
      return { ok: false, error: `"=" at ${where(input, padAt)} is padding, which may only come at the end, but more Base64 follows it. Two Base64 texts may have been joined together.` };
    }
    const kind: Alphabet | null = code === 0x2b || code === 0x2f ? "standard" : code === 0x2d || code === 0x5f ? "url" : null;
    if (kind) {
      if (alphabet === "either") {
        alphabet = kind;
        firstAlphabetAt = i;
      } else if (alphabet !== kind) {
        return {
          ok: false,
          error: `"${input[i]}" at ${where(input, i)} is from the ${kind === "url" ? "URL-safe" : "standard"} alphabet, but "${input[firstAlphabetAt]}" at ${where(input, firstAlphabetAt)} is from the ${kind === "url" ? "standard" : "URL-safe"} one: a Base64 text uses one or the other, never both.`,
        };
      }
    }
    values.push(value);
  }

  const count = values.length;
  if (count % 4 === 1) {
    return { ok: false, error: `The Base64 text has ${count.toLocaleString("en-US")} ${count === 1 ? "character" : "characters"} (not counting padding and spaces); a Base64 text can't end with a single character after a multiple of four. A character is missing or one too many.` };
  }
  if (padCount > 0) {
    const expected = count % 4 === 0 ? 0 : 4 - (count % 4);
    if (padCount !== expected) {
      return {
        ok: false,
        error: expected === 0
          ? `"=" at ${where(input, padAt)} is padding the text doesn't need: it already ends on a whole group of four characters.`
          : `The text ends with ${padCount} "=" but needs ${expected} to make a whole group of four characters.`,
      };
    }
  }

  const bytes = new Uint8Array(Math.floor((count * 3) / 4));
  let o = 0;
  let i = 0;
  for (; i + 4 <= count; i += 4) {
    const n = (values[i]! << 18) | (values[i + 1]! << 12) | (values[i + 2]! << 6) | values[i + 3]!;
    bytes[o++] = n >> 16;
    bytes[o++] = (n >> 8) & 255;
    bytes[o++] = n & 255;
  }
  if (count - i === 2) {
    bytes[o++] = (values[i]! << 2) | (values[i + 1]! >> 4);
  } else if (count - i === 3) {
    const n = (values[i]! << 10) | (values[i + 1]! << 4) | (values[i + 2]! >> 2);
    bytes[o++] = n >> 8;
    bytes[o++] = n & 255;
  }
  return { ok: true, bytes, alphabet, padded: padCount > 0, dataUrlType, skippedWhitespace: skipped };
}

