/**
 * Characters any short code may have (generated or custom, docs/product.md §5); the redirect refuses anything else
 * without a lookup. Its own module so that the redirect's hot path loads nothing else of the shortener.
 */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;
