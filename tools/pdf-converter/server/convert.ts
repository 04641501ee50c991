import "server-only";
import { zipSync, type Zippable } from "fflate";
import { BodyTooLargeError, RateLimitedError, UserFacingError } from "@/lib/errors";
import { readBodyBytes } from "@/lib/request";
import { consume } from "@/lib/ratelimit";
import { imagesToPdf, type ImageInput } from "../logic/images-to-pdf";
import { DPIS, PAID_MAX_BODY_BYTES, PAID_MAX_FILE_BYTES, PAID_MAX_FILES, PDF_MESSAGES, type Dpi } from "../logic/limits";
import { parsePageRange } from "../logic/page-range";
import { MARGINS_MM, mmToPt, PAGE_SIZE_IDS, type PageSizeId } from "../logic/page-size";
import { detectType, isEmbeddable } from "../logic/sniff";
import { requirePaidPdf } from "./access";
import { checkPixelBudget, extractText, openPdf, renderPages } from "./pdf-node";

/**
 * The paid path of the PDF Converter (POST /api/tools/pdf-converter, multipart/form-data). In order: the plan (403
 * before the body is read), the rate limit, the body's size (by Content-Length, then while it streams), the form,
 * each file's real type and size, the page ranges and the pixel budget, and only then the work. Answers the file
 * (ZIP, PDF or text) or `{ error: { code, message } }`.
 *
 * Fields: op = pdf-to-images | images-to-pdf | pdf-to-text; file (one or more); format = png | jpg; dpi = 72 | 150 |
 * 300; pages ("1-3,5", empty = all); password; size = a4 | letter | fit; margin (mm: 0, 5, 10, 20).
 */

export const PDF_RATE_LIMIT = { points: 60, duration: 10 * 60 } as const;
export type PdfOp = "pdf-to-images" | "images-to-pdf" | "pdf-to-text";
const OPS: readonly PdfOp[] = ["pdf-to-images", "images-to-pdf", "pdf-to-text"];

/** Conversions run one or two at a time per process: rendering is CPU work, the rest waits its turn. */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function failure(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: { code, message } }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function fileResponse(body: Uint8Array, type: string, filename: string): Response {
  return new Response(body as BodyInit, {
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "private, no-store" },
  });
}


const baseName = (name: string) => (name.replace(/\.[^.]*$/, "").replace(/[^\w.-]+/g, "-").replace(/-+/g, "-").replace(/^-|-$/g, "") || "document").slice(0, 80);
const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

interface NamedBytes {
  name: string;
  bytes: Uint8Array;
}

export async function handlePdfRequest(request: Request, userId: string | null, ip: string): Promise<Response> {
  try {
    await requirePaidPdf(userId);
    await consume("pdf-convert", PDF_RATE_LIMIT, `user:${userId}`);
    await consume("pdf-convert-ip", { points: PDF_RATE_LIMIT.points * 2, duration: PDF_RATE_LIMIT.duration }, `ip:${ip}`);
    const contentType = request.headers.get("content-type") ?? "";
    if (!contentType.toLowerCase().startsWith("multipart/form-data")) return failure(415, "validation", PDF_MESSAGES.badRequest);
    const body = await readBodyBytes(request, PAID_MAX_BODY_BYTES);
    let form: FormData;
    try {
      form = await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData();
    } catch {
      return failure(400, "validation", PDF_MESSAGES.badRequest);
    }
    const op = field(form, "op") as PdfOp;
    if (!OPS.includes(op)) return failure(400, "validation", PDF_MESSAGES.badRequest);
    const entries = form.getAll("file").filter((f): f is File => typeof f !== "string");
    if (entries.length === 0) return failure(400, "validation", PDF_MESSAGES.noFiles);
    if (entries.length > PAID_MAX_FILES) return failure(400, "validation", PDF_MESSAGES.tooManyFiles);
    const files: NamedBytes[] = [];
    for (const entry of entries) {
      if (entry.size > PAID_MAX_FILE_BYTES) return failure(413, "too_large", PDF_MESSAGES.paidTooBig);
      if (entry.size === 0) return failure(400, "validation", `${entry.name}: ${PDF_MESSAGES.empty}`);
      files.push({ name: entry.name || "file", bytes: new Uint8Array(await entry.arrayBuffer()) });
    }
    return await withSlot(() => convert(op, form, files));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return failure(413, "too_large", PDF_MESSAGES.bodyTooBig);
    if (error instanceof RateLimitedError) return failure(429, "rate_limited", error.message, { "Retry-After": String(error.retryAfterSeconds) });
    if (error instanceof UserFacingError) return failure(error.code === "forbidden" ? 403 : 422, error.code, error.message);
    console.error("[pdf-converter] conversion failed:", error instanceof Error ? error.name : "unknown error");
    return failure(500, "internal", "Something went wrong on our side. Please try again.");
  }
}

