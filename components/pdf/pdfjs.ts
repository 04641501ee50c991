import { GlobalWorkerOptions } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * pdf.js's worker for every PDF tool in the browser (the PDF Converter's pages and text, the page tools' thumbnails):
 * its legacy build's worker as a module worker served from our origin, started when a tool first opens a PDF with
 * pdf.js and shared by every document after. Only modules loaded with `import()` on first use call this, so pdf.js is
 * never part of a page's first load.
 */
let worker: Worker | undefined;

export function startPdfjsWorker(): void {
  if (worker) return;
  worker = new Worker(new URL("./pdfjs.worker.ts", import.meta.url), { type: "module", name: "pdfjs" });
  GlobalWorkerOptions.workerPort = worker;
}
