import { textHash, type Category, type Kind, type Prompt, CATEGORY_RATING, SETTINGS } from "./prompt";
import type { Check } from "./game";

/**
 * Custom prompts: checked for length and by the word filter (lib/engines/safe-words) before they join a game — in every
 * category, 18+ included (suggestive is fine there; slurs and swearing are not).
 */

export const MAX_PROMPT_CHARS = 200;
export const MAX_CUSTOM_PROMPTS = 100;

export const FRIENDLY_ERROR = "Let's keep it friendly — try other words.";

/** `clean` is lib/engines/safe-words isClean, passed in so the filter's dataset loads only when a prompt is added. */
export function checkCustom(text: string, kind: Kind, category: Category, clean: (text: string) => boolean): Check<Prompt> {
  const value = text.trim().replace(/\s+/g, " ");
  if (!value) return { ok: false, error: "Write a prompt first." };
  if (value.length > MAX_PROMPT_CHARS) return { ok: false, error: `Keep it to ${MAX_PROMPT_CHARS} characters (this one has ${value.length}).` };
  if (!clean(value)) return { ok: false, error: FRIENDLY_ERROR };
  return {
    ok: true,
    value: {
      id: `custom-${kind[0]}-${textHash(value)}`,
      kind,
      category,
      rating: CATEGORY_RATING[category],
      text: value,
      settings: SETTINGS,
      props: [],
      custom: true,
    },
  };
}
