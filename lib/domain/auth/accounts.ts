import "server-only";
import { prisma, Prisma } from "@/lib/platform/db";
import type { User } from "@/lib/generated/prisma/client";
import { consumeSignUp } from "@/lib/domain/auth/limits";
import { mergeVisitorIntoUser } from "@/lib/domain/auth/merge";
import { hashPassword, verifyPassword } from "@/lib/domain/auth/password";
import { assertStrongPassword } from "@/lib/domain/auth/password-strength";
import {
  changePasswordSchema,
  signUpSchema,
  type ChangePasswordInput,
  type SignUpInput,
} from "@/lib/domain/auth/schemas";
import { createHash } from "node:crypto";
import { consume, reset } from "@/lib/platform/http/ratelimit";
import { sendMail } from "@/lib/domain/mail";
import { site } from "@/lib/platform/config/site";
import { ACCOUNT_GONE_MESSAGE, RateLimitedError, UserFacingError } from "@/lib/platform/errors";
import { lockExistingAccount } from "@/lib/platform/db/account-lock";

/** Creating and securing accounts (docs/product.md §6). Sign-in lives in sign-in.ts, password reset in reset.ts, deletion in lib/domain/account/deletion.ts. */

/** Attempted sign-ups with an existing address that its owner hears about: one e-mail an hour (mailbox flooding). */
const TAKEN_ADDRESS_MAIL_LIMIT = { points: 1, duration: 60 * 60 } as const;

/**
 * Creates an account: the user row (plan free, status active, counters at 0, createdAt) and the merge of the
 * visitor's usage and links, in one transaction. A duplicate e-mail is caught by the unique constraint, so two
 * concurrent sign-ups of one address cannot both succeed. An address that already has an account gets no error (the
 * answer would tell anyone which addresses have accounts): the result is null, and the owner is e-mailed that someone
 * tried to sign up with it.
 */
export async function signUp(input: SignUpInput, context: { ip: string; visitorId: string | null }): Promise<User | null> {
  const { email, password } = signUpSchema.parse(input);
  await assertStrongPassword(password, "password", [email]);
  await consumeSignUp(context.ip);
  const passwordHash = await hashPassword(password);
  try {
    return await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { email, passwordHash, plan: "free", status: "active", urlsCreated: 0, qrCodesGenerated: 0, conversionsDone: 0 },
      });
      if (context.visitorId) await mergeVisitorIntoUser(tx, context.visitorId, user.id);
      return user;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      await tellOwnerOfSignUpAttempt(email);
      return null;
    }
    throw error;
  }
}

async function tellOwnerOfSignUpAttempt(email: string): Promise<void> {
  try {
    await consume("signup-taken-mail", TAKEN_ADDRESS_MAIL_LIMIT, createHash("sha256").update(email).digest("base64url"));
  } catch (error) {
    if (error instanceof RateLimitedError) return;
    throw error;
  }
  await sendMail({
    to: email,
    subject: `Someone tried to sign up to ${site.name} with your address`,
    text:
      `Someone, perhaps you, tried to create a ${site.name} account with ${email}, which already has one. No new account was made and nothing changed.\n\n` +
      `If it was you: sign in at ${site.url} with your password, or choose a new one with "Forgot password?".\n` +
      `If it was not you, you can ignore this e-mail.\n`,
  });
}

function wrongCurrentPassword(): UserFacingError {
  const message = "Your current password is incorrect";
  return new UserFacingError(message, "validation", "Error", { currentPassword: message });
}

/** Wrong current passwords per account: a stolen session cannot guess its way to the password. */
const CHANGE_PASSWORD_FAILURES = { points: 5, duration: 15 * 60, blockDuration: 15 * 60 };

/**
 * Changes the password after checking the current one. Bumps sessionVersion (signing out every other session) and
 * voids unused reset links. Returns the new sessionVersion so the caller can keep the current session signed in.
 */
export async function changePassword(userId: string, input: ChangePasswordInput): Promise<{ sessionVersion: number }> {
  const { currentPassword, newPassword } = changePasswordSchema.parse(input);
  const user = await prisma.user.findUnique({ where: { id: userId } });
  if (!user) throw new UserFacingError(ACCOUNT_GONE_MESSAGE, "not_found");
  await assertStrongPassword(newPassword, "newPassword", [user.email]);
  await consume("password-change", CHANGE_PASSWORD_FAILURES, userId);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongCurrentPassword();
  await reset("password-change", CHANGE_PASSWORD_FAILURES, userId);
  const passwordHash = await hashPassword(newPassword);
  return prisma.$transaction(async (tx) => {
    // The account may have been deleted, or its password changed, in another tab while the hashes were computed: the
    // change applies only to the password that was checked (two changes at once: the first wins, the second is told
    // its current password is no longer right).
    await lockExistingAccount(tx, userId, "FOR NO KEY UPDATE");
    const { count } = await tx.user.updateMany({
      where: { id: userId, passwordHash: user.passwordHash },
      data: { passwordHash, sessionVersion: { increment: 1 } },
    });
    if (count === 0) throw wrongCurrentPassword();
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
    const { sessionVersion } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { sessionVersion: true } });
    return { sessionVersion };
  });
}
