"use client";

import { mutate, useSharedData } from "@/components/data/swr";
import type { CheckoutPlanKey } from "@/lib/domain/billing/messages";

/**
 * Whether each plan can be bought on this server (GET /api/billing/status), fetched at most once per page load and
 * shared by every upgrade button and the pricing page's notice (one cache key). null until known, and when unknown
 * (offline: the buttons stay usable and the server answers for itself).
 */

type Availability = Record<CheckoutPlanKey, boolean>;
type StatusResponse = { plans: Availability };

const STATUS_URL = "/api/billing/status";

/** Payments availability per plan; `enabled` false skips the request (e.g. for signed-out visitors). */
export function usePaymentsAvailability(enabled = true): Availability | null {
  // Asked once: later buttons read the cached answer (it changes only with the server's configuration).
  const { data } = useSharedData<StatusResponse>(enabled ? STATUS_URL : null, { revalidateIfStale: false });
  return enabled ? (data?.plans ?? null) : null;
}

/** The server said a plan cannot be bought (its answer to a checkout): every button for it turns off at once. */
export function markPlanUnavailable(plan: CheckoutPlanKey) {
  void mutate<StatusResponse>(STATUS_URL, (current) => ({ plans: { ...(current?.plans ?? { basic: true, premium: true }), [plan]: false } }), {
    revalidate: false,
  });
}
