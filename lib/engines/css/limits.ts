/** The longest stylesheet the CSS tools take: apart from the parser, so pages and their words can state it without loading postcss. */
export const MAX_CSS_CHARS = 500_000;
