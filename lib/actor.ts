import { cookies, headers } from "next/headers";
import { prisma } from "@/lib/db";
import { getCurrentUserId } from "@/lib/auth/session";
import type { Owner } from "@/lib/links/view";
import type { Actor } from "@/lib/limits/usage";
import { clientIp } from "@/lib/request";
import { newVisitorId, signVisitorId, verifyVisitorCookie, VISITOR_COOKIE, visitorCookieOptions } from "@/lib/visitor";

/**
 * Who is making this request (server actions and route handlers only: it may set the visitor cookie):
 * the signed-in user, or the anonymous visitor of the signed cookie (created on first use).
 */
export async function currentActor(): Promise<Actor> {
  const ip = clientIp(await headers());
  const userId = await getCurrentUserId();
  if (userId) return { userId, ip };
  return { visitorId: await currentVisitorId(), ip };
}

/** The visitor id of this browser, creating the visitor (row and cookie) when it has none. */
export async function currentVisitorId(): Promise<string> {
  const jar = await cookies();
  const existing = verifyVisitorCookie(jar.get(VISITOR_COOKIE)?.value);
  if (existing) return existing;
  const id = newVisitorId();
  await prisma.visitor.create({ data: { id } });
  jar.set(VISITOR_COOKIE, signVisitorId(id), visitorCookieOptions);
  return id;
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
