import { encryptPDF } from "@pdfsmaller/pdf-encrypt-lite";
import { zlibSync } from "fflate";
import { PDFDocument, PDFName, PDFNumber } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { compressPdf, inflateBounded, looksFlat, targetSize, unpredictPng } from "./compress";
import { COMPRESS_LEVELS, COMPRESS_MESSAGES, describeReport, readMaxSide, savedPercent, type CompressOptions } from "./compress-options";
import { flatPixels, imagesOf, pdfWithImages, photoJpeg, photoPixels, pngOf, refusingCodec, sharpCodec } from "./compress.test-data";
import { readJpegFrame, stripJpegMetadata } from "./jpeg";
import { MAX_COMPRESS_IMAGE_PIXELS, PDF_TOOL_MESSAGES } from "./limits";
import { A4, labels, makePdf, readPdf } from "./pdfs.test-data";

/**
 * Compress PDF's engine, on real PDFs made here with pdf-lib around sharp-made photos. What comes out is read back
 * independently: pages (text, size, rotation) with pdf.js, the new JPEG streams' sizes with sharp (libvips), and the
 * image dictionaries with pdf-lib.
 */

// Real images are made, encoded and decoded here: on a busy 2-core machine one test can take several seconds.
vi.setConfig({ testTimeout: 60_000 });

/** Byte-for-byte equality (Vitest's deep equality walks a large array element by element). */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

const recommended: CompressOptions = { maxSide: COMPRESS_LEVELS.recommended.maxSide, quality: COMPRESS_LEVELS.recommended.quality, removeProperties: false };

describe("compressPdf on JPEG photos", () => {
  it("scales a large photo to the longest side, re-encodes it, and keeps every page as it was", async () => {
    const source = await pdfWithImages([{ label: "Cover" }, { label: "Beach", image: { kind: "jpeg", bytes: await photoJpeg(3200, 2400) } }, { label: "End" }]);
    const result = await compressPdf(source, "photos.pdf", recommended, sharpCodec);

    expect(result.smaller).toBe(true);
    expect(result.after).toBe(result.bytes.length);
    expect(result.after).toBeLessThan(source.length / 2);
    expect(result.report).toMatchObject({ images: 1, reencoded: 1 });

    const [before, after] = [await readPdf(source), await readPdf(result.bytes)];
    expect(labels(after)).toEqual(["Cover", "Beach", "End"]);
    expect(after.map(({ width, height, rotate }) => [width, height, rotate])).toEqual(before.map(({ width, height, rotate }) => [width, height, rotate]));

    const [image] = await imagesOf(result.bytes);
    expect(image).toMatchObject({ width: 2000, height: 1500, filter: "/DCTDecode", colorSpace: "/DeviceRGB" });
    // The stream is a real JPEG of the size its dictionary states (read by libvips, not by our parser).
    const meta = await sharp(image!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 2000, 1500]);
  });

  it("keeps a photo's size when it is within the bound, and a re-encoding that saves under 5 % is not kept", async () => {
    const small = await photoJpeg(800, 600, 40);
    const source = await pdfWithImages([{ label: "Small", image: { kind: "jpeg", bytes: small } }]);
    const result = await compressPdf(source, "small.pdf", { ...recommended, quality: 95 }, sharpCodec);
    expect(result.report.kept.smaller).toBe(1);
    expect(result.report.reencoded).toBe(0);
    // Whatever the rest gained, the image's own bytes are untouched.
    const [image] = await imagesOf(result.smaller ? result.bytes : source);
    expect(same(image!.bytes, small)).toBe(true);
  });

  it("drops page thumbnails and objects nothing refers to, and keeps the title unless asked", async () => {
    const doc = await PDFDocument.load(await pdfWithImages([{ label: "One" }]));
    const thumb = doc.context.register(doc.context.flateStream(new Uint8Array(4000).fill(7), { Type: "XObject", Subtype: "Image", Width: 40, Height: 100, BitsPerComponent: 8, ColorSpace: "DeviceGray" }));
    doc.getPage(0).node.set(PDFName.of("Thumb"), thumb);
    doc.context.register(doc.context.stream(new Uint8Array(20_000).fill(1), {}));
    const source = await doc.save({ useObjectStreams: false });

    const kept = await compressPdf(source, "a.pdf", recommended, sharpCodec);
    expect(kept.smaller).toBe(true);
    expect(kept.report.thumbnails).toBe(1);
    expect(kept.report.unusedObjects).toBeGreaterThanOrEqual(2);
    const reread = await PDFDocument.load(kept.bytes, { updateMetadata: false });
    expect(reread.getPage(0).node.has(PDFName.of("Thumb"))).toBe(false);
    expect(reread.getTitle()).toBe("Holiday photos");

    const stripped = await compressPdf(source, "a.pdf", { ...recommended, removeProperties: true }, sharpCodec);
    expect(stripped.report.propertiesRemoved).toBe(true);
    expect((await PDFDocument.load(stripped.bytes, { updateMetadata: false })).getTitle()).toBeUndefined();
    expect(labels(await readPdf(stripped.bytes))).toEqual(["One"]);
  });
});

