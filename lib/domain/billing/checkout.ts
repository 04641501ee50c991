import "server-only";
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { checkCheckoutPlan, type CheckoutPlanCheck } from "@/lib/domain/billing/config";
import { type CheckoutPlanKey } from "@/lib/domain/billing/messages";
import { idOf, stripe } from "@/lib/domain/billing/stripe";
import { isLiveStatus } from "@/lib/domain/billing/subscription-state";
import { STRIPE_TX_OPTIONS, syncSubscription, syncSubscriptionIn } from "@/lib/domain/billing/sync";
import { prisma, type Prisma } from "@/lib/platform/db";
import { effectivePlan } from "@/lib/domain/plans/entitlements";
import { plans, type PaidPlanKey } from "@/lib/domain/plans";
import { site } from "@/lib/platform/config/site";
import { NotSignedInError, UserFacingError } from "@/lib/platform/errors";

/**
 * Checkout, the Customer Portal and the success-page confirmation (docs/product.md §7). Signed-in users only; the Stripe
 * customer exists before Checkout; a customer has at most one subscription.
 */

type Tx = Prisma.TransactionClient;

export function successUrl(plan: CheckoutPlanKey): string {
  // {CHECKOUT_SESSION_ID} is filled in by Stripe.
  return `${site.url}/success?plan=${plan}&session_id={CHECKOUT_SESSION_ID}`;
}
export const cancelUrl = () => `${site.url}/cancel`;
export const portalReturnUrl = () => `${site.url}/account`;

async function lockUser(tx: Tx, userId: string) {
  const rows = await tx.$queryRaw<{ id: string; email: string; stripeCustomerId: string | null }[]>`
    SELECT "id", "email", "stripeCustomerId" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
  const user = rows[0];
  if (!user) throw new NotSignedInError();
  return user;
}

/**
 * The user's Stripe customer, created (and stored) on first need. The user row is locked while the customer is
 * created, so two simultaneous clicks create one customer; the idempotency key makes a retry after a crash between
 * Stripe's answer and our commit get the same customer back instead of a second one.
 */
export async function ensureCustomer(userId: string): Promise<string> {
  return prisma.$transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const customer = await stripe().customers.create(
      { email: user.email, metadata: { userId: user.id } },
      { idempotencyKey: `utilify-customer-${user.id}` },
    );
    await tx.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer.id } });
    return customer.id;
  }, STRIPE_TX_OPTIONS);
}

export interface CheckoutStart {
  /** "portal" when the user already has a subscription: plan changes go through the Customer Portal. */
  kind: "checkout" | "portal";
  url: string;
}

/** The plan and price for a checkout, or a UserFacingError (`Plan x not found`, `Plans can't be bought on this site yet`…). */
export function assertCheckoutPlan(plan: unknown): { plan: CheckoutPlanKey; priceId: string } {
  const check = checkCheckoutPlan(plan);
  if (check.ok) return check;
  throwCheckFailure(check);
}

/**
 * Refuses a plan that can never be bought online (unknown, Free, Enterprise). Whether payments are configured is
 * left for later: a signed-out visitor is asked to sign in first either way (docs/product.md §3).
 */
export function assertSellablePlan(plan: unknown): void {
  const check = checkCheckoutPlan(plan);
  if (!check.ok && check.reason !== "not_configured") throwCheckFailure(check);
}

function throwCheckFailure(check: Extract<CheckoutPlanCheck, { ok: false }>): never {
  const code = check.reason === "not_found" ? "not_found" : check.reason === "not_configured" ? "internal" : "validation";
  throw new UserFacingError(check.message, code);
}

/**
 * Starts Stripe Checkout of `plan` for a signed-in user, or sends a user who already has a subscription to the
 * Customer Portal. Any open Checkout of the customer is expired first, so double clicks can never leave two payable
 * sessions (and two subscriptions) behind.
 */
export async function startCheckout(userId: string, requestedPlan: unknown): Promise<CheckoutStart> {
  const check = assertCheckoutPlan(requestedPlan);
  const customerId = await ensureCustomer(userId);

  return prisma.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await syncSubscriptionIn(tx, customerId);
    if (current.found && current.stripeSubscriptionId && isLiveStatus(current.status)) {
      const portal = await stripe().billingPortal.sessions.create({ customer: customerId, return_url: portalReturnUrl() });
      return { kind: "portal" as const, url: portal.url };
    }
    if (current.found && effectivePlan(current) === "enterprise") {
      throw new UserFacingError("Your account is on the Enterprise plan. Please contact us to change it.", "conflict");
    }
    for await (const open of stripe().checkout.sessions.list({ customer: customerId, status: "open", limit: 100 })) {
      await stripe().checkout.sessions.expire(open.id);
    }
    const session = await stripe().checkout.sessions.create(
      {
        mode: "subscription",
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: check.priceId, quantity: 1 }],
        success_url: successUrl(check.plan),
        cancel_url: cancelUrl(),
        metadata: { userId, plan: check.plan },
        subscription_data: { metadata: { userId, plan: check.plan } },
        allow_promotion_codes: true,
      },
      { idempotencyKey: `utilify-checkout-${userId}-${randomUUID()}` },
    );
    if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
    return { kind: "checkout" as const, url: session.url };
  }, STRIPE_TX_OPTIONS);
}

/** A Customer Portal session (card, plan change, cancellation) returning to /account. */
export async function openCustomerPortal(userId: string): Promise<{ url: string }> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { stripeCustomerId: true } });
  if (!user) throw new NotSignedInError();
  if (!user.stripeCustomerId) throw new UserFacingError("You have no subscription to manage yet.", "not_found");
  const portal = await stripe().billingPortal.sessions.create({ customer: user.stripeCustomerId, return_url: portalReturnUrl() });
  return { url: portal.url };
}

export type CheckoutConfirmation =
  | { state: "confirmed"; plan: PaidPlanKey; planName: string }
  /** Paid but not active yet (e.g. a bank payment still processing), or not paid yet. */
  | { state: "pending" };

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * Confirms a Checkout session on the success page: it must belong to the signed-in user; the subscription is synced
 * right away (the user can arrive before the webhook) and the plan it gave is returned.
 */
export async function confirmCheckout(userId: string, sessionId: unknown): Promise<CheckoutConfirmation> {
  if (typeof sessionId !== "string" || !SESSION_ID.test(sessionId)) {
    throw new UserFacingError("This checkout link is not valid.", "validation");
  }
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { stripeCustomerId: true } });
  if (!user) throw new NotSignedInError();

  let session: Stripe.Checkout.Session;
  try {
    session = await stripe().checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") {
      throw new UserFacingError("We could not find this checkout.", "not_found");
    }
    throw error;
  }
  const customerId = idOf(session.customer);
  if (!customerId || customerId !== user.stripeCustomerId || session.client_reference_id !== userId) {
    throw new UserFacingError("This checkout belongs to another account. Please sign in with the account you paid with.", "forbidden");
  }
  if (session.status === "expired") {
    throw new UserFacingError("This checkout expired before payment. No charge was made.", "conflict");
  }
  if (session.status !== "complete") return { state: "pending" };

  const synced = await syncSubscription(customerId);
  if (!synced.found) return { state: "pending" };
  const plan = effectivePlan(synced);
  if (plan === "free") return { state: "pending" };
  return { state: "confirmed", plan, planName: plans[plan].name };
}
