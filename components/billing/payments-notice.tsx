"use client";

import { Info } from "lucide-react";
import { usePaymentsAvailability } from "@/components/billing/payments-status";
import { PLAN_NAMES } from "@/lib/domain/plans/names";
import { NOT_CONFIGURED_MESSAGE } from "@/lib/platform/errors";

/**
 * The pricing page's one notice when this server cannot take payments (no Stripe keys): said once, in the visitor's
 * words, instead of an error toast on every upgrade click (how to set payments up is in the server log and the README).
 * Nothing is shown while unknown or when every plan can be bought.
 */
export function PaymentsNotice() {
  const availability = usePaymentsAvailability();
  if (!availability) return null;
  const missing = (Object.keys(availability) as (keyof typeof availability)[]).filter((plan) => !availability[plan]);
  if (missing.length === 0) return null;
  const names = missing.map((plan) => PLAN_NAMES[plan]).join(" and ");
  return (
    <div role="note" data-testid="payments-notice" className="mt-8 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p>
        <strong className="font-semibold">{NOT_CONFIGURED_MESSAGE}.</strong> The {names} {missing.length === 1 ? "plan" : "plans"}{" "}
        will be on sale once online payments are set up; everything free works as usual.
      </p>
    </div>
  );
}
