/**
 * Opening and saving text files byte for byte: the encoding (UTF-8, UTF-16 LE/BE, or a legacy one the user picks),
 * the byte-order mark and the line endings are read from the file and written back the same way. A file saved without
 * changes is written from its original bytes.
 */

import { knownBinaryFormat, SNIFF_BYTES } from "@/lib/text-files/binary";

export type Eol = "\n" | "\r\n" | "\r";

export interface Encoding {
  id: string;
  label: string;
  /** Legacy multi-byte encodings are read only: the browser can decode them but has no encoder. */
  writable: boolean;
}

export const ENCODINGS: readonly Encoding[] = [
  { id: "utf-8", label: "UTF-8", writable: true },
  { id: "utf-16le", label: "UTF-16 LE", writable: true },
  { id: "utf-16be", label: "UTF-16 BE", writable: true },
  { id: "windows-1252", label: "Western (Windows-1252 / ISO-8859-1)", writable: true },
  { id: "iso-8859-15", label: "Western (ISO-8859-15)", writable: true },
  { id: "windows-1250", label: "Central European (Windows-1250)", writable: true },
  { id: "iso-8859-2", label: "Central European (ISO-8859-2)", writable: true },
  { id: "windows-1251", label: "Cyrillic (Windows-1251)", writable: true },
  { id: "koi8-r", label: "Cyrillic (KOI8-R)", writable: true },
  { id: "ibm866", label: "Cyrillic (DOS 866)", writable: true },
  { id: "windows-1253", label: "Greek (Windows-1253)", writable: true },
  { id: "windows-1254", label: "Turkish (Windows-1254)", writable: true },
  { id: "windows-1255", label: "Hebrew (Windows-1255)", writable: true },
  { id: "windows-1256", label: "Arabic (Windows-1256)", writable: true },
  { id: "windows-1257", label: "Baltic (Windows-1257)", writable: true },
  { id: "windows-1258", label: "Vietnamese (Windows-1258)", writable: true },
  { id: "windows-874", label: "Thai (Windows-874)", writable: true },
  { id: "macintosh", label: "Mac OS Roman", writable: true },
  { id: "shift_jis", label: "Japanese (Shift_JIS)", writable: false },
  { id: "euc-jp", label: "Japanese (EUC-JP)", writable: false },
  { id: "gbk", label: "Chinese Simplified (GBK)", writable: false },
  { id: "big5", label: "Chinese Traditional (Big5)", writable: false },
  { id: "euc-kr", label: "Korean (EUC-KR)", writable: false },
];

export function encodingById(id: string): Encoding | undefined {
  return ENCODINGS.find((encoding) => encoding.id === id);
}

