import { beforeEach, describe, expect, it, vi } from "vitest";
import sharp, { type Color } from "sharp";
import { unzipSync } from "fflate";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { signInWithPlan } from "../support/sign-in";
import { uniqueIp } from "../support/factories";
import { POST } from "@/app/api/tools/image-converter/route";
import { IMAGE_PRO_DENIED, IMAGE_PRO_SIGN_IN } from "@/tools/image-converter/logic/plan";
import { readIcoDirectory } from "@/tools/image-converter/logic/ico";
import { LIMITS } from "@/tools/image-converter/logic/options";
import type { ResultSummary } from "@/tools/image-converter/server/handler";

/** The Image Converter's server (app/api/tools/image-converter): who may call it, and what it makes. Fixtures are made here with sharp. */

beforeEach(() => fakeRequest.reset(uniqueIp()));


function request(files: { name: string; bytes: Uint8Array; type?: string }[], options: Record<string, unknown>): Request {
  const form = new FormData();
  form.set("options", JSON.stringify(options));
  for (const f of files) form.append("file", new File([new Uint8Array(f.bytes)], f.name, { type: f.type ?? "application/octet-stream" }));
  return new Request("http://127.0.0.1/api/tools/image-converter", { method: "POST", body: form });
}

/** A request whose body would throw if anything read it: the plan check must answer first. */
function unreadableRequest(): Request {
  const body = new ReadableStream({
    pull() {
      throw new Error("the body was read");
    },
  });
  return new Request("http://127.0.0.1/api/tools/image-converter", {
    method: "POST",
    body,
    headers: { "content-type": "multipart/form-data; boundary=x" },
    duplex: "half",
  } as RequestInit);
}

/** Whether raw EXIF (sharp's metadata().exif: "Exif\0\0" then TIFF) has a GPS IFD pointer (tag 0x8825) in IFD0. */
function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.subarray(0, 4).toString("latin1") === "Exif" ? 6 : 0);
  const le = tiff.subarray(0, 2).toString("latin1") === "II";
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i++) if (u16(ifd0 + 2 + 12 * i) === 0x8825) return true;
  return false;
}

const png = (width: number, height: number, background: Color) => sharp({ create: { width, height, channels: 4, background } }).png().toBuffer();

/** A 40×20 (wide) JPEG stored sideways: EXIF orientation 6 says "rotate 90° clockwise to view", with GPS tags. */
async function sidewaysPhotoWithGps() {
  // Left half red, right half blue, as stored.
  const left = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#ff0000" } }).png().toBuffer();
  const stored = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#0000ff" } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg()
    .withExif({ IFD0: { Make: "TestCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return stored;
}

describe("image converter server: who may call it", () => {
  it("refuses an anonymous caller with 401 before reading the body", async () => {
    const response = await POST(unreadableRequest());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ ok: false, code: "unauthenticated", error: IMAGE_PRO_SIGN_IN });
  });

  it("refuses a free account, and a cancelled Basic one, with the plan error (403) naming Basic, before reading the body", async () => {
    for (const [plan, status] of [["free", "active"], ["basic", "canceled"]] as const) {
      await signInWithPlan(plan, status);
      const response = await POST(unreadableRequest());
      expect(response.status, `${plan}/${status}`).toBe(403);
      const body = await response.json();
      expect(body).toMatchObject({ ok: false, code: "forbidden", error: IMAGE_PRO_DENIED });
      expect(body.error).toContain("Basic plan and above");
    }
  });

  it("refuses a body over the limit by its Content-Length (413) for a paying account", async () => {
    await signInWithPlan("basic");
    const response = await POST(
      new Request("http://127.0.0.1/api/tools/image-converter", {
        method: "POST",
        body: "x",
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(LIMITS.maxRequestBytes * 2) },
      }),
    );
    expect(response.status).toBe(413);
  });
});

