import "server-only";
import { randomUUID } from "node:crypto";
import { decode, encode, type JWT } from "next-auth/jwt";
import { prisma } from "@/lib/platform/db";
import { isSessionRevoked } from "@/lib/domain/auth/revocation";
import { serverEnv } from "@/lib/platform/config/env";
import { serverSecret } from "@/lib/platform/config/secret";
import { sessionCookieNameFor } from "@/lib/domain/auth/session-cookie";

/**
 * The next-auth session cookie (an encrypted JWT carrying `uid` and `sv` = the user's sessionVersion), read and
 * re-issued without a round trip through next-auth's handler.
 */

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/** Secure cookies (and their __Secure- name) whenever the site is served over https. */
export function secureCookies(): boolean {
  return serverEnv().authUrl.startsWith("https://");
}

export function sessionCookieName(secure = secureCookies()): string {
  return sessionCookieNameFor(secure);
}

export function sessionCookieOptions(secure = secureCookies()) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure, maxAge: SESSION_MAX_AGE };
}

interface CookieReader {
  get(name: string): { value: string } | undefined;
  getAll(): { name: string; value: string }[];
}

/** The raw session token from a cookie jar (next-auth splits tokens over 4 kB into `name.0`, `name.1`, …). */
export function readSessionToken(jar: CookieReader): string | null {
  for (const name of [sessionCookieName(true), sessionCookieName(false)]) {
    const whole = jar.get(name)?.value;
    if (whole) return whole;
    const chunks = jar
      .getAll()
      .filter((c) => c.name.startsWith(`${name}.`))
      .sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)));
    if (chunks.length) return chunks.map((c) => c.value).join("");
  }
  return null;
}

export async function decodeSessionToken(raw: string | null | undefined): Promise<JWT | null> {
  if (!raw) return null;
  try {
    return await decode({ token: raw, secret: serverSecret() });
  } catch {
    return null;
  }
}

export function encodeSessionToken(token: JWT): Promise<string> {
  return encode({ token, secret: serverSecret(), maxAge: SESSION_MAX_AGE });
}

/**
 * The user a decoded token belongs to, or null when the user is gone, the session was signed out (its `sid` revoked)
 * or the token predates the user's current sessionVersion (a password change or reset, or "Sign out everywhere").
 */
export async function userForToken(token: JWT | null) {
  if (!token || typeof token.uid !== "string") return null;
  const [user, revoked] = await Promise.all([
    prisma.user.findUnique({ where: { id: token.uid } }),
    typeof token.sid === "string" ? isSessionRevoked(token.sid) : false,
  ]);
  if (!user || revoked || user.sessionVersion !== (token.sv ?? 0)) return null;
  return user;
}

interface CookieWriter extends CookieReader {
  set(name: string, value: string, options: ReturnType<typeof sessionCookieOptions>): unknown;
  delete(name: string): unknown;
}

/**
 * Keeps the current browser signed in after its own password change: the change bumped sessionVersion (signing out
 * every other session), so this session's token is re-issued with the new version.
 */
export async function reissueSessionCookie(jar: CookieWriter, sessionVersion: number): Promise<void> {
  const token = await decodeSessionToken(readSessionToken(jar));
  if (!token) return;
  const secure = secureCookies();
  jar.set(sessionCookieName(secure), await encodeSessionToken({ ...token, sv: sessionVersion }), sessionCookieOptions(secure));
}

/** Who a new session is for: what sign-in gives next-auth's jwt callback (lib/domain/auth/sign-in.ts `authenticate`). */
export interface SessionSubject {
  id: string;
  sessionVersion?: number;
  plan?: JWT["plan"];
}

/** The claims a new session's token starts with: the user (`uid`), their sessionVersion (`sv`), a fresh session id (`sid`). */
export function newSessionClaims(user: SessionSubject): Pick<JWT, "uid" | "sv" | "sid" | "plan"> {
  return { uid: user.id, sv: user.sessionVersion ?? 0, sid: randomUUID(), plan: user.plan ?? "free" };
}

/**
 * Signs this browser in as `user` from a server action: the same cookie next-auth's credentials callback sets (a form
 * posted before the page's scripts ran signs in here; lib/domain/account/actions.ts).
 */
export async function issueSessionCookie(jar: CookieWriter, user: SessionSubject & { email: string }): Promise<void> {
  const secure = secureCookies();
  const token: JWT = { email: user.email, sub: user.id, ...newSessionClaims(user) };
  jar.set(sessionCookieName(secure), await encodeSessionToken(token), sessionCookieOptions(secure));
}

/** Removes the session cookie(s) of this browser (after its account was deleted). */
export function clearSessionCookie(jar: CookieWriter): void {
  for (const cookie of jar.getAll()) {
    if (cookie.name === sessionCookieName(true) || cookie.name.startsWith(sessionCookieName(false))) jar.delete(cookie.name);
  }
}
