/**
 * The public (`NEXT_PUBLIC_*`) configuration: the only environment values client code may read. Next.js inlines them
 * into the browser bundles at build time, which it does only for literal `process.env.NEXT_PUBLIC_…` reads, so they are
 * read here by name. Client-safe and zod-free on purpose (it is in every page's bundle); the server validates the same
 * values with zod in lib/platform/config/env.ts (`serverEnv()`), which fails with the variable's name when one is malformed.
 */

export const PUBLIC_ENV_DEFAULTS = {
  NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
  NEXT_PUBLIC_CONTACT_EMAIL: "support@utilify.app",
} as const;

/** An unset or blank variable is "not configured" (`.env` files often hold `NAME=`). */
function value(raw: string | undefined, fallback: string): string {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : fallback;
}

export const publicEnv = {
  /** Public origin of the site (no trailing slash): canonical URLs, sitemap, Open Graph, short URLs. */
  siteUrl: value(process.env.NEXT_PUBLIC_SITE_URL, PUBLIC_ENV_DEFAULTS.NEXT_PUBLIC_SITE_URL).replace(/\/+$/, ""),
  /** Address shown on the contact page and used as the default contact inbox. */
  contactEmail: value(process.env.NEXT_PUBLIC_CONTACT_EMAIL, PUBLIC_ENV_DEFAULTS.NEXT_PUBLIC_CONTACT_EMAIL),
} as const;

/**
 * Whether this code was built by `next build` (not the dev server). Next writes NODE_ENV into browser bundles from its
 * build mode, so this holds in the browser whatever NODE_ENV the build's shell had.
 */
export const productionBuild = process.env.NODE_ENV === "production";
