import "server-only";
import { cancelSubscriptionsForDeletedAccount } from "@/lib/billing/account-deletion";
import type { User } from "@/lib/generated/prisma/client";

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
