import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { unzipSync } from "fflate";
import { PDFDocument, PDFName, PDFRawStream, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { UserFacingError } from "@/lib/platform/errors";
import { HeavyBusyError, HeavyPool, heavyPool, NOT_DATA_MESSAGE, runCompiledTasksFrom, type PoolOptions } from "@/lib/platform/heavy-work/pool";
import { bundleServer } from "@/scripts/bundle-server.mjs";
import {
  BOUND_MESSAGES,
  HEAVY_ACCOUNT_BUSY_MESSAGE,
  HEAVY_BUSY_MESSAGE,
  HEAVY_TIMEOUT_MESSAGE,
  HEAVY_WORK,
  MAX_PDF_PAGES,
  MAX_PDF_PNG_PIXELS,
  QR_BATCH_TIMEOUT_MESSAGE,
  QUICK_WORK,
} from "@/lib/platform/input-bounds";
import { handlePdfRequest } from "@/tools/pdf-converter/server/convert";
import { createUser, createVisitor, uniqueIp } from "../support/factories";
import { getUsage } from "@/lib/domain/limits/usage";
import { createQrCode, downloadQr, generateQrImage, historyThumbnail } from "@/tools/qr-generator/server/service";
import { countQrBatch } from "@/tools/qr-generator/server/batch";
import { pathToFileURL } from "node:url";
import { pdfBomb, pngBomb, tinyPng } from "../support/hostile-files";

/**
 * Heavy work bounded and off the request thread (lib/platform/heavy-work, lib/platform/input-bounds.ts): the hostile inputs of
 * the outside probe are refused before decoding with their own messages, the pool refuses the job past its queue
 * (503 + Retry-After) or past an account's share (429), ends a job past its time limit, and uploads leave no
 * temporary file behind. Fixtures are built here: a PDF whose one page unpacks to 8 MB of drawing instructions, a
 * 10,000 × 10,000 PNG of one colour, a 4×4 PNG upscaled to 4096² AVIF.
 */

const ORIGIN = "http://127.0.0.1:3214";
const TEST_TASK = "tests/support/heavy-task.ts";
const IMAGE_TASK = "tools/image-converter/server/convert-task.ts";

let uploadDir = "";
let gateDir = "";
const previousTmp = process.env.TMPDIR;

beforeAll(() => {
  // Uploads land in a folder of this test's own, so that "nothing left behind" is about these requests only.
  uploadDir = mkdtempSync(path.join(os.tmpdir(), "heavy-work-test-"));
  gateDir = mkdtempSync(path.join(os.tmpdir(), "heavy-gates-"));
  process.env.TMPDIR = uploadDir;
});

afterAll(() => {
  process.env.TMPDIR = previousTmp;
  rmSync(uploadDir, { recursive: true, force: true });
  rmSync(gateDir, { recursive: true, force: true });
});

/** Upload folders left in this test's temporary folder (lib/platform/http/uploads.ts; tsx keeps its own cache there too). */
const leftovers = () => readdirSync(uploadDir).filter((name) => name.startsWith("utilify-upload-"));

/** A PDF with one image XObject whose dictionary declares `width` × `height` pixels (one Flate-packed row of data). */
async function pdfWithImage(width: number, height: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 300]);
  const image = PDFRawStream.of(
    doc.context.obj({ Type: "XObject", Subtype: "Image", Width: width, Height: height, ColorSpace: "DeviceGray", BitsPerComponent: 8, Filter: "FlateDecode" }),
    deflateSync(Buffer.alloc(width)),
  );
  const ref = doc.context.register(image);
  page.node.setXObject(PDFName.of("Im0"), ref);
  return doc.save({ useObjectStreams: false });
}

async function textPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) doc.addPage([200, 200]).drawText(`Page ${i + 1}`, { x: 20, y: 100, size: 12, font });
  return doc.save();
}

function post(fields: Record<string, string>, files: { name: string; bytes: Uint8Array }[]): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of files) form.append("file", new Blob([f.bytes as BlobPart]), f.name);
  return new Request(`${ORIGIN}/api/tools/pdf-converter`, { method: "POST", body: form });
}

