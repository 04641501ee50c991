import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { startPdfjsWorker } from "./pdfjs";

/**
 * Page thumbnails for the PDF page tools, drawn by pdf.js (its legacy build and its worker, ./pdfjs.ts) — imported with `import()`
 * when a PDF is chosen, so pdf.js is not part of the page's first load. Bounded: a thumbnail is drawn only when asked
 * for (the tile came into view), two at a time, at most THUMB_WIDTH device pixels wide; each is kept as a small JPEG
 * object URL and its canvas released at once, so a long PDF costs a few kB a page, not a canvas a page.
 */

const THUMB_WIDTH = 240;
const AT_ONCE = 2;

export class Thumbnails {
  private readonly made = new Map<number, Promise<string>>();
  private readonly urls: string[] = [];
  private readonly waiting: (() => void)[] = [];
  private running = 0;
  private closed = false;

  private constructor(private readonly doc: PDFDocumentProxy) {}

  /** Opens the PDF for drawing; null when pdf.js cannot (the pages can still be edited, without pictures). */
  static async open(file: Blob): Promise<Thumbnails | null> {
    startPdfjsWorker();
    const task = getDocument({ data: new Uint8Array(await file.arrayBuffer()), isEvalSupported: false });
    try {
      return new Thumbnails(await task.promise);
    } catch {
      await task.destroy().catch(() => {});
      return null;
    }
  }

  /** An object URL of page `n`'s picture (1-based), as the file shows it (its own rotation applied). */
  get(n: number): Promise<string> {
    let made = this.made.get(n);
    if (!made) {
      made = this.queued(() => this.draw(n));
      this.made.set(n, made);
    }
    return made;
  }

  private async queued<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await job();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private async draw(n: number): Promise<string> {
    if (this.closed) throw new Error("closed");
    const page = await this.doc.getPage(n);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: THUMB_WIDTH / Math.max(base.width, base.height) });
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(viewport.width));
    canvas.height = Math.max(1, Math.round(viewport.height));
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.8));
    canvas.width = canvas.height = 0;
    page.cleanup();
    if (!blob) throw new Error("The thumbnail could not be encoded");
    const url = URL.createObjectURL(blob);
    if (this.closed) URL.revokeObjectURL(url);
    else this.urls.push(url);
    return url;
  }

  /** Releases the pictures and the document. */
  close() {
    this.closed = true;
    for (const url of this.urls) URL.revokeObjectURL(url);
    void this.doc.destroy().catch(() => {});
  }
}
