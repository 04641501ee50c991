/**
 * Page sizes and pixel maths. PDF measures in points, 72 to the inch: a page of w pt rendered at d DPI is
 * round(w / 72 × d) pixels wide (A4, 595.28 × 841.89 pt, at 150 DPI = 1240 × 1754 px; Letter at 300 DPI = 2550 × 3300).
 */

export const PAGE_SIZES = {
  a4: { name: "A4", width: 595.28, height: 841.89 },
  letter: { name: "Letter", width: 612, height: 792 },
} as const;
export type PageSizeId = keyof typeof PAGE_SIZES | "fit";
export const PAGE_SIZE_IDS: readonly PageSizeId[] = ["a4", "letter", "fit"];

/** Margins offered, in millimetres. */
export const MARGINS_MM = [0, 5, 10, 20] as const;
export const mmToPt = (mm: number) => (mm / 25.4) * 72;

export function pixelSize(widthPt: number, heightPt: number, dpi: number): { width: number; height: number } {
  return { width: Math.max(1, Math.round((widthPt / 72) * dpi)), height: Math.max(1, Math.round((heightPt / 72) * dpi)) };
}

export interface Placement {
  page: [number, number];
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where an image of w × h pixels goes on its page. A4 and Letter turn to landscape for a landscape image; the image is
 * scaled to fit inside the margins with its aspect ratio kept (never enlarged past 96 px to the inch, so a small
 * image stays sharp) and centred. "fit" makes the page the image's size (96 px to the inch) plus the margins.
 */
export function placeImage(widthPx: number, heightPx: number, size: PageSizeId, marginPt: number): Placement {
  const naturalW = (widthPx * 72) / 96;
  const naturalH = (heightPx * 72) / 96;
  if (size === "fit") {
    return { page: [naturalW + 2 * marginPt, naturalH + 2 * marginPt], x: marginPt, y: marginPt, width: naturalW, height: naturalH };
  }
  const paper = PAGE_SIZES[size];
  const landscape = widthPx > heightPx;
  const pageW = landscape ? paper.height : paper.width;
  const pageH = landscape ? paper.width : paper.height;
  const boxW = Math.max(1, pageW - 2 * marginPt);
  const boxH = Math.max(1, pageH - 2 * marginPt);
  const scale = Math.min(boxW / naturalW, boxH / naturalH, 1);
  const width = naturalW * scale;
  const height = naturalH * scale;
  return { page: [pageW, pageH], x: (pageW - width) / 2, y: (pageH - height) / 2, width, height };
}
