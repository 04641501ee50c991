import "server-only";
import Stripe from "stripe";
import { stripeSecretKey } from "@/lib/domain/billing/config";
import { BillingNotConfiguredError } from "@/lib/platform/errors";
import { serverEnv } from "@/lib/platform/config/env";

/**
 * The one Stripe client of the process, created on first use (builds and pages that never pay need no key).
 *
 * The API version is pinned to the one this SDK release ships with, so that Stripe's responses always match the
 * SDK's types; upgrading the stripe package is the only way to move it (and must be done deliberately: e.g. since
 * 2025-03-31 subscription periods live on `items.data[].current_period_*`).
 *
 * STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL exist for tests only: they point the SDK at the fake
 * Stripe server of tests/support/fake-stripe.ts. Production leaves them unset and talks to api.stripe.com.
 */

export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

const globalForStripe = globalThis as unknown as { __utilifyStripe?: { key: string; client: Stripe } };

function apiOverrides(): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  const { STRIPE_API_HOST: host, STRIPE_API_PROTOCOL: protocol, STRIPE_API_PORT: port } = serverEnv();
  if (!host) return {};
  return { host, protocol, ...(port ? { port } : {}) };
}

/** The Stripe client; throws BillingNotConfiguredError when STRIPE_SECRET_KEY is unset. */
export function stripe(): Stripe {
  const key = stripeSecretKey();
  if (!key) throw new BillingNotConfiguredError();
  const overrides = apiOverrides();
  // Keyed by its configuration so that a changed key (or test server) gets a fresh client.
  const identity = JSON.stringify([key, overrides]);
  const cached = globalForStripe.__utilifyStripe;
  if (cached && cached.key === identity) return cached.client;
  const client = new Stripe(key, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Utilify" },
    ...overrides,
  });
  globalForStripe.__utilifyStripe = { key: identity, client };
  return client;
}

/** The id of an expandable Stripe field (`"cus_…"` or `{ id: "cus_…" }`). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

export { Stripe };
