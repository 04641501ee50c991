/**
 * The formatter's input bound, apart from logic/json-formatter.ts (which re-exports it) so that the page can check a
 * file's size without the parser in its first load: the parser runs in the worker.
 */

/** The largest input, in characters (a file this large still formats in the worker, without freezing the page). */
export const MAX_INPUT_CHARS = 50 * 1024 * 1024;

/** The largest output, in characters: room for the largest input with generous indentation. */
export const MAX_OUTPUT_CHARS = 2 * MAX_INPUT_CHARS;
