import "server-only";
import { readFile } from "node:fs/promises";
import { zipSync, type Zippable } from "fflate";
import { UserFacingError } from "@/lib/platform/errors";
import { safeBaseName, ZipEntryNames } from "@/lib/engines/text/file-names";
import { BOUND_MESSAGES, MAX_PDF_PAGES } from "@/lib/platform/input-bounds";
import { imagesToPdf, type ImageInput } from "../logic/images-to-pdf";
import { DPIS, PDF_MESSAGES, type Dpi } from "../logic/limits";
import { parsePageRange } from "../logic/page-range";
import { MARGINS_MM, mmToPt, PAGE_SIZE_IDS, type PageSizeId } from "../logic/page-size";
import { detectType, isEmbeddable } from "@/lib/engines/pdf/sniff";
import { checkPdfBounds } from "./pdf-bounds";
import { checkPixelBudget, extractText, openPdf, renderPages } from "./pdf-node";
import { trimWhere } from "@/lib/engines/text/trim";

/**
 * One PDF Converter request as a heavy-work job (lib/platform/heavy-work/pool.ts), run in a worker process: reads the uploaded
 * temporary files, checks each file's real type and bounds (pdf-bounds.ts, the page count, page ranges, the pixel
 * budget) before anything is drawn, then converts. Answers the file's bytes, or a refusal with its status.
 */

export type PdfOp = "pdf-to-images" | "images-to-pdf" | "pdf-to-text";

export interface PdfJob {
  op: PdfOp;
  fields: Record<string, string>;
  files: { name: string; path: string }[];
}

export type PdfJobResult = { ok: true; body: Uint8Array; type: string; filename: string } | { ok: false; status: number; message: string };

interface NamedBytes {
  name: string;
  bytes: Uint8Array;
}

const refuse = (status: number, message: string): PdfJobResult => ({ ok: false, status, message });
const file = (body: Uint8Array, type: string, filename: string): PdfJobResult => ({ ok: true, body, type, filename });

/** The name of a download or ZIP entry: the file's base name (lib/engines/text/file-names.ts), in ASCII word characters, dots and dashes (a header value). */
const baseName = (name: string) => (trimWhere(safeBaseName(name, "document").replace(/\.[^.]*$/, "").replace(/[^\w.-]+/g, "-").replace(/-+/g, "-"), (c) => c === "-" || c === ".") || "document").slice(0, 80);

/** Names the file in a message when there are several. */
const about = (files: readonly NamedBytes[], file: NamedBytes, message: string) => (files.length > 1 ? `${file.name}: ${message}` : message);

export async function run(job: PdfJob): Promise<PdfJobResult> {
  const files: NamedBytes[] = [];
  for (const { name, path } of job.files) files.push({ name, bytes: new Uint8Array(await readFile(path)) });
  const field = (name: string) => job.fields[name] ?? "";
  const { op } = job;

  if (op === "images-to-pdf") {
    const size = field("size") || "a4";
    const margin = Number(field("margin") || "0");
    if (!PAGE_SIZE_IDS.includes(size as PageSizeId) || !(MARGINS_MM as readonly number[]).includes(margin)) return refuse(400, PDF_MESSAGES.badRequest);
    const images: ImageInput[] = [];
    for (const f of files) {
      const detected = detectType(f.bytes);
      if (!isEmbeddable(detected)) return refuse(422, PDF_MESSAGES.notImageFile(f.name, detected));
      images.push({ bytes: f.bytes, type: detected, name: f.name });
    }
    try {
      return file(await imagesToPdf(images, size as PageSizeId, mmToPt(margin)), "application/pdf", "images.pdf");
    } catch (error) {
      if (error instanceof UserFacingError) throw error;
      throw new UserFacingError("One of the images is damaged and can't be read.", "validation");
    }
  }

  for (const f of files) {
    const detected = detectType(f.bytes);
    if (detected !== "PDF") return refuse(422, about(files, f, PDF_MESSAGES.notPdf(detected)));
    try {
      checkPdfBounds(f.bytes);
    } catch (error) {
      if (error instanceof UserFacingError) throw new UserFacingError(about(files, f, error.message), error.code);
      throw error;
    }
  }
  const password = field("password");

  if (op === "pdf-to-text") {
    const outputs: Zippable = {};
    const names = new ZipEntryNames();
    const texts: string[] = [];
    for (const f of files) {
      const doc = await openPdfAbout(files, f, password);
      try {
        const verdict = await extractText(doc);
        if (verdict.kind !== "text") throw new UserFacingError(about(files, f, verdict.message), "validation");
        texts.push(verdict.text);
        outputs[names.add(`${baseName(f.name)}.txt`, "document.txt")] = new TextEncoder().encode(verdict.text + "\n");
      } finally {
        await doc.destroy();
      }
    }
    if (files.length === 1) return file(new TextEncoder().encode(texts[0] + "\n"), "text/plain; charset=utf-8", `${baseName(files[0]!.name)}.txt`);
    return file(zipSync(outputs, { level: 6 }), "application/zip", "pdf-text.zip");
  }

  const format = field("format") || "png";
  const dpi = Number(field("dpi") || "150") as Dpi;
  if ((format !== "png" && format !== "jpg") || !DPIS.includes(dpi)) return refuse(400, PDF_MESSAGES.badRequest);
  const jobs: { doc: Awaited<ReturnType<typeof openPdf>>; pages: number[]; file: NamedBytes }[] = [];
  try {
    let pixels = 0;
    for (const f of files) {
      const doc = await openPdfAbout(files, f, password);
      const range = parsePageRange(field("pages"), doc.numPages);
      jobs.push({ doc, pages: range.ok ? range.pages : [], file: f });
      if (!range.ok) throw new UserFacingError(about(files, f, range.error), "validation");
      pixels = await checkPixelBudget(doc, range.pages, dpi, pixels);
    }
    const zip: Zippable = {};
    const names = new ZipEntryNames();
    for (const { doc, pages, file: f } of jobs) {
      const prefix = baseName(f.name);
      const width = String(doc.numPages).length;
      await renderPages(doc, pages, dpi, format, (page) => {
        zip[names.add(`${prefix}-page-${String(page.page).padStart(width, "0")}.${format}`, `page.${format}`)] = [page.bytes, { level: 0 }];
      });
    }
    const zipName = files.length === 1 ? `${baseName(files[0]!.name)}-${format}.zip` : `pdf-pages-${format}.zip`;
    return file(zipSync(zip), "application/zip", zipName);
  } finally {
    await Promise.all(jobs.map(({ doc }) => doc.destroy()));
  }
}

/** Opens a PDF (the page count checked before any page is read), naming the file in a message when there are several. */
async function openPdfAbout(files: readonly NamedBytes[], f: NamedBytes, password: string) {
  let doc;
  try {
    doc = await openPdf(f.bytes, password);
  } catch (error) {
    if (error instanceof UserFacingError) throw new UserFacingError(about(files, f, error.message), error.code);
    throw error;
  }
  if (doc.numPages > MAX_PDF_PAGES) {
    await doc.destroy();
    throw new UserFacingError(about(files, f, BOUND_MESSAGES.pdfTooManyPages(doc.numPages)), "validation");
  }
  return doc;
}