describe("compressPdf on Flate images", () => {
  it("writes a photo stored as PNG pixels as JPEG, and an image with transparency keeps its soft mask as it was", async () => {
    const [w, h] = [1000, 700];
    const source = await pdfWithImages([
      { label: "Opaque", image: { kind: "png", bytes: await pngOf(photoPixels(w, h), w, h, 3) } },
      { label: "Transparent", image: { kind: "png", bytes: await pngOf(photoPixels(w, h, 4), w, h, 4) } },
    ]);
    const beforeImages = await imagesOf(source);
    const result = await compressPdf(source, "pngs.pdf", { ...recommended, maxSide: 600 }, sharpCodec);
    expect(result.smaller).toBe(true);
    expect(result.report).toMatchObject({ images: 2, reencoded: 2 });
    expect(labels(await readPdf(result.bytes))).toEqual(["Opaque", "Transparent"]);

    const images = await imagesOf(result.bytes);
    for (const image of images) {
      expect(image).toMatchObject({ width: 600, height: 420, filter: "/DCTDecode" });
      expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(600);
    }
    const withMask = images.find((i) => i.smask);
    expect(withMask?.smask).toMatchObject({ width: w, height: h });
    expect(same(withMask!.smask!.bytes, beforeImages.find((i) => i.smask)!.smask!.bytes)).toBe(true);
  });

  it("leaves flat colours (a chart, a screenshot) as they are", async () => {
    const source = await pdfWithImages([{ label: "Chart", image: { kind: "png", bytes: await pngOf(flatPixels(1000, 600), 1000, 600, 3) } }]);
    const result = await compressPdf(source, "chart.pdf", recommended, sharpCodec);
    expect(result.report).toMatchObject({ images: 1, reencoded: 0, kept: expect.objectContaining({ flat: 1 }) as unknown });
    expect((await imagesOf(result.bytes))[0]).toMatchObject({ width: 1000, height: 600, filter: "/FlateDecode" });
  });

  it("reads PNG predictors (Predictor 15) in a Flate image", async () => {
    const [w, h] = [600, 400];
    const pixels = photoPixels(w, h);
    // Each row with filter type 2 (Up), as PNG encoders write it.
    const predicted = new Uint8Array((w * 3 + 1) * h);
    for (let y = 0; y < h; y++) {
      predicted[y * (w * 3 + 1)] = 2;
      for (let x = 0; x < w * 3; x++) predicted[y * (w * 3 + 1) + 1 + x] = (pixels[y * w * 3 + x]! - (y > 0 ? pixels[(y - 1) * w * 3 + x]! : 0)) & 0xff;
    }
    const doc = await PDFDocument.create();
    const page = doc.addPage(A4);
    const image = doc.context.register(
      doc.context.stream(zlibSync(predicted), { Type: "XObject", Subtype: "Image", Width: w, Height: h, BitsPerComponent: 8, ColorSpace: "DeviceRGB", Filter: "FlateDecode", DecodeParms: { Predictor: 15, Colors: 3, Columns: w, BitsPerComponent: 8 } }),
    );
    page.node.setXObject(PDFName.of("Im1"), image);
    const source = await doc.save();
    let seen: Uint8Array | undefined;
    const result = await compressPdf(source, "predicted.pdf", recommended, {
      ...sharpCodec,
      pixelsToJpeg: (p, ...rest) => ((seen = p), sharpCodec.pixelsToJpeg(p, ...rest)),
    });
    expect(result.report.reencoded).toBe(1);
    expect(same(seen!, pixels)).toBe(true);
  });
});

