/** Longest document the formatter takes: apart from the checker, so the page can bound a file without loading it. */
export const MAX_XML_CHARS = 1_000_000;
