/**
 * The Text Diff's bounds, apart from the engine so that the page and its words can state them without loading jsdiff.
 */

export type DiffMode = "line" | "word" | "char";

/** The longest text compared, per side. */
export const MAX_DIFF_CHARS = 200_000;

/**
 * The most edits (tokens added plus removed) the search looks for before it gives up. Myers' diff does work of about
 * edits² plus tokens × edits, so this bounds it however the two texts differ. Characters are the most tokens per text.
 */
export const MAX_EDITS: Record<DiffMode, number> = { line: 2_000, word: 2_000, char: 1_000 };

/** Lines of unchanged text kept around each change in the line views and the patch (GNU diff -u and git's default). */
export const CONTEXT_LINES = 3;