async function refusal(response: Response): Promise<{ status: number; message: string }> {
  return { status: response.status, message: ((await response.json()) as { error: { message: string } }).error.message };
}

const basicUser = async () => (await createUser({ plan: "basic", status: "active" })).id;

describe("hostile inputs are refused before decoding, each with its message", () => {
  it("a 21 kB-class PDF whose page unpacks to 8 MB of drawing instructions (PDF to text, PDF to images; both filter spellings)", async () => {
    const userId = await basicUser();
    for (const filter of ["FlateDecode", "[/FlateDecode]"] as const) {
      const bomb = await pdfBomb(8 * 1024 * 1024, filter);
      expect(bomb.byteLength).toBeLessThan(64 * 1024);
      for (const op of ["pdf-to-text", "pdf-to-images"]) {
        const response = await handlePdfRequest(post({ op }, [{ name: "bomb.pdf", bytes: bomb }]), userId, uniqueIp());
        expect(await refusal(response)).toEqual({ status: 422, message: BOUND_MESSAGES.pdfStreamTooLarge });
      }
    }
    // In a batch, the message names the file.
    const batch = await handlePdfRequest(
      post({ op: "pdf-to-text" }, [
        { name: "fine.pdf", bytes: await textPdf(1) },
        { name: "bomb.pdf", bytes: await pdfBomb(8 * 1024 * 1024) },
      ]),
      userId,
      uniqueIp(),
    );
    expect(await refusal(batch)).toEqual({ status: 422, message: `bomb.pdf: ${BOUND_MESSAGES.pdfStreamTooLarge}` });
    expect(leftovers()).toEqual([]);
  });

  it("a page of ordinary size passes the same check and converts", async () => {
    const userId = await basicUser();
    const response = await handlePdfRequest(post({ op: "pdf-to-text" }, [{ name: "small.pdf", bytes: await textPdf(3) }]), userId, uniqueIp());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Page 3");
  });

  it("a PDF holding an image declared at 20,000 × 20,000 pixels, and one of more pages than we read", async () => {
    const userId = await basicUser();
    const image = await handlePdfRequest(post({ op: "pdf-to-text" }, [{ name: "img.pdf", bytes: await pdfWithImage(20_000, 20_000) }]), userId, uniqueIp());
    expect(await refusal(image)).toEqual({ status: 422, message: BOUND_MESSAGES.pdfImageTooLarge(20_000, 20_000) });

    const long = await handlePdfRequest(post({ op: "pdf-to-text" }, [{ name: "long.pdf", bytes: await textPdf(MAX_PDF_PAGES + 1) }]), userId, uniqueIp());
    expect(await refusal(long)).toEqual({ status: 422, message: BOUND_MESSAGES.pdfTooManyPages(MAX_PDF_PAGES + 1) });
  });

  it("a 10,000 × 10,000 PNG of about 100 kB into images-to-PDF is refused by its header", async () => {
    const userId = await basicUser();
    const bomb = await pngBomb();
    expect(bomb.byteLength).toBeLessThan(400 * 1024);
    const response = await handlePdfRequest(post({ op: "images-to-pdf" }, [{ name: "bomb.png", bytes: bomb }]), userId, uniqueIp());
    expect(await refusal(response)).toEqual({ status: 422, message: BOUND_MESSAGES.imageTooLarge(10_000, 10_000, MAX_PDF_PNG_PIXELS) });
    // A second image named in a batch.
    const small = await tinyPng();
    const batch = await handlePdfRequest(
      post({ op: "images-to-pdf" }, [
        { name: "small.png", bytes: small },
        { name: "bomb.png", bytes: bomb },
      ]),
      userId,
      uniqueIp(),
    );
    expect(await refusal(batch)).toEqual({ status: 422, message: `bomb.png: ${BOUND_MESSAGES.imageTooLarge(10_000, 10_000, MAX_PDF_PNG_PIXELS)}` });
  });

  it("an upscale of a 4×4 PNG past the output-pixel limit is refused; a 4096² AVIF upscale is bounded by the job's time limit", async () => {
    const tiny = await tinyPng();
    const dir = mkdtempSync(path.join(gateDir, "img-"));
    const file = path.join(dir, "tiny.png");
    writeFileSync(file, tiny);
    const options = { format: "avif", quality: 80, width: 16_384, height: 16_384, background: "#ffffff", targetKb: null, keepMetadata: false };
    await expect(heavyPool().run(IMAGE_TASK, { path: file, options })).rejects.toThrow(BOUND_MESSAGES.outputTooLarge(16_384, 16_384));

    // The same pool code with a short time limit: the AVIF encode of 4096² is ended, the caller told.
    const pool = new HeavyPool({ ...HEAVY_WORK, workers: 1, jobTimeLimitMs: 200 });
    try {
      const job = pool.run(IMAGE_TASK, { path: file, options: { ...options, width: 4096, height: 4096 } });
      await expect(job).rejects.toThrow(HEAVY_TIMEOUT_MESSAGE);
      await expect(job).rejects.toBeInstanceOf(UserFacingError);
    } finally {
      await pool.close();
    }
  });
});

