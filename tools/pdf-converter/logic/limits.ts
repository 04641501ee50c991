import type { PlanEntitlements } from "@/lib/domain/plans";

/**
 * The PDF Converter's limits and messages (docs/product.md, "Paid tools"), read by the page, the browser path and the
 * server route alike so the words and the checks cannot drift. Client-safe and free of the price table: the words
 * that name the paid plan are in plan.ts, and the page gets them from the server as plain data.
 */

const MB = 1024 * 1024;

/** Free, in the browser: one PDF (or a few images) up to this size, rendered at 72 or 150 DPI. */
export const FREE_MAX_FILE_BYTES = 10 * MB;
export const FREE_MAX_IMAGES = 3;
export const FREE_DPIS = [72, 150] as const;
/** Paid, on the server: several files, each up to 100 MB, 300 DPI and ZIP. */
export const PAID_MAX_FILE_BYTES = 100 * MB;
/** The whole request body of the paid route (the files plus the form fields). */
export const PAID_MAX_BODY_BYTES = PAID_MAX_FILE_BYTES + MB;
export const PAID_MAX_FILES = 20;
export const DPIS = [72, 150, 300] as const;
export type Dpi = (typeof DPIS)[number];
/** Pixels rendered in one request (pages × width × height): about 57 A4 pages at 300 DPI. */
export const MAX_PIXELS_PER_REQUEST = 500_000_000;
/** One page's pixels: a page bigger than this at the chosen DPI is refused (a poster at 300 DPI). */
export const MAX_PIXELS_PER_PAGE = 60_000_000;
/** Pages rendered in one request. */
export const MAX_PAGES_PER_REQUEST = 500;

/**
 * Paid PDF work comes with unlimited use of every tool, which is what the cheapest paid plan sells ("Unlimited use of
 * every tool", lib/domain/plans/index.ts): the plan is looked up (plan.ts), never named here.
 */
export const PDF_PAID_TEST = (e: PlanEntitlements): boolean => Object.values(e.dailyLimits).every((limit) => limit === null);

export const sizeLabel = (bytes: number) => `${Math.round(bytes / MB)} MB`;

export const PDF_MESSAGES = {
  notPdf: (detected: string) => `This isn't a PDF (detected: ${detected})`,
  notImage: (detected: string) => `This isn't a JPG or PNG image (detected: ${detected})`,
  notImageFile: (name: string, detected: string) => `${name} isn't a JPG or PNG image (detected: ${detected})`,
  empty: "This file is empty.",
  corrupt: "This PDF is damaged and can't be read.",
  needsPassword: "This PDF is password-protected",
  wrongPassword: "Incorrect password",
  pagesRange: (count: number) => `Pages must be within 1–${count}`,
  pagesSyntax: "Write pages as numbers and ranges, like 1-3,5",
  scan: "No selectable text — looks like a scan",
  noText: "This PDF has no text",
  paidTooBig: `Each file can be up to ${sizeLabel(PAID_MAX_FILE_BYTES)}.`,
  bodyTooBig: `This is too much to send at once (more than ${sizeLabel(PAID_MAX_FILE_BYTES)}). Please send fewer or smaller files.`,
  tooManyFiles: `Up to ${PAID_MAX_FILES} files at a time.`,
  tooManyPixels: "That is too many pages at this resolution for one go. Choose fewer pages or a lower DPI.",
  pageTooLarge: (page: number) => `Page ${page} is too large to render at this DPI. Choose a lower DPI.`,
  noFiles: "Choose a file to convert.",
  badRequest: "This request isn't one the PDF Converter understands.",
} as const;
