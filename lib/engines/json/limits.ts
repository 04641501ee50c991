/** Repair reads at most this much text (jsonrepair is linear; the character diff is what grows with the changes). */
export const MAX_REPAIR_CHARS = 5_000_000;
