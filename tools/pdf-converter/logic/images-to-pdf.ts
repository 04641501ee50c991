import { PDFDocument } from "pdf-lib";
import { UserFacingError } from "@/lib/platform/errors";
import { BOUND_MESSAGES, MAX_PDF_PNG_PIXELS } from "@/lib/platform/input-bounds";
import { placeImage, type PageSizeId } from "./page-size";
import type { EmbeddableImage } from "@/lib/engines/pdf/sniff";

/**
 * Images to one PDF, one image per page in the order given, with pdf-lib (browser and server alike). JPEG bytes are
 * embedded as they are (DCTDecode, no re-encoding, no quality loss); PNG keeps its pixels and alpha. Aspect ratio kept.
 * pdf-lib decodes a PNG in JavaScript, all at once: its size is read from its header first and bounded.
 */
export interface ImageInput {
  bytes: Uint8Array;
  type: EmbeddableImage;
  /** Names the image in a refusal when there are several. */
  name?: string;
}

/** Width and height from a PNG's header (IHDR), or null when the header is not there. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.byteLength < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, 24);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export async function imagesToPdf(images: readonly ImageInput[], size: PageSizeId, marginPt: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setProducer("Utilify PDF Converter");
  doc.setCreator("Utilify PDF Converter");
  for (const image of images) {
    const size = image.type === "PNG" ? pngSize(image.bytes) : null;
    if (size && size.width * size.height > MAX_PDF_PNG_PIXELS) {
      const message = BOUND_MESSAGES.imageTooLarge(size.width, size.height, MAX_PDF_PNG_PIXELS);
      throw new UserFacingError(images.length > 1 && image.name ? `${image.name}: ${message}` : message);
    }
  }
  for (const image of images) {
    const embedded = image.type === "JPEG" ? await doc.embedJpg(image.bytes) : await doc.embedPng(image.bytes);
    const place = placeImage(embedded.width, embedded.height, size, marginPt);
    const page = doc.addPage(place.page);
    page.drawImage(embedded, { x: place.x, y: place.y, width: place.width, height: place.height });
  }
  return doc.save();
}
