import "server-only";
import { prisma } from "@/lib/platform/db";
import { effectivePlan } from "@/lib/domain/plans/entitlements";
import { AccountThrottledError, beginSignInAttempt, signInSucceeded } from "@/lib/domain/auth/limits";
import { isUnlocked, mailUnlockLink, UNLOCK_COOKIE } from "@/lib/domain/auth/unlock";
import { mergeVisitor } from "@/lib/domain/auth/merge";
import { verifyPassword } from "@/lib/domain/auth/password";
import { FILL_ALL_FIELDS, INVALID_CREDENTIALS, PASSWORD_MAX } from "@/lib/domain/auth/messages";
import { emailSchema } from "@/lib/domain/auth/schemas";
import type { PlanKey } from "@/lib/domain/plans";
import { clientIp } from "@/lib/platform/http/request";
import { verifyVisitorCookie, VISITOR_COOKIE } from "@/lib/platform/http/visitor";
import { UserFacingError } from "@/lib/platform/errors";
import { serverEnv } from "@/lib/platform/config/env";
import { safeReturnPath } from "@/lib/platform/http/return-path";

/** Who is signing in, from where: the request's client IP and its anonymous visitor (to merge into the account). */
export interface SignInContext {
  ip: string;
  visitorId: string | null;
  /** The owner's unlock cookie (lib/domain/auth/unlock.ts), when this browser holds one. */
  unlockCookie?: string | null;
}

export interface AuthenticatedUser {
  id: string;
  email: string;
  sessionVersion: number;
  plan: PlanKey;
}

/** The context of next-auth's `authorize(credentials, req)`: headers as a plain object (lowercase names). */
export function signInContextFromHeaders(headers: Record<string, string | string[] | undefined> | undefined): SignInContext {
  const h = new Headers();
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined) h.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const cookie = h.get("cookie");
  return { ip: clientIp(h), visitorId: verifyVisitorCookie(cookieValue(cookie, VISITOR_COOKIE)), unlockCookie: cookieValue(cookie, UNLOCK_COOKIE) };
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Checks e-mail and password for a sign-in. Throws a user-facing error (the dialog shows its message): empty fields,
 * a malformed e-mail, one generic message for a wrong e-mail or password, or RateLimitedError after too many attempts
 * (per e-mail+IP consecutively, per IP per day, per account: lib/domain/auth/limits.ts; when the account's own budget is spent its
 * owner is e-mailed an unlock link, lib/domain/auth/unlock.ts). On success the visitor's usage and
 * links move into the account.
 */
export async function authenticate(
  credentials: { email?: unknown; password?: unknown } | undefined,
  context: SignInContext,
): Promise<AuthenticatedUser> {
  const rawEmail = typeof credentials?.email === "string" ? credentials.email : "";
  const password = typeof credentials?.password === "string" ? credentials.password : "";
  if (!rawEmail.trim() || !password) throw new UserFacingError(FILL_ALL_FIELDS);
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? INVALID_CREDENTIALS);
  const email = parsed.data;

  try {
    await beginSignInAttempt(email, context.ip, isUnlocked(context.unlockCookie ?? null, email));
  } catch (error) {
    if (error instanceof AccountThrottledError) await mailUnlockLink(email);
    throw error;
  }
  // No account can have a password longer than the maximum: refuse without spending a hash on it.
  const user = password.length <= PASSWORD_MAX ? await prisma.user.findUnique({ where: { email } }) : null;
  const ok = await verifyPassword(user?.passwordHash, password.length <= PASSWORD_MAX ? password : "");
  if (!user || !ok) throw new UserFacingError(INVALID_CREDENTIALS, "unauthenticated");
  await signInSucceeded(email, context.ip);

  if (context.visitorId) {
    try {
      await mergeVisitor(context.visitorId, user.id);
    } catch (error) {
      // The sign-in itself is valid; a failed merge only leaves today's anonymous usage with the visitor.
      console.error("[auth] visitor merge failed:", error);
    }
  }
  return { id: user.id, email: user.email, sessionVersion: user.sessionVersion, plan: effectivePlan(user) };
}

/** Where a sign-in form goes once signed in: its own-site `callbackUrl`, else the account page. */
export function signedInDestination(callbackUrl: string | undefined): string {
  return safeReturnPath(callbackUrl, serverEnv().authUrl) ?? "/account";
}
