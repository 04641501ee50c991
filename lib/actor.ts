import "server-only";
import { cookies, headers } from "next/headers";
import { getCurrentUserId } from "@/lib/auth/session";
import type { Owner } from "@/lib/links/view";
import type { Actor, UsageSubject } from "@/lib/limits/usage";
import { clientIp } from "@/lib/request";
import { newVisitorId, signVisitorId, verifyVisitorCookie, VISITOR_COOKIE, visitorCookieOptions } from "@/lib/visitor";

/**
 * Who is making this request (server actions and route handlers only: it may set the visitor cookie), for a tool
 * use that is about to be recorded: the signed-in user, or the anonymous visitor of the signed cookie. A browser
 * without one gets a fresh visitor id, but nothing is stored yet: withUse writes the Visitor row in the transaction
 * that records the use (after the per-IP cap), and only then is the cookie set. A refused or failed use leaves no row
 * and no cookie, so requests without cookies cannot grow the Visitor table beyond the per-IP daily caps.
 */
export async function currentActor(): Promise<Actor> {
  const ip = clientIp(await headers());
  const userId = await getCurrentUserId();
  if (userId) return { userId, ip };
  const jar = await cookies();
  const existing = verifyVisitorCookie(jar.get(VISITOR_COOKIE)?.value);
  if (existing) return { visitorId: existing, ip };
  const visitorId = newVisitorId();
  return { visitorId, ip, onRecorded: () => void jar.set(VISITOR_COOKIE, signVisitorId(visitorId), visitorCookieOptions) };
}

/** Who is asking, for reads (usage meters): never creates a visitor, never sets a cookie. */
export async function currentReader(): Promise<UsageSubject> {
  const ip = clientIp(await headers());
  const userId = await getCurrentUserId();
  if (userId) return { userId, ip };
  return { visitorId: await existingVisitorId(), ip };
}

/** The visitor id of this browser if it has a valid cookie; never creates one. */
export async function existingVisitorId(): Promise<string | null> {
  return verifyVisitorCookie((await cookies()).get(VISITOR_COOKIE)?.value);
}

/** Whose links this request may see: the signed-in `user`, else this browser's visitor (never created here), else nobody. */
export async function currentLinkOwner(user: { id: string } | null): Promise<Owner | null> {
  if (user) return { userId: user.id };
  const visitorId = await existingVisitorId();
  return visitorId ? { visitorId } : null;
}
