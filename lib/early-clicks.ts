/**
 * Clicks on a page's script-only buttons before its scripts have run: the inline script loader
 * (ops/deferred-scripts.ts) records them under this global, and the site shell's `KeepEarlyInput`
 * (components/layout/keep-early-input.tsx) clicks them again once React has hydrated the page.
 */
export const EARLY_CLICKS_GLOBAL = "__utilifyEarlyClicks";
