/**
 * Bulk shortening's limits, apart from ./bulk-list.ts (its reading and messages, with the plans table): the page's
 * first view shows them without loading the rest (not part of the page's first load). bulk-list.ts re-exports them.
 */

export const BULK_LINKS_MAX = 100;
/** A CSV of 100 URLs of 2,048 characters each fits; anything larger is refused before it is read. */
export const BULK_TEXT_MAX_CHARS = 250_000;
