import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge told the project's theme tokens (app/globals.css `@theme`): colours `brand-*`, `ink`, `muted`… and
 * font families `sans`/`mono`, so `text-ink` replaces another text colour but not `text-lg`, and `font-mono` another
 * family but not `font-semibold`, by declaration rather than by tailwind-merge's guess for names it does not know.
 * cn.test.ts checks every `@theme` token this way and fails for a token namespace not covered here.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      color: ["brand-50", "brand-100", "brand-200", "brand-300", "brand-500", "brand-600", "brand-700", "brand-800", "brand-900", "ink", "muted", "surface", "raised", "canvas", "line", "focus"],
      font: ["sans", "mono"],
    },
  },
});

/**
 * Joins class names (strings, falsy values, arrays, `{ class: condition }` objects, as clsx) and resolves Tailwind
 * conflicts with tailwind-merge: a later class wins over an earlier one of the same group, so
 * `cn(base, variant, className)` lets the caller's `className` override the defaults (`cn("px-2", "px-4")` is
 * "px-4"). Each class is listed once (html-validate rejects a repeated class, and tailwind-merge keeps repeats of
 * classes it does not know).
 */
export function cn(...classes: ClassValue[]): string {
  return [...new Set(twMerge(clsx(classes)).split(" "))].filter(Boolean).join(" ");
}
