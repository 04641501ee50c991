import "server-only";
import { prisma, type Prisma } from "@/lib/platform/db";
import { entitlements } from "@/lib/domain/plans/entitlements";

/** The user fields entitlements() reads: select them wherever a user's plan is checked. */
export const BILLABLE_FIELDS = {
  plan: true,
  status: true,
  pastDueSince: true,
  currentPeriodEnd: true,
  cancelAtPeriodEnd: true,
} satisfies Prisma.UserSelect;

/** What a stored user may do now (a user who no longer exists gets the Free plan's entitlements). */
export async function userEntitlements(userId: string, db: typeof prisma | Prisma.TransactionClient = prisma, now = new Date()) {
  const user = await db.user.findUnique({ where: { id: userId }, select: BILLABLE_FIELDS });
  return entitlements(user, now);
}
