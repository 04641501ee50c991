/**
 * Clicks on a page's script-only buttons, keys pressed outside text fields, files dropped and form submissions that
 * React cannot handle yet: the inline script loader
 * (ops/deferred-scripts.ts) records them under this global, in order, until the site's root layout
 * (components/layout/keep-early-input.tsx) ends the recording in the commit that hydrates the page; the loader then
 * carries them out.
 *
 * Two windows are covered. Before React listens, nothing handles them. While React hydrates (it listens, but the page
 * waits on a script still loading), React drops a click aimed at what it has not hydrated (it stops the event at the
 * document; keys and drops alike) and calls no handler for a submission (so the browser would submit natively, reloading
 * the page). One that React did handle (it reached the `<html>` element while React listened) is taken off the list.
 * docs/architecture.md "Page weight".
 */
/** Holds `EarlyClick[]` while recording, `null` once the page is hydrated (nothing more is recorded). */
export const EARLY_CLICKS_GLOBAL = "__utilifyEarlyClicks";

/**
 * The loader's function that ends the recording (called in the hydration commit) and returns the carrying out of
 * what was recorded (called once the page's effects have run).
 */
export const EARLY_DONE_GLOBAL = "__utilifyEarlyDone";

/**
 * One record: the event (`click`, `keydown`, `drop` or `submit`) and its target — the button clicked, the element the
 * key was pressed on, the element dropped on, or for a submission its submitter or else its form; for a drop, the files
 * (readable only while the drop is dispatched).
 */
export interface EarlyClick {
  t: Element;
  e: Event;
  f?: File[];
}

/** `EARLY_DONE_GLOBAL`: ends the recording (the list global becomes `null`) and returns the carrying out. */
export type EarlyDone = () => () => void;
