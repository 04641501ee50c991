import "server-only";
import { aiCreditSubjectsOf } from "@/lib/domain/ai/credit-store";
import { lockExistingAccount } from "@/lib/platform/db/account-lock";
import { cancelSubscriptionsForDeletedAccount } from "@/lib/domain/billing/account-deletion";
import { deleteAccountSchema, type DeleteAccountInput } from "@/lib/domain/auth/schemas";
import { prisma } from "@/lib/platform/db";
import { ACCOUNT_GONE_MESSAGE as ACCOUNT_GONE, UserFacingError } from "@/lib/platform/errors";
import type { User } from "@/lib/generated/prisma/client";
import { userSubject } from "@/lib/domain/limits/usage";

/**
 * Deleting an account touches auth, billing and usage, so it lives above them (lib/domain/auth never imports lib/domain/billing).
 */

/**
 * The one hook that runs before an account is deleted, outside any database transaction (it may call external
 * services). If it throws, the account is not deleted and the user sees the error.
 *
 * A paid user who deletes the account must not be charged again: billing cancels the Stripe subscriptions
 * immediately (and refuses, keeping the account, when Stripe cannot be reached).
 */
export async function beforeAccountDeletion(user: User): Promise<void> {
  await cancelSubscriptionsForDeletedAccount(user.id);
}

/**
 * Deletes the account and everything it owns: domains, QR and conversion history, custom units, API keys and reset
 * tokens go by cascade; its short links are retired by a database trigger (marked deleted, without owner, target or
 * clicks, so their codes are never reused and every process stops redirecting them: see prisma/schema.prisma, Link);
 * its usage counters and mail are removed here; visitors merged into it are kept, unlinked. `beforeAccountDeletion` runs first (billing cancels the subscription there).
 */
export async function deleteAccount(userId: string, input: DeleteAccountInput): Promise<void> {
  const { confirmation } = deleteAccountSchema.parse(input);
  const user = await prisma.user.findUnique({ where: { id: userId } });
  if (!user) throw new UserFacingError(ACCOUNT_GONE, "not_found");
  if (confirmation.toLowerCase() !== user.email) {
    const message = "Type your email address exactly as shown to confirm";
    throw new UserFacingError(message, "validation", "Error", { confirmation: message });
  }
  await beforeAccountDeletion(user);
  await prisma.$transaction(async (tx) => {
    // The user row is locked first: a use being recorded (lib/domain/limits/usage.ts locks the same row) finishes before
    // its counter is deleted here, or starts after and finds no account; a second deletion at once finds it gone.
    await lockExistingAccount(tx, user.id, "FOR UPDATE");
    await tx.dailyUsage.deleteMany({ where: { subject: userSubject(user.id) } });
    await tx.dailyUseKey.deleteMany({ where: { subject: userSubject(user.id) } });
    await tx.aiCreditUse.deleteMany({ where: { subject: { in: aiCreditSubjectsOf(user.id) } } });
    await tx.outboxMail.deleteMany({ where: { to: user.email } });
    await tx.user.delete({ where: { id: user.id } });
  });
}
