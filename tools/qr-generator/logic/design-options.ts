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

/** Uploads: the whole request (the image as a base64 data URL) must fit the site's 1 MB body limit. */
export const LOGO_MAX_BYTES = 512 * 1024;
/** Longest side of an uploaded raster logo, read from its header before it is decoded. */
export const LOGO_MAX_PIXELS = 2048;
export const LOGO_UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"] as const;
/** The logo's width as a share of the code's width (modules, without the quiet zone). */
export const LOGO_SIZE_MIN = 0.1;
export const LOGO_SIZE_MAX = 0.3;
export const LOGO_SIZE_DEFAULT = 0.2;

export interface LogoOptions {
  /** An icon's name (logo-icons.ts) or an uploaded image as a data URL (PNG, JPEG, WebP or SVG). */
  image: string;
  /** LOGO_SIZE_MIN–LOGO_SIZE_MAX of the code's width. */
  size: number;
}

export interface QrDesign {
  dots: PartStyle<ModuleShape>;
  eyeFrame: PartStyle<EyeFrameShape>;
  eyeCenter: PartStyle<EyeCenterShape>;
  /** No frame when absent. */
  frame?: FrameOptions;
  /** No logo when absent. The modules behind it are cleared; error correction defaults to H with a logo. */
  logo?: LogoOptions;
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
