/**
 * The links both redirect-benchmark servers know (the real one from Postgres, the floor from a Map): hot links
 * requested over and over, and COLD_CODES distinct codes requested once each. Both sets hold every kind of link that
 * redirects (docs/product.md, "Links people manage"); a password-protected link serves a page instead, so it is
 * measured on its own.
 */

/** Kinds of redirecting link, in the order cold codes cycle through them (code i is kind i % 5). */
export const LINK_KINDS = ["plain", "expiring", "limited", "targeted", "utm"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const HOT_CODE = "bench-hot";
export const HOT_TARGET = "https://example.com/landing?utm_source=bench";
/** A destination with its own query and fragment, UTM parameters merged in as the builder does. */
export const UTM_SUFFIX = "?ref=bench&utm_source=newsletter&utm_medium=email&utm_campaign=launch#pricing";
export const COLD_CODES = 250_000;

/** One hot link of each kind; the plain one is HOT_CODE (the hostile benchmark's link too). */
export const HOT_LINKS: { code: string; kind: LinkKind; target: string }[] = LINK_KINDS.map((kind) => ({
  code: kind === "plain" ? HOT_CODE : `${HOT_CODE}-${kind}`,
  kind,
  target: kind === "utm" ? `https://example.com/landing${UTM_SUFFIX}` : HOT_TARGET,
}));

/** What the hot run requests, each connection in turn: every hot link, and the plain one's QR-code URL (a scan). */
export const HOT_PATHS = [...HOT_LINKS.map((link) => `/s/${link.code}`), `/s/${HOT_CODE}?qr=1`];

export function coldCode(i: number): string {
  return `c${String(i).padStart(7, "0")}`;
}

function coldKind(i: number): LinkKind {
  return LINK_KINDS[i % LINK_KINDS.length]!;
}

export function coldTarget(i: number): string {
  return coldKind(i) === "utm" ? `https://example.com/p/${i}${UTM_SUFFIX}` : `https://example.com/p/${i}`;
}

/** Country rules of a targeted link: the most a link may have, none matching the benchmark's visitors (no country). */
export const GEO_RULES = Object.fromEntries(
  ["DE", "FR", "ES", "IT", "NL", "BE", "AT", "CH", "PL", "SE", "NO", "DK", "FI", "IE", "PT", "GB", "CA", "AU", "JP", "BR"].map((c) => [c, `https://example.com/${c.toLowerCase()}/`]),
);
