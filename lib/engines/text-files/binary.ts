/**
 * Tells a text file from a binary one before a text tool reads it, so a dropped photo or archive is refused with its
 * type ("photo.json is a PNG image, not a text file") instead of being shown as garbage. Known formats are recognised
 * by their magic numbers; anything else that holds a NUL byte or is not valid UTF-8 is "binary data". Every tool that
 * opens text files (the JSON, XML and CSS tools, the code, text and Markdown editors, the phone extractor) asks here.
 */

/** Bytes read from the start of a file to recognise it. */
export const SNIFF_BYTES = 8192;

const SIGNATURES: readonly { name: string; bytes: readonly (number | null)[]; at?: number }[] = [
  { name: "a PNG image", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { name: "a JPEG image", bytes: [0xff, 0xd8, 0xff] },
  { name: "a GIF image", bytes: [0x47, 0x49, 0x46, 0x38] },
  { name: "a WebP image", bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
  { name: "a WAV audio file", bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x41, 0x56, 0x45] },
  { name: "a BMP image", bytes: [0x42, 0x4d] },
  { name: "an ICO icon", bytes: [0x00, 0x00, 0x01, 0x00] },
  { name: "a TIFF image", bytes: [0x49, 0x49, 0x2a, 0x00] },
  { name: "a TIFF image", bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { name: "a PDF document", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { name: "a ZIP archive (or an Office document)", bytes: [0x50, 0x4b, 0x03, 0x04] },
  { name: "a gzip archive", bytes: [0x1f, 0x8b] },
  { name: "a 7-Zip archive", bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { name: "a RAR archive", bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] },
  { name: "a bzip2 archive", bytes: [0x42, 0x5a, 0x68] },
  { name: "an XZ archive", bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
  { name: "a Zstandard archive", bytes: [0x28, 0xb5, 0x2f, 0xfd] },
  { name: "a tar archive", bytes: [0x75, 0x73, 0x74, 0x61, 0x72], at: 257 },
  { name: "an MP4 or QuickTime video", bytes: [0x66, 0x74, 0x79, 0x70], at: 4 },
  { name: "an MP3 audio file", bytes: [0x49, 0x44, 0x33] },
  { name: "an Ogg media file", bytes: [0x4f, 0x67, 0x67, 0x53] },
  { name: "a FLAC audio file", bytes: [0x66, 0x4c, 0x61, 0x43] },
  { name: "a Matroska or WebM video", bytes: [0x1a, 0x45, 0xdf, 0xa3] },
  { name: "a WebAssembly module", bytes: [0x00, 0x61, 0x73, 0x6d] },
  { name: "a Windows program", bytes: [0x4d, 0x5a] },
  { name: "a Linux program (ELF)", bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { name: "a macOS program (Mach-O)", bytes: [0xcf, 0xfa, 0xed, 0xfe] },
  { name: "a Java class file", bytes: [0xca, 0xfe, 0xba, 0xbe] },
  { name: "an SQLite database", bytes: [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x20, 0x66, 0x6f, 0x72, 0x6d, 0x61, 0x74, 0x20, 0x33, 0x00] },
  { name: "a WOFF font", bytes: [0x77, 0x4f, 0x46, 0x46] },
  { name: "a WOFF2 font", bytes: [0x77, 0x4f, 0x46, 0x32] },
  { name: "an old Office document (doc, xls, ppt)", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

const printable = (b: number | null) => b === null || (b >= 0x20 && b <= 0x7e);

/**
 * Bytes that are not text: a control byte no text file uses (anything below 0x20 but tab, line feed, form feed, carriage
 * return and escape), or bytes that are not UTF-8 (a multi-byte character cut at the end of the slice is fine).
 */
function hasNonText(head: Uint8Array): boolean {
  if (head.some((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d && b !== 0x1b)) return true;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return false;
  } catch {
    return true;
  }
}

/**
 * The binary format whose magic number `head` starts with ("a PNG image"), or undefined. A magic number made only of
 * printable characters ("BM", "MZ", "%PDF-", "RIFF") is also how plain text can begin ("BM,2024" in a CSV), so it
 * counts only when the bytes after it are not text.
 */
export function knownBinaryFormat(head: Uint8Array): string | undefined {
  let textChecked: boolean | undefined;
  for (const signature of SIGNATURES) {
    const at = signature.at ?? 0;
    if (head.length < at + signature.bytes.length) continue;
    if (!signature.bytes.every((b, i) => b === null || head[at + i] === b)) continue;
    if (signature.bytes.every(printable) && !(textChecked ??= hasNonText(head))) continue;
    return signature.name;
  }
  return undefined;
}

/**
 * What binary format `head` (the first bytes of a file) is, or undefined when it looks like text. UTF-16 text with
 * its byte order mark counts as text (it is decoded by the caller).
 */
export function detectBinary(head: Uint8Array): string | undefined {
  const known = knownBinaryFormat(head);
  if (known) return known;
  if (head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))) return undefined;
  if (head.includes(0)) return "binary data";
  return undefined;
}

/** "{name} is a PNG image, not {what}." for a binary file, or undefined when its first bytes look like text. */
export function binaryRefusal(name: string, bytes: Uint8Array, what = "a text file"): string | undefined {
  const binary = detectBinary(bytes.subarray(0, SNIFF_BYTES));
  return binary ? `${name} is ${binary}, not ${what}.` : undefined;
}

export type TextFileResult = { ok: true; text: string } | { ok: false; message: string };

/**
 * Decodes a file's bytes as text: UTF-8 (a BOM is kept in the text, so the caller can report it), or UTF-16 when it
 * starts with a UTF-16 byte order mark. Binary or undecodable bytes are refused with what they are.
 */
export function decodeTextFile(bytes: Uint8Array, name: string): TextFileResult {
  const refusal = binaryRefusal(name, bytes);
  if (refusal) return { ok: false, message: refusal };
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : undefined;
  try {
    const text = new TextDecoder(utf16 ?? "utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    return { ok: true, text };
  } catch {
    return { ok: false, message: `${name} is not valid UTF-8 text: it holds bytes that are not characters (binary data, or a legacy encoding such as Windows-1252).` };
  }
}
