import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { HEADER_BYTES, readImageHeader } from "@/lib/engines/image/header";
import { checkUploadHeader, maskHeaderProblem, MAX_UPLOAD_BYTES, uploadSizeProblem } from "./upload";

/** Real files made by sharp (an independent encoder), read by their header only, as the page and the server do. */
async function headerOf(format: "png" | "jpeg" | "webp" | "gif", width: number, height: number) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .toFormat(format)
    .toBuffer();
  return readImageHeader(new Uint8Array(bytes.subarray(0, HEADER_BYTES)));
}

describe("uploadSizeProblem", () => {
  it("takes 10 MB and refuses a byte more or an empty file, by name", () => {
    expect(uploadSizeProblem("a.png", MAX_UPLOAD_BYTES)).toBeNull();
    expect(uploadSizeProblem("a.png", MAX_UPLOAD_BYTES + 1)).toBe("a.png is 10 MB: the AI Image Editor takes images up to 10 MB.");
    expect(uploadSizeProblem("a.png", 0)).toBe("a.png is empty: there is no image in it.");
  });
});

describe("checkUploadHeader", () => {
  it.each(["png", "jpeg", "webp"] as const)("takes a %s of 4,096 px a side", async (format) => {
    expect(checkUploadHeader("x", await headerOf(format, 4096, 16))).toEqual({ ok: true, format, width: 4096, height: 16 });
  });

  it("refuses a side over 4,096 px, a GIF and bytes that are no image, with what was found", async () => {
    expect(checkUploadHeader("big.png", await headerOf("png", 16, 4097))).toEqual({
      ok: false,
      error: "big.png is 16 × 4,097 pixels: the AI Image Editor takes up to 4,096 pixels a side. Make it smaller with the Image Resizer first.",
    });
    const gif = checkUploadHeader("a.gif", await headerOf("gif", 8, 8));
    expect(gif.ok ? "" : gif.error).toBe("a.gif is a GIF image: the AI Image Editor takes PNG, JPEG and WebP. Convert it with the Image Converter first.");
    expect(checkUploadHeader("notes.png", readImageHeader(new TextEncoder().encode("just some text, not an image")))).toEqual({ ok: false, error: "notes.png isn't a PNG, JPEG or WebP image: its bytes match none of them." });
  });
});

describe("maskHeaderProblem", () => {
  it("wants a PNG of the image's size", async () => {
    expect(maskHeaderProblem(await headerOf("png", 30, 20), { width: 30, height: 20 })).toBeNull();
    expect(maskHeaderProblem(await headerOf("png", 20, 30), { width: 30, height: 20 })).toBe("The mask is 20 × 30 pixels but the image is 30 × 20: they must be the same size.");
    expect(maskHeaderProblem(await headerOf("webp", 30, 20), { width: 30, height: 20 })).toBe("The mask must be a PNG image.");
    expect(maskHeaderProblem(null, { width: 30, height: 20 })).toBe("The mask must be a PNG image.");
  });
});
