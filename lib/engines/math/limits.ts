/**
 * The expression language's bounds (lib/engines/math/parse.ts checks them before any work): apart from the parser so that the
 * keypad (components/calculator/calculator-pad.tsx) can cap its field without the parser in the page's first load.
 */

/** Longest expression read, in characters. */
export const MAX_INPUT_LENGTH = 500;
/** Deepest nesting of brackets and signs. */
export const MAX_DEPTH = 40;
