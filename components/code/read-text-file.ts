/**
 * Reads a dropped or chosen file as text for the code tools (XML, CSS): refused before reading when it is larger than
 * the tool takes, refused when it looks binary (lib/engines/text-files/binary.ts), decoded as UTF-8 or, with a byte
 * order mark, UTF-16. The byte order mark is kept as U+FEFF at the start of the text, so a tool can keep it.
 */
import { binaryRefusal } from "@/lib/engines/text-files/binary";

export type ReadText = { ok: true; text: string } | { ok: false; error: string };

export async function readTextFile(file: File, maxChars: number): Promise<ReadText> {
  // A UTF-8 character is at most 4 bytes: a file over 4 × the limit cannot fit, whatever it holds.
  if (file.size > maxChars * 4) {
    return { ok: false, error: `${file.name} is ${(file.size / 1_000_000).toFixed(1)} MB: too large for this tool (up to ${maxChars.toLocaleString("en-US")} characters).` };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const refusal = binaryRefusal(file.name, bytes);
  if (refusal) return { ok: false, error: refusal };
  let encoding = "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = "utf-16le";
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = "utf-16be";
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
