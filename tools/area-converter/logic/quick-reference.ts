/**
 * The converter card's display rules that need no units or arithmetic: "=" or "≈", the Quick Reference's lines and
 * the default value. Apart from logic/area.ts (which re-exports them) so that the page's first load does not carry
 * the units engine: the card imports this; the number check loads on first use (ui/area-converter.tsx).
 */

export const DEFAULT_VALUE = "1";

/** "=" between a value and an exact result, "≈" when either side is rounded. */
export function relation(exact: boolean): "=" | "≈" {
  return exact ? "=" : "≈";
}

export interface QuickReference {
  /** "5 ac = 217800 ft²" ("≈" when the result is rounded) */
  conversion: string;
  /** "1 ac = 43560 ft²" */
  forward: string;
  /** "1 ft² ≈ 0.0000229568 ac" */
  backward: string;
}

/** "a X = b Y" and "b Y = a X" state the same thing. */
function sameStatement(a: string, b: string): boolean {
  const sides = (line: string) => line.split(/ [=≈] /);
  const [al, ar] = sides(a);
  const [bl, br] = sides(b);
  return a === b || (al === br && ar === bl);
}

/** The Quick Reference's lines, without a factor line that repeats the conversion (a value of 1). */
export function quickReferenceLines(quick: QuickReference): string[] {
  return [quick.conversion, ...[quick.forward, quick.backward].filter((line) => !sameStatement(line, quick.conversion))];
}
