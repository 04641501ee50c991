import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./merge-classes";

/**
 * Joins class names (strings, falsy values, arrays, `{ class: condition }` objects, as clsx) and resolves Tailwind
 * conflicts: a later class wins over an earlier one of the same group, so `cn(base, variant, className)` lets the
 * caller's `className` override the defaults (`cn("px-2", "px-4")` is "px-4"). Each class is listed once (html-validate
 * rejects a repeated class). The conflict table is ./merge-classes.ts, held to tailwind-merge on the site's classes by
 * its test (tailwind-merge itself was 8.6 kB gzip of every tool page's first load; issue 18). The project's theme
 * tokens (app/globals.css `@theme`: colours `brand-*`, `ink`, `muted`…, fonts `sans`/`mono`) are colours and font
 * families there: cn.test.ts fails for a token namespace it does not cover.
 */
export function cn(...classes: ClassValue[]): string {
  return [...new Set(mergeClasses(clsx(classes)).split(" "))].filter(Boolean).join(" ");
}
