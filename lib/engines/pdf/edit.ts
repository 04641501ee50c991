import { degrees, PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, type PDFObject } from "pdf-lib";
import { MAX_PDF_PAGES, PDF_TOOL_MESSAGES } from "./limits";
import { firstPlaces, mapOutline, readOutline, writeOutline, type Bookmark } from "./outline";

/**
 * The PDF page tools' work, on pdf-lib (MIT): merge pages of several PDFs, split one into parts, and lay out one
 * PDF's pages again (order, rotation, deletions). Every output is a new document that pages are copied into, so
 * only what the kept pages use is written: a deleted page's content does not stay hidden in the file. Copying keeps
 * each page's content, size (MediaBox, CropBox), resources, annotations and rotation — pdf-lib moves what a page
 * inherits from its page tree onto the copy. Of what belongs to the document, the bookmarks are carried over
 * (outline.ts), pointing at the copied pages; form field definitions and attachments are not. The pages say so.
 *
 * Framework-free: the browser runs it in a Web Worker (components/pdf), the unit tests in Node.
 */

/** A message for the visitor, in the product's words, that names the file. */
export class PdfToolError extends Error {
  override name = "PdfToolError";
}

/**
 * pdf-lib refuses an encrypted PDF (EncryptedPDFError) unless told to ignore the encryption, which would write pages
 * whose streams are still encrypted: a broken file. So an encrypted PDF is refused with its own message. pdf-lib's
 * errors are compiled to ES5 classes, which `instanceof` cannot tell apart from a plain Error, so when loading fails
 * the file is read once more with the encryption ignored, only to ask whether it is encrypted; nothing is built from
 * that reading.
 */
export async function loadPdf(bytes: Uint8Array, name: string): Promise<PDFDocument> {
  let doc: PDFDocument;
  let pages: number;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
    // A file without a readable page tree loads, and fails here.
    pages = doc.getPageCount();
  } catch {
    throw new PdfToolError((await isEncrypted(bytes)) ? PDF_TOOL_MESSAGES.encrypted(name) : PDF_TOOL_MESSAGES.damaged(name));
  }
  if (pages === 0) throw new PdfToolError(PDF_TOOL_MESSAGES.noPages(name));
  if (pages > MAX_PDF_PAGES) throw new PdfToolError(PDF_TOOL_MESSAGES.tooManyPages(pages));
  return doc;
}

async function isEncrypted(bytes: Uint8Array): Promise<boolean> {
  try {
    return (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })).isEncrypted;
  } catch {
    return false;
  }
}

export interface PdfFacts {
  pageCount: number;
  /** Each page's clockwise rotation as the file sets it (0, 90, 180 or 270). */
  rotations: number[];
}

export async function inspectPdf(bytes: Uint8Array, name: string): Promise<PdfFacts> {
  const doc = await loadPdf(bytes, name);
  return { pageCount: doc.getPageCount(), rotations: doc.getPages().map((page) => normalise(page.getRotation().angle)) };
}

const normalise = (angle: number) => (((Math.round(angle / 90) * 90) % 360) + 360) % 360;

async function newDocument(): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setProducer("Utilify (pdf-lib)");
  return doc;
}

const ANNOTS = PDFName.of("Annots");

/** The page a link annotation jumps to (its /Dest, or its GoTo action's /D), when it names one by reference. */
function linkTarget(annotation: PDFDict): PDFRef | undefined {
  let destination = annotation.lookup(PDFName.of("Dest"));
  const action = annotation.lookup(PDFName.of("A"));
  if (!destination && action instanceof PDFDict) destination = action.lookup(PDFName.of("D"));
  const page = destination instanceof PDFArray && destination.size() > 0 ? destination.get(0) : undefined;
  return page instanceof PDFRef ? page : undefined;
}

/**
 * Copies the 1-based `pages` of `source` to the end of `out`. pdf-lib copies everything a page refers to, and a link
 * to another page refers to that page: a link to a page left out would carry the left-out page (its text, its images)
 * into the file, unseen. So, for the copy only, a kept page's links to pages left out are taken off it; links
 * between kept pages stay.
 */