/** Most bytes a file may have to be opened (the editor stays responsive well past this). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, index) => bytes[at + index] === byte);
}

export type Bom = "utf-8" | "utf-16le" | "utf-16be" | null;

export function bomOf(bytes: Uint8Array): Bom {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return "utf-8";
  if (startsWith(bytes, [0xff, 0xfe])) return "utf-16le";
  if (startsWith(bytes, [0xfe, 0xff])) return "utf-16be";
  return null;
}

/** UTF-16 without a BOM: mostly ASCII text has a NUL in every other byte. */
function utf16Guess(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const sample = Math.min(bytes.length, 4096) & ~1;
  if (sample < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf-16be";
  return null;
}

/** The kind of binary file these bytes start, or null when they may be text. */
export function binaryType(bytes: Uint8Array): string | null {
  const bom = bomOf(bytes);
  if (bom) return null;
  const head = bytes.subarray(0, SNIFF_BYTES);
  const known = knownBinaryFormat(head);
  if (known) return known;
  // Unlike the other text tools, the editor opens UTF-16 without a BOM, whose ASCII has a NUL in every other byte.
  if (utf16Guess(bytes)) return null;
  if (head.includes(0)) return "binary data";
  return null;
}

export type Opened =
  | { ok: true; text: string; encoding: string; bom: boolean; eol: Eol; mixedEol: boolean; guessed: boolean }
  | { ok: false; error: string };

function decode(bytes: Uint8Array, encoding: string, fatal: boolean): string | null {
  try {
    return new TextDecoder(encoding, { fatal, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

export interface EolCount {
  lf: number;
  crlf: number;
  cr: number;
}

export function countEol(text: string): EolCount {
  const count: EolCount = { lf: 0, crlf: 0, cr: 0 };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 13) {
      if (text.charCodeAt(i + 1) === 10) {
        count.crlf++;
        i++;
      } else count.cr++;
    } else if (code === 10) count.lf++;
  }
  return count;
}

/** The line ending most used in `text` (LF when it has none). */
export function mainEol(count: EolCount): Eol {
  if (count.crlf >= count.lf && count.crlf >= count.cr && count.crlf > 0) return "\r\n";
  if (count.cr > count.lf) return "\r";
  return "\n";
}

/** Every CRLF and CR as LF: what the editor shows and edits. */
export function toLf(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/**
 * Reads a file's bytes as text. `encoding` forces one (the user picked it); otherwise the BOM decides, then valid
 * UTF-8, then UTF-16 by its pattern of NULs, and a legacy file falls back to Windows-1252 (marked `guessed`).
 */
export function openBytes(bytes: Uint8Array, encoding?: string): Opened {
  if (bytes.length > MAX_FILE_BYTES) {
    return { ok: false, error: `This file is ${(bytes.length / 1048576).toFixed(1)} MB; the editor opens files up to ${MAX_FILE_BYTES / 1048576} MB.` };
  }
  const type = encoding ? null : binaryType(bytes);
  if (type) return { ok: false, error: `This is ${type}, not text, so it was not opened.` };
  const bom = bomOf(bytes);
  let chosen = encoding ?? bom ?? null;
  let guessed = false;
  if (!chosen) {
    if (decode(bytes, "utf-8", true) !== null) chosen = "utf-8";
    else chosen = utf16Guess(bytes) ?? ((guessed = true), "windows-1252");
  }
  const skip = bom && bom === chosen ? (bom === "utf-8" ? 3 : 2) : 0;
  const text = decode(bytes.subarray(skip), chosen, chosen === "utf-8" && encoding !== undefined);
  if (text === null) return { ok: false, error: `This file is not valid ${encodingById(chosen)?.label ?? chosen}. Pick the encoding it was saved in.` };
  const count = countEol(text);
  const kinds = (count.lf > 0 ? 1 : 0) + (count.crlf > 0 ? 1 : 0) + (count.cr > 0 ? 1 : 0);
  return { ok: true, text: toLf(text), encoding: chosen, bom: skip > 0, eol: mainEol(count), mixedEol: kinds > 1, guessed };
}

export type Saved = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

const reverseTables = new Map<string, Map<number, number>>();

/** Code point → byte of a single-byte encoding, built by decoding all 256 bytes with the browser's own decoder. */
function reverseTable(encoding: string): Map<number, number> {
  let table = reverseTables.get(encoding);
  if (table) return table;
  table = new Map();
  const all = new Uint8Array(256);
  for (let i = 0; i < 256; i++) all[i] = i;
  const decoder = new TextDecoder(encoding);
  for (let byte = 0; byte < 256; byte++) {
    const char = decoder.decode(all.subarray(byte, byte + 1));
    const code = char.codePointAt(0);
    if (char.length === 1 && code !== undefined && code !== 0xfffd && !table.has(code)) table.set(code, byte);
  }
  reverseTables.set(encoding, table);
  return table;
}

function position(text: string, index: number): string {
  let line = 1;
  let column = 1;
  for (let i = 0; i < index; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      column = 1;
    } else column++;
  }
  return `line ${line}, column ${column}`;
}

/** Writes `text` (LF line breaks) with the given line ending, encoding and BOM. */
export function saveText(text: string, encoding: string, bom: boolean, eol: Eol): Saved {
  const body = eol === "\n" ? text : text.replace(/\n/g, eol);
  if (encoding === "utf-8") {
    const encoded = new TextEncoder().encode(body);
    if (!bom) return { ok: true, bytes: encoded };
    const bytes = new Uint8Array(encoded.length + 3);
    bytes.set([0xef, 0xbb, 0xbf]);
    bytes.set(encoded, 3);
    return { ok: true, bytes };
  }
  if (encoding === "utf-16le" || encoding === "utf-16be") {
    const offset = bom ? 2 : 0;
    const bytes = new Uint8Array(offset + body.length * 2);
    const view = new DataView(bytes.buffer);
    const little = encoding === "utf-16le";
    if (bom) view.setUint16(0, 0xfeff, little);
    for (let i = 0; i < body.length; i++) view.setUint16(offset + i * 2, body.charCodeAt(i), little);
    return { ok: true, bytes };
  }
  const known = encodingById(encoding);
  if (!known?.writable) return { ok: false, error: `Your browser can read ${known?.label ?? encoding} but not write it. Save as UTF-8, which every current program reads.` };
  const table = reverseTable(encoding);
  const bytes = new Uint8Array(body.length);
  let length = 0;
  let index = 0;
  for (const char of body) {
    const byte = table.get(char.codePointAt(0) ?? -1);
    if (byte === undefined) {
      const where = position(text, eol === "\n" ? index : toLf(body.slice(0, index)).length);
      return { ok: false, error: `“${char}” (${where}) can't be written in ${known.label}. Remove it, or save as UTF-8.` };
    }
    bytes[length++] = byte;
    index += char.length;
  }
  return { ok: true, bytes: bytes.subarray(0, length) };
}

export function eolName(eol: Eol): string {
  return eol === "\r\n" ? "CRLF (Windows)" : eol === "\r" ? "CR (classic Mac)" : "LF (Unix, macOS)";
}