describe("the heavy-work pool", () => {
  const options: PoolOptions = { ...HEAVY_WORK, workers: 1, maxQueued: 1, maxPerAccount: 2, jobTimeLimitMs: 20_000, idleMs: 1000 };
  let gates = 0;
  const gate = () => path.join(gateDir, `gate-${gates++}`);
  const open = (file: string) => writeFileSync(file, "");

  it("runs one job per worker, queues up to its limit, and refuses the next with 503 and Retry-After", async () => {
    const pool = new HeavyPool(options);
    try {
      const g = gate();
      const running = pool.run(TEST_TASK, { kind: "gate", path: g, value: "first" });
      const queued = pool.run(TEST_TASK, { kind: "gate", path: g, value: "second" });
      const refused = pool.run(TEST_TASK, { kind: "gate", path: g, value: "third" });
      await expect(refused).rejects.toMatchObject({ status: 503, retryAfterSeconds: HEAVY_WORK.retryAfterSeconds, message: HEAVY_BUSY_MESSAGE });
      expect(pool.load).toEqual({ running: 1, queued: 1 });
      open(g);
      expect(await Promise.all([running, queued])).toEqual(["first", "second"]);
      // Room again once they are done.
      expect(await pool.run(TEST_TASK, { kind: "gate", path: g, value: "fourth" })).toBe("fourth");
    } finally {
      await pool.close();
    }
  });

  it("caps one account's jobs (429) while another account still gets in", async () => {
    const pool = new HeavyPool({ ...options, maxQueued: 5 });
    try {
      const g = gate();
      const mine = [pool.run(TEST_TASK, { kind: "gate", path: g, value: "a" }, "alice"), pool.run(TEST_TASK, { kind: "gate", path: g, value: "b" }, "alice")];
      await expect(pool.run(TEST_TASK, { kind: "gate", path: g, value: "c" }, "alice")).rejects.toMatchObject({ status: 429, message: HEAVY_ACCOUNT_BUSY_MESSAGE });
      const theirs = pool.run(TEST_TASK, { kind: "gate", path: g, value: "d" }, "bob");
      open(g);
      expect(await Promise.all([...mine, theirs])).toEqual(["a", "b", "d"]);
      // Alice's share is back once her jobs are done.
      expect(await pool.run(TEST_TASK, { kind: "gate", path: g, value: "e" }, "alice")).toBe("e");
    } finally {
      await pool.close();
    }
  });

  it("ends a job that runs past its time limit (a loop that never yields), tells the caller (in the job's own words when it has them), and runs the next job on a new worker", async () => {
    const pool = new HeavyPool({ ...options, jobTimeLimitMs: 300 });
    try {
      await expect(pool.run(TEST_TASK, { kind: "spin" })).rejects.toThrow(HEAVY_TIMEOUT_MESSAGE);
      expect(await pool.run(TEST_TASK, { kind: "bytes", size: 1000 })).toEqual({ data: new Uint8Array(1000).fill(7) });
      await expect(pool.run(TEST_TASK, { kind: "spin" }, null, QR_BATCH_TIMEOUT_MESSAGE)).rejects.toThrow(QR_BATCH_TIMEOUT_MESSAGE);
    } finally {
      await pool.close();
    }
  });

  it("refuses an input that is not data with a message, and runs the next job", async () => {
    const pool = new HeavyPool({ ...HEAVY_WORK, workers: 1 });
    try {
      const refused = pool.run(TEST_TASK, { kind: "refuse", extra: () => 1 });
      await expect(refused).rejects.toBeInstanceOf(UserFacingError);
      await expect(refused).rejects.toThrow(NOT_DATA_MESSAGE);
      await expect(pool.run(TEST_TASK, { kind: "refuse" })).rejects.toThrow("This file is not one we convert.");
    } finally {
      await pool.close();
    }
  });

  it("keeps a user's message from the worker, and a failure stays a failure", async () => {
    const pool = new HeavyPool(options);
    try {
      await expect(pool.run(TEST_TASK, { kind: "refuse" })).rejects.toEqual(new UserFacingError("This file is not one we convert."));
      const broken = pool.run(TEST_TASK, { kind: "fail" });
      await expect(broken).rejects.toThrow("the task broke");
      await expect(broken).rejects.not.toBeInstanceOf(UserFacingError);
    } finally {
      await pool.close();
    }
  });

  it("runs every thread of a job at the lowest CPU priority, so the server's own threads get a core first", async () => {
    const pool = new HeavyPool(options);
    try {
      const nices = await pool.run<number[]>(TEST_TASK, { kind: "priority" });
      expect(nices.length).toBeGreaterThan(4);
      expect(new Set(nices)).toEqual(new Set([19]));
    } finally {
      await pool.close();
    }
  });

  it("a closed pool refuses new jobs", async () => {
    const pool = new HeavyPool(options);
    await pool.close();
    await expect(pool.run(TEST_TASK, { kind: "bytes", size: 1 })).rejects.toBeInstanceOf(HeavyBusyError);
  });
});

