/**
 * The mask the provider's edit endpoint takes (docs/product.md "AI Image Editor"): a PNG of the image's size whose
 * transparent pixels are the area to change and whose opaque pixels are kept, as OpenAI's images/edits expects. The
 * page paints on a canvas of the image's size; these pure functions turn that paint into the mask's pixels and give
 * the keyboard's areas. Pure: the page and the tests use them.
 */

/** RGBA pixels of the mask from RGBA pixels of the paint layer: any paint (alpha > 0) becomes transparent, the rest opaque black. */
export function maskFromPaint(paint: Uint8ClampedArray): Uint8ClampedArray<ArrayBuffer> {
  if (paint.length % 4 !== 0) throw new RangeError("RGBA pixels come in fours.");
  const mask = new Uint8ClampedArray(paint.length);
  for (let i = 3; i < paint.length; i += 4) mask[i] = paint[i]! > 0 ? 0 : 255;
  return mask;
}

/** The share of pixels painted (0 to 1): 0 means there is nothing to change. */
export function paintedShare(paint: Uint8ClampedArray): number {
  const pixels = paint.length / 4;
  if (pixels === 0) return 0;
  let painted = 0;
  for (let i = 3; i < paint.length; i += 4) if (paint[i]! > 0) painted++;
  return painted / pixels;
}

/** Areas a keyboard user marks without a pointer. */
export const AREAS = {
  whole: { label: "Whole image" },
  top: { label: "Top half" },
  bottom: { label: "Bottom half" },
  left: { label: "Left half" },
  right: { label: "Right half" },
  centre: { label: "Centre" },
} as const;
export type Area = keyof typeof AREAS;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The rectangle of an area in an image of `width` × `height` pixels (the centre is the middle half of each side). */
export function areaRect(area: Area, width: number, height: number): Rect {
  const halfW = Math.ceil(width / 2);
  const halfH = Math.ceil(height / 2);
  switch (area) {
    case "whole":
      return { x: 0, y: 0, width, height };
    case "top":
      return { x: 0, y: 0, width, height: halfH };
    case "bottom":
      return { x: 0, y: height - halfH, width, height: halfH };
    case "left":
      return { x: 0, y: 0, width: halfW, height };
    case "right":
      return { x: width - halfW, y: 0, width: halfW, height };
    case "centre": {
      const x = Math.floor(width / 4);
      const y = Math.floor(height / 4);
      return { x, y, width: width - 2 * x, height: height - 2 * y };
    }
  }
}
