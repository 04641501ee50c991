/**
 * EXIF in an image file: where the block is (JPEG APP1 "Exif", PNG eXIf chunk, WebP EXIF chunk), the Orientation tag
 * (0x0112) and whether a GPS IFD (tag 0x8825) is there. The tags and their numbers are EXIF 2.32 (CIPA DC-008-2019)
 * §4.6.4; the TIFF structure under them is TIFF 6.0 §2. Used to tell a visitor what a photo carried, and by the tests
 * to prove an output carries none of it.
 */

export interface ExifSummary {
  /** 1–8 as written (EXIF 2.32 Table 4 "Orientation"); null when the tag is absent or out of range. */
  orientation: number | null;
  /** A GPS IFD pointer is present: the photo says where it was taken. */
  hasGps: boolean;
}

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** The TIFF-structured EXIF block of a JPEG, PNG or WebP file, or null when it has none. */
export function findExif(bytes: Uint8Array): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 4 <= bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1]!;
      if (marker === 0xd9 || marker === 0xda) return null;
      if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
        at += marker === 0xff ? 1 : 2;
        continue;
      }
      const length = view.getUint16(at + 2);
      if (marker === 0xe1 && ascii(bytes, at + 4, "Exif\0\0")) return bytes.subarray(at + 10, Math.min(bytes.length, at + 2 + length));
      at += 2 + length;
    }
    return null;
  }
  if (bytes[0] === 0x89 && ascii(bytes, 1, "PNG")) {
    for (let at = 8; at + 8 <= bytes.length;) {
      const length = view.getUint32(at);
      if (ascii(bytes, at + 4, "eXIf")) return bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + length));
      if (ascii(bytes, at + 4, "IEND")) return null;
      at += 12 + length;
    }
    return null;
  }
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) {
    for (let at = 12; at + 8 <= bytes.length;) {
      const length = view.getUint32(at + 4, true);
      if (ascii(bytes, at, "EXIF")) {
        const block = bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + length));
        // Some writers keep JPEG's "Exif\0\0" prefix inside the chunk.
        return ascii(block, 0, "Exif\0\0") ? block.subarray(6) : block;
      }
      at += 8 + length + (length % 2);
    }
    return null;
  }
  return null;
}

/** The orientation and GPS presence of a file's EXIF block; null when the file has no EXIF at all. */
export function readExif(bytes: Uint8Array): ExifSummary | null {
  const tiff = findExif(bytes);
  if (!tiff || tiff.length < 8) return tiff ? { orientation: null, hasGps: false } : null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = ascii(tiff, 0, "II");
  if (!little && !ascii(tiff, 0, "MM")) return { orientation: null, hasGps: false };
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return { orientation: null, hasGps: false };
  const count = view.getUint16(ifd, little);
  let orientation: number | null = null;
  let hasGps = false;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) break;
    const tag = view.getUint16(entry, little);
    if (tag === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      orientation = value >= 1 && value <= 8 ? value : null;
    } else if (tag === 0x8825) {
      hasGps = true;
    }
  }
  return { orientation, hasGps };
}

/**
 * What each Orientation value asks a viewer to do to the stored pixels to show them upright (EXIF 2.32 Table 4, the
 * "0th row / 0th column" descriptions): mirror left-to-right first when `flip`, then turn `rotate` degrees clockwise.
 */
export const ORIENTATION_OPS: Record<number, { flip: boolean; rotate: 0 | 90 | 180 | 270; words: string }> = {
  1: { flip: false, rotate: 0, words: "upright as stored" },
  2: { flip: true, rotate: 0, words: "stored mirrored left to right" },
  3: { flip: false, rotate: 180, words: "stored upside down" },
  4: { flip: true, rotate: 180, words: "stored mirrored top to bottom" },
  5: { flip: true, rotate: 270, words: "stored mirrored and on its side" },
  6: { flip: false, rotate: 90, words: "stored on its side, to be turned 90° clockwise" },
  7: { flip: true, rotate: 90, words: "stored mirrored and on its side" },
  8: { flip: false, rotate: 270, words: "stored on its side, to be turned 90° anticlockwise" },
};
