import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { encode } from "next-auth/jwt";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { deleteAccountAction } from "@/lib/domain/account/actions";
import { confirmCheckoutAction, openPortalAction, startCheckoutAction } from "@/lib/domain/billing/actions";
import { GET as billingStatus } from "@/app/api/billing/status/route";
import { POST as webhookRoute } from "@/app/api/stripe/webhook/route";
import { sessionCookieName } from "@/lib/domain/auth/session-token";
import { prisma } from "@/lib/platform/db";
import { serverSecret } from "@/lib/platform/config/secret";
import { FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { createUser, uniqueIp } from "../support/factories";
import { defined } from "@/tests/support/defined";

/** The billing server actions as the browser calls them: session cookie, sign-in first, product messages. */

let fake: FakeStripe;
const savedEnv = { ...process.env };

beforeAll(async () => {
  fake = await startFakeStripe({
    webhookSecret: "whsec_actions_test",
    deliver: async (payload, signature) => {
      const response = await webhookRoute(
        new Request("http://localhost/api/stripe/webhook", { method: "POST", headers: { "stripe-signature": signature }, body: payload }),
      );
      return { status: response.status };
    },
  });
});

afterAll(async () => {
  await fake.stop();
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
  Object.assign(process.env, savedEnv);
});

beforeEach(() => {
  fakeRequest.reset(uniqueIp());
  fake.failures.clear();
  Object.assign(process.env, fake.env());
});

async function signIn(user: { id: string; email: string; sessionVersion: number }) {
  const token = await encode({ token: { uid: user.id, sv: user.sessionVersion, email: user.email, sub: user.id }, secret: serverSecret() });
  fakeRequest.cookies.set(sessionCookieName(false), token);
}

describe("startCheckoutAction", () => {
  it("asks a signed-out visitor to sign in first, configured or not; refuses unknown plans outright", async () => {
    expect(await startCheckoutAction("basic")).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await startCheckoutAction("gold")).toMatchObject({ ok: false, code: "not_found", error: "Plan gold not found" });
    expect(await startCheckoutAction("enterprise")).toMatchObject({ ok: false, code: "validation" });
    delete process.env.STRIPE_PRICE_BASIC;
    delete process.env.STRIPE_SECRET_KEY;
    // Without payment keys a signed-out visitor still gets the sign-in dialog, not "Plans can't be bought on this site yet".
    expect(await startCheckoutAction("basic")).toMatchObject({ ok: false, code: "unauthenticated" });
    const user = await createUser();
    await signIn(user);
    expect(await startCheckoutAction("basic")).toMatchObject({ ok: false, error: "Plans can't be bought on this site yet" });
  });

  it("GET /api/billing/status says per plan whether it can be bought on this server", async () => {
    const status = async () => (await billingStatus().json()) as { plans: Record<string, boolean> };
    expect(await status()).toEqual({ plans: { basic: true, premium: true } });
    delete process.env.STRIPE_PRICE_PREMIUM;
    expect(await status()).toEqual({ plans: { basic: true, premium: false } });
    delete process.env.STRIPE_SECRET_KEY;
    const response = billingStatus();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ plans: { basic: false, premium: false } });
  });

  it("returns a Checkout URL for a signed-in user, and the product's message when Stripe fails", async () => {
    const user = await createUser();
    await signIn(user);
    const started = await startCheckoutAction("premium");
    expect(started).toMatchObject({ ok: true, data: { kind: "checkout" } });
    if (!started.ok) return;
    expect(started.data.url.startsWith(`${fake.url}/checkout/cs_test_`)).toBe(true);

    fake.failures.set("/v1/checkout/sessions", 10);
    expect(await startCheckoutAction("premium")).toEqual({
      ok: false,
      code: "internal",
      title: "Error",
      error: "Failed to start checkout. Please try again.",
    });
  });
});

describe("confirmCheckoutAction and openPortalAction", () => {
  it("confirms the signed-in user's paid session and opens their portal", async () => {
    const user = await createUser();
    await signIn(user);
    const started = await startCheckoutAction("basic");
    if (!started.ok) throw new Error(started.error);
    const sessionId = new URL(await fake.pay(defined(started.data.url.split("/checkout/")[1], "checkout session id"))).searchParams.get("session_id")!;

    expect(await confirmCheckoutAction(sessionId)).toEqual({ ok: true, data: { state: "confirmed", plan: "basic", planName: "Basic" } });
    const portal = await openPortalAction();
    expect(portal).toMatchObject({ ok: true });
    if (portal.ok) expect(portal.data.url.startsWith(`${fake.url}/portal/bps_`)).toBe(true);

    // Signed out, the same session confirms nothing.
    fakeRequest.reset(uniqueIp());
    expect(await confirmCheckoutAction(sessionId)).toMatchObject({ ok: false, code: "unauthenticated" });
  });
});

describe("account deletion", () => {
  it("cancels the subscription immediately, then deletes the account", async () => {
    const user = await createUser();
    await signIn(user);
    const started = await startCheckoutAction("premium");
    if (!started.ok) throw new Error(started.error);
    await fake.pay(defined(started.data.url.split("/checkout/")[1], "checkout session id"));
    const { stripeSubscriptionId } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(fake.subscriptions.get(stripeSubscriptionId!)?.status).toBe("active");

    expect(await deleteAccountAction({ confirmation: user.email })).toEqual({ ok: true, data: null });
    expect(fake.subscriptions.get(stripeSubscriptionId!)?.status).toBe("canceled");
    expect(await prisma.user.count({ where: { id: user.id } })).toBe(0);
  });

  it("keeps the account when the subscription cannot be cancelled", async () => {
    const user = await createUser();
    await signIn(user);
    const started = await startCheckoutAction("basic");
    if (!started.ok) throw new Error(started.error);
    await fake.pay(defined(started.data.url.split("/checkout/")[1], "checkout session id"));
    const { stripeSubscriptionId } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });

    fake.failures.set(`/v1/subscriptions/${stripeSubscriptionId}`, 10);
    expect(await deleteAccountAction({ confirmation: user.email })).toMatchObject({
      ok: false,
      error: "We could not cancel your subscription, so your account was not deleted. Please try again.",
    });
    expect(await prisma.user.count({ where: { id: user.id } })).toBe(1);
    expect(fake.subscriptions.get(stripeSubscriptionId!)?.status).toBe("active");
  });
});
