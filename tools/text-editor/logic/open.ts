/**
 * Opening a file's bytes as a document: binary files refused (lib/engines/text-files/binary.ts), then the encoding found (BOM,
 * valid UTF-8, UTF-16 by its pattern of NULs, else Windows-1252) and the line endings read. Loaded when a file is first
 * opened, so the signature table is not part of the page's first load.
 */

import { knownBinaryFormat, SNIFF_BYTES } from "@/lib/engines/text-files/binary";
import { bomOf, countEol, encodingById, mainEol, MAX_FILE_BYTES, toLf, type Eol } from "./encoding";

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
