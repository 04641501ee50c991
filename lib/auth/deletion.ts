import type { User } from "@/lib/generated/prisma/client";

/**
 * The one hook that runs before an account is deleted, outside any database transaction (it may call external
 * services). If it throws, the account is not deleted and the user sees the error.
 *
 * Billing (lib/billing) calls its subscription cancellation from here: a paid user who deletes the account must not
 * be charged again. Until billing exists, no user can hold a subscription, so there is nothing to undo.
 */
export async function beforeAccountDeletion(user: User): Promise<void> {
  void user;
}
