/** The codes both benchmark servers know: one hot code, and COLD_CODES distinct codes requested once each. */
export const HOT_CODE = "bench-hot";
export const HOT_TARGET = "https://example.com/landing?utm_source=bench";
export const COLD_CODES = 250_000;

export function coldCode(i: number): string {
  return `c${String(i).padStart(7, "0")}`;
}

export function coldTarget(i: number): string {
  return `https://example.com/p/${i}`;
}
