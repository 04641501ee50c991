/**
 * Scanning advice about size and margin, in the product's voice. Pure and without the encoder, so the page shows the
 * same advice for any download size the moment it is chosen, from the module count the server returned.
 *
 * Thresholds: ISO/IEC 18004 asks for a quiet zone of 4 modules; phone cameras need about 3 image pixels per module
 * to find the code reliably in a screenshot or print of the exact file (below that, edges blur into their
 * neighbours: a 100 px image of a version-11 code, 69 modules with its margin, does not decode).
 */

export const MIN_PX_PER_MODULE = 3;
export const RECOMMENDED_MARGIN = 4;

/** Pixels per side an image needs for MIN_PX_PER_MODULE, rounded up to the next 100. */
export function recommendedSize(modules: number, margin: number): number {
  return Math.ceil(((modules + 2 * margin) * MIN_PX_PER_MODULE) / 100) * 100;
}

/** Advice when `size` pixels give fewer than 3 px per module (modules per side without the margin). */
export function sizeAdvice(modules: number, margin: number, size: number): string | null {
  const total = modules + 2 * margin;
  const perModule = size / total;
  if (perModule >= MIN_PX_PER_MODULE) return null;
  const better = recommendedSize(modules, margin);
  const shown = perModule < 1 ? "less than 1 px" : `only ${Math.floor(perModule * 10) / 10} px`;
  return `At ${size} × ${size} px each of this code's ${total} modules per side (margin included) is ${shown} wide, too small for many phones to scan. Choose ${better} × ${better} px or more, or shorten the content for a smaller code.`;
}

/** Advice when the quiet zone is under 4 modules. */
export function marginAdvice(margin: number): string | null {
  if (margin >= RECOMMENDED_MARGIN) return null;
  return `A margin under ${RECOMMENDED_MARGIN} modules can stop scanners finding the code, especially on a dark or busy background. Keep ${RECOMMENDED_MARGIN} unless the code sits on a plain light area.`;
}

/** Every size and margin advice for an image of `size` pixels. */
export function scanAdvice(modules: number, margin: number, size: number): string[] {
  return [sizeAdvice(modules, margin, size), marginAdvice(margin)].filter((a): a is string => a !== null);
}
