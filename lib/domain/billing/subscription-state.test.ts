import { describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { isLiveStatus, NO_SUBSCRIPTION, periodEndOf, pickSubscription, storedStateFor, toStatus } from "@/lib/domain/billing/subscription-state";

const env = { STRIPE_PRICE_BASIC: "price_b", STRIPE_PRICE_PREMIUM: "price_p" };

function sub(id: string, price: string, status: string, created: number, extra: Partial<Record<string, unknown>> = {}, periodEnds = [2_000_000_000]) {
  return {
    id,
    status,
    created,
    cancel_at_period_end: false,
    cancel_at: null,
    items: { data: periodEnds.map((end) => ({ price: { id: price }, current_period_end: end, current_period_start: end - 2_592_000 })) },
    ...extra,
  } as unknown as Stripe.Subscription;
}

const previous = { status: "active" as const, pastDueSince: null };

describe("subscription state", () => {
  it("picks the subscription in the best standing, then the newest, ignoring prices that are not ours", () => {
    const subs = [
      sub("old_active", "price_b", "active", 100),
      sub("new_canceled", "price_p", "canceled", 300),
      sub("foreign", "price_other", "active", 400),
      sub("new_active", "price_p", "active", 200),
    ];
    expect(pickSubscription(subs, env)?.subscription.id).toBe("new_active");
    expect(pickSubscription([sub("a", "price_b", "canceled", 1), sub("b", "price_b", "past_due", 0)], env)?.subscription.id).toBe("b");
    expect(pickSubscription([sub("foreign", "price_other", "active", 1)], env)).toBeNull();
    expect(pickSubscription([], env)).toBeNull();
  });

  it("stores plan, status, price, the latest item period end and a scheduled cancellation", () => {
    const chosen = pickSubscription([sub("s", "price_p", "active", 1, { cancel_at_period_end: true }, [1_800_000_000, 1_900_000_000])], env);
    expect(storedStateFor(chosen, previous)).toEqual({
      plan: "premium",
      status: "active",
      stripeSubscriptionId: "s",
      stripePriceId: "price_p",
      currentPeriodEnd: new Date(1_900_000_000_000),
      cancelAtPeriodEnd: true,
      pastDueSince: null,
    });
    // A cancellation at a date within the period ends the plan at that date; one in a later period lets this renew.
    const scheduled = pickSubscription([sub("s", "price_b", "active", 1, { cancel_at: 1_850_000_000 })], env);
    expect(storedStateFor(scheduled, previous)).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(1_850_000_000_000) });
    const later = pickSubscription([sub("s", "price_b", "active", 1, { cancel_at: 2_100_000_000 })], env);
    expect(storedStateFor(later, previous)).toMatchObject({ cancelAtPeriodEnd: false, currentPeriodEnd: new Date(2_000_000_000_000) });
    const ended = pickSubscription([sub("s", "price_b", "canceled", 1, { cancel_at_period_end: true })], env);
    expect(storedStateFor(ended, previous)).toMatchObject({ status: "canceled", cancelAtPeriodEnd: false, plan: "basic" });
    expect(storedStateFor(null, previous)).toEqual(NO_SUBSCRIPTION);
  });

  it("marks when past_due starts, keeps the mark while it lasts and clears it after", () => {
    const pastDue = pickSubscription([sub("s", "price_b", "past_due", 1)], env);
    const t1 = new Date("2026-01-01T00:00:00Z");
    const t2 = new Date("2026-01-02T00:00:00Z");
    const first = storedStateFor(pastDue, previous, t1);
    expect(first.pastDueSince).toEqual(t1);
    expect(storedStateFor(pastDue, { status: "past_due", pastDueSince: t1 }, t2).pastDueSince).toEqual(t1);
    const active = pickSubscription([sub("s", "price_b", "active", 1)], env);
    expect(storedStateFor(active, { status: "past_due", pastDueSince: t1 }, t2).pastDueSince).toBeNull();
  });

  it("treats statuses it does not know as granting nothing, and knows which ones block a second checkout", () => {
    expect(toStatus("some_future_status")).toBe("incomplete");
    expect(toStatus("trialing")).toBe("trialing");
    expect(isLiveStatus("active")).toBe(true);
    expect(isLiveStatus("past_due")).toBe(true);
    expect(isLiveStatus("canceled")).toBe(false);
    expect(isLiveStatus("incomplete_expired")).toBe(false);
    expect(periodEndOf(sub("s", "price_b", "active", 1, {}, []))).toBeNull();
  });
});
