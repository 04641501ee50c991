import { PDFDocument, PDFName, PDFRawStream, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { A4 } from "./pdfs.test-data";
import type { RasterCodec } from "./compress";

/**
 * Compress PDF's test material: photo-like and flat pixels, PDFs that draw them (made with pdf-lib), and the codec the
 * engine is handed in Node — sharp (libvips), where the browser's worker uses OffscreenCanvas.
 */

export const sharpCodec: RasterCodec = {
  async jpegToJpeg(jpeg, width, height, quality) {
    return new Uint8Array(await sharp(jpeg).resize(width, height, { fit: "fill" }).jpeg({ quality }).toBuffer());
  },
  async pixelsToJpeg(pixels, channels, source, width, height, quality) {
    return new Uint8Array(
      await sharp(pixels, { raw: { width: source.width, height: source.height, channels } })
        .resize(width, height, { fit: "fill" })
        .jpeg({ quality })
        .toBuffer(),
    );
  },
};

/** A codec that fails the test if the engine asks it for anything. */
export const refusingCodec: RasterCodec = {
  jpegToJpeg: () => Promise.reject(new Error("the codec was asked to decode")),
  pixelsToJpeg: () => Promise.reject(new Error("the codec was asked to decode")),
};

/** Smooth gradients with grain, like a photo: no two neighbouring pixels are reliably equal. Deterministic. */
export function photoPixels(width: number, height: number, channels: 3 | 4 = 3): Uint8Array {
  const out = new Uint8Array(width * height * channels);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >> 16) % 24;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      out[i] = Math.min(255, Math.round((x / width) * 200) + noise());
      out[i + 1] = Math.min(255, Math.round((y / height) * 200) + noise());
      out[i + 2] = Math.min(255, Math.round(128 + 100 * Math.sin((x + y) / 40)) + noise());
      // Alpha: opaque on the left half, transparent on the right.
      if (channels === 4) out[i + 3] = x < width / 2 ? 255 : 0;
    }
  }
  return out;
}

/** Four flat colour blocks, like a chart or a screenshot. */
export function flatPixels(width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const block = (x < width / 2 ? 0 : 1) + (y < height / 2 ? 0 : 2);
      out.set([[230, 57, 70], [29, 53, 87], [241, 250, 238], [69, 123, 157]][block]!, i);
    }
  return out;
}

export async function photoJpeg(width: number, height: number, quality = 95): Promise<Uint8Array> {
  return new Uint8Array(await sharp(photoPixels(width, height), { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer());
}

export async function pngOf(pixels: Uint8Array, width: number, height: number, channels: 3 | 4): Promise<Uint8Array> {
  return new Uint8Array(await sharp(pixels, { raw: { width, height, channels } }).png().toBuffer());
}

export interface PdfImage {
  kind: "jpeg" | "png";
  bytes: Uint8Array;
}

/**
 * A PDF of labelled A4 pages, page i drawing images[i] (if any) over most of the page: the label is text, so pdf.js
 * can read back that each page is still the same page.
 */
export async function pdfWithImages(pages: readonly { label: string; image?: PdfImage }[], title = "Holiday photos"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const spec of pages) {
    const page = doc.addPage(A4);
    page.drawText(spec.label, { x: 40, y: A4[1] - 60, size: 24, font });
    if (spec.image) {
      const image = spec.image.kind === "jpeg" ? await doc.embedJpg(spec.image.bytes) : await doc.embedPng(spec.image.bytes);
      page.drawImage(image, { x: 40, y: 80, width: A4[0] - 80, height: A4[1] - 180 });
    }
  }
  return doc.save();
}

export interface ImageFacts {
  width: number;
  height: number;
  filter: string;
  colorSpace: string;
  /** The soft mask's own facts, when the image has one. */
  smask?: { width: number; height: number; bytes: Uint8Array };
  bytes: Uint8Array;
}

/** Every image a PDF holds that is not another's soft mask, read from its dictionaries. */
export async function imagesOf(bytes: Uint8Array): Promise<ImageFacts[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const all = doc.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"));
  const masks = new Set(all.map(([, o]) => (o as PDFRawStream).dict.get(PDFName.of("SMask"))?.toString()).filter(Boolean));
  return all
    .filter(([ref]) => !masks.has(ref.toString()))
    .map(([, o]) => {
      const image = o as PDFRawStream;
      const n = (key: string, dict = image.dict) => Number(dict.lookup(PDFName.of(key))?.toString());
      const smask = image.dict.lookup(PDFName.of("SMask")) as PDFRawStream | undefined;
      return {
        width: n("Width"),
        height: n("Height"),
        filter: String(image.dict.lookup(PDFName.of("Filter"))),
        colorSpace: String(image.dict.lookup(PDFName.of("ColorSpace"))),
        smask: smask ? { width: n("Width", smask.dict), height: n("Height", smask.dict), bytes: smask.contents } : undefined,
        bytes: image.contents,
      };
    });
}
