import { MAX_PAGES_PER_REQUEST, PDF_MESSAGES } from "./limits";

/**
 * Page ranges as people write them: "1-3,5", "2", "4-", "-3" (up to page 3), spaces allowed, empty = every page. The
 * pages come back in the order written, each once. Bounded: the text is cut at 200 characters and the result at
 * MAX_PAGES_PER_REQUEST pages before anything is expanded.
 */
export type PageRangeResult = { ok: true; pages: number[] } | { ok: false; error: string };

const MAX_TEXT = 200;

export function parsePageRange(text: string, pageCount: number): PageRangeResult {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, pages: Array.from({ length: Math.min(pageCount, MAX_PAGES_PER_REQUEST) }, (_, i) => i + 1) };
  if (trimmed.length > MAX_TEXT) return { ok: false, error: PDF_MESSAGES.pagesSyntax };
  const pages: number[] = [];
  const seen = new Set<number>();
  for (const rawPart of trimmed.split(",")) {
    const part = rawPart.trim().replace(/[–—]/g, "-");
    const match = /^(\d{0,6})(?:\s*(-)\s*(\d{0,6}))?$/.exec(part);
    if (!part || !match || (!match[1] && !match[3])) return { ok: false, error: PDF_MESSAGES.pagesSyntax };
    const isRange = match[2] === "-";
    if (!isRange && match[3]) return { ok: false, error: PDF_MESSAGES.pagesSyntax };
    const from = match[1] ? Number(match[1]) : 1;
    const to = isRange ? (match[3] ? Number(match[3]) : pageCount) : from;
    if (from < 1 || to < 1 || from > pageCount || to > pageCount) return { ok: false, error: PDF_MESSAGES.pagesRange(pageCount) };
    if (from > to) return { ok: false, error: PDF_MESSAGES.pagesSyntax };
    for (let page = from; page <= to; page++) {
      if (seen.has(page)) continue;
      seen.add(page);
      pages.push(page);
      if (pages.length > MAX_PAGES_PER_REQUEST) return { ok: false, error: PDF_MESSAGES.tooManyPixels };
    }
  }
  return { ok: true, pages };
}
