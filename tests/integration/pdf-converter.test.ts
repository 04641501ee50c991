import { createCanvas } from "@napi-rs/canvas";
import { encryptPDF } from "@pdfsmaller/pdf-encrypt-lite";
import { unzipSync } from "fflate";
import { PDFDocument, PDFName, PDFRawStream, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { PDF_MESSAGES } from "@/tools/pdf-converter/logic/limits";
import { PDF_PLAN_MESSAGES } from "@/tools/pdf-converter/logic/plan";
import { handlePdfRequest } from "@/tools/pdf-converter/server/convert";
import { createUser, uniqueIp } from "../support/factories";

/**
 * The PDF Converter's paid path (tools/pdf-converter/server, app/api/tools/pdf-converter) against real Postgres: the
 * plan is checked before the body is read, Basic converts for real (page pixel sizes, page order, JPEG bytes kept),
 * and bad files get their messages. Fixtures are made here: PDFs with pdf-lib, images with @napi-rs/canvas, the
 * encrypted PDF with @pdfsmaller/pdf-encrypt-lite (RC4 128-bit, MIT).
 */

const ORIGIN = "http://127.0.0.1:3630";

async function textPdf(pages: { size: [number, number]; text: string }[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const p of pages) doc.addPage(p.size).drawText(p.text, { x: 40, y: p.size[1] - 80, size: 20, font });
  return doc.save();
}

async function imageOnlyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const png = await doc.embedPng(await image(200, 100, "png"));
  doc.addPage([595.28, 841.89]).drawImage(png, { x: 50, y: 500, width: 400, height: 200 });
  return doc.save();
}

async function image(width: number, height: number, format: "png" | "jpeg"): Promise<Uint8Array> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#3366cc";
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = "#ffcc00";
  ctx.fillRect(0, 0, width / 2, height / 2);
  return new Uint8Array(format === "png" ? await canvas.encode("png") : await canvas.encode("jpeg", 80));
}

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function form(fields: Record<string, string>, files: { name: string; bytes: Uint8Array; type?: string }[]): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  for (const f of files) data.append("file", new Blob([f.bytes as BlobPart], { type: f.type ?? "application/octet-stream" }), f.name);
  return data;
}

function post(body: FormData): Request {
  return new Request(`${ORIGIN}/api/tools/pdf-converter`, { method: "POST", body });
}

async function errorOf(response: Response): Promise<{ status: number; message: string }> {
  const body = (await response.json()) as { error: { message: string } };
  return { status: response.status, message: body.error.message };
}

async function basicUser() {
  return (await createUser({ plan: "basic", status: "active" })).id;
}

describe("PDF Converter paid path: who may use it", () => {
  it.each([
    ["a signed-out visitor", async () => null],
    ["a Free account", async () => (await createUser({ plan: "free" })).id],
    ["a Basic account whose subscription was canceled", async () => (await createUser({ plan: "basic", status: "canceled" })).id],
  ])("%s gets the plan error (403, naming Basic) before the body is read", async (_, who) => {
    let bodyRead = false;
    const stream = new ReadableStream<Uint8Array>({
      pull() {
        bodyRead = true;
        throw new Error("the body must not be read");
      },
    }, { highWaterMark: 0 }); // pulled only when someone reads it
    const request = new Request(`${ORIGIN}/api/tools/pdf-converter`, {
      method: "POST",
      body: stream,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      duplex: "half",
    } as RequestInit);
    const response = await handlePdfRequest(request, await who(), uniqueIp());
    expect(await errorOf(response)).toEqual({ status: 403, message: PDF_PLAN_MESSAGES.planRequired });
    expect(PDF_PLAN_MESSAGES.planRequired).toContain("Basic plan");
    expect(bodyRead).toBe(false);
  });

  it("refuses a declared body over 100 MB by its Content-Length, without reading it", async () => {
    const request = new Request(`${ORIGIN}/api/tools/pdf-converter`, {
      method: "POST",
      body: "x",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(200 * 1024 * 1024) },
    });
    expect(await errorOf(await handlePdfRequest(request, await basicUser(), uniqueIp()))).toEqual({ status: 413, message: PDF_MESSAGES.bodyTooBig });
  });
});

