/** The formatter's input bound (logic/json-formatter.ts re-exports it). */

/** The largest input, in characters (a file this large still formats in the worker, without freezing the page). */
export const MAX_INPUT_CHARS = 50 * 1024 * 1024;

/** The largest output, in characters: room for the largest input with generous indentation. */
export const MAX_OUTPUT_CHARS = 2 * MAX_INPUT_CHARS;
