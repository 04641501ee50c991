"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { CheckoutPlanKey } from "@/lib/billing/messages";

/**
 * Whether each plan can be bought on this server (GET /api/billing/status), fetched at most once per page load and
 * shared by every upgrade button and the pricing page's notice. null until known.
 */

type Availability = Record<CheckoutPlanKey, boolean>;

let availability: Availability | null = null;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: Availability) {
  availability = next;
  listeners.forEach((listener) => listener());
}

function load() {
  request ??= fetch("/api/billing/status", { cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<{ plans: Availability }>) : null))
    .then((body) => {
      if (body) publish(body.plans);
    })
    .catch(() => {
      // Unknown (offline): the buttons stay usable and the server answers for itself.
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Payments availability per plan; `enabled` false skips the request (e.g. for signed-out visitors). */
export function usePaymentsAvailability(enabled = true): Availability | null {
  useEffect(() => {
    if (enabled) load();
  }, [enabled]);
  return useSyncExternalStore(subscribe, () => availability, () => null);
}

/** The server said a plan cannot be bought (its answer to a checkout): every button for it turns off at once. */
export function markPlanUnavailable(plan: CheckoutPlanKey) {
  publish({ ...(availability ?? { basic: true, premium: true }), [plan]: false });
}