describe("compressPdf leaves alone what it cannot re-encode faithfully", () => {
  it("counts a CMYK JPEG, a 1-bit image and an image over the pixel bound as kept, and never decodes them", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage(A4);
    const cmyk = new Uint8Array(await sharp(photoPixels(400, 300), { raw: { width: 400, height: 300, channels: 3 } }).toColourspace("cmyk").jpeg({ quality: 95 }).toBuffer());
    const images = [
      doc.context.stream(cmyk, { Type: "XObject", Subtype: "Image", Width: 400, Height: 300, BitsPerComponent: 8, ColorSpace: "DeviceCMYK", Filter: "DCTDecode" }),
      doc.context.flateStream(new Uint8Array(100 * 100 / 8), { Type: "XObject", Subtype: "Image", Width: 100, Height: 100, BitsPerComponent: 1, ColorSpace: "DeviceGray" }),
      // Declares 20,000 × 20,000 pixels: refused from the dictionary, before a byte is unpacked.
      doc.context.flateStream(new Uint8Array(1000), { Type: "XObject", Subtype: "Image", Width: 20_000, Height: 20_000, BitsPerComponent: 8, ColorSpace: "DeviceRGB" }),
    ];
    images.forEach((stream, i) => page.node.setXObject(PDFName.of(`Im${i}`), doc.context.register(stream)));
    const source = await doc.save();
    expect(20_000 * 20_000).toBeGreaterThan(MAX_COMPRESS_IMAGE_PIXELS);

    const result = await compressPdf(source, "scan.pdf", recommended, refusingCodec);
    expect(result.report.images).toBe(3);
    expect(result.report.kept).toMatchObject({ colour: 1, depth: 1, pixels: 1, unreadable: 0 });
    expect(describeReport(result.report)).toEqual([
      "0 images of 3 re-encoded as JPEG.",
      "1 image left as it was: a colour space we do not re-encode (CMYK, indexed, Lab or a grey ICC profile).",
      "1 image left as it was: not 8 bits per channel (e.g. 1-bit scans).",
      "1 image left as it was: over 40 million pixels, more than we decode in a browser.",
    ]);
  });

  it("gives back the original, never a bigger file, when nothing can be made smaller", async () => {
    const source = await makePdf(["Just text"]);
    const result = await compressPdf(source, "text.pdf", { ...COMPRESS_LEVELS.extreme, removeProperties: false }, refusingCodec);
    expect(result.smaller).toBe(false);
    expect(result.bytes).toBe(source);
    expect(result.after).toBe(result.before);
    expect(result.report.images).toBe(0);
  });

  it("refuses a password-protected PDF with the page tools' message", async () => {
    const locked = await encryptPDF(await makePdf(["Secret"]), "pw");
    await expect(compressPdf(locked, "locked.pdf", recommended, refusingCodec)).rejects.toThrow(PDF_TOOL_MESSAGES.encrypted("locked.pdf"));
  });
});

