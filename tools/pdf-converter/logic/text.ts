import { PDF_MESSAGES } from "./limits";

/** The text of a PDF from pdf.js text items: each item's string, a line break where pdf.js marks the end of a line. */
export interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

export function itemsToText(items: readonly TextItemLike[]): string {
  let out = "";
  for (const item of items) {
    if (typeof item.str !== "string") continue;
    out += item.str;
    if (item.hasEOL) out += "\n";
  }
  // Spaces at line ends go line by line (a /[ \t]+\n/ replace is quadratic on a long run of spaces without a newline).
  return out
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .trim();
}

export interface PageText {
  text: string;
  /** Whether the page draws at least one image (pdf.js operator list). */
  hasImages: boolean;
}

export type TextVerdict = { kind: "text"; text: string } | { kind: "scan"; message: string } | { kind: "empty"; message: string };

/**
 * A PDF with no selectable character on any page is a scan when its pages draw images (a scanner or a phone camera
 * makes exactly that), and simply empty of text otherwise. Pages are joined with a form feed, the page break of plain
 * text.
 */
export function textVerdict(pages: readonly PageText[]): TextVerdict {
  const hasText = pages.some((p) => /\S/.test(p.text));
  if (hasText) return { kind: "text", text: pages.map((p) => p.text).join("\n\f\n") };
  if (pages.some((p) => p.hasImages)) return { kind: "scan", message: PDF_MESSAGES.scan };
  return { kind: "empty", message: PDF_MESSAGES.noText };
}
