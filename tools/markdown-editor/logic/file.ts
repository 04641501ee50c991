/**
 * Opening a file into the editor: Markdown is UTF-8 text, so binary files are refused with what they look like, and
 * text in another encoding is refused rather than shown garbled.
 */

/** The largest file read: the editor's own limit in characters, at up to 4 bytes each, is far above any real note. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

const SIGNATURES: readonly { bytes: readonly number[]; name: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], name: "a PNG image" },
  { bytes: [0xff, 0xd8, 0xff], name: "a JPEG image" },
  { bytes: [0x47, 0x49, 0x46, 0x38], name: "a GIF image" },
  { bytes: [0x25, 0x50, 0x44, 0x46], name: "a PDF document" },
  { bytes: [0x50, 0x4b, 0x03, 0x04], name: "a ZIP archive (or a Word, Excel or PowerPoint file)" },
  { bytes: [0x1f, 0x8b], name: "a gzip archive" },
  { bytes: [0x4d, 0x5a], name: "a Windows program" },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], name: "a Linux program" },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], name: "an old Office document" },
  { bytes: [0x52, 0x49, 0x46, 0x46], name: "a RIFF file (WebP image, WAV or AVI)" },
];

export type FileRead = { ok: true; text: string } | { ok: false; error: string };

/** The file's text, or why it cannot be opened as Markdown. */
export function readMarkdownFile(name: string, bytes: Uint8Array): FileRead {
  if (bytes.length > MAX_FILE_BYTES) {
    return { ok: false, error: `${name} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; the editor opens files up to 2 MB.` };
  }
  const signature = SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b));
  if (signature) return { ok: false, error: `${name} looks like ${signature.name}, not Markdown text.` };
  if (bytes.subarray(0, 8192).includes(0)) return { ok: false, error: `${name} looks like a binary file, not Markdown text.` };
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    return { ok: true, text };
  } catch {
    return { ok: false, error: `${name} isn't UTF-8 text. Save it as UTF-8 in your editor and open it again.` };
  }
}
