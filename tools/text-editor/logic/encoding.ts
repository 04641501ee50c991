/**
 * Opening and saving text files byte for byte: the encoding (UTF-8, UTF-16 LE/BE, or a legacy one the user picks),
 * the byte-order mark and the line endings are read from the file and written back the same way. A file saved without
 * changes is written from its original bytes.
 */

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
