/**
 * Reads a dropped or chosen file as text for the code tools (XML, CSS): refused before reading when it is larger than
 * the tool takes, refused when it looks binary (NUL bytes, or a known signature), decoded as UTF-8 or, with a byte
 * order mark, UTF-16. The byte order mark is kept as U+FEFF at the start of the text, so a tool can keep it.
 */
export type ReadText = { ok: true; text: string } | { ok: false; error: string };

const SIGNATURES: [string, number[]][] = [
  ["PNG image", [0x89, 0x50, 0x4e, 0x47]],
  ["JPEG image", [0xff, 0xd8, 0xff]],
  ["GIF image", [0x47, 0x49, 0x46, 0x38]],
  ["PDF document", [0x25, 0x50, 0x44, 0x46]],
  ["ZIP archive (or an Office document)", [0x50, 0x4b, 0x03, 0x04]],
  ["gzip archive", [0x1f, 0x8b]],
];

export async function readTextFile(file: File, maxChars: number): Promise<ReadText> {
  // A UTF-8 character is at most 4 bytes: a file over 4 × the limit cannot fit, whatever it holds.
  if (file.size > maxChars * 4) {
    return { ok: false, error: `${file.name} is ${(file.size / 1_000_000).toFixed(1)} MB: too large for this tool (up to ${maxChars.toLocaleString("en-US")} characters).` };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  for (const [kind, signature] of SIGNATURES) {
    if (signature.every((b, i) => bytes[i] === b)) return { ok: false, error: `${file.name} looks like a binary file (${kind}), not text.` };
  }
  let encoding = "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = "utf-16le";
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = "utf-16be";
  if (encoding === "utf-8" && bytes.subarray(0, 8192).includes(0)) {
    return { ok: false, error: `${file.name} looks like a binary file, not text.` };
  }
  try {
    const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
    if (text.length > maxChars) {
      return { ok: false, error: `${file.name} has ${text.length.toLocaleString("en-US")} characters: this tool takes up to ${maxChars.toLocaleString("en-US")}.` };
    }
    return { ok: true, text };
  } catch {
    return { ok: false, error: `${file.name} is not valid ${encoding === "utf-8" ? "UTF-8" : "UTF-16"} text. Save it as UTF-8 and try again.` };
  }
}
