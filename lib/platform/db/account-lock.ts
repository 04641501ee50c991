import { Prisma } from "@/lib/generated/prisma/client";
import { ACCOUNT_GONE_MESSAGE, UserFacingError } from "@/lib/platform/errors";

/**
 * Row locks on an account's `User` row, the one order every multi-row writer of an account follows (docs/architecture.md
 * "Limits and visitors"): the account row first, then its counters, keys, claims or units. FOR UPDATE serialises an
 * account's own writers (key and domain caps, deletion); FOR NO KEY UPDATE does too without blocking rows that
 * reference the account; FOR KEY SHARE only keeps the account from being deleted meanwhile.
 */
export type AccountLock = "FOR UPDATE" | "FOR NO KEY UPDATE" | "FOR KEY SHARE";

/** Locks the account's row for the rest of the transaction; false when the account no longer exists. */
export async function lockAccount(tx: Prisma.TransactionClient, userId: string, lock: AccountLock): Promise<boolean> {
  const rows = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "User" WHERE "id" = ${userId} ${Prisma.raw(lock)}`;
  return rows.length > 0;
}

/** lockAccount, for a request of an account deleted meanwhile (another tab): "Your account no longer exists." */
export async function lockExistingAccount(tx: Prisma.TransactionClient, userId: string, lock: AccountLock): Promise<void> {
  if (!(await lockAccount(tx, userId, lock))) throw new UserFacingError(ACCOUNT_GONE_MESSAGE, "not_found");
}
