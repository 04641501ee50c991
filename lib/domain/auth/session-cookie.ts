/**
 * The name of next-auth's session cookie, without anything that reads it: what Next's proxy may import (no database,
 * no secrets). lib/domain/auth/session-token.ts reads and writes the cookie.
 */

export const SESSION_COOKIE = "next-auth.session-token";

/** The cookie's name: `__Secure-` first whenever the site is served over https. */
export function sessionCookieNameFor(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}${SESSION_COOKIE}`;
}

/**
 * Whether a request carries a session cookie at all, whole or split in chunks (`name.0`, `name.1`, … past 4 kB). Says
 * nothing of whether the session is valid: for optimistic routing only, the page still reads the session itself.
 */
export function hasSessionCookie(names: Iterable<string>): boolean {
  for (const name of names) {
    for (const cookie of [sessionCookieNameFor(true), sessionCookieNameFor(false)]) {
      if (name === cookie || name.startsWith(`${cookie}.`)) return true;
    }
  }
  return false;
}
