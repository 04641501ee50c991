/**
 * Joins class names, skipping falsy values and repeated classes (a class attribute lists each class once).
 * Later classes do not override earlier ones: keep variants disjoint.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return [...new Set(classes.filter(Boolean).join(" ").split(/\s+/).filter(Boolean))].join(" ");
}
