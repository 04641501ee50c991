import "server-only";
import { createHmac } from "node:crypto";
import { prisma } from "@/lib/platform/db";
import { sendMail } from "@/lib/domain/mail";
import { consume, type LimiterSpec } from "@/lib/platform/http/ratelimit";
import { serverSecret, signatureMatches } from "@/lib/platform/config/secret";
import { site } from "@/lib/platform/config/site";
import { UserFacingError } from "@/lib/platform/errors";

/**
 * E-mail verification (docs/product.md §4 and §6): a link signed with the server secret, naming the account, its address
 * and an expiry. It needs no table and is single-use by construction: it only works while the account is unverified
 * and still has that address, and opening it verifies the account atomically. Accounts with a verified address keep
 * their own free allowance; unverified ones share their network's ceiling with visitors (lib/domain/limits/usage.ts).
 */

export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Verification e-mails per account: one resend a minute, at most 5 an hour (mailbox flooding). */
export const VERIFY_MAIL_LIMITS = {
  perMinute: { points: 1, duration: 60 },
  perHour: { points: 5, duration: 60 * 60 },
} as const satisfies Record<string, LimiterSpec>;

export const VERIFY_LINK_INVALID = "This verification link is invalid. Sign in and send a new one from the banner.";
export const VERIFY_LINK_EXPIRED = "This verification link has expired. Sign in and send a new one from the banner.";
export const VERIFY_LINK_USED = "Your e-mail address is already verified.";

interface TokenBody {
  /** User id. */
  u: string;
  /** The address the link was sent to (a changed address voids the link). */
  e: string;
  /** Expiry, ms since the epoch. */
  x: number;
}

function signature(encoded: string): Buffer {
  return createHmac("sha256", serverSecret()).update(`verify-email:${encoded}`).digest();
}

export function signVerificationToken(userId: string, email: string, now = new Date()): string {
  const body: TokenBody = { u: userId, e: email, x: now.getTime() + VERIFY_TOKEN_TTL_MS };
  const encoded = Buffer.from(JSON.stringify(body), "utf8").toString("base64url");
  return `${encoded}.${signature(encoded).toString("base64url")}`;
}

function readToken(token: unknown): TokenBody {
  if (typeof token !== "string" || token.length > 2000) throw new UserFacingError(VERIFY_LINK_INVALID, "not_found");
  const [encoded, sig, extra] = token.split(".");
  if (!encoded || !sig || extra !== undefined) throw new UserFacingError(VERIFY_LINK_INVALID, "not_found");
  if (!signatureMatches(sig, signature(encoded))) throw new UserFacingError(VERIFY_LINK_INVALID, "not_found");
  try {
    const body = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as TokenBody;
    if (typeof body.u === "string" && typeof body.e === "string" && typeof body.x === "number") return body;
  } catch {
    // fall through
  }
  throw new UserFacingError(VERIFY_LINK_INVALID, "not_found");
}

export function verificationUrl(token: string): string {
  return `${site.url}/verify-email?token=${encodeURIComponent(token)}`;
}

/** Mails a verification link to an unverified account (sign-up calls it; resends go through resendVerification). */
export async function sendVerificationEmail(userId: string, now = new Date()): Promise<void> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true, email: true, emailVerified: true } });
  if (!user || user.emailVerified) return;
  const url = verificationUrl(signVerificationToken(user.id, user.email, now));
  await sendMail({
    to: user.email,
    expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
    subject: `Verify your ${site.name} e-mail address`,
    text:
      `Welcome to ${site.name}! Please confirm that ${user.email} is your address by opening this link within 7 days:\n${url}\n\n` +
      `Verified accounts keep their own free daily allowance, even on a shared network (office, school, mobile carrier).\n` +
      `If you did not create this account, ignore this e-mail.\n`,
    html:
      `<p>Welcome to ${site.name}! Please confirm that ${escapeHtml(user.email)} is your address:</p>` +
      `<p><a href="${url}">Verify my e-mail address</a> (the link works for 7 days).</p>` +
      `<p>Verified accounts keep their own free daily allowance, even on a shared network (office, school, mobile carrier).</p>` +
      `<p>If you did not create this account, ignore this e-mail.</p>`,
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "Resend" from the banner: rate-limited per account; an already verified account gets a clear message. */
export async function resendVerification(userId: string, now = new Date()): Promise<void> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { emailVerified: true } });
  if (!user) throw new UserFacingError("Your account no longer exists.", "not_found");
  if (user.emailVerified) throw new UserFacingError(VERIFY_LINK_USED, "conflict");
  await consume("verify-mail-minute", VERIFY_MAIL_LIMITS.perMinute, userId);
  await consume("verify-mail-hour", VERIFY_MAIL_LIMITS.perHour, userId);
  await sendVerificationEmail(userId, now);
}

/**
 * Opens a verification link: marks the account verified exactly once (a second use, or a concurrent one, gets
 * VERIFY_LINK_USED). Returns the verified address.
 */
export async function verifyEmail(token: unknown, now = new Date()): Promise<{ email: string }> {
  const body = readToken(token);
  if (body.x <= now.getTime()) throw new UserFacingError(VERIFY_LINK_EXPIRED, "conflict");
  const user = await prisma.user.findUnique({ where: { id: body.u }, select: { email: true, emailVerified: true } });
  if (!user || user.email !== body.e) throw new UserFacingError(VERIFY_LINK_INVALID, "not_found");
  const spent = await prisma.user.updateMany({ where: { id: body.u, email: body.e, emailVerified: null }, data: { emailVerified: now } });
  if (spent.count !== 1) throw new UserFacingError(VERIFY_LINK_USED, "conflict");
  return { email: user.email };
}
