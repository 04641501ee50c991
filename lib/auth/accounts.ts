import "server-only";
import { prisma, Prisma } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { consumeSignUp } from "@/lib/auth/limits";
import { mergeVisitorIntoUser } from "@/lib/auth/merge";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { assertStrongPassword } from "@/lib/auth/password-strength";
import {
  changePasswordSchema,
  signUpSchema,
  type ChangePasswordInput,
  type SignUpInput,
} from "@/lib/auth/schemas";
import { consume, reset } from "@/lib/ratelimit";
import { UserFacingError } from "@/lib/errors";

/** Creating and securing accounts (docs/product.md §6). Sign-in lives in sign-in.ts, password reset in reset.ts, deletion in lib/account/deletion.ts. */

export const DUPLICATE_EMAIL = "An account with this email already exists";

/**
 * Creates an account: the user row (plan free, status active, counters at 0, createdAt) and the merge of the
 * visitor's usage and links, in one transaction. A duplicate e-mail is caught by the unique constraint, so two
 * concurrent sign-ups of one address cannot both succeed.
 */
export async function signUp(input: SignUpInput, context: { ip: string; visitorId: string | null }): Promise<User> {
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
      throw new UserFacingError(DUPLICATE_EMAIL, "conflict", "Error", { email: DUPLICATE_EMAIL });
    }
    throw error;
  }
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
  if (!user) throw new UserFacingError("Your account no longer exists.", "not_found");
  await assertStrongPassword(newPassword, "newPassword", [user.email]);
  await consume("password-change", CHANGE_PASSWORD_FAILURES, userId);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    const message = "Your current password is incorrect";
    throw new UserFacingError(message, "validation", "Error", { currentPassword: message });
  }
  await reset("password-change", CHANGE_PASSWORD_FAILURES, userId);
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  const [updated] = await prisma.$transaction([
    prisma.user.update({ where: { id: userId }, data: { passwordHash, sessionVersion: { increment: 1 } } }),
    prisma.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } }),
  ]);
  return { sessionVersion: updated.sessionVersion };
}
