/**
 * The design studio's choices (module, eye-frame and eye-centre shapes, gradients, frames with a call to action) as
 * plain constants and types, without zod or the renderer: safe in the page's first script. schema.ts validates
 * against them and design.ts draws them.
 */

export const MODULE_SHAPES = ["square", "dots", "rounded", "extra-rounded", "classy", "classy-rounded"] as const;
export type ModuleShape = (typeof MODULE_SHAPES)[number];

export const EYE_FRAME_SHAPES = ["square", "rounded", "extra-rounded", "leaf", "classy"] as const;
export type EyeFrameShape = (typeof EYE_FRAME_SHAPES)[number];

export const EYE_CENTER_SHAPES = ["square", "rounded", "extra-rounded", "leaf"] as const;
export type EyeCenterShape = (typeof EYE_CENTER_SHAPES)[number];

export const FRAME_STYLES = ["banner-bottom", "banner-top", "outline", "bubble"] as const;
export type FrameStyle = (typeof FRAME_STYLES)[number];

export const SHAPE_LABELS: Readonly<Record<ModuleShape | EyeFrameShape | EyeCenterShape, string>> = {
  square: "Square",
  dots: "Dots",
  rounded: "Rounded",
  "extra-rounded": "Extra rounded",
  classy: "Classy",
  "classy-rounded": "Classy rounded",
  leaf: "Leaf",
};

export const FRAME_LABELS: Readonly<Record<FrameStyle, string>> = {
  "banner-bottom": "Banner below",
  "banner-top": "Banner above",
  outline: "Outline",
  bubble: "Speech bubble",
};

export const GRADIENT_TYPES = ["linear", "radial"] as const;
export type GradientType = (typeof GRADIENT_TYPES)[number];
export const GRADIENT_MAX_STOPS = 5;
/** The call to action's longest text, in characters as a reader counts them (grapheme clusters, any script). */
export const FRAME_TEXT_MAX = 30;
export const FRAME_DEFAULT_TEXT = "Scan me";

export interface GradientStop {
  /** 0–1 along the gradient. */
  offset: number;
  /** Normalised hex. */
  color: string;
}

export interface Gradient {
  type: GradientType;
  /** Degrees clockwise from left-to-right (linear gradients only). */
  rotation: number;
  stops: GradientStop[];
}

export interface PartStyle<Shape extends string> {
  shape: Shape;
  /** Normalised hex; when absent the part takes the modules' colour (the `foreground` option). */
  color?: string;
  /** Wins over `color` when present. */
  gradient?: Gradient;
}

export interface FrameOptions {
  style: FrameStyle;
  text: string;
  /** The frame's colour (normalised hex); black when absent. */
  color?: string;
  /** The call to action's colour; the background colour (or white) on a filled banner, else the frame's colour. */
  textColor?: string;
}

export interface QrDesign {
  dots: PartStyle<ModuleShape>;
  eyeFrame: PartStyle<EyeFrameShape>;
  eyeCenter: PartStyle<EyeCenterShape>;
  /** No frame when absent. */
  frame?: FrameOptions;
}

export const DESIGN_DEFAULTS = {
  dots: { shape: "square" },
  eyeFrame: { shape: "square" },
  eyeCenter: { shape: "square" },
} as const satisfies QrDesign;

/** Number of characters a reader sees (grapheme clusters: "👨‍👩‍👧" is one). */
export function graphemeCount(text: string): number {
  return [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;
}