/** Names the file in a message when there are several. */
const about = (files: readonly NamedBytes[], file: NamedBytes, message: string) => (files.length > 1 ? `${file.name}: ${message}` : message);

async function convert(op: PdfOp, form: FormData, files: NamedBytes[]): Promise<Response> {
  if (op === "images-to-pdf") {
    const size = field(form, "size") || "a4";
    const margin = Number(field(form, "margin") || "0");
    if (!PAGE_SIZE_IDS.includes(size as PageSizeId) || !(MARGINS_MM as readonly number[]).includes(margin)) return failure(400, "validation", PDF_MESSAGES.badRequest);
    const images: ImageInput[] = [];
    for (const file of files) {
      const detected = detectType(file.bytes);
      if (!isEmbeddable(detected)) return failure(422, "validation", PDF_MESSAGES.notImageFile(file.name, detected));
      images.push({ bytes: file.bytes, type: detected });
    }
    try {
      return fileResponse(await imagesToPdf(images, size as PageSizeId, mmToPt(margin)), "application/pdf", "images.pdf");
    } catch {
      throw new UserFacingError("One of the images is damaged and can't be read.", "validation");
    }
  }

  for (const file of files) {
    const detected = detectType(file.bytes);
    if (detected !== "PDF") return failure(422, "validation", about(files, file, PDF_MESSAGES.notPdf(detected)));
  }
  const password = field(form, "password");

  if (op === "pdf-to-text") {
    const outputs: Zippable = {};
    const texts: string[] = [];
    for (const file of files) {
      const doc = await openPdfAbout(files, file, password);
      try {
        const verdict = await extractText(doc);
        if (verdict.kind !== "text") throw new UserFacingError(about(files, file, verdict.message), "validation");
        texts.push(verdict.text);
        outputs[uniqueName(outputs, `${baseName(file.name)}.txt`)] = new TextEncoder().encode(verdict.text + "\n");
      } finally {
        await doc.destroy();
      }
    }
    if (files.length === 1) return fileResponse(new TextEncoder().encode(texts[0] + "\n"), "text/plain; charset=utf-8", `${baseName(files[0]!.name)}.txt`);
    return fileResponse(zipSync(outputs, { level: 6 }), "application/zip", "pdf-text.zip");
  }

  const format = field(form, "format") || "png";
  const dpi = Number(field(form, "dpi") || "150") as Dpi;
  if ((format !== "png" && format !== "jpg") || !DPIS.includes(dpi)) return failure(400, "validation", PDF_MESSAGES.badRequest);
  const jobs: { doc: Awaited<ReturnType<typeof openPdf>>; pages: number[]; file: NamedBytes }[] = [];
  try {
    let pixels = 0;
    for (const file of files) {
      const doc = await openPdfAbout(files, file, password);
      const range = parsePageRange(field(form, "pages"), doc.numPages);
      jobs.push({ doc, pages: range.ok ? range.pages : [], file });
      if (!range.ok) throw new UserFacingError(about(files, file, range.error), "validation");
      pixels = await checkPixelBudget(doc, range.pages, dpi, pixels);
    }
    const zip: Zippable = {};
    for (const { doc, pages, file } of jobs) {
      const prefix = baseName(file.name);
      const width = String(doc.numPages).length;
      await renderPages(doc, pages, dpi, format, (page) => {
        zip[uniqueName(zip, `${prefix}-page-${String(page.page).padStart(width, "0")}.${format}`)] = [page.bytes, { level: 0 }];
      });
    }
    const zipName = files.length === 1 ? `${baseName(files[0]!.name)}-${format}.zip` : `pdf-pages-${format}.zip`;
    return fileResponse(zipSync(zip), "application/zip", zipName);
  } finally {
    await Promise.all(jobs.map(({ doc }) => doc.destroy()));
  }
}

async function openPdfAbout(files: readonly NamedBytes[], file: NamedBytes, password: string) {
  try {
    return await openPdf(file.bytes, password);
  } catch (error) {
    if (error instanceof UserFacingError) throw new UserFacingError(about(files, file, error.message), error.code);
    throw error;
  }
}

function uniqueName(zip: Zippable, name: string): string {
  if (!(name in zip)) return name;
  const dot = name.lastIndexOf(".");
  for (let i = 2; ; i++) {
    const candidate = `${name.slice(0, dot)}-${i}${name.slice(dot)}`;
    if (!(candidate in zip)) return candidate;
  }
}
