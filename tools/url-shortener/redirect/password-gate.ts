import "server-only";
import { verifyPassword } from "@/lib/domain/auth/password";
import { RateLimitedError } from "@/lib/platform/errors";
import { consume, reward, type LimiterSpec } from "@/lib/platform/http/ratelimit";
import type { CachedLink } from "@/tools/url-shortener/redirect/cache";
import { crossSitePasswordPage, tooManyPasswordsPage, wrongPasswordPage } from "@/tools/url-shortener/redirect/status-pages";

/**
 * The password of a protected link, as posted by its password page (redirect-server.ts reads the form). Each attempt
 * takes one of the guesses of this link from this address before the (deliberately slow) hash is checked, so a burst
 * of guesses sent at once is limited like guesses sent one by one; the right password gives its guess back.
 */

export interface Unlock {
  password: string;
  /** The client's address (server.ts has already put the trusted one in X-Forwarded-For). */
  ip: string;
  /** The browser says the form was sent from another site. */
  crossSite: boolean;
}

/** Guesses per link and address: enough for typos, far too few to try a list of passwords. */
export const LINK_PASSWORD_LIMIT: LimiterSpec = { points: 10, duration: 15 * 60 };
const LIMITER = "link-password";

export type Refusal = { status: 403 | 429; page: Buffer; form: true };

const CROSS_SITE: Refusal = { status: 403, page: crossSitePasswordPage, form: true };
const WRONG: Refusal = { status: 403, page: wrongPasswordPage, form: true };

/** null when the password is right; else the page to answer with (the form again, saying why). */
export async function checkLinkPassword(link: CachedLink & { passwordHash: string }, unlock: Unlock): Promise<Refusal | null> {
  if (unlock.crossSite) return CROSS_SITE;
  const key = `${link.id}:${unlock.ip}`;
  try {
    await consume(LIMITER, LINK_PASSWORD_LIMIT, key);
  } catch (error) {
    if (error instanceof RateLimitedError) return { status: 429, page: tooManyPasswordsPage(error.message), form: true };
    throw error;
  }
  if (!(await verifyPassword(link.passwordHash, unlock.password))) return WRONG;
  await reward(LIMITER, LINK_PASSWORD_LIMIT, key);
  return null;
}
