import { deflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from "pdf-lib";
import sharp from "sharp";

/**
 * Hostile files built by code (no binary fixtures), for the heavy-work tests (tests/integration/heavy-work.test.ts)
 * and `npm run bench -- hostile`: what an outside probe used to hold the server with.
 */

/** A one-page PDF whose page content is one Flate stream that unpacks to `bytes` of drawing instructions (8 MB: about 20 kB of file). */
export async function pdfBomb(bytes = 8 * 1024 * 1024, filter: "FlateDecode" | "[/FlateDecode]" = "FlateDecode"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 300]);
  const stream = PDFRawStream.of(doc.context.obj({}), deflateSync(Buffer.alloc(bytes, "0 0 m 1 1 l S\n"), { level: 9 }));
  stream.dict.set(PDFName.of("Length"), PDFNumber.of(stream.contents.byteLength));
  stream.dict.set(PDFName.of("Filter"), filter === "FlateDecode" ? PDFName.of("FlateDecode") : doc.context.obj([PDFName.of("FlateDecode")]));
  page.node.set(PDFName.of("Contents"), doc.context.register(stream));
  return doc.save({ useObjectStreams: false });
}

/** A PNG of one colour, `side` × `side` pixels (10,000²: about 100 kB of file, 300 MB of pixels). */
export async function pngBomb(side = 10_000): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: side, height: side, channels: 3, background: "#fff" } }).png({ compressionLevel: 9 }).toBuffer());
}

/** A tiny PNG (a few hundred bytes) to upscale. */
export async function tinyPng(side = 4): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: side, height: side, channels: 4, background: "#f00" } }).png().toBuffer());
}
