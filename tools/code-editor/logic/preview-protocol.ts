/**
 * What the Code Editor's page and its preview frame agree on: the preview's time limits and the messages they post to
 * each other. Kept apart from the preview's builder (logic/preview.ts), which carries a JavaScript parser (acorn) that
 * the page loads only when a preview is first run.
 */

/** One synchronous run of guarded loops may last this long before the guard stops it. */
export const PREVIEW_LOOP_LIMIT_MS = 1000;

/**
 * A preview that leaves the editor's pings unanswered this long is torn down. The loop guard covers the loops it can
 * see; code can still get past it (a local function of the guard's name shadows it), and the frame's own thread is then
 * busy for good. Desktop Chromium runs the sandboxed frame in its own process, so the editor can still act. 4 s, not
 * less: on a busy machine that process can go unscheduled for a second or two, and a healthy preview was torn down.
 */
export const PREVIEW_UNRESPONSIVE_MS = 4000;

export type ConsoleLevel = "log" | "info" | "warn" | "error" | "debug";

/** What the prelude posts to the parent window: a console entry, or a sign of life (at start and for each ping). */
export type PreviewMessage =
  | {
      utilifyPreview: string;
      level: ConsoleLevel;
      text: string;
      /** For uncaught errors: the line in the srcdoc, mapped back by `locate`. */
      line?: number;
    }
  | { utilifyPreview: string; alive: true };

/** What the editor posts to the preview to ask whether its thread is free. */
export interface PreviewPing {
  utilifyPing: string;
}

export interface PreviewDocument {
  srcdoc: string;
  /** Maps a line of the srcdoc to the file and line the user wrote. */
  locate: (line: number) => string | null;
}
