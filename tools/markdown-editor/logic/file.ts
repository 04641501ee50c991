/**
 * Opening a file into the editor: Markdown is UTF-8 text, so binary files are refused with what they look like, and
 * text in another encoding is refused rather than shown garbled.
 */

import { binaryRefusal } from "@/lib/engines/text-files/binary";

/** The largest file read: the editor's own limit in characters, at up to 4 bytes each, is far above any real note. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

export type FileRead = { ok: true; text: string } | { ok: false; error: string };

/** The file's text, or why it cannot be opened as Markdown. */
export function readMarkdownFile(name: string, bytes: Uint8Array): FileRead {
  if (bytes.length > MAX_FILE_BYTES) {
    return { ok: false, error: `${name} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; the editor opens files up to 2 MB.` };
  }
  const refusal = binaryRefusal(name, bytes, "Markdown text");
  if (refusal) return { ok: false, error: refusal };
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    return { ok: true, text };
  } catch {
    return { ok: false, error: `${name} isn't UTF-8 text. Save it as UTF-8 in your editor and open it again.` };
  }
}