describe("PDF Converter paid path: Basic converts", () => {
  it("renders chosen pages of two PDFs at 300 DPI into one ZIP of PNGs of the right pixel size", async () => {
    const a4 = await textPdf([
      { size: [595.28, 841.89], text: "A4 page one" },
      { size: [595.28, 841.89], text: "A4 page two" },
      { size: [595.28, 841.89], text: "A4 page three" },
    ]);
    const letter = await textPdf([
      { size: [612, 792], text: "Letter one" },
      { size: [612, 792], text: "Letter two" },
      { size: [612, 792], text: "Letter three" },
    ]);
    const response = await handlePdfRequest(
      post(form({ op: "pdf-to-images", format: "png", dpi: "300", pages: "1,3" }, [
        { name: "report.pdf", bytes: a4 },
        { name: "letter.pdf", bytes: letter },
      ])),
      await basicUser(),
      uniqueIp(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["letter-page-1.png", "letter-page-3.png", "report-page-1.png", "report-page-3.png"]);
    expect(pngSize(files["report-page-1.png"]!)).toEqual({ width: 2480, height: 3508 });
    expect(pngSize(files["letter-page-3.png"]!)).toEqual({ width: 2550, height: 3300 });
  });

  it("renders JPEGs at 150 DPI (A4 = 1240 × 1754)", async () => {
    const pdf = await textPdf([{ size: [595.28, 841.89], text: "Hello" }]);
    const response = await handlePdfRequest(post(form({ op: "pdf-to-images", format: "jpg", dpi: "150" }, [{ name: "a.pdf", bytes: pdf }])), await basicUser(), uniqueIp());
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const jpg = files["a-page-1.jpg"]!;
    expect([jpg[0], jpg[1], jpg[2]]).toEqual([0xff, 0xd8, 0xff]);
    const { Image } = await import("@napi-rs/canvas");
    const decoded = new Image();
    decoded.src = Buffer.from(jpg);
    expect([decoded.width, decoded.height]).toEqual([1240, 1754]);
  });

  it("puts 2 images on a 2-page PDF in order, aspect kept, the JPEG's bytes embedded unchanged", async () => {
    const jpeg = await image(300, 600, "jpeg");
    const png = await image(800, 400, "png");
    const response = await handlePdfRequest(
      post(form({ op: "images-to-pdf", size: "a4", margin: "10" }, [
        { name: "tall.jpg", bytes: jpeg },
        { name: "wide.png", bytes: png },
      ])),
      await basicUser(),
      uniqueIp(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(doc.getPageCount()).toBe(2);
    // Page 1 is the portrait JPEG (A4 portrait), page 2 the landscape PNG (A4 turned).
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getPage(1).getSize()).toEqual({ width: 841.89, height: 595.28 });
    const streams = doc.context.enumerateIndirectObjects().map(([, o]) => o).filter((o): o is PDFRawStream => o instanceof PDFRawStream);
    const dct = streams.filter((s) => s.dict.get(PDFName.of("Filter")) === PDFName.of("DCTDecode"));
    expect(dct).toHaveLength(1);
    expect(Buffer.from(dct[0]!.contents).equals(Buffer.from(jpeg))).toBe(true);
  });

  it("extracts text, prompts for a password, refuses a wrong one, and recognises a scan", async () => {
    const user = await basicUser();
    const pdf = await textPdf([{ size: [612, 792], text: "Quarterly figures" }, { size: [612, 792], text: "Page two" }]);
    const ok = await handlePdfRequest(post(form({ op: "pdf-to-text" }, [{ name: "q.pdf", bytes: pdf }])), user, uniqueIp());
    expect(ok.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await ok.text()).toBe("Quarterly figures\n\f\nPage two\n");

    const locked = await encryptPDF(pdf, "open-sesame");
    const none = await handlePdfRequest(post(form({ op: "pdf-to-text" }, [{ name: "q.pdf", bytes: locked }])), user, uniqueIp());
    expect(await errorOf(none)).toEqual({ status: 422, message: "This PDF is password-protected" });
    const wrong = await handlePdfRequest(post(form({ op: "pdf-to-text", password: "nope" }, [{ name: "q.pdf", bytes: locked }])), user, uniqueIp());
    expect(await errorOf(wrong)).toEqual({ status: 422, message: "Incorrect password" });
    const right = await handlePdfRequest(post(form({ op: "pdf-to-text", password: "open-sesame" }, [{ name: "q.pdf", bytes: locked }])), user, uniqueIp());
    expect(await right.text()).toContain("Quarterly figures");

    const scan = await handlePdfRequest(post(form({ op: "pdf-to-text" }, [{ name: "scan.pdf", bytes: await imageOnlyPdf() }])), user, uniqueIp());
    expect(await errorOf(scan)).toEqual({ status: 422, message: "No selectable text — looks like a scan" });
  });

  it("names what a file really is, checks page ranges and the files-per-request cap", async () => {
    const user = await basicUser();
    const png = await image(10, 10, "png");
    const notPdf = await handlePdfRequest(post(form({ op: "pdf-to-images" }, [{ name: "fake.pdf", bytes: png }])), user, uniqueIp());
    expect(await errorOf(notPdf)).toEqual({ status: 422, message: "This isn't a PDF (detected: PNG)" });

    const pdf = await textPdf(Array.from({ length: 12 }, (_, i) => ({ size: [200, 200] as [number, number], text: `p${i + 1}` })));
    const range = await handlePdfRequest(post(form({ op: "pdf-to-images", pages: "1-3,13" }, [{ name: "a.pdf", bytes: pdf }])), user, uniqueIp());
    expect(await errorOf(range)).toEqual({ status: 422, message: "Pages must be within 1–12" });

    const many = Array.from({ length: 21 }, (_, i) => ({ name: `${i}.pdf`, bytes: pdf }));
    expect(await errorOf(await handlePdfRequest(post(form({ op: "pdf-to-text" }, many)), user, uniqueIp()))).toEqual({ status: 400, message: PDF_MESSAGES.tooManyFiles });

    const pdfAsImage = await handlePdfRequest(post(form({ op: "images-to-pdf" }, [{ name: "doc.pdf", bytes: pdf }])), user, uniqueIp());
    expect(await errorOf(pdfAsImage)).toEqual({ status: 422, message: "doc.pdf isn't a JPG or PNG image (detected: PDF)" });
  });

  it("refuses a request whose pages × DPI is over the pixel budget before rendering", async () => {
    // 100 pages of 20 × 20 inches at 300 DPI = 36 megapixels each: over the 500-megapixel budget after 13 pages.
    const pdf = await textPdf(Array.from({ length: 100 }, () => ({ size: [1440, 1440] as [number, number], text: "big" })));
    const response = await handlePdfRequest(post(form({ op: "pdf-to-images", dpi: "300" }, [{ name: "big.pdf", bytes: pdf }])), await basicUser(), uniqueIp());
    expect(await errorOf(response)).toEqual({ status: 422, message: PDF_MESSAGES.tooManyPixels });
  });
});
