/**
 * The Base64 tool's reading and writing around the RFC 4648 codec of lib/engines/encoding/base64.ts: text as UTF-8, decoded
 * bytes back to text, image signatures for a preview, data URLs.
 */
import { encodeBytes, type Alphabet } from "@/lib/engines/encoding/base64";
import { utf8Encode } from "@/lib/engines/text/utf8";

export { decodeBase64, encodeBytes, MAX_BASE64_CHARS, type Alphabet, type Decoded, type DecodeResult } from "@/lib/engines/encoding/base64";

/** Text the page encodes, in UTF-16 units; a file is bounded in bytes instead. */
export const MAX_TEXT_CHARS = 2_000_000;
/** Largest file the page encodes: its Base64 is a third longer, and it is all held in the page. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type TextEncodeResult = { ok: true; base64: string; bytes: number } | { ok: false; error: string };

/**
 * `text` as UTF-8 (half of a surrogate pair refused with its place: lib/engines/text/utf8.ts), then Base64.
 */
export function encodeText(text: string, alphabet: Alphabet = "standard", pad = true): TextEncodeResult {
  if (text.length > MAX_TEXT_CHARS) {
    return { ok: false, error: `The text is ${text.length.toLocaleString("en-US")} characters; the limit is ${MAX_TEXT_CHARS.toLocaleString("en-US")}. Open it as a file instead (up to 10 MB).` };
  }
  const utf8 = utf8Encode(text);
  if (!utf8.ok) return utf8;
  const bytes = utf8.bytes;
  return { ok: true, base64: encodeBytes(bytes, alphabet, pad), bytes: bytes.length };
}

export type TextOfBytes = { ok: true; text: string } | { ok: false; error: string };

/** Decoded bytes as UTF-8 text, or where they stop being UTF-8 (then they are a file, shown as bytes). */
export function bytesToText(bytes: Uint8Array): TextOfBytes {
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    // TextDecoder does not say where: find the first byte that does not start or continue a valid sequence.
    const at = firstInvalidUtf8(bytes);
    return { ok: false, error: `The decoded bytes are not UTF-8 text (byte ${at.toLocaleString("en-US")} of ${bytes.length.toLocaleString("en-US")}, 0x${bytes[at]?.toString(16).padStart(2, "0").toUpperCase() ?? "??"}, breaks it): they are shown as a file to download.` };
  }
}

/** Index of the first byte of the first ill-formed UTF-8 sequence (the Unicode standard's table 3-7). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let need = 0;
    let lo = 0x80;
    let hi = 0xbf;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined) return i;
      if (k === 1 ? c < lo || c > hi : c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}

/** The image type of `bytes` by its signature, for a preview: only formats every current browser draws. */
export function imageType(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, k) => bytes[k] === b);
  const ascii = (at: number, s: string) => [...s].every((c, k) => bytes[at + k] === c.charCodeAt(0));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (ascii(0, "GIF87a") || ascii(0, "GIF89a")) return "image/gif";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "image/webp";
  if (ascii(4, "ftypavif") || ascii(4, "ftypavis")) return "image/avif";
  if (ascii(0, "BM") && bytes.length > 14) return "image/bmp";
  if (starts(0x00, 0x00, 0x01, 0x00)) return "image/x-icon";
  return null;
}

/** A data URL of `bytes` with their MIME type (`application/octet-stream` when unknown). */
export function dataUrl(bytes: Uint8Array, type: string): string {
  return `data:${type || "application/octet-stream"};base64,${encodeBytes(bytes)}`;
}
