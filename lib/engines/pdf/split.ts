import { MAX_PDF_PAGES, PDF_TOOL_MESSAGES, formatCount } from "./limits";
import { parsePages, type PageRange } from "./pages";

/**
 * How a PDF is cut into parts: by ranges (each range one file), every N pages, or one file per page. Each part's
 * file name says which pages it holds ("report-pages-04-06.pdf", "report-page-09.pdf"), with page numbers padded to
 * the width of the last page's so the files sort in page order.
 */

export type SplitMode = { kind: "ranges"; text: string } | { kind: "every"; text: string } | { kind: "each" };

export interface SplitPart extends PageRange {
  pages: number[];
}

export type SplitPlan = { ok: true; parts: SplitPart[] } | { ok: false; error: string };

export const SPLIT_MESSAGES = {
  noRanges: "Write the ranges to split out, like 1-3, 4-8, 9-: each range becomes one file.",
  every: (pageCount: number) => `Write how many pages go in each file: a whole number from 1 to ${formatCount(pageCount)}.`,
} as const;

const part = (from: number, to: number): SplitPart => ({ from, to, pages: Array.from({ length: to - from + 1 }, (_, i) => from + i) });

export function planSplit(mode: SplitMode, pageCount: number): SplitPlan {
  if (pageCount > MAX_PDF_PAGES) return { ok: false, error: PDF_TOOL_MESSAGES.tooManyPages(pageCount) };
  if (mode.kind === "each") return { ok: true, parts: Array.from({ length: pageCount }, (_, i) => part(i + 1, i + 1)) };
  if (mode.kind === "every") {
    const text = mode.text.trim();
    const n = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
    if (!(n >= 1 && n <= pageCount)) return { ok: false, error: SPLIT_MESSAGES.every(pageCount) };
    const parts: SplitPart[] = [];
    for (let from = 1; from <= pageCount; from += n) parts.push(part(from, Math.min(from + n - 1, pageCount)));
    return { ok: true, parts };
  }
  if (!mode.text.trim()) return { ok: false, error: SPLIT_MESSAGES.noRanges };
  const spec = parsePages(mode.text, pageCount);
  if (!spec.ok) return spec;
  return { ok: true, parts: spec.ranges.map((r) => part(r.from, r.to)) };
}

/** "report-pages-04-06.pdf" for pages 4 to 6 of a PDF whose last page is two digits long. */
export function partFileName(base: string, { from, to }: PageRange, pageCount: number): string {
  const pad = (n: number) => String(n).padStart(String(pageCount).length, "0");
  return from === to ? `${base}-page-${pad(from)}.pdf` : `${base}-pages-${pad(from)}-${pad(to)}.pdf`;
}

/** "report" from "report.PDF"; "document" when nothing is left. */
export const pdfBaseName = (name: string) => name.replace(/\.pdf$/i, "").trim() || "document";
