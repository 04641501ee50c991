import { startPdfjsWorker } from "@/components/pdf/pdfjs";
import { getDocument, OPS, PasswordResponses, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { MAX_PIXELS_PER_PAGE, MAX_PIXELS_PER_REQUEST, PDF_MESSAGES } from "../logic/limits";
import { pixelSize } from "../logic/page-size";
import { itemsToText, textVerdict, type PageText, type TextVerdict } from "../logic/text";

/**
 * The free path's engine in the browser: pdf.js with its worker (components/pdf/pdfjs.ts, shared with the PDF page
 * tools), both from its legacy build (it polyfills what Safari and older browsers lack). This module is imported only when a PDF is opened (a dynamic import in the UI's handler),
 * so pdf.js is not part of the page's first load. Nothing is uploaded.
 */

export class PdfOpenError extends Error {
  constructor(
    message: string,
    readonly needsPassword: boolean,
  ) {
    super(message);
  }
}

export async function openPdf(bytes: Uint8Array, password?: string): Promise<PDFDocumentProxy> {
  startPdfjsWorker();
  // pdf.js takes ownership of the buffer it is given: hand it a copy so the caller can retry with a password.
  const task = getDocument({ data: bytes.slice(), password: password || undefined, isEvalSupported: false });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    if (error instanceof Error && error.name === "PasswordException") {
      const wrong = (error as { code?: number }).code === PasswordResponses.INCORRECT_PASSWORD;
      throw new PdfOpenError(wrong ? PDF_MESSAGES.wrongPassword : PDF_MESSAGES.needsPassword, true);
    }
    throw new PdfOpenError(PDF_MESSAGES.corrupt, false);
  }
}

/** Checks every chosen page against the pixel budget before the first is drawn. */
export async function checkBudget(doc: PDFDocumentProxy, pages: readonly number[], dpi: number): Promise<string | null> {
  let total = 0;
  for (const n of pages) {
    const { width, height } = (await doc.getPage(n)).getViewport({ scale: 1 });
    const px = pixelSize(width, height, dpi);
    if (px.width * px.height > MAX_PIXELS_PER_PAGE) return PDF_MESSAGES.pageTooLarge(n);
    total += px.width * px.height;
    if (total > MAX_PIXELS_PER_REQUEST) return PDF_MESSAGES.tooManyPixels;
  }
  return null;
}

export interface PageImage {
  page: number;
  width: number;
  height: number;
  blob: Blob;
}

/** Draws one page at `dpi` on a white background and encodes it; the canvas is released right after. */
export async function renderPage(doc: PDFDocumentProxy, n: number, dpi: number, format: "png" | "jpg"): Promise<PageImage> {
  const page = await doc.getPage(n);
  const base = page.getViewport({ scale: 1 });
  const px = pixelSize(base.width, base.height, dpi);
  const viewport = page.getViewport({ scale: px.width / base.width });
  const canvas = document.createElement("canvas");
  canvas.width = px.width;
  canvas.height = px.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, px.width, px.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, format === "png" ? "image/png" : "image/jpeg", 0.9));
  canvas.width = canvas.height = 0;
  page.cleanup();
  if (!blob) throw new Error("The page could not be encoded");
  return { page: n, width: px.width, height: px.height, blob };
}

export async function extractText(doc: PDFDocumentProxy): Promise<TextVerdict> {
  const imageOps = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
  const pages: PageText[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const text = itemsToText((await page.getTextContent()).items as { str?: string; hasEOL?: boolean }[]);
    const hasImages = /\S/.test(text) ? false : (await page.getOperatorList()).fnArray.some((op) => imageOps.has(op));
    pages.push({ text, hasImages });
    page.cleanup();
  }
  return textVerdict(pages);
}

export type { PDFDocumentProxy };
