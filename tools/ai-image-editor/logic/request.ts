import { trimWhere } from "@/lib/engines/text/trim";
import { CONTROL_CHARACTER_MESSAGE, hasDisallowedControl } from "@/lib/platform/safe-text";

/**
 * The AI Image Editor's request (docs/product.md "AI Image Editor"): what to do (edit the painted area, or variations
 * of the whole image), the prompt and how many results, and the size the provider is asked for. Pure and
 * browser-safe: the page checks with `checkEditRequest` before sending, the server again before the provider.
 */

export const MAX_PROMPT_CHARS = 4_000;
export const MAX_RESULTS = 4;

export const MODES = {
  edit: { label: "Edit the painted area" },
  variation: { label: "Variations" },
} as const;
export type Mode = keyof typeof MODES;

export interface EditRequest {
  mode: Mode;
  prompt: string;
  count: number;
}

export type EditCheck = { ok: true; request: EditRequest } | { ok: false; field: keyof EditRequest; error: string };

/**
 * What the provider is asked for with no words of the user's (variations): the edit endpoint is sent the whole image
 * as the area to change with this prompt, the AI SDK and OpenAI-compatible servers having no variations call for the
 * current image models.
 */
export const VARIATION_PROMPT = "A variation of this image: keep its subject, composition, colours and style, and change the details.";

export function promptTooLongMessage(length: number): string {
  return `This prompt is ${length.toLocaleString("en-US")} characters; the AI Image Editor takes up to ${MAX_PROMPT_CHARS.toLocaleString("en-US")}.`;
}

/** Checks a request as it arrives (any JSON-like value): the one check of the page and the server. */
export function checkEditRequest(input: unknown): EditCheck {
  const value = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const mode = value.mode ?? "edit";
  if (mode !== "edit" && mode !== "variation") return { ok: false, field: "mode", error: "Choose Edit the painted area or Variations." };
  const prompt = typeof value.prompt === "string" ? value.prompt : "";
  if (mode === "edit" && !prompt.trim()) return { ok: false, field: "prompt", error: "Describe the change: what the painted area should show." };
  if (prompt.length > MAX_PROMPT_CHARS) return { ok: false, field: "prompt", error: promptTooLongMessage(prompt.length) };
  if (hasDisallowedControl(prompt)) return { ok: false, field: "prompt", error: CONTROL_CHARACTER_MESSAGE };
  const count = value.count ?? 1;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MAX_RESULTS) {
    return { ok: false, field: "count", error: `Ask for 1 to ${MAX_RESULTS} results at a time.` };
  }
  return { ok: true, request: { mode, prompt, count } };
}

/** The prompt the provider gets: the user's words for an edit; for variations the variation prompt, then theirs. */
export function providerEditPrompt(request: EditRequest): string {
  const words = request.prompt.trim();
  if (request.mode === "edit") return words;
  return words ? `${VARIATION_PROMPT}\n\n${words}` : VARIATION_PROMPT;
}

/** Sizes the OpenAI image edit API returns, by shape. */
export const EDIT_SIZES = {
  square: "1024x1024",
  portrait: "1024x1536",
  landscape: "1536x1024",
} as const;

/** The output size nearest the image's shape: landscape from 5:4 wider, portrait from 4:5 taller, square between. */
export function editSize(width: number, height: number): (typeof EDIT_SIZES)[keyof typeof EDIT_SIZES] {
  if (width * 4 >= height * 5) return EDIT_SIZES.landscape;
  if (height * 4 >= width * 5) return EDIT_SIZES.portrait;
  return EDIT_SIZES.square;
}

/** The file name of a downloaded result: the uploaded name's base, "edited" or "variation", its number and the format. */
export function editedFileName(uploadName: string, mode: Mode, index: number, extension: string): string {
  const words = uploadName.replace(/\.[A-Za-z0-9]{1,5}$/, "").replace(/[^\p{L}\p{N}]+/gu, "-").toLowerCase().slice(0, 40);
  const base = trimWhere(words, (c) => c === "-");
  return `${base || "image"}-${mode === "edit" ? "edited" : "variation"}-${index + 1}.${extension}`;
}
