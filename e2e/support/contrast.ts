import { parse, wcagContrast } from "culori";

/**
 * WCAG 2 contrast ratio of two computed CSS colours (culori, as the Color Picker measures it; pass opaque colours), for
 * what axe cannot judge: SVG text halos and chart marks.
 */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [parse(a), parse(b)];
  if (!first || !second) throw new Error(`Not a CSS colour: ${first ? b : a}`);
  return wcagContrast(first, second);
}
