import { describe, expect, it } from "vitest";
import { billingConfigured, checkCheckoutPlan, checkoutAvailability, isCheckoutPlan, PAYMENT_VARIABLES, planForPriceId, priceIdFor } from "@/lib/domain/billing/config";
import { parseServerEnv } from "@/lib/platform/config/env";

const env = parseServerEnv({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PRICE_BASIC: "price_b", STRIPE_PRICE_PREMIUM: " price_p " });

describe("billing config", () => {
  it("maps plans to the price ids of their environment variables and back", () => {
    expect(priceIdFor("basic", env)).toBe("price_b");
    expect(priceIdFor("premium", env)).toBe("price_p");
    expect(priceIdFor("enterprise", env)).toBeNull();
    expect(priceIdFor("free", env)).toBeNull();
    expect(planForPriceId("price_b", env)).toBe("basic");
    expect(planForPriceId("price_p", env)).toBe("premium");
    expect(planForPriceId("price_unknown", env)).toBeNull();
    expect(planForPriceId(null, env)).toBeNull();
    expect(planForPriceId("price_b", parseServerEnv({}))).toBeNull();
  });

  it("sells only Basic and Premium online", () => {
    expect(["free", "basic", "premium", "enterprise"].filter((p) => isCheckoutPlan(p as never))).toEqual(["basic", "premium"]);
  });

  it("is configured only with a key and, per plan, that plan's price", () => {
    expect(billingConfigured(undefined, env)).toBe(true);
    expect(billingConfigured("basic", parseServerEnv({ STRIPE_SECRET_KEY: "sk", STRIPE_PRICE_PREMIUM: "p" }))).toBe(false);
    expect(billingConfigured(undefined, parseServerEnv({ STRIPE_PRICE_BASIC: "b" }))).toBe(false);
    expect(billingConfigured(undefined, parseServerEnv({ STRIPE_SECRET_KEY: "  " , STRIPE_PRICE_BASIC: "b" }))).toBe(false);
  });

  it("explains why a plan cannot be bought", () => {
    expect(checkCheckoutPlan("basic", env)).toEqual({ ok: true, plan: "basic", priceId: "price_b" });
    expect(checkCheckoutPlan("gold", env)).toMatchObject({ ok: false, reason: "not_found", message: "Plan gold not found" });
    expect(checkCheckoutPlan("__proto__", env)).toMatchObject({ ok: false, reason: "not_found" });
    expect(checkCheckoutPlan(42, env)).toMatchObject({ ok: false, message: "Plan 42 not found" });
    expect(checkCheckoutPlan("enterprise", env)).toMatchObject({ ok: false, reason: "not_self_serve" });
    expect(checkCheckoutPlan("free", env)).toMatchObject({ ok: false, reason: "not_self_serve" });
    expect(checkCheckoutPlan("premium", parseServerEnv({ STRIPE_SECRET_KEY: "sk" }))).toEqual({
      ok: false,
      reason: "not_configured",
      message: "Plans can't be bought on this site yet",
    });
    expect(checkCheckoutPlan("basic", parseServerEnv({ STRIPE_PRICE_BASIC: "b" }))).toMatchObject({ reason: "not_configured" });
  });
});

describe("checkoutAvailability and PAYMENT_VARIABLES", () => {
  it("says per self-serve plan whether it can be bought, from the key and that plan's price", () => {
    expect(checkoutAvailability(parseServerEnv({}))).toEqual({ basic: false, premium: false });
    expect(checkoutAvailability(parseServerEnv({ STRIPE_SECRET_KEY: "sk", STRIPE_PRICE_BASIC: "price_b" }))).toEqual({ basic: true, premium: false });
    expect(checkoutAvailability(parseServerEnv({ STRIPE_PRICE_BASIC: "price_b", STRIPE_PRICE_PREMIUM: "price_p" }))).toEqual({ basic: false, premium: false });
    expect(PAYMENT_VARIABLES).toEqual(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_BASIC", "STRIPE_PRICE_PREMIUM"]);
  });
});