describe("the converters' routes when the pool is full", () => {
  it("the PDF Converter answers 503 with Retry-After and the message, and converts again once there is room", async () => {
    const userId = await basicUser();
    const pool = heavyPool();
    const g = path.join(gateDir, "route-gate");
    const capacity = pool.options.workers + pool.options.maxQueued;
    const holders = Array.from({ length: capacity }, (_, i) => pool.run(TEST_TASK, { kind: "gate", path: g, value: String(i) }));
    try {
      const response = await handlePdfRequest(post({ op: "pdf-to-text" }, [{ name: "a.pdf", bytes: await textPdf(1) }]), userId, uniqueIp());
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe(String(HEAVY_WORK.retryAfterSeconds));
      expect((await refusal(response)).message).toBe(HEAVY_BUSY_MESSAGE);
      expect(leftovers()).toEqual([]);
    } finally {
      writeFileSync(g, "");
      await Promise.all(holders);
    }
    const again = await handlePdfRequest(post({ op: "pdf-to-text" }, [{ name: "a.pdf", bytes: await textPdf(1) }]), userId, uniqueIp());
    expect(again.status).toBe(200);
  });
});

describe("one pool for every copy of its module", () => {
  it("errors reach a caller as its own copy's classes, whichever copy started the pool (Next bundles pages and routes apart)", async () => {
    heavyPool(); // this copy starts the process's pool
    vi.resetModules();
    const other = await import("@/lib/platform/heavy-work/pool");
    const otherErrors = await import("@/lib/platform/errors");
    expect(otherErrors.UserFacingError).not.toBe(UserFacingError);
    const refused = other.heavyPool().run(TEST_TASK, { kind: "refuse" });
    await expect(refused).rejects.toBeInstanceOf(otherErrors.UserFacingError);
    await expect(refused).rejects.toThrow("This file is not one we convert.");
    expect(other.heavyPool().options).toBe(heavyPool().options);
  });
});

