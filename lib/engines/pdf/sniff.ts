/**
 * Shared by the PDF tools (the PDF Converter and the page tools) to tell a PDF from what was dropped instead.
 * What a file really is, from its first bytes (not its name): enough to say "This isn't a PDF (detected: PNG)" and to
 * pick the embedder for an image. A PDF's header may start anywhere in its first 1024 bytes (readers allow junk
 * before it).
 */
export type Detected = "PDF" | "PNG" | "JPEG" | "GIF" | "WebP" | "BMP" | "TIFF" | "HEIC" | "AVIF" | "ZIP" | "text" | "unknown";

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function detectType(bytes: Uint8Array): Detected {
  const head = ascii(bytes, 0, Math.min(bytes.length, 1024));
  if (head.includes("%PDF-")) return "PDF";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "PNG";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "JPEG";
  if (head.startsWith("GIF87a") || head.startsWith("GIF89a")) return "GIF";
  if (head.startsWith("RIFF") && ascii(bytes, 8, 12) === "WEBP") return "WebP";
  if (head.startsWith("BM")) return "BMP";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "TIFF";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand.startsWith("avi")) return "AVIF";
    if (/^(heic|heix|mif1|msf1|hevc)$/.test(brand)) return "HEIC";
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "ZIP";
  if (bytes.length > 0 && isText(bytes.subarray(0, 512))) return "text";
  return "unknown";
}

function isText(sample: Uint8Array): boolean {
  for (const b of sample) if (b === 0 || (b < 0x09) || (b > 0x0d && b < 0x20 && b !== 0x1b)) return false;
  return true;
}

/** The images pdf-lib embeds as they are: JPEG bytes go in unchanged (no re-encoding), PNG is re-compressed losslessly. */
export type EmbeddableImage = "JPEG" | "PNG";
export const isEmbeddable = (d: Detected): d is EmbeddableImage => d === "JPEG" || d === "PNG";
