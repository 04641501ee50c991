/** Joins class names, skipping falsy values. Later classes do not override earlier ones: keep variants disjoint. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