describe("QR codes are made in the pool's quick lane, CSV batches in the conversions' lane", () => {
  /** Holds every worker and queue place of `lane` until the returned function lets them go. */
  const fill = (lane: "convert" | "quick", name: string) => {
    const pool = heavyPool(lane);
    const g = path.join(gateDir, name);
    const holders = Array.from({ length: pool.options.workers + pool.options.maxQueued }, (_, i) => pool.run(TEST_TASK, { kind: "gate", path: g, value: String(i) }));
    return async () => {
      writeFileSync(g, "");
      await Promise.all(holders);
    };
  };
  const request = { content: { type: "text", text: "1234567890".repeat(708) }, options: { errorCorrection: "L" } };

  it("is never held up by conversions: with the conversions' lane full, a version-40 code is made", async () => {
    const actor = { visitorId: (await createVisitor()).id, ip: uniqueIp() };
    const release = fill("convert", "convert-full");
    try {
      expect((await createQrCode(actor, request)).data).toMatchObject({ version: 40, counted: true });
    } finally {
      await release();
    }
  });

  it("a code asked for while its lane is full is refused with the message and not counted; it is made once there is room", async () => {
    const actor = { visitorId: (await createVisitor()).id, ip: uniqueIp() };
    const release = fill("quick", "quick-full");
    try {
      await expect(createQrCode(actor, request)).rejects.toMatchObject({ message: HEAVY_BUSY_MESSAGE, code: "rate_limited", retryAfterSeconds: QUICK_WORK.retryAfterSeconds });
      expect((await getUsage(actor)).qr.used).toBe(0);
    } finally {
      await release();
    }
    expect((await createQrCode(actor, request)).data).toMatchObject({ version: 40, counted: true });
    expect((await getUsage(actor)).qr.used).toBe(1);
  });

  it("every QR request's CPU work but a batch's waits for the lane (generation, API files, downloads, history previews), and each gives the same answer once there is room", async () => {
    const user = await createUser({ plan: "basic" });
    const actor = { userId: user.id, ip: uniqueIp() };
    const made = await createQrCode(actor, { content: { type: "url", url: "https://example.com/menu" } });
    const historyId = made.data.historyId!;
    const apiRequest = { content: { type: "text", text: "7".repeat(2000) } };
    const work = {
      "API file": () => generateQrImage(actor, apiRequest, "png", 1200),
      "token download": () => downloadQr({ token: made.data.downloadToken, format: "png", size: 2000 }, null),
      "history download": () => downloadQr({ historyId, format: "pdf", size: 1000 }, user.id),
      "history preview": () => historyThumbnail(user.id, historyId),
    };
    const release = fill("quick", "quick-full-all");
    try {
      for (const [name, run] of Object.entries(work)) await expect(run(), name).rejects.toMatchObject({ message: HEAVY_BUSY_MESSAGE, code: "rate_limited" });
      // Refused before counting: only the first code was.
      expect((await getUsage(actor)).qr.used).toBe(1);
    } finally {
      await release();
    }
    const image = await work["API file"]();
    expect([image.data.format, image.data.version, Buffer.isBuffer(image.data.body)]).toEqual(["png", 23, true]);
    expect((image.data.body as Buffer).subarray(1, 4).toString("latin1")).toBe("PNG");
    const png = await work["token download"]();
    expect([png.contentType, Buffer.isBuffer(png.body), (png.body as Buffer).subarray(1, 4).toString("latin1")]).toEqual(["image/png", true, "PNG"]);
    const pdf = await work["history download"]();
    expect([pdf.contentType, (pdf.body as Buffer).subarray(0, 5).toString("latin1")]).toEqual(["application/pdf", "%PDF-"]);
    expect(await work["history preview"]()).toMatch(/^<svg/);
  });

  const texts = (...words: string[]) => ({ contents: words.map((text) => ({ type: "text", text })), options: {} });

  it("a CSV batch never takes the quick lane's one worker: it is checked with that lane full; with the conversions' lane full it is refused, counting nothing, and single codes are still made", async () => {
    const actor = { visitorId: (await createVisitor()).id, ip: uniqueIp() };
    const releaseQuick = fill("quick", "quick-full-batch");
    try {
      expect((await countQrBatch(actor, texts("one", "two"))).data).toEqual({ payloads: ["one", "two"], counted: true });
    } finally {
      await releaseQuick();
    }
    const releaseConvert = fill("convert", "convert-full-batch");
    try {
      await expect(countQrBatch(actor, texts("three"))).rejects.toMatchObject({ message: HEAVY_BUSY_MESSAGE, code: "rate_limited", status: 503, retryAfterSeconds: HEAVY_WORK.retryAfterSeconds });
      expect((await createQrCode(actor, request)).data).toMatchObject({ version: 40, counted: true });
      expect((await getUsage(actor)).qr.used).toBe(2);
    } finally {
      await releaseConvert();
    }
    expect((await countQrBatch(actor, texts("three"))).data).toEqual({ payloads: ["three"], counted: true });
  });

  it("batches take their client's share of the conversions' lane: two wait their turn, a third is refused with the account-busy message (a new cookie on the same network too), and single codes are made meanwhile", async () => {
    const actor = { visitorId: (await createVisitor()).id, ip: uniqueIp() };
    const pool = heavyPool("convert");
    const g = path.join(gateDir, "batch-share");
    // Both conversion workers held by someone else: batches wait in the queue, where they still count as their client's.
    const holders = Array.from({ length: pool.options.workers }, (_, i) => pool.run(TEST_TASK, { kind: "gate", path: g, value: String(i) }));
    try {
      const first = countQrBatch(actor, texts("a1", "a2"));
      const second = countQrBatch(actor, texts("b1"));
      await vi.waitFor(() => expect(pool.load).toEqual({ running: pool.options.workers, queued: 2 }), { timeout: 10_000 });
      const busy = { message: HEAVY_ACCOUNT_BUSY_MESSAGE, code: "rate_limited", status: 429, retryAfterSeconds: HEAVY_WORK.retryAfterSeconds };
      await expect(countQrBatch(actor, texts("c1"))).rejects.toMatchObject(busy);
      await expect(countQrBatch({ visitorId: (await createVisitor()).id, ip: actor.ip }, texts("c1"))).rejects.toMatchObject(busy);
      expect((await createQrCode(actor, request)).data).toMatchObject({ version: 40, counted: true });
      // Another network is not refused for this one's share: its batch waits too.
      const elsewhere = countQrBatch({ visitorId: (await createVisitor()).id, ip: uniqueIp() }, texts("d1"));
      await vi.waitFor(() => expect(pool.load.queued).toBe(3), { timeout: 10_000 });
      writeFileSync(g, "");
      expect((await Promise.all([first, second, elsewhere])).map(({ data }) => data)).toEqual([
        { payloads: ["a1", "a2"], counted: true },
        { payloads: ["b1"], counted: true },
        { payloads: ["d1"], counted: true },
      ]);
      expect((await getUsage(actor)).qr.used).toBe(3);
    } finally {
      writeFileSync(g, "");
      await Promise.all(holders);
    }
  });

  it("a refusal made in the lane reaches the caller as it was: the field named, a batch's row numbered (a design that does not scan: the API's 422 in api.test.ts)", async () => {
    const actor = { visitorId: (await createVisitor()).id, ip: uniqueIp() };
    await expect(createQrCode(actor, { content: { type: "url", url: "" } })).rejects.toMatchObject({ code: "validation", fieldErrors: { url: "Please fill in the required fields to generate QR code" } });
    await expect(countQrBatch(actor, { contents: [{ type: "text", text: "ok" }, { type: "url", url: "not a url" }], options: {} })).rejects.toThrow(/^Code 2 of the batch: /);
    expect((await getUsage(actor)).qr.used).toBe(0);
  });
});

