import "server-only";
import { stripeSecretKey } from "@/lib/domain/billing/config";
import { stripe } from "@/lib/domain/billing/stripe";
import { toStatus } from "@/lib/domain/billing/subscription-state";
import { prisma } from "@/lib/platform/db";
import { UserFacingError } from "@/lib/platform/errors";

const ENDED = new Set(["canceled", "incomplete_expired"]);

/**
 * Cancels, immediately and without a final invoice, every subscription of a user whose account is being deleted
 * (docs/product.md §6). Throws when it cannot, so that the account is not deleted while Stripe keeps charging it.
 * Returns the ids of the subscriptions it canceled.
 */
export async function cancelSubscriptionsForDeletedAccount(userId: string): Promise<string[]> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { stripeCustomerId: true } });
  if (!user?.stripeCustomerId) return [];
  if (!stripeSecretKey()) {
    throw new UserFacingError(
      "We could not cancel your subscription, so your account was not deleted. Please contact us.",
      "internal",
    );
  }
  const canceled: string[] = [];
  try {
    for await (const subscription of stripe().subscriptions.list({ customer: user.stripeCustomerId, status: "all", limit: 100 })) {
      if (ENDED.has(toStatus(subscription.status))) continue;
      await stripe().subscriptions.cancel(
        subscription.id,
        { invoice_now: false, prorate: false, cancellation_details: { comment: "Account deleted" } },
        { idempotencyKey: `utilify-cancel-${subscription.id}` },
      );
      canceled.push(subscription.id);
    }
  } catch (error) {
    console.error("[stripe] cancelling subscriptions of a deleted account failed", error);
    throw new UserFacingError(
      "We could not cancel your subscription, so your account was not deleted. Please try again.",
      "internal",
    );
  }
  return canceled;
}
