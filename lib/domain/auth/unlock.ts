import "server-only";
import { createHash, createHmac } from "node:crypto";
import { prisma } from "@/lib/platform/db";
import { sendMail } from "@/lib/domain/mail";
import { consume, type LimiterSpec } from "@/lib/platform/http/ratelimit";
import { serverSecret, signatureMatches } from "@/lib/platform/config/secret";
import { site } from "@/lib/platform/config/site";
import { RateLimitedError } from "@/lib/platform/errors";

/**
 * The owner's way in while someone else is guessing their password. Guesses from many addresses can spend an account's
 * sign-in budget (lib/domain/auth/limits.ts) and with it the owner's; when that happens the owner is e-mailed an unlock link.
 * Opening it gives that browser a signed cookie that lets sign-ins to this account skip the account-wide budget for an
 * hour (the password is still checked, and the per-address limit still applies). The guesser sees the same message
 * whether or not the account exists, and gets nothing: the link goes to the owner's mailbox only.
 */

export const UNLOCK_TTL_MS = 60 * 60 * 1000;
export const UNLOCK_COOKIE = "utilify-signin-unlock";

/** Unlock e-mails per account: one per 15 minutes, however long the guessing goes on. */
export const UNLOCK_MAIL_LIMIT = { points: 1, duration: 15 * 60 } as const satisfies LimiterSpec;

interface UnlockBody {
  /** sha256 of the account's e-mail (the cookie names no address). */
  h: string;
  /** Expiry, ms since the epoch. */
  x: number;
}

function emailHash(email: string): string {
  return createHash("sha256").update(email.toLowerCase()).digest("base64url");
}

function signature(purpose: string, encoded: string): Buffer {
  return createHmac("sha256", serverSecret()).update(`${purpose}:${encoded}`).digest();
}

function sign(purpose: string, email: string, expiresAt: number): string {
  const encoded = Buffer.from(JSON.stringify({ h: emailHash(email), x: expiresAt } satisfies UnlockBody), "utf8").toString("base64url");
  return `${encoded}.${signature(purpose, encoded).toString("base64url")}`;
}

function read(purpose: string, token: string | null | undefined, now: number): UnlockBody | null {
  if (typeof token !== "string" || token.length > 500) return null;
  const [encoded, sig, extra] = token.split(".");
  if (!encoded || !sig || extra !== undefined) return null;
  if (!signatureMatches(sig, signature(purpose, encoded))) return null;
  try {
    const body = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as UnlockBody;
    return typeof body.h === "string" && typeof body.x === "number" && body.x > now ? body : null;
  } catch {
    return null;
  }
}

export function unlockUrl(token: string): string {
  return `${site.url}/api/account/unlock?token=${encodeURIComponent(token)}`;
}

/**
 * The account-wide budget of `email` is spent: e-mails its owner (if there is one) an unlock link, at most once per 15
 * minutes. Never throws for a missing account or a mail already sent: the caller answers the same either way.
 */
export async function mailUnlockLink(email: string, now = new Date()): Promise<void> {
  const user = await prisma.user.findUnique({ where: { email }, select: { email: true } });
  if (!user) return;
  try {
    await consume("signin-unlock-mail", UNLOCK_MAIL_LIMIT, emailHash(user.email));
  } catch (error) {
    if (error instanceof RateLimitedError) return;
    throw error;
  }
  const expiresAt = new Date(now.getTime() + UNLOCK_TTL_MS);
  const url = unlockUrl(sign("unlock-link", user.email, expiresAt.getTime()));
  await sendMail({
    to: user.email,
    expiresAt,
    subject: `Sign-in attempts on your ${site.name} account`,
    text:
      `Someone has been trying many passwords on your ${site.name} account (${user.email}), so we are slowing sign-ins to it down.\n\n` +
      `To sign in anyway, open this link within 1 hour in the browser you sign in with, then sign in as usual:\n${url}\n\n` +
      `If it was not you trying, your password has held: nothing else is needed. Choosing a long, unique password keeps it that way.\n`,
  });
}

/** The cookie value an unlock link grants, or null when the link is not valid (forged, altered or expired). */
export function unlockCookieFor(linkToken: string | null, now = Date.now()): { value: string; maxAgeSeconds: number } | null {
  const body = read("unlock-link", linkToken, now);
  if (!body) return null;
  const encoded = Buffer.from(JSON.stringify(body), "utf8").toString("base64url");
  return { value: `${encoded}.${signature("unlock-cookie", encoded).toString("base64url")}`, maxAgeSeconds: Math.ceil((body.x - now) / 1000) };
}

/** Whether `cookie` (the unlock cookie's value) unlocks sign-ins to `email` now. */
export function isUnlocked(cookie: string | null, email: string, now = Date.now()): boolean {
  const body = read("unlock-cookie", cookie, now);
  return body !== null && body.h === emailHash(email);
}
