/**
 * An image's width and height read from its header bytes, before any pixel is decoded, so a page can refuse a
 * decompression bomb (a small file of billions of pixels) before the browser allocates memory for it. Reads PNG
 * (IHDR), JPEG (the SOFn frame header), GIF (logical screen), BMP (the DIB header), WebP (VP8, VP8L and VP8X) and
 * AVIF/HEIF (the largest `ispe` property). Answers null when the bytes hold no header it knows; the caller then checks
 * the size after decoding.
 */

export interface ImageHeader {
  format: "png" | "jpeg" | "gif" | "bmp" | "webp" | "avif";
  width: number;
  height: number;
}

/** How many leading bytes to hand to readImageHeader: a JPEG's frame header can follow 64 KB of EXIF and thumbnails. */
export const HEADER_BYTES = 256 * 1024;

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (n: number) => bytes.length >= n;
  if (has(24) && bytes[0] === 0x89 && ascii(bytes, 1, "PNG\r\n\x1a\n") && ascii(bytes, 12, "IHDR")) {
    return {
      format: "png",
      width: view.getUint32(16),
      height: view.getUint32(20),
    };
  }
  if (has(10) && (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a"))) {
    return {
      format: "gif",
      width: view.getUint16(6, true),
      height: view.getUint16(8, true),
    };
  }
  if (has(26) && ascii(bytes, 0, "BM")) {
    const dib = view.getUint32(14, true);
    if (dib === 12)
      return {
        format: "bmp",
        width: view.getUint16(18, true),
        height: view.getUint16(20, true),
      };
    return {
      format: "bmp",
      width: Math.abs(view.getInt32(18, true)),
      height: Math.abs(view.getInt32(22, true)),
    };
  }
  if (has(30) && ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return webp(bytes, view);
  if (has(4) && bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes, view);
  if (has(12) && ascii(bytes, 4, "ftyp")) return heif(bytes, view);
  return null;
}

function webp(bytes: Uint8Array, view: DataView): ImageHeader | null {
  if (ascii(bytes, 12, "VP8 ")) {
    // The key frame's start code 9D 01 2A, then 14-bit width and height (RFC 6386 §9.1).
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return {
      format: "webp",
      width: view.getUint16(26, true) & 0x3fff,
      height: view.getUint16(28, true) & 0x3fff,
    };
  }
  if (ascii(bytes, 12, "VP8L")) {
    // Signature 0x2F, then width − 1 and height − 1 in 14 bits each (RFC 9649 §3.2).
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return {
      format: "webp",
      width: (bits & 0x3fff) + 1,
      height: ((bits >>> 14) & 0x3fff) + 1,
    };
  }
  if (ascii(bytes, 12, "VP8X")) {
    // Canvas width − 1 and height − 1, 24 bits each (RFC 9649 §2.7).
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { format: "webp", width: u24(24) + 1, height: u24(27) + 1 };
  }
  return null;
}

function jpeg(bytes: Uint8Array, view: DataView): ImageHeader | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // SOF0–SOF15 carry the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return {
        format: "jpeg",
        height: view.getUint16(at + 5),
        width: view.getUint16(at + 7),
      };
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame header
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/** AVIF and HEIF: the image spatial extents (`ispe`) property; a grid or thumbnails have several, the largest is the image. */
function heif(bytes: Uint8Array, view: DataView): ImageHeader | null {
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  if (brand !== "avif" && brand !== "avis") return null;
  let best: ImageHeader | null = null;
  for (let at = 12; at + 16 <= bytes.length; at++) {
    if (bytes[at] !== 0x69 || !ascii(bytes, at, "ispe")) continue;
    const width = view.getUint32(at + 8);
    const height = view.getUint32(at + 12);
    if (!best || width * height > best.width * best.height) best = { format: "avif", width, height };
  }
  return best;
}
