import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * The project's Tailwind tokens (app/globals.css, `@theme`), told to tailwind-merge so it sorts `text-ink` with the
 * text colours and `font-mono` with the font families. Its defaults would accept these names anyway (any unknown
 * `text-*` is taken for a colour); naming them keeps that true if a custom size is added: cn.test.ts reads the
 * `@theme` block and fails for a token namespace this list does not cover.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      color: ["brand-50", "brand-100", "brand-200", "brand-500", "brand-600", "brand-700", "brand-800", "ink", "muted", "surface", "canvas", "line"],
      font: ["sans", "mono"],
    },
  },
});

/**
 * Joins class names (strings, falsy values, arrays, `{ class: condition }` objects, as clsx) and resolves Tailwind
 * conflicts: a later class wins over an earlier one of the same group, so `cn(base, variant, className)` lets the
 * caller's `className` override the defaults (`cn("px-2", "px-4")` is "px-4"). Each class is listed once (html-validate
 * rejects a repeated class; tailwind-merge leaves repeats of names it does not know, such as `select-chevron`).
 */
export function cn(...classes: ClassValue[]): string {
  return [...new Set(twMerge(clsx(classes)).split(" "))].join(" ");
}
