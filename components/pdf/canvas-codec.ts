import { context2d, encodeCanvas } from "@/components/image/canvas-encode";
import type { RasterCodec } from "@/lib/engines/pdf/compress";

/**
 * Compress PDF's pixels in the PDF worker (lib/engines/pdf/compress.ts RasterCodec): decoded and scaled by
 * createImageBitmap (its own high-quality resampling), drawn once on an OffscreenCanvas and written as JPEG. No colour
 * management: a PDF's image is drawn in the colour space its dictionary names, so its numbers are kept as they are.
 */

async function toJpeg(bitmap: ImageBitmap, quality: number): Promise<Uint8Array> {
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    context2d(canvas).drawImage(bitmap, 0, 0);
    return new Uint8Array(await (await encodeCanvas(canvas, "jpeg", quality)).arrayBuffer());
  } finally {
    bitmap.close();
  }
}

const scaled = (width: number, height: number): ImageBitmapOptions => ({ colorSpaceConversion: "none", resizeWidth: width, resizeHeight: height, resizeQuality: "high" });

export const canvasCodec: RasterCodec = {
  async jpegToJpeg(jpeg, width, height, quality) {
    return toJpeg(await createImageBitmap(new Blob([jpeg as BlobPart], { type: "image/jpeg" }), scaled(width, height)), quality);
  },
  async pixelsToJpeg(pixels, channels, source, width, height, quality) {
    const rgba = new Uint8ClampedArray(source.width * source.height * 4);
    for (let i = 0, o = 0; o < rgba.length; i += channels, o += 4) {
      rgba[o] = pixels[i]!;
      rgba[o + 1] = pixels[channels === 3 ? i + 1 : i]!;
      rgba[o + 2] = pixels[channels === 3 ? i + 2 : i]!;
      rgba[o + 3] = 255;
    }
    return toJpeg(await createImageBitmap(new ImageData(rgba, source.width, source.height), scaled(width, height)), quality);
  },
};
