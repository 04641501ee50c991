/**
 * The largest file the JSON Editor opens, in bytes (docs/product.md, JSON Editor). The tree holds the whole document
 * on the page's thread: measured on a 4×-slowed CPU, a 100 MB file takes about 18 s to open, linear in its size.
 */
export const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024;

/** The limit as the page words it. */
export const MAX_DOCUMENT_STATED = `${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB`;

export { MAX_REPAIR_CHARS } from "@/lib/engines/json/limits";
