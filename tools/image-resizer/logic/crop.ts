/**
 * The crop rectangle, in whole pixels of the image as shown (after any turn): made for an aspect preset, moved and
 * resized by pointer or keyboard, always inside the image and at least one pixel. With an aspect preset the height
 * follows the width (rounded), so the shape stays 1:1, 4:3, 16:9 or 9:16 to the pixel.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type AspectPreset = "free" | "1:1" | "4:3" | "16:9" | "9:16";

export const ASPECT_PRESETS: readonly AspectPreset[] = ["free", "1:1", "4:3", "16:9", "9:16"];

/** Width ÷ height, or null for a free crop. */
export function aspectOf(preset: AspectPreset): number | null {
  if (preset === "free") return null;
  const [w, h] = preset.split(":").map(Number);
  return w! / h!;
}

type Bounds = { width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The whole image. */
export function fullRect(bounds: Bounds): Rect {
  return { x: 0, y: 0, width: bounds.width, height: bounds.height };
}

/** The largest rectangle of the aspect inside the image, centred on `around` (the image's centre when absent). */
export function fitAspect(bounds: Bounds, aspect: number | null, around?: Rect): Rect {
  if (aspect === null) return around ?? fullRect(bounds);
  let width = bounds.width;
  let height = Math.round(width / aspect);
  if (height > bounds.height) {
    height = bounds.height;
    width = Math.max(1, Math.min(bounds.width, Math.round(height * aspect)));
  }
  height = Math.max(1, height);
  const cx = around ? around.x + around.width / 2 : bounds.width / 2;
  const cy = around ? around.y + around.height / 2 : bounds.height / 2;
  return {
    x: clamp(Math.round(cx - width / 2), 0, bounds.width - width),
    y: clamp(Math.round(cy - height / 2), 0, bounds.height - height),
    width,
    height,
  };
}

/** Moved by (dx, dy), stopped at the image's edges. */
export function moveRect(rect: Rect, dx: number, dy: number, bounds: Bounds): Rect {
  return { ...rect, x: clamp(Math.round(rect.x + dx), 0, bounds.width - rect.width), y: clamp(Math.round(rect.y + dy), 0, bounds.height - rect.height) };
}

/**
 * Resized from its top-left corner by (dw, dh): the width and height within the image and at least 1 px; with an
 * aspect the height follows the width, and the width shrinks when that height would not fit.
 */
export function resizeRect(rect: Rect, dw: number, dh: number, aspect: number | null, bounds: Bounds): Rect {
  const maxWidth = bounds.width - rect.x;
  const maxHeight = bounds.height - rect.y;
  if (aspect === null) {
    return { ...rect, width: clamp(Math.round(rect.width + dw), 1, maxWidth), height: clamp(Math.round(rect.height + dh), 1, maxHeight) };
  }
  // One drag or key press changes one measure: the larger change leads, in width terms.
  const grow = Math.abs(dw) >= Math.abs(dh) ? dw : dh * aspect;
  let width = clamp(Math.round(rect.width + grow), 1, maxWidth);
  let height = Math.max(1, Math.round(width / aspect));
  if (height > maxHeight) {
    height = maxHeight;
    width = clamp(Math.round(height * aspect), 1, maxWidth);
  }
  return { ...rect, width, height };
}

/** The keyboard step: a hundredth of the image's longest side, at least a pixel. */
export function keyStep(bounds: Bounds): number {
  return Math.max(1, Math.round(Math.max(bounds.width, bounds.height) / 100));
}

/** What an arrow key does to the crop: alone it moves it, with Shift it resizes it (right and down grow it). */
export function cropByKey(rect: Rect, key: string, shift: boolean, aspect: number | null, bounds: Bounds): Rect | null {
  const step = keyStep(bounds);
  const delta: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const d = delta[key];
  if (!d) return null;
  return shift ? resizeRect(rect, d[0], d[1], aspect, bounds) : moveRect(rect, d[0], d[1], bounds);
}

/** A crop typed in the X, Y, width and height fields, checked against the image. */
export function typedRect(fields: Record<keyof Rect, string>, bounds: Bounds): { ok: true; rect: Rect } | { ok: false; error: string } {
  const values = {} as Rect;
  for (const key of ["x", "y", "width", "height"] as const) {
    const t = fields[key].trim();
    if (!/^\d+$/.test(t)) return { ok: false, error: `The crop's ${key === "x" || key === "y" ? key.toUpperCase() : key} must be a whole number of pixels.` };
    values[key] = Number(t);
  }
  if (values.width < 1 || values.height < 1) return { ok: false, error: "The crop must be at least 1 pixel wide and high." };
  if (values.x + values.width > bounds.width || values.y + values.height > bounds.height) {
    return { ok: false, error: `The crop goes past the image's edge: the image is ${bounds.width} × ${bounds.height} pixels.` };
  }
  return { ok: true, rect: values };
}