describe("the parts", () => {
  it.each([
    [3200, 2400, 2000, [2000, 1500]],
    [2400, 3200, 2000, [1500, 2000]],
    [1999, 10, 2000, [1999, 10]],
    [10_000, 3, 1200, [1200, 1]],
  ])("%i × %i within %i px → %j", (w, h, max, expected) => {
    const { width, height } = targetSize(w, h, max);
    expect([width, height]).toEqual(expected);
  });

  it("says how much smaller, never more than it is", () => {
    expect(savedPercent(1000, 261)).toBe(73);
    expect(savedPercent(1000, 999)).toBe(0);
  });

  it("reads the longest side typed for Custom", () => {
    expect(readMaxSide(" 1,600 ")).toEqual({ ok: true, value: 1600 });
    for (const bad of ["", "199", "10001", "12.5", "big", "-300"]) expect(readMaxSide(bad)).toEqual({ ok: false, error: COMPRESS_MESSAGES.maxSide });
  });

  it("undoes PNG predictors as libvips wrote them (every filter type, adaptive)", async () => {
    const [w, h] = [97, 41];
    const pixels = photoPixels(w, h);
    const png = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } }).png({ adaptiveFiltering: true, compressionLevel: 9 }).toBuffer();
    // The IDAT chunks, joined: a zlib stream of predicted rows.
    const chunks: Buffer[] = [];
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      if (png.toString("latin1", at + 4, at + 8) === "IDAT") chunks.push(png.subarray(at + 8, at + 8 + length));
      at += 12 + length;
    }
    const inflated = inflateBounded(new Uint8Array(Buffer.concat(chunks)), (w * 3 + 1) * h);
    expect(unpredictPng(inflated!, w * 3, 3, h)).toEqual(pixels);
  });

  it("stops inflating at its bound: a stream that unpacks to more is refused", () => {
    const bomb = zlibSync(new Uint8Array(16 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(40_000);
    expect(inflateBounded(bomb, 1024 * 1024)).toBeNull();
    expect(inflateBounded(new Uint8Array([1, 2, 3]), 100)).toBeNull();
    expect(inflateBounded(zlibSync(new Uint8Array([1, 2, 3])), 3)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("tells flat colours from a photo", () => {
    expect(looksFlat(flatPixels(200, 100), 200, 100, 3)).toBe(true);
    expect(looksFlat(photoPixels(200, 100), 200, 100, 3)).toBe(false);
  });

  it("reads a JPEG's frame and strips its EXIF and ICC segments without touching the picture", async () => {
    const pixels = photoPixels(120, 80);
    const jpeg = new Uint8Array(await sharp(pixels, { raw: { width: 120, height: 80, channels: 3 } }).withMetadata({ orientation: 6, icc: "srgb" }).jpeg().toBuffer());
    const before = await sharp(jpeg).metadata();
    expect([before.orientation, before.hasProfile]).toEqual([6, true]);
    const stripped = stripJpegMetadata(jpeg)!;
    const after = await sharp(stripped).metadata();
    expect([after.orientation, after.hasProfile, after.width, after.height]).toEqual([undefined, false, 120, 80]);
    const decode = async (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();
    expect(await decode(stripped)).toEqual(await decode(jpeg));
    expect(readJpegFrame(jpeg)).toEqual({ width: 120, height: 80, components: 3, precision: 8, arithmetic: false });
    expect(readJpegFrame(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });

  it("writes the new image's dictionary whole: Width, Height, Filter, no DecodeParms", async () => {
    const source = await pdfWithImages([{ label: "P", image: { kind: "png", bytes: await pngOf(photoPixels(2600, 200), 2600, 200, 3) } }]);
    const result = await compressPdf(source, "p.pdf", recommended, sharpCodec);
    const doc = await PDFDocument.load(result.bytes);
    const [, image] = doc.context.enumerateIndirectObjects().find(([, o]) => "dict" in o && (o as { dict: { get(k: PDFName): unknown } }).dict.get(PDFName.of("Subtype")) === PDFName.of("Image"))!;
    const dict = (image as unknown as { dict: { get(k: PDFName): unknown; has(k: PDFName): boolean } }).dict;
    expect([(dict.get(PDFName.of("Width")) as PDFNumber).asNumber(), (dict.get(PDFName.of("Height")) as PDFNumber).asNumber()]).toEqual([2000, 154]);
    expect(dict.get(PDFName.of("Filter"))).toBe(PDFName.of("DCTDecode"));
    expect(dict.has(PDFName.of("DecodeParms"))).toBe(false);
  });
});
