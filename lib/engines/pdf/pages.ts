import { MAX_PDF_PAGES, PDF_TOOL_MESSAGES, formatCount } from "./limits";

/**
 * Page lists as people write them, for the PDF page tools: "1-3, 5, 8-" (8- runs to the end), "-3" (up to page 3),
 * "last" (the last page, also as a range end: "5-last"), en and em dashes read as hyphens, spaces anywhere, empty parts
 * ("1-3,") skipped, an empty text meaning every page. Ranges come back as written, in order and with repeats, because
 * each tool gives them a meaning: merge takes the pages in that order (a page named twice appears twice), split makes
 * one file of each range. A range written backwards ("5-3") is refused with the way to write it, never silently
 * turned round. Bounded: the text is read up to MAX_TEXT characters, and the pages it names are counted (never
 * expanded) against MAX_PDF_PAGES before anything is built.
 */

export interface PageRange {
  /** 1-based, inclusive. */
  from: number;
  to: number;
}

export type PageSpec = { ok: true; ranges: PageRange[]; pageCount: number } | { ok: false; error: string };

const MAX_TEXT = 1000;
const NUMBER = String.raw`(\d{1,7}|last)`;
const PART = new RegExp(String.raw`^(?:${NUMBER}|${NUMBER}?\s*-\s*${NUMBER}?)$`, "i");

export const PAGE_MESSAGES = {
  syntax: (part: string) => `“${part}” isn't a page or a range. Write pages like 1-3, 5, 8- or last.`,
  zero: "There is no page 0: pages are counted from 1.",
  missing: (page: number, pageCount: number, subject: string) =>
    `Page ${formatCount(page)} does not exist: ${subject} has ${formatCount(pageCount)} ${pageCount === 1 ? "page" : "pages"}.`,
  backwards: (part: string, from: number, to: number) => `“${part}” runs backwards: write the first page first (${to}-${from}).`,
  tooLong: `That list of pages is over ${formatCount(MAX_TEXT)} characters: write long runs as ranges, such as 1-200.`,
} as const;

/**
 * Reads `text` against a PDF of `pageCount` pages. `subject` names the PDF in the messages ("this PDF",
 * "report.pdf").
 */
export function parsePages(text: string, pageCount: number, subject = "this PDF"): PageSpec {
  if (text.length > MAX_TEXT) return { ok: false, error: PAGE_MESSAGES.tooLong };
  const ranges: PageRange[] = [];
  let total = 0;
  for (const raw of text.replace(/[–—‒−]/g, "-").split(",")) {
    const part = raw.trim().replace(/\s+/g, " ");
    if (!part) continue;
    const match = PART.exec(part);
    if (!match || part === "-") return { ok: false, error: PAGE_MESSAGES.syntax(part) };
    const page = (written: string | undefined, otherwise: number) =>
      written === undefined ? otherwise : written.toLowerCase() === "last" ? pageCount : Number(written);
    const single = match[1] !== undefined;
    const from = single ? page(match[1], 0) : page(match[2], 1);
    const to = single ? from : page(match[3], pageCount);
    for (const n of [from, to]) {
      if (n === 0) return { ok: false, error: PAGE_MESSAGES.zero };
      if (n > pageCount) return { ok: false, error: PAGE_MESSAGES.missing(n, pageCount, subject) };
    }
    if (from > to) return { ok: false, error: PAGE_MESSAGES.backwards(part, from, to) };
    total += to - from + 1;
    if (total > MAX_PDF_PAGES) return { ok: false, error: PDF_TOOL_MESSAGES.tooManyPages(total) };
    ranges.push({ from, to });
  }
  if (ranges.length === 0) return { ok: true, ranges: pageCount > 0 ? [{ from: 1, to: pageCount }] : [], pageCount };
  return { ok: true, ranges, pageCount };
}

/** The 1-based pages the ranges name, in order, repeats kept. */
export function expandRanges(ranges: readonly PageRange[]): number[] {
  const pages: number[] = [];
  for (const { from, to } of ranges) for (let page = from; page <= to; page++) pages.push(page);
  return pages;
}

/** How many pages the ranges name. */
export const rangesPageCount = (ranges: readonly PageRange[]) => ranges.reduce((sum, r) => sum + r.to - r.from + 1, 0);

/** "1-3", "5": a range as a file name or a label shows it. */
export const rangeLabel = ({ from, to }: PageRange) => (from === to ? String(from) : `${from}-${to}`);
