import "server-only";
import { constants, inflateSync } from "node:zlib";
import { UserFacingError } from "@/lib/platform/errors";
import { BOUND_MESSAGES, MAX_DECODED_PIXELS, MAX_PDF_STREAM_BYTES, MAX_PDF_UNPACKED_BYTES } from "@/lib/platform/input-bounds";

/**
 * The checks a PDF passes before pdf.js reads it (pdf-node.ts): what its compressed streams unpack to — all of them
 * together, and each drawing stream (a page's content, a form) on its own, since laying out a page takes time in
 * proportion to its instructions — and the pixels of each image it holds. Streams are found in the file's bytes
 * (`<< … >> stream … endstream`; a stream is never inside an object stream) and unpacked with a ceiling, so a
 * small file that unpacks to megabytes is refused after unpacking just past the limit. Streams that do not unpack
 * (an encrypted file's, or damaged ones) are left to pdf.js.
 */

/** Streams that are not drawing instructions: images, embedded fonts, object and cross-reference streams, metadata. */
const NOT_DRAWING = /\/Subtype\s*\/(?:Image|Type1C|CIDFontType0C|OpenType)\b|\/Length[123]\b|\/Type\s*\/(?:ObjStm|XRef|Metadata|EmbeddedFile)\b|\/N\s+\d/;
const FLATE_FIRST = /\/Filter\s*(?:\[\s*)?\/(?:FlateDecode|Fl)\b/;
const DIRECT_LENGTH = /\/Length\s+(\d+)(?!\s+\d+\s+R)/;

function unpackedSize(data: Uint8Array, ceiling: number): number | null {
  try {
    // Z_SYNC_FLUSH: a stream cut short still tells how much it unpacks to.
    return inflateSync(data, { maxOutputLength: ceiling + 1, finishFlush: constants.Z_SYNC_FLUSH }).byteLength;
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError) return ceiling + 1;
    return null;
  }
}

export function checkPdfBounds(bytes: Uint8Array): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  let total = 0;
  for (let at = text.indexOf("stream"); at >= 0; at = text.indexOf("stream", at + 6)) {
    if (text.startsWith("end", at - 3)) continue;
    let start = at + 6;
    if (text[start] === "\r") start++;
    if (text[start] === "\n") start++;
    else if (text[start - 1] !== "\r") continue;
    const objectStart = text.lastIndexOf("obj", at);
    if (objectStart < 0 || at - objectStart > 65_536) continue;
    const dict = text.slice(objectStart, at);

    const width = /\/Width\s+(\d+)/.exec(dict);
    const height = /\/Height\s+(\d+)/.exec(dict);
    if (/\/Subtype\s*\/Image\b/.test(dict) && width && height && Number(width[1]) * Number(height[1]) > MAX_DECODED_PIXELS) {
      throw new UserFacingError(BOUND_MESSAGES.pdfImageTooLarge(Number(width[1]), Number(height[1])), "validation");
    }

    const length = DIRECT_LENGTH.exec(dict);
    let end = length ? start + Number(length[1]) : -1;
    if (end < start || end > text.length || !/^\s*endstream/.test(text.slice(end, end + 20))) end = text.indexOf("endstream", start);
    if (end < 0) end = text.length;
    if (FLATE_FIRST.test(dict)) {
      const drawing = !NOT_DRAWING.test(dict);
      const ceiling = drawing ? Math.min(MAX_PDF_STREAM_BYTES, MAX_PDF_UNPACKED_BYTES - total) : MAX_PDF_UNPACKED_BYTES - total;
      const size = unpackedSize(bytes.subarray(start, end), ceiling);
      if (size !== null) {
        if (drawing && size > MAX_PDF_STREAM_BYTES) throw new UserFacingError(BOUND_MESSAGES.pdfStreamTooLarge, "validation");
        total += size;
        if (total > MAX_PDF_UNPACKED_BYTES) throw new UserFacingError(BOUND_MESSAGES.pdfUnpacksTooMuch, "validation");
      }
    }
    at = Math.max(at, end);
  }
}
