import "server-only";
import { prisma } from "@/lib/platform/db";
import { stripeSecretKey } from "@/lib/domain/billing/config";
import { syncSubscription } from "@/lib/domain/billing/sync";

/**
 * The safety net under Stripe's webhooks. At the end of every period Stripe changes a live subscription: it renews
 * (a new period end), fails to charge (past_due) or ends a scheduled cancellation (canceled), and tells us by webhook.
 * If those webhooks never arrive (Stripe gives up after three days of failures), our copy still shows the old
 * period. This finds copies that still grant a paid plan more than STALE_AFTER_MS past their period's end and
 * re-reads them from Stripe through the one sync.
 *
 * Each run checks at most BATCH users, the least recently written first, and starts no sync after `budgetMs` (a run
 * never holds the shutdown long); a sync always rewrites the row, so users Stripe itself leaves unchanged go to the
 * back. Instances may check the same user at once: the sync's row lock puts the two one after the other.
 */

/** Stripe's own period-end events normally reach us within minutes; past this, the copy is considered stale. */
export const STALE_AFTER_MS = 60 * 60 * 1000;
const BATCH = 100;

export interface ReconcileRun {
  checked: number;
  /** Users whose copy changed (status, plan, period or cancellation). */
  changed: number;
  failed: number;
}

export async function reconcileStaleSubscriptions({ now = new Date(), budgetMs = 10_000 } = {}): Promise<ReconcileRun> {
  const run: ReconcileRun = { checked: 0, changed: 0, failed: 0 };
  const started = Date.now();
  if (!stripeSecretKey()) return run;
  const stale = await prisma.user.findMany({
    where: {
      stripeCustomerId: { not: null },
      stripeSubscriptionId: { not: null },
      plan: { not: "free" },
      status: { in: ["active", "trialing", "past_due"] },
      currentPeriodEnd: { lt: new Date(now.getTime() - STALE_AFTER_MS) },
    },
    orderBy: { updatedAt: "asc" },
    take: BATCH,
    select: { stripeCustomerId: true, plan: true, status: true, currentPeriodEnd: true, cancelAtPeriodEnd: true },
  });
  for (const before of stale) {
    if (Date.now() - started >= budgetMs) break;
    run.checked++;
    try {
      const after = await syncSubscription(before.stripeCustomerId!);
      if (
        after.found &&
        (after.plan !== before.plan ||
          after.status !== before.status ||
          after.cancelAtPeriodEnd !== before.cancelAtPeriodEnd ||
          after.currentPeriodEnd?.getTime() !== before.currentPeriodEnd?.getTime())
      ) {
        run.changed++;
      }
    } catch (error) {
      run.failed++;
      console.error("[billing] re-reading a stale subscription failed:", (error as Error).message);
    }
  }
  return run;
}
