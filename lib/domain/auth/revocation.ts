import "server-only";
import { LRUCache } from "lru-cache";
import type { JWT } from "next-auth/jwt";
import { prisma } from "@/lib/platform/db";

/**
 * Server-side sign-out for JWT sessions. Every session gets an id (`sid`, set at sign-in) that Sign Out records in
 * RevokedSession, so a copy of the cookie stops working too; "Sign out everywhere" bumps User.sessionVersion, which
 * every session read compares (lib/domain/auth/session-token.ts).
 *
 * Cost per request: the user row is read anyway; the revocation lookup runs beside it and a "not revoked" answer is
 * remembered for REVOCATION_CHECK_TTL_MS per process. A sign-out takes effect at once in the process that handled it
 * and within that time in every other one; "sign out everywhere" is never cached.
 */

export const REVOCATION_CHECK_TTL_MS = 2_000;
/** The longest a session token can live (next-auth re-issues it for 30 days at every use). */
const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

// On globalThis: Next may load this module once per bundle (route handlers, pages, actions) in one process, and a
// sign-out handled by one of them must clear what the others remember.
const globalForRevocation = globalThis as unknown as { __utilifyNotRevoked?: LRUCache<string, true> };
const notRevoked = (globalForRevocation.__utilifyNotRevoked ??= new LRUCache<string, true>({ max: 50_000, ttl: REVOCATION_CHECK_TTL_MS }));

export async function isSessionRevoked(sid: string): Promise<boolean> {
  if (notRevoked.has(sid)) return false;
  const row = await prisma.revokedSession.findUnique({ where: { sid }, select: { sid: true } });
  if (row) return true;
  notRevoked.set(sid, true);
  return false;
}

/**
 * Signs one session out for good (next-auth's signOut event). A token from before session ids existed has nothing
 * to revoke on its own, so its user is signed out everywhere instead: a copied cookie must never outlive Sign Out.
 */
export async function revokeSession(token: JWT | null | undefined, now = new Date()): Promise<void> {
  if (!token || typeof token.uid !== "string") return;
  if (typeof token.sid !== "string") {
    await signOutEverywhere(token.uid);
    return;
  }
  notRevoked.delete(token.sid);
  await prisma.$transaction([
    // Housekeeping: rows past the life of any token they could refuse.
    prisma.revokedSession.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma.revokedSession.createMany({
      data: [{ sid: token.sid, userId: token.uid, expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS) }],
      skipDuplicates: true,
    }),
  ]);
}

/** Signs every session of the user out, on every device, including the current one. */
export async function signOutEverywhere(userId: string): Promise<void> {
  await prisma.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
