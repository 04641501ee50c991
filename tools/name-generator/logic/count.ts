/** How many names one click makes. */
export const MIN_NAMES = 1;
export const MAX_NAMES = 100;

export type CountResult = { ok: true; value: number } | { ok: false; error: string } | { ok: "empty" };

/** The count field: empty shows nothing; anything else is a whole number from 1 to 100, each miss with its own words. */
export function parseCount(text: string): CountResult {
  const value = text.trim();
  if (!value) return { ok: "empty" };
  if (value.length > 12 || !/^[+-]?\d+(\.\d+)?$/.test(value)) return { ok: false, error: `Enter how many names you want as a whole number, ${MIN_NAMES}–${MAX_NAMES}.` };
  const n = Number(value);
  if (!Number.isInteger(n)) return { ok: false, error: `Names come whole: choose a whole number, ${MIN_NAMES}–${MAX_NAMES}.` };
  if (n < MIN_NAMES) return { ok: false, error: `Choose at least ${MIN_NAMES} name (${MIN_NAMES}–${MAX_NAMES}).` };
  if (n > MAX_NAMES) return { ok: false, error: `Up to ${MAX_NAMES} names at a time: choose ${MIN_NAMES}–${MAX_NAMES}.` };
  return { ok: true, value: n };
}
