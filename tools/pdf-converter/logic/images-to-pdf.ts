import { PDFDocument } from "pdf-lib";
import { placeImage, type PageSizeId } from "./page-size";
import type { EmbeddableImage } from "./sniff";

/**
 * Images to one PDF, one image per page in the order given, with pdf-lib (browser and server alike). JPEG bytes are
 * embedded as they are (DCTDecode, no re-encoding, no quality loss); PNG keeps its pixels and alpha. Aspect ratio kept.
 */
export interface ImageInput {
  bytes: Uint8Array;
  type: EmbeddableImage;
}

export async function imagesToPdf(images: readonly ImageInput[], size: PageSizeId, marginPt: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setProducer("Utilify PDF Converter");
  doc.setCreator("Utilify PDF Converter");
  for (const image of images) {
    const embedded = image.type === "JPEG" ? await doc.embedJpg(image.bytes) : await doc.embedPng(image.bytes);
    const place = placeImage(embedded.width, embedded.height, size, marginPt);
    const page = doc.addPage(place.page);
    page.drawImage(embedded, { x: place.x, y: place.y, width: place.width, height: place.height });
  }
  return doc.save();
}