describe("paid uploads", () => {
  it("a PDF over 10 MB converts on the paid path, and its temporary file is gone afterwards", async () => {
    const userId = await basicUser();
    const doc = await PDFDocument.load(await textPdf(2));
    await doc.attach(new Uint8Array(randomBytes(12 * 1024 * 1024)), "data.bin", { mimeType: "application/octet-stream" });
    const big = await doc.save();
    expect(big.byteLength).toBeGreaterThan(12 * 1024 * 1024);
    const response = await handlePdfRequest(post({ op: "pdf-to-text" }, [{ name: "big.pdf", bytes: big }]), userId, uniqueIp());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Page 2");
    expect(leftovers()).toEqual([]);
  });

  it("a body cut short is a 400 with the message, and leaves no temporary file", async () => {
    const userId = await basicUser();
    const full = post({ op: "pdf-to-text" }, [{ name: "a.pdf", bytes: await textPdf(1) }]);
    const bytes = new Uint8Array(await full.arrayBuffer());
    const cut = new Request(`${ORIGIN}/api/tools/pdf-converter`, {
      method: "POST",
      body: bytes.subarray(0, bytes.byteLength - 200),
      headers: { "content-type": full.headers.get("content-type")! },
    });
    const response = await handlePdfRequest(cut, userId, uniqueIp());
    expect(response.status).toBe(400);
    expect(leftovers()).toEqual([]);
  });

  it("ZIP entries of a batch get safe, numbered base names whatever the browser sent", async () => {
    const userId = await basicUser();
    const pdf = await textPdf(1);
    const names = ["../../../../tmp/evil.pdf", "/etc/cron.d/evil.pdf", "C:\\evil.pdf", "ev\u202Eil.pdf", "..", "\u202E"];
    const response = await handlePdfRequest(post({ op: "pdf-to-text" }, names.map((name) => ({ name, bytes: pdf }))), userId, uniqueIp());
    expect(response.status).toBe(200);
    const entries = Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer())));
    expect(entries).toEqual(["evil.txt", "evil (2).txt", "evil (3).txt", "evil (4).txt", "file.txt", "document.txt"]);
  });
});

