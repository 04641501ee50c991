import "server-only";
import { lockAccount } from "@/lib/platform/db/account-lock";
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/platform/db";
import { consumeResetRequest } from "@/lib/domain/auth/limits";
import { hashPassword } from "@/lib/domain/auth/password";
import { assertStrongPassword } from "@/lib/domain/auth/password-strength";
import { RESET_LINK_EXPIRED, RESET_LINK_INVALID, RESET_LINK_USED } from "@/lib/domain/auth/messages";
import { forgotPasswordSchema, resetPasswordSchema, type ResetPasswordInput } from "@/lib/domain/auth/schemas";
import { sendMail } from "@/lib/domain/mail";
import { site } from "@/lib/platform/config/site";
import { UserFacingError } from "@/lib/platform/errors";

/**
 * Forgotten passwords: a single-use link, valid for one hour, e-mailed to the account's address. Only the token's
 * sha256 is stored, so a leaked database does not leak working links.
 */

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export { RESET_LINK_EXPIRED, RESET_LINK_INVALID, RESET_LINK_USED };

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function resetUrl(token: string): string {
  return `${site.url}/reset-password?token=${token}`;
}

/**
 * Sends a reset link when an account has this e-mail. The caller answers the same either way, so the form does not
 * tell who has an account; requests are rate-limited per IP and per e-mail.
 */
export async function requestPasswordReset(input: { email: string }, ip: string, now = new Date()): Promise<void> {
  const { email } = forgotPasswordSchema.parse(input);
  await consumeResetRequest(email, ip);
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, email: true } });
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  await prisma.passwordResetToken.create({ data: { userId: user.id, tokenHash: hashResetToken(token), expiresAt } });
  const url = resetUrl(token);
  await sendMail({
    to: user.email,
    expiresAt,
    subject: `Reset your ${site.name} password`,
    text:
      `Someone, hopefully you, asked to reset the password of your ${site.name} account (${user.email}).\n\n` +
      `Open this link within 1 hour to choose a new password:\n${url}\n\n` +
      `The link works once. If you did not ask for this, ignore this e-mail: your password stays the same.\n`,
    html:
      `<p>Someone, hopefully you, asked to reset the password of your ${site.name} account (${escapeHtml(user.email)}).</p>` +
      `<p><a href="${url}">Choose a new password</a> (the link works once, within 1 hour).</p>` +
      `<p>If you did not ask for this, ignore this e-mail: your password stays the same.</p>`,
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The reset link's row when it can still be used; else the UserFacingError saying why (invalid, used, expired). */
async function usableResetToken(token: string, now: Date) {
  const row = token ? await prisma.passwordResetToken.findUnique({ where: { tokenHash: hashResetToken(token) } }) : null;
  if (!row) throw new UserFacingError(RESET_LINK_INVALID, "not_found");
  if (row.usedAt) throw new UserFacingError(RESET_LINK_USED, "conflict");
  if (row.expiresAt.getTime() <= now.getTime()) throw new UserFacingError(RESET_LINK_EXPIRED, "conflict");
  return row;
}

/**
 * What is wrong with a reset link, read when its page opens (null when it can be used), so a used, expired or invalid
 * link says so before anyone types a new password twice. The form's action checks again when it is sent.
 */
export async function resetLinkProblem(token: string, now = new Date()): Promise<string | null> {
  try {
    await usableResetToken(token, now);
    return null;
  } catch (error) {
    if (error instanceof UserFacingError) return error.message;
    throw error;
  }
}

/**
 * Sets a new password with a reset token: the token is spent (exactly once, even under concurrent use), every other
 * unused link of the account is voided, and sessionVersion is bumped so that every existing session is signed out.
 * Returns the account's e-mail so the page can sign the user in.
 */
export async function resetPassword(input: ResetPasswordInput, now = new Date()): Promise<{ email: string }> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.path[0] === "token") throw new UserFacingError(RESET_LINK_INVALID, "not_found");
    throw parsed.error;
  }
  const { token, password } = parsed.data;
  const row = await usableResetToken(token, now);
  const owner = await prisma.user.findUnique({ where: { id: row.userId }, select: { email: true } });
  await assertStrongPassword(password, "password", owner ? [owner.email] : []);
  const passwordHash = await hashPassword(password);
  return prisma.$transaction(async (tx) => {
    // The account's row first: a reset voids the account's other links, so two links of one account used at once
    // would otherwise each lock its own token and wait for the other's (a deadlock). Now the second waits here, then
    // finds its link voided.
    await lockAccount(tx, row.userId, "FOR NO KEY UPDATE");
    const spent = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (spent.count !== 1) throw new UserFacingError(RESET_LINK_USED, "conflict");
    await tx.passwordResetToken.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now } });
    const user = await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
    });
    return { email: user.email };
  });
}