describe("image converter server: Basic account conversions", () => {
  it("writes WebP (RIFF....WEBP) and AVIF (ftypavif)", async () => {
    await signInWithPlan("basic");
    const source = await png(64, 48, { r: 10, g: 120, b: 200, alpha: 1 });
    const webp = await POST(request([{ name: "a.png", bytes: source }], { format: "webp", quality: 80 }));
    expect(webp.status).toBe(200);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    const w = new Uint8Array(await webp.arrayBuffer());
    expect(Buffer.from(w.subarray(0, 4)).toString("latin1")).toBe("RIFF");
    expect(Buffer.from(w.subarray(8, 12)).toString("latin1")).toBe("WEBP");

    const avif = await POST(request([{ name: "a.png", bytes: source }], { format: "avif", quality: 50 }));
    expect(avif.status).toBe(200);
    const a = new Uint8Array(await avif.arrayBuffer());
    expect(Buffer.from(a.subarray(4, 12)).toString("latin1")).toBe("ftypavif");
    expect((await sharp(Buffer.from(a)).metadata()).width).toBe(64);
  });

  it("turns an EXIF orientation 6 photo upright and strips its metadata, GPS included", async () => {
    await signInWithPlan("premium");
    const stored = await sidewaysPhotoWithGps();
    const before = await sharp(stored).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsIfd(before.exif)).toBe(true);

    const response = await POST(request([{ name: "photo.jpg", bytes: stored }], { format: "jpeg", quality: 90 }));
    expect(response.status).toBe(200);
    const out = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(out).metadata();
    // Upright: 20 wide, 40 tall; the stored left (red) half is now on top.
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(hasGpsIfd(meta.exif)).toBe(false);
    expect(out.includes(Buffer.from("TestCam"))).toBe(false);
    const { data } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * 20 + x) * 3, (y * 20 + x) * 3 + 3));
    expect(pixel(10, 5)[0]).toBeGreaterThan(200); // red on top
    expect(pixel(10, 5)[2]).toBeLessThan(60);
    expect(pixel(10, 35)[2]).toBeGreaterThan(200); // blue at the bottom
  });

  it("fills the transparency of a PNG with the chosen background when writing JPG", async () => {
    await signInWithPlan("basic");
    const transparent = await png(8, 8, { r: 0, g: 0, b: 0, alpha: 0 });
    const response = await POST(request([{ name: "t.png", bytes: transparent }], { format: "jpeg", background: "#ff8800", quality: 95 }));
    expect(response.status).toBe(200);
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    const [r, g, b] = data;
    expect(Math.abs(r! - 0xff)).toBeLessThanOrEqual(3);
    expect(Math.abs(g! - 0x88)).toBeLessThanOrEqual(3);
    expect(b!).toBeLessThanOrEqual(3);
  });

  it("puts a batch of 2 files into a ZIP with 2 entries, and reports each", async () => {
    await signInWithPlan("basic");
    const response = await POST(
      request(
        [
          { name: "one.png", bytes: await png(10, 10, "#ff0000") },
          { name: "two.png", bytes: await png(12, 6, "#00ff00") },
        ],
        { format: "webp" },
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(["one.webp", "two.webp"]);
    for (const bytes of Object.values(entries)) expect(Buffer.from(bytes.subarray(8, 12)).toString("latin1")).toBe("WEBP");
    const results = JSON.parse(decodeURIComponent(response.headers.get("x-image-results")!)) as ResultSummary[];
    expect(results.map((r) => [r.name, r.width, r.height])).toEqual([
      ["one.webp", 10, 10],
      ["two.webp", 12, 6],
    ]);
  });

  it("gives ZIP entries safe base names, numbered when they repeat, whatever names the browser sent", async () => {
    await signInWithPlan("basic");
    const names = ["../../../../tmp/evil.png", "/etc/cron.d/evil.png", "C:\\evil.png", "ev\u202Eil.png", "Évil.png", "évil.PNG"];
    const files = await Promise.all(names.map(async (name) => ({ name, bytes: await png(4, 4, "#000") })));
    const response = await POST(request(files, { format: "webp" }));
    expect(response.status).toBe(200);
    const entries = Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer())));
    expect(entries).toEqual(["evil.webp", "evil (2).webp", "evil (3).webp", "evil (4).webp", "Évil.webp", "évil (2).webp"]);
  });

  it("meets a target size by lowering the quality, and writes a multi-size favicon", async () => {
    await signInWithPlan("basic");
    // Noise compresses badly, so the default quality is well over the target.
    const noise = await sharp(Buffer.from(Array.from({ length: 256 * 256 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 256, height: 256, channels: 3 } })
      .png()
      .toBuffer();
    const target = await POST(request([{ name: "n.png", bytes: noise }], { format: "jpeg", targetKb: 20 }));
    expect(target.status).toBe(200);
    const out = await target.arrayBuffer();
    expect(out.byteLength).toBeLessThanOrEqual(20 * 1024);
    const [summary] = JSON.parse(decodeURIComponent(target.headers.get("x-image-results")!)) as ResultSummary[];
    expect(summary).toMatchObject({ fitsTarget: true, outputBytes: out.byteLength });
    expect(summary!.quality).toBeLessThan(80);

    const ico = await POST(request([{ name: "logo.png", bytes: await png(300, 200, "#123456") }], { format: "ico" }));
    expect(ico.status).toBe(200);
    const dir = readIcoDirectory(new Uint8Array(await ico.arrayBuffer()));
    expect(dir.map((d) => d.width)).toEqual([16, 32, 48, 64, 128, 256]);
  });

  it("names the detected type of a file that is not an image, and bounds the options and the batch", async () => {
    await signInWithPlan("basic");
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
    const notImage = await POST(request([{ name: "doc.png", bytes: pdf }], { format: "webp" }));
    expect(notImage.status).toBe(400);
    expect((await notImage.json()).error).toBe("This isn't an image (detected: PDF) — try PDF Converter");

    const badQuality = await POST(request([{ name: "a.png", bytes: await png(2, 2, "#000") }], { format: "webp", quality: 101 }));
    expect(badQuality.status).toBe(400);
    expect(await badQuality.json()).toMatchObject({ code: "validation", error: "Quality is 1–100.", fieldErrors: { quality: "Quality is 1–100." } });

    const tooMany = Array.from({ length: LIMITS.maxBatchFiles + 1 }, (_, i) => ({ name: `${i}.png`, bytes: new Uint8Array([0x89]) }));
    const batch = await POST(request(tooMany, { format: "png" }));
    expect(batch.status).toBe(400);
    expect((await batch.json()).error).toBe(`Convert up to ${LIMITS.maxBatchFiles} images at a time.`);
  });

  it("refuses a decompression bomb by its pixel count", async () => {
    await signInWithPlan("basic");
    // 12,000 × 10,000 of one colour: a small PNG, 120 million pixels.
    const bomb = await sharp({ create: { width: 12_000, height: 10_000, channels: 3, background: "#fff" } }).png({ compressionLevel: 9 }).toBuffer();
    const response = await POST(request([{ name: "bomb.png", bytes: bomb }], { format: "webp" }));
    expect(response.status).toBe(400);
    // Refused from the header, before any pixel is decoded, with the image's own size.
    expect((await response.json()).error).toBe("This image is 12,000 × 10,000 pixels; the limit is 100,000,000 pixels (for example 10,000 × 10,000 pixels).");
  });
});
