/**
 * Clicks on a page's script-only buttons and form submissions before its scripts have run: the inline script loader
 * (ops/deferred-scripts.ts) records them under this global, in order (a button, or for a submission its submitter or
 * else its form), and the site shell's `KeepEarlyInput` (components/layout/keep-early-input.tsx) carries them out
 * once React has hydrated the page.
 */
export const EARLY_CLICKS_GLOBAL = "__utilifyEarlyClicks";
