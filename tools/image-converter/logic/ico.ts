/**
 * Writes an ICO file (a favicon with several sizes) from PNG images: the Windows ICONDIR header, one 16-byte entry per
 * image, then the PNG data itself (PNG-in-ICO, read by every browser and by Windows Vista and later).
 */

export interface IcoImage {
  /** 1–256 px. */
  width: number;
  height: number;
  png: Uint8Array;
}

export function encodeIco(images: readonly IcoImage[]): Uint8Array {
  if (images.length === 0 || images.length > 255) throw new RangeError("An ICO file holds 1–255 images.");
  const headerSize = 6 + 16 * images.length;
  const total = headerSize + images.reduce((sum, image) => sum + image.png.byteLength, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type 1 = icon
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach((image, i) => {
    if (image.width < 1 || image.width > 256 || image.height < 1 || image.height > 256) throw new RangeError("ICO images are 1–256 px a side.");
    const entry = 6 + 16 * i;
    out[entry] = image.width === 256 ? 0 : image.width; // 0 means 256
    out[entry + 1] = image.height === 256 ? 0 : image.height;
    out[entry + 2] = 0; // no palette
    out[entry + 3] = 0; // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.byteLength, true);
    view.setUint32(entry + 12, offset, true);
    out.set(image.png, offset);
    offset += image.png.byteLength;
  });
  return out;
}

/** The entries of an ICO file's directory (used by the tests to read back what was written). */
export function readIcoDirectory(bytes: Uint8Array): { width: number; height: number; size: number; offset: number }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 6 || view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) throw new Error("Not an ICO file");
  const count = view.getUint16(4, true);
  return Array.from({ length: count }, (_, i) => {
    const entry = 6 + 16 * i;
    return {
      width: bytes[entry] || 256,
      height: bytes[entry + 1] || 256,
      size: view.getUint32(entry + 8, true),
      offset: view.getUint32(entry + 12, true),
    };
  });
}