describe("the compiled server's tasks", () => {
  // `npm start` runs the server compiled (scripts/bundle-server.mjs); its pool then runs the compiled task modules, so
  // no worker loads a TypeScript compiler.
  const outdir = path.join("dist", `test-heavy-${process.pid}`);
  afterAll(() => {
    runCompiledTasksFrom(null);
    rmSync(outdir, { recursive: true, force: true });
  });

  it("runs a task from the compiled folder, and only from there", async () => {
    await bundleServer(outdir);
    runCompiledTasksFrom(path.resolve(outdir));
    const dir = mkdtempSync(path.join(gateDir, "compiled-"));
    const file = path.join(dir, "tiny.png");
    writeFileSync(file, await tinyPng());
    const options = { format: "webp", quality: 80, width: null, height: null, background: "#ffffff", targetKb: null, keepMetadata: false };
    const pool = new HeavyPool({ ...HEAVY_WORK, workers: 1 });
    try {
      const converted = await pool.run<{ data: Uint8Array }>(IMAGE_TASK, { path: file, options });
      const bytes = Buffer.from(converted.data);
      expect([bytes.subarray(0, 4).toString("latin1"), bytes.subarray(8, 12).toString("latin1")]).toEqual(["RIFF", "WEBP"]);
      // Every task module loads compiled, with its packages as Node resolves them (no bundler in between).
      const request = { content: { type: "url", url: "https://example.com/menu" } };
      expect(await pool.run("tools/qr-generator/server/prepare-task.ts", { input: request })).toMatchObject({ ok: true, value: { qr: { payload: "https://example.com/menu" } } });
      for (const task of readdirSync(path.join(outdir, "tools"), { recursive: true }).map(String).filter((f) => f.endsWith("-task.mjs"))) {
        await expect(import(pathToFileURL(path.resolve(outdir, "tools", task)).href), task).resolves.toHaveProperty("run");
      }
    } finally {
      await pool.close();
    }
    // Without its compiled copy the task is not found: the source beside it is not what ran.
    rmSync(path.join(outdir, IMAGE_TASK.replace(/\.ts$/, ".mjs")));
    const again = new HeavyPool({ ...HEAVY_WORK, workers: 1 });
    try {
      await expect(again.run(IMAGE_TASK, { path: file, options })).rejects.toThrow(/Cannot find module/);
    } finally {
      await again.close();
    }
  });
});
