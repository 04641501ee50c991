import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { batchProblem, decide, fileProblem, LIMITS, notSupportedMessage, outputFormat, parseTargetKb, pixelProblem, targetProblem } from "./compress";
import { zipFiles } from "./zip";

describe("bounds, with specific messages", () => {
  it("file count", () => {
    expect(batchProblem(Array.from({ length: LIMITS.maxFiles }))).toBeNull();
    expect(batchProblem(Array.from({ length: 51 }))).toBe("That is 51 files: compress up to 50 at a time.");
  });

  it("bytes per file", () => {
    expect(fileProblem({ name: "a.jpg", size: LIMITS.maxFileBytes })).toBeNull();
    expect(fileProblem({ name: "big.jpg", size: LIMITS.maxFileBytes + 1 })).toBe("big.jpg is 50 MB: the largest file this page compresses is 50 MB.");
    expect(fileProblem({ name: "e.png", size: 0 })).toBe("e.png is empty: there is no image in it.");
  });

  it("pixels per image", () => {
    expect(pixelProblem("p.jpg", 8064, 6048)).toBeNull(); // 48.8 megapixels
    expect(pixelProblem("bomb.png", 100_000, 100_000)).toBe(
      "bomb.png is 100,000 × 100,000 pixels (10,000,000,000); the limit is 50,000,000 pixels. Make it smaller with the Image Resizer first.",
    );
  });

  it("names what a refused file is", () => {
    expect(notSupportedMessage("anim.gif", "gif")).toBe(
      "anim.gif is a GIF: this page compresses JPG, PNG, WebP and AVIF. Convert it with the Image Converter first.",
    );
    expect(notSupportedMessage("notes.jpg", null)).toBe("notes.jpg isn't a JPG, PNG, WebP or AVIF image: its bytes match none of them.");
  });
});

describe("settings", () => {
  it("output format", () => {
    expect(outputFormat("png", "same")).toBe("png");
    expect(outputFormat("png", "webp")).toBe("webp");
  });

  it.each([
    ["200", 204_800],
    ["200 KB", 204_800],
    ["1.5", 1536],
    [" 51200 ", 51200 * 1024],
  ])("target %j KB = %d bytes", (text, bytes) => {
    expect(parseTargetKb(text)).toEqual({ ok: true, bytes });
  });

  it.each([
    ["", "Enter the largest size you want, in KB."],
    ["abc", "“abc” isn't a size in KB: enter a number such as 200."],
    ["-5", "“-5” isn't a size in KB: enter a number such as 200."],
    ["0.5", "Enter a size from 1 to 51,200 KB."],
    ["51201", "Enter a size from 1 to 51,200 KB."],
  ])("target %j is refused", (text, error) => {
    expect(parseTargetKb(text)).toEqual({ ok: false, error });
  });

  it("a target size needs a lossy output", () => {
    expect(targetProblem(["jpeg", "webp"])).toBeNull();
    expect(targetProblem(["jpeg", "png"])).toMatch(/^PNG is lossless/);
  });
});

describe("the outcome: never a bigger file as compressed", () => {
  const original = { size: 100_000, format: "jpeg" as const };

  it("smaller: compressed", () => {
    expect(decide(original, { format: "jpeg", size: 40_000, quality: 75 }, null)).toEqual({ kind: "compressed", format: "jpeg", size: 40_000, note: null });
  });

  it("the same size or bigger: the original is kept, both sizes said", () => {
    expect(decide(original, { format: "jpeg", size: 100_000, quality: 90 }, null)).toEqual({
      kind: "kept",
      size: 100_000,
      note: "Kept the original (98 KB): as JPG at quality 90 it came to 98 KB, no smaller.",
    });
    expect(decide({ size: 5000, format: "png" }, { format: "png", size: 7000, quality: null }, null)).toMatchObject({
      kind: "kept",
      note: "Kept the original (4.9 KB): as PNG it came to 6.8 KB, no smaller.",
    });
  });

  it("target met: the quality found is named", () => {
    expect(decide(original, { format: "webp", size: 19_000, quality: 62, fits: true }, 20_480)).toEqual({
      kind: "compressed",
      format: "webp",
      size: 19_000,
      note: "Quality 62: the highest that fits 20 KB.",
    });
  });

  it("target missed even at the lowest quality: said, with the way out", () => {
    expect(decide(original, { format: "jpeg", size: 30_000, quality: 1, fits: false }, 10_240)).toMatchObject({
      kind: "compressed",
      note: "Over the target: even at the lowest quality it is 29 KB, more than 10 KB. Make the image smaller with the Image Resizer.",
    });
    expect(decide({ size: 8000, format: "jpeg" }, { format: "jpeg", size: 9000, quality: 1, fits: false }, 4096).note).toBe(
      "Kept the original (7.8 KB): as JPG at quality 1 it came to 8.8 KB, no smaller. Even the lowest quality does not reach 4 KB: make the image smaller with the Image Resizer.",
    );
  });

  it("the original already under the target is kept when re-encoding is not smaller", () => {
    expect(decide({ size: 8000, format: "jpeg" }, { format: "jpeg", size: 9000, quality: 100, fits: true }, 20_480).note).toMatch(
      /It is already under the target\.$/,
    );
  });
});

describe("the batch ZIP", () => {
  it("holds every file byte for byte, stored, under safe and unique names", () => {
    const a = new Uint8Array([0xff, 0xd8, 1, 2, 3]);
    const b = new Uint8Array([0x89, 0x50, 9]);
    const c = new Uint8Array([7]);
    const zip = zipFiles([
      { name: "photo.jpg", bytes: a },
      { name: "PHOTO.jpg", bytes: b },
      { name: "../../etc/x.webp", bytes: c },
    ]);
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toEqual(["photo.jpg", "PHOTO (2).jpg", "x.webp"]);
    expect(entries["photo.jpg"]).toEqual(a);
    expect(entries["PHOTO (2).jpg"]).toEqual(b);
    expect(entries["x.webp"]).toEqual(c);
    // Stored (method 0) in the first local header: images are not deflated twice.
    expect(new DataView(zip.buffer, zip.byteOffset).getUint16(8, true)).toBe(0);
  });
});