async function copyInto(out: PDFDocument, source: PDFDocument, pages: readonly number[]) {
  const all = source.getPages();
  const kept = new Set(pages.map((n) => all[n - 1]!.ref));
  const restore: [PDFDict, PDFObject][] = [];
  for (const n of new Set(pages)) {
    const node = all[n - 1]!.node;
    const annotations = node.lookup(ANNOTS);
    if (!(annotations instanceof PDFArray)) continue;
    const keep = annotations.asArray().filter((entry) => {
      const annotation = source.context.lookup(entry);
      const target = annotation instanceof PDFDict ? linkTarget(annotation) : undefined;
      return !target || kept.has(target);
    });
    if (keep.length === annotations.size()) continue;
    restore.push([node, node.get(ANNOTS)!]);
    node.set(ANNOTS, source.context.obj(keep));
  }
  try {
    for (const page of await out.copyPages(source, pages.map((n) => n - 1))) out.addPage(page);
  } finally {
    for (const [node, annotations] of restore) node.set(ANNOTS, annotations);
  }
}

const save = (doc: PDFDocument) => doc.save({ useObjectStreams: true });

export interface MergeInput {
  bytes: Uint8Array;
  name: string;
  /** 1-based pages in the order they go in; a page may repeat. */
  pages: readonly number[];
}

/** One PDF of the chosen pages of each input, inputs in the order given. */
export async function mergePdfs(inputs: readonly MergeInput[]): Promise<Uint8Array> {
  const total = inputs.reduce((sum, input) => sum + input.pages.length, 0);
  if (total > MAX_PDF_PAGES) throw new PdfToolError(PDF_TOOL_MESSAGES.tooManyPages(total));
  const out = await newDocument();
  const bookmarks: Bookmark[] = [];
  for (const input of inputs) {
    const source = await loadPdf(input.bytes, input.name);
    bookmarks.push(...mapOutline(readOutline(source), firstPlaces(input.pages, out.getPageCount())));
    await copyInto(out, source, input.pages);
  }
  writeOutline(out, bookmarks);
  return save(out);
}

/** One PDF per group of 1-based pages. */
export async function splitPdf(bytes: Uint8Array, name: string, groups: readonly (readonly number[])[]): Promise<Uint8Array[]> {
  const total = groups.reduce((sum, group) => sum + group.length, 0);
  if (total > MAX_PDF_PAGES) throw new PdfToolError(PDF_TOOL_MESSAGES.tooManyPages(total));
  const source = await loadPdf(bytes, name);
  const outline = readOutline(source);
  const parts: Uint8Array[] = [];
  for (const group of groups) {
    const out = await newDocument();
    await copyInto(out, source, group);
    writeOutline(out, mapOutline(outline, firstPlaces(group, 0)));
    parts.push(await save(out));
  }
  return parts;
}

export interface PagePlan {
  /** The source page, 1-based. */
  page: number;
  /** Clockwise turn added to the page's own rotation: 0, 90, 180 or 270. */
  turn: number;
}

/** The pages in the order given, each turned by its `turn`; pages left out are deleted. */
export async function organisePdf(bytes: Uint8Array, name: string, plan: readonly PagePlan[]): Promise<Uint8Array> {
  if (plan.length === 0) throw new PdfToolError(PDF_TOOL_MESSAGES.noPagesLeft);
  const source = await loadPdf(bytes, name);
  const out = await newDocument();
  const pages = plan.map((p) => p.page);
  await copyInto(out, source, pages);
  writeOutline(out, mapOutline(readOutline(source), firstPlaces(pages, 0)));
  out.getPages().forEach((page, i) => {
    const turn = plan[i]!.turn;
    if (normalise(turn) !== 0) page.setRotation(degrees(normalise(page.getRotation().angle + turn)));
  });
  return save(out);
}
