/**
 * The link list's filters (the account's list and GET /api/v1/links): their bounds and messages. Pure, so the page's
 * form and the API's schema read the same words as the server's checks.
 */

/** The longest search text. */
export const SEARCH_MAX = 200;

export const LINK_FILTER_MESSAGES = {
  search: `search must be text of at most ${SEARCH_MAX} characters.`,
  date: (field: "from" | "to") => `${field} must be a date like 2026-12-31 (a whole day, UTC) or a date and time with a time zone, like 2026-12-31T23:59:00Z.`,
  order: "to must be on or after from.",
  cursor: (field: string) => `${field} must be the cursor of a page of your links.`,
} as const;
