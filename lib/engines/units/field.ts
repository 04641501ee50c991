import { isNegative, parseDecimal, type Ratio } from "./ratio";

export type FieldRead = { ok: true; value: Ratio | null } | { ok: false; error: string };

/**
 * One form field that holds an amount (a height, a price, a rate), read exactly: empty is null (not an error), and
 * text that is not a number, a number far too large, or a negative one each get their own message naming the field.
 */
export function readAmountField(text: string, what: string, example: string): FieldRead {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  const parsed = parseDecimal(trimmed);
  if (!parsed.ok) {
    if (parsed.reason === "too_long" || parsed.reason === "too_large") return { ok: false, error: `${what} is far too large` };
    return { ok: false, error: `Enter ${what.toLowerCase()} as a number, like ${example}` };
  }
  if (isNegative(parsed.value)) return { ok: false, error: `${what} can't be negative` };
  return { ok: true, value: parsed.value };
}
