import { degrees, PDFDocument, StandardFonts } from "pdf-lib";

/**
 * Real PDFs for the PDF page tools' tests, made with pdf-lib: each page draws its own label as text, so which source
 * page went where is read back from the output's text with pdf.js (an independent reader), not from pdf-lib's own
 * bookkeeping.
 */

export interface TestPage {
  label: string;
  size?: [number, number];
  rotate?: number;
}

export const A4: [number, number] = [595.28, 841.89];
export const LETTER: [number, number] = [612, 792];

export async function makePdf(pages: readonly (TestPage | string)[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const spec of pages) {
    const { label, size = A4, rotate = 0 } = typeof spec === "string" ? { label: spec } : spec;
    const page = doc.addPage(size);
    page.drawText(label, { x: 40, y: size[1] - 80, size: 24, font });
    if (rotate) page.setRotation(degrees(rotate));
  }
  return doc.save();
}

export interface ReadPage {
  text: string;
  /** The MediaBox's width and height, as the file states them. */
  width: number;
  height: number;
  rotate: number;
}

/** Each page of `bytes` as pdf.js reads it: its text, MediaBox size and /Rotate. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPage[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: ReadPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const items = (await page.getTextContent()).items as { str?: string }[];
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    pages.push({ text: items.map((item) => item.str ?? "").join("").trim(), width: x1 - x0, height: y1 - y0, rotate: page.rotate });
  }
  await doc.destroy();
  return pages;
}

export const labels = (pages: readonly ReadPage[]) => pages.map((p) => p.text);

export interface ReadBookmark {
  title: string;
  /** 1-based page it opens, as pdf.js resolves it; null for none. */
  page: number | null;
  items: ReadBookmark[];
}

/** The outline of `bytes` as pdf.js reads it, each bookmark with the page it opens. */
export async function readBookmarks(bytes: Uint8Array): Promise<ReadBookmark[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  type Item = { title: string; dest: string | unknown[] | null; items: Item[] };
  const walk = async (items: Item[] | null): Promise<ReadBookmark[]> =>
    Promise.all(
      (items ?? []).map(async (item) => {
        const dest = typeof item.dest === "string" ? await doc.getDestination(item.dest) : item.dest;
        const ref = Array.isArray(dest) ? (dest[0] as { num: number; gen: number }) : null;
        return { title: item.title, page: ref ? (await doc.getPageIndex(ref)) + 1 : null, items: await walk(item.items) };
      }),
    );
  const outline = await walk((await doc.getOutline()));
  await doc.destroy();
  return outline;
}
