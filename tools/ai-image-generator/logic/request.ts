import { trimEndOf } from "@/lib/engines/text/trim";
import { CONTROL_CHARACTER_MESSAGE, hasDisallowedControl } from "@/lib/platform/safe-text";

/**
 * The AI Image Generator's request and how it becomes the provider's (docs/product.md "AI Image Generator"). Pure and
 * browser-safe: the page checks a request with `checkImageRequest` before sending it, the server again before any
 * provider call.
 */

/** The longest prompt (and the longest "avoid" text), in characters. */
export const MAX_PROMPT_CHARS = 4_000;
export const MAX_AVOID_CHARS = 1_000;
export const MAX_IMAGES = 4;
/** Seeds are whole numbers from 0 to this (the range image models accept). */
export const MAX_SEED = 2_147_483_647;

/** Sizes every OpenAI-compatible image API takes, by shape. */
export const SIZES = {
  square: { label: "Square", size: "1024x1024" },
  portrait: { label: "Portrait", size: "1024x1536" },
  landscape: { label: "Landscape", size: "1536x1024" },
} as const;
export type Shape = keyof typeof SIZES;

export const STYLES = {
  none: { label: "No style", words: "" },
  photo: { label: "Photo", words: "a realistic photograph, natural light, sharp focus" },
  illustration: { label: "Illustration", words: "a clean digital illustration with flat colours" },
  watercolour: { label: "Watercolour", words: "a watercolour painting on textured paper" },
  "3d": { label: "3D render", words: "a 3D render with soft studio lighting" },
  "pixel-art": { label: "Pixel art", words: "pixel art with a limited palette" },
  sketch: { label: "Pencil sketch", words: "a pencil sketch with cross-hatching" },
} as const;
export type Style = keyof typeof STYLES;

export interface ImageRequest {
  prompt: string;
  avoid: string;
  shape: Shape;
  count: number;
  style: Style;
  /** null: a new random image each time. */
  seed: number | null;
}

export type ImageCheck = { ok: true; request: ImageRequest } | { ok: false; field: keyof ImageRequest; error: string };

function has<T extends object>(table: T, key: unknown): key is keyof T {
  return typeof key === "string" && Object.hasOwn(table, key);
}

export function promptTooLongMessage(length: number): string {
  return `This prompt is ${length.toLocaleString("en-US")} characters; the AI Image Generator takes up to ${MAX_PROMPT_CHARS.toLocaleString("en-US")}.`;
}

/** Checks a request as it arrives (any JSON): the one check of the page and the server. */
export function checkImageRequest(input: unknown): ImageCheck {
  const value = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const prompt = typeof value.prompt === "string" ? value.prompt : "";
  if (!prompt.trim()) return { ok: false, field: "prompt", error: "Describe the image: the subject, the setting, the mood." };
  if (prompt.length > MAX_PROMPT_CHARS) return { ok: false, field: "prompt", error: promptTooLongMessage(prompt.length) };
  if (hasDisallowedControl(prompt)) return { ok: false, field: "prompt", error: CONTROL_CHARACTER_MESSAGE };
  const avoid = typeof value.avoid === "string" ? value.avoid : "";
  if (avoid.length > MAX_AVOID_CHARS) return { ok: false, field: "avoid", error: `Keep what to avoid under ${MAX_AVOID_CHARS.toLocaleString("en-US")} characters (this is ${avoid.length.toLocaleString("en-US")}).` };
  if (hasDisallowedControl(avoid)) return { ok: false, field: "avoid", error: CONTROL_CHARACTER_MESSAGE };
  const shape = value.shape ?? "square";
  if (!has(SIZES, shape)) return { ok: false, field: "shape", error: "Choose square, portrait or landscape." };
  const style = value.style ?? "none";
  if (!has(STYLES, style)) return { ok: false, field: "style", error: "Choose a style from the list." };
  const count = value.count ?? 1;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MAX_IMAGES) return { ok: false, field: "count", error: `Make 1 to ${MAX_IMAGES} images at a time.` };
  const seed = value.seed ?? null;
  if (seed !== null && (typeof seed !== "number" || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)) {
    return { ok: false, field: "seed", error: `A seed is a whole number from 0 to ${MAX_SEED.toLocaleString("en-US")}, or empty for a new image each time.` };
  }
  return { ok: true, request: { prompt, avoid, shape, count, style, seed } };
}

/**
 * The prompt the provider gets: the user's words, then the style, then what to avoid (the OpenAI image API has no
 * negative prompt, so it is said in words).
 */
export function providerPrompt(request: ImageRequest): string {
  const parts = [request.prompt.trim()];
  const style = STYLES[request.style].words;
  if (style) parts.push(`Style: ${style}.`);
  if (request.avoid.trim()) parts.push(`Avoid: ${request.avoid.trim()}.`);
  return parts.join("\n\n");
}

/** The file name of a downloaded image: the prompt's first words, its number and the format. */
export function imageFileName(prompt: string, index: number, extension: string): string {
  const words = prompt.replace(/[^\p{L}\p{N}]+/gu, " ").trim().split(" ").slice(0, 5).join("-").toLowerCase().slice(0, 50);
  // A cut in the middle of a word pair may leave a hyphen at the end.
  const trimmed = trimEndOf(words, "-");
  return `${trimmed || "image"}-${index + 1}.${extension}`;
}
