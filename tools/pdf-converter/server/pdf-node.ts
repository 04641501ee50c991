import "server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { UserFacingError } from "@/lib/platform/errors";
import { MAX_PIXELS_PER_PAGE, MAX_PIXELS_PER_REQUEST, PDF_MESSAGES, type Dpi } from "../logic/limits";
import { pixelSize } from "../logic/page-size";
import { itemsToText, textVerdict, type PageText, type TextVerdict } from "../logic/text";

/**
 * pdf.js in Node (its legacy build, the one meant for Node) with @napi-rs/canvas drawing the pages: the paid path's
 * engine. Each document is opened, used and destroyed within one call; pages are rendered one at a time so at most
 * one page's pixels are held.
 */

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;

let pdfjsPromise: Promise<PdfJs> | undefined;
const pdfjs = () => (pdfjsPromise ??= import("pdfjs-dist/legacy/build/pdf.mjs"));

/**
 * The standard 14 fonts' data shipped with pdfjs-dist, so Helvetica & co. render without system fonts. Found from the
 * project root (the server runs there; the bundler would turn a module resolution into a module id), or left out.
 */
let fontsDir: string | undefined | null = null;
function standardFontDataUrl(): string | undefined {
  if (fontsDir === null) {
    const dir = path.join(process.cwd(), "node_modules", "pdfjs-dist", "standard_fonts");
    fontsDir = existsSync(dir) ? dir + path.sep : undefined;
  }
  return fontsDir;
}

export async function openPdf(bytes: Uint8Array, password: string | undefined): Promise<PdfDocument> {
  const lib = await pdfjs();
  const task = lib.getDocument({
    data: bytes,
    password: password || undefined,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: standardFontDataUrl(),
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    const name = error instanceof Error ? error.name : "";
    if (name === "PasswordException") {
      const code = (error as { code?: number }).code;
      throw new UserFacingError(code === lib.PasswordResponses.INCORRECT_PASSWORD ? PDF_MESSAGES.wrongPassword : PDF_MESSAGES.needsPassword, "validation");
    }
    throw new UserFacingError(PDF_MESSAGES.corrupt, "validation");
  }
}

export interface RenderedPage {
  page: number;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** Checks the pixel budget of the chosen pages before any is drawn. */
export async function checkPixelBudget(doc: PdfDocument, pages: readonly number[], dpi: Dpi, alreadyUsed = 0): Promise<number> {
  let total = alreadyUsed;
  for (const n of pages) {
    const page = await doc.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const px = pixelSize(width, height, dpi);
    const pixels = px.width * px.height;
    if (pixels > MAX_PIXELS_PER_PAGE) throw new UserFacingError(PDF_MESSAGES.pageTooLarge(n), "validation");
    total += pixels;
    if (total > MAX_PIXELS_PER_REQUEST) throw new UserFacingError(PDF_MESSAGES.tooManyPixels, "validation");
  }
  return total;
}

/** Renders the pages one by one; `onPage` receives each encoded image before the next is drawn. */
export async function renderPages(
  doc: PdfDocument,
  pages: readonly number[],
  dpi: Dpi,
  format: "png" | "jpg",
  onPage: (page: RenderedPage) => void,
): Promise<void> {
  for (const n of pages) {
    const page = await doc.getPage(n);
    const base = page.getViewport({ scale: 1 });
    const px = pixelSize(base.width, base.height, dpi);
    const viewport = page.getViewport({ scale: px.width / base.width });
    const canvas = createCanvas(px.width, px.height);
    const context = canvas.getContext("2d");
    // JPEG has no transparency, and a PDF page is white paper: paint it first for both formats.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, px.width, px.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    const encoded = format === "png" ? await canvas.encode("png") : await canvas.encode("jpeg", 90);
    page.cleanup();
    onPage({ page: n, width: px.width, height: px.height, bytes: new Uint8Array(encoded) });
  }
}

/** The text of every page, or why there is none (a scan, or no text at all). */
export async function extractText(doc: PdfDocument): Promise<TextVerdict> {
  const lib = await pdfjs();
  const imageOps = new Set([lib.OPS.paintImageXObject, lib.OPS.paintInlineImageXObject, lib.OPS.paintImageMaskXObject]);
  const pages: PageText[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = itemsToText(content.items as { str?: string; hasEOL?: boolean }[]);
    const hasImages = /\S/.test(text) ? false : (await page.getOperatorList()).fnArray.some((op) => imageOps.has(op));
    pages.push({ text, hasImages });
    page.cleanup();
  }
  return textVerdict(pages);
}
