import "server-only";
import { cookies, headers } from "next/headers";
import { getCurrentUser } from "@/lib/domain/auth/session";
import type { Actor, UsageSubject } from "@/lib/domain/limits/usage";
import { clientIp } from "@/lib/platform/http/request";
import { newVisitorId, signVisitorId, verifyVisitorCookie, VISITOR_COOKIE, visitorCookieOptions } from "@/lib/platform/http/visitor";

/** Who owns a short link: an account, or a visitor's cookie (docs/product.md). */
export type Owner = { userId: string } | { visitorId: string };

/**
 * Who is calling: the one place that works out "session user or visitor" for server actions (lib/domain/actions/action.ts), route
 * handlers and pages. `currentCaller()` reads the request once; actorOf / ownerOf / readerOf then answer the three
 * questions the product asks of it, without reading the request again.
 */

export type SessionUser = NonNullable<Awaited<ReturnType<typeof getCurrentUser>>>;

export interface Caller {
  /** The signed-in user, or null. */
  user: SessionUser | null;
  /** This browser's visitor id from its valid signed cookie (read even when signed in; the user comes first). Never created here. */
  visitorId: string | null;
  ip: string;
  /** Sets the signed visitor cookie of a visitor created for this request (server actions and route handlers only). */
  setVisitorCookie: (visitorId: string) => void;
}

export async function currentIp(): Promise<string> {
  return clientIp(await headers());
}

export async function currentCaller(): Promise<Caller> {
  const ip = await currentIp();
  const user = await getCurrentUser();
  const jar = await cookies();
  const visitorId = verifyVisitorCookie(jar.get(VISITOR_COOKIE)?.value);
  return { user, visitorId, ip, setVisitorCookie: (id) => void jar.set(VISITOR_COOKIE, signVisitorId(id), visitorCookieOptions) };
}

/**
 * The caller as the one who records a tool use: the signed-in user, or the anonymous visitor of the signed cookie (a
 * server action call from a browser without one got it in server.ts, action-visitor.ts). Any other browser without
 * one (a form posted with scripts off, a route handler) gets a fresh visitor id here, but nothing is stored yet:
 * withUse writes the Visitor row in the transaction that records the use (after the per-IP cap), and only then is the
 * cookie set (`onRecorded`). A refused or failed use leaves no row, so requests without cookies cannot grow the
 * Visitor table beyond the per-IP daily caps.
 */
export function actorOf(caller: Caller): Actor {
  if (caller.user) return { userId: caller.user.id, ip: caller.ip };
  if (caller.visitorId) return { visitorId: caller.visitorId, ip: caller.ip };
  const visitorId = newVisitorId();
  return { visitorId, ip: caller.ip, onRecorded: () => caller.setVisitorCookie(visitorId) };
}

/** Whose links the caller may see and change: the signed-in user, else this browser's existing visitor, else nobody. */
export function ownerOf(caller: Caller): Owner | null {
  if (caller.user) return { userId: caller.user.id };
  return caller.visitorId ? { visitorId: caller.visitorId } : null;
}

/** The caller for reads (usage meters): never creates a visitor, never sets a cookie. */
export function readerOf(caller: Caller): UsageSubject {
  return caller.user ? { userId: caller.user.id, ip: caller.ip } : { visitorId: caller.visitorId, ip: caller.ip };
}

export async function currentActor(): Promise<Actor> {
  return actorOf(await currentCaller());
}

export async function currentReader(): Promise<UsageSubject> {
  return readerOf(await currentCaller());
}

/** The visitor id of this browser if it has a valid cookie; never creates one. */
export async function existingVisitorId(): Promise<string | null> {
  return verifyVisitorCookie((await cookies()).get(VISITOR_COOKIE)?.value);
}
