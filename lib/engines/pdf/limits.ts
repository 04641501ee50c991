/**
 * The bounds of the PDF page tools (merge, split, organise), which run in the visitor's browser: what one go may hold,
 * so a phone is never asked for more memory than it has. The words are here beside the numbers so the check and the
 * message cannot drift; docs/product.md states the same bounds.
 */

const MB = 1024 * 1024;

/** PDFs taken in at once (merge). */
export const MAX_PDF_FILES = 20;
/** Bytes of all the PDFs taken in at once, and of one PDF. */
export const MAX_PDF_TOTAL_BYTES = 100 * MB;
/** Pages in all the PDFs taken in at once, and pages written out. */
export const MAX_PDF_PAGES = 1000;
/**
 * Pixels of one image Compress PDF decodes (its dictionary's Width × Height, and its JPEG header's): 40 million
 * pixels are 160 MB as a bitmap, about what a phone's browser gives one canvas. A larger image is kept as it is.
 */
export const MAX_COMPRESS_IMAGE_PIXELS = 40_000_000;

const count = (n: number) => n.toLocaleString("en-US");
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(bytes >= 10 * MB ? 0 : 1)} MB`;

export const PDF_TOOL_MESSAGES = {
  empty: (name: string) => `${name} is empty.`,
  notPdf: (name: string, detected: string) => `${name} isn't a PDF (detected: ${detected}).`,
  encrypted: (name: string) =>
    `${name} is password-protected, and this tool can't open protected PDFs. Open it in a PDF reader with its password, save or print an unprotected copy, and use that.`,
  damaged: (name: string) => `${name} is damaged and can't be read.`,
  noPages: (name: string) => `${name} has no pages.`,
  onlyOne: "One PDF at a time here: choose a single file.",
  tooManyFiles: (chosen: number) => `Up to ${MAX_PDF_FILES} PDFs at a time: you chose ${count(chosen)}.`,
  tooManyBytes: (bytes: number) => `These PDFs come to ${megabytes(bytes)} together: up to ${megabytes(MAX_PDF_TOTAL_BYTES)} at a time. Choose fewer or smaller files.`,
  tooManyPages: (pages: number) => `That is ${count(pages)} pages: up to ${count(MAX_PDF_PAGES)} pages at a time. Choose fewer pages or smaller PDFs.`,
  nothingChosen: "Choose a PDF first.",
  noPagesLeft: "Every page is deleted: keep at least one page to save a PDF.",
  failed: "Something went wrong while building the PDF. Please try again; if it happens again, the PDF may be damaged.",
  crashed: "Your browser ran out of memory on this PDF. Try fewer or smaller files.",
} as const;

export const formatCount = count;
export const formatMegabytes = megabytes;
