import { describe, expect, it } from "vitest";
import { effectivePlan, entitlements, PAST_DUE_GRACE_MS, type BillableUser } from "@/lib/domain/plans/entitlements";

const NOW = new Date("2026-12-07T12:00:00Z");
const HOUR = 3_600_000;

function user(patch: Partial<BillableUser>): BillableUser {
  return { plan: "premium", status: "active", pastDueSince: null, currentPeriodEnd: new Date(NOW.getTime() + 24 * HOUR), cancelAtPeriodEnd: false, ...patch };
}

describe("effectivePlan", () => {
  it("grants the paid plan while active or trialing, and Free for nobody, the Free plan and ended statuses", () => {
    expect(effectivePlan(user({}), NOW)).toBe("premium");
    expect(effectivePlan(user({ status: "trialing" }), NOW)).toBe("premium");
    expect(effectivePlan(null, NOW)).toBe("free");
    expect(effectivePlan(user({ plan: "free" }), NOW)).toBe("free");
    for (const status of ["canceled", "unpaid", "incomplete", "incomplete_expired", "paused"] as const) {
      expect(effectivePlan(user({ status }), NOW), status).toBe("free");
    }
  });

  it("keeps a past_due plan for the grace period from the first failure, and gives no grace without its start", () => {
    const since = (ms: number) => user({ status: "past_due", pastDueSince: new Date(NOW.getTime() - ms) });
    expect(effectivePlan(since(PAST_DUE_GRACE_MS - 1000), NOW)).toBe("premium");
    expect(effectivePlan(since(PAST_DUE_GRACE_MS + 1000), NOW)).toBe("free");
    expect(effectivePlan(user({ status: "past_due", pastDueSince: null }), NOW)).toBe("free");
  });

  it("ends a scheduled cancellation at the period's end, whatever the stored status still says", () => {
    const cancelling = (endsIn: number) => user({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(NOW.getTime() + endsIn) });
    expect(effectivePlan(cancelling(HOUR), NOW)).toBe("premium");
    expect(effectivePlan(cancelling(0), NOW)).toBe("free");
    expect(effectivePlan(cancelling(-HOUR), NOW)).toBe("free");
    expect(effectivePlan({ ...cancelling(-HOUR), status: "past_due", pastDueSince: NOW }, NOW)).toBe("free");
    // A period that passed without a scheduled cancellation is a renewal we have not heard of yet: the plan stays.
    expect(effectivePlan(user({ currentPeriodEnd: new Date(NOW.getTime() - HOUR) }), NOW)).toBe("premium");
  });

  it("gives the effective plan's entitlements", () => {
    expect(entitlements(user({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(NOW.getTime() - 1) }), NOW)).toMatchObject({ plan: "free", api: false });
    expect(entitlements(user({}), NOW)).toMatchObject({ plan: "premium", api: true });
  });
});
