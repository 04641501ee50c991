import { describe, expect, it } from "vitest";
import { AI_MONTHLY_CREDITS, CLICK_RETENTION_DAYS, FREE_DAILY_LIMITS, IP_LIMIT_MULTIPLIER, plans, planOrder, retentionLabel } from "@/lib/domain/plans";
import { comparisonRows, priceText, pricingFaqs } from "@/lib/domain/plans/pricing";

const row = (label: string) => comparisonRows().find((r) => r.label === label)!;

describe("click retention by plan", () => {
  it.each([
    ["free", 30, "30 days"],
    ["basic", 365, "1 year"],
    ["premium", 1095, "3 years"],
    ["enterprise", 1095, "3 years"],
  ] as const)("%s keeps clicks %i days (%s), on the plan card too", (key, days, label) => {
    expect(plans[key].entitlements.clickRetentionDays).toBe(days);
    expect(CLICK_RETENTION_DAYS[key]).toBe(days);
    expect(plans[key].features).toContain(`Click history kept ${label}`);
  });

  it.each([
    [1, "1 day"],
    [30, "30 days"],
    [365, "1 year"],
    [730, "2 years"],
    [400, "400 days"],
  ])("says %i days as %s", (days, label) => {
    expect(retentionLabel(days)).toBe(label);
  });
});

describe("QR CSV batches", () => {
  it("are free on every plan, with the one cap of 500 codes", () => {
    expect(Object.values(row("QR code CSV batches: up to 500 codes in one ZIP").values)).toEqual(planOrder.map(() => true));
  });
});

describe("pricing page data", () => {
  it("prices every plan from the config", () => {
    expect(priceText(plans.free)).toEqual({ amount: "$0", period: "forever" });
    expect(priceText(plans.basic)).toEqual({ amount: "$4.99", period: "/month" });
    expect(priceText(plans.premium)).toEqual({ amount: "$19.99", period: "/month" });
    expect(priceText(plans.enterprise)).toEqual({ amount: "Contact sales", period: null });
  });

  it("compares the AI credits of each plan from AI_MONTHLY_CREDITS", () => {
    expect(row("AI Writer texts").values).toEqual({ free: false, basic: "100 a month", premium: "1,000 a month", enterprise: `${AI_MONTHLY_CREDITS.enterprise.text.toLocaleString("en-US")} a month` });
    expect(row("AI Image Generator images").values).toEqual({ free: false, basic: "20 a month", premium: "200 a month", enterprise: `${AI_MONTHLY_CREDITS.enterprise.image.toLocaleString("en-US")} a month` });
  });

  it("compares the free daily limits from FREE_DAILY_LIMITS and unlimited paid use", () => {
    expect(row("QR codes").values).toEqual({ free: `${FREE_DAILY_LIMITS.qr} per day`, basic: "Unlimited", premium: "Unlimited", enterprise: "Unlimited" });
    expect(row("Short links").values.free).toBe(`${FREE_DAILY_LIMITS.url} per day`);
    expect(row("Area conversions").values.free).toBe(`${FREE_DAILY_LIMITS.area} per day`);
  });

  it("derives every feature cell from the plan entitlements", () => {
    expect(row("Custom short codes").values).toEqual({ free: false, basic: true, premium: true, enterprise: true });
    expect(row("Verified custom domains").values).toEqual({ free: false, basic: false, premium: "Up to 5", enterprise: "Unlimited" });
    expect(row("REST API with API keys").values).toEqual({ free: false, basic: false, premium: true, enterprise: true });
    expect(row("Bulk shortening and bulk conversion (CSV)").values.premium).toBe(true);
    expect(row("Link analytics").values.free).toBe("Total clicks");
    expect(row("Change a link's destination, expiry date").values).toEqual({ free: "With a free account", basic: true, premium: true, enterprise: true });
    expect(row("Expiry after N clicks, fallback URL, redirect status").values).toEqual({ free: false, basic: true, premium: true, enterprise: true });
    expect(row("Link targeting: iOS, Android and country destinations").values).toEqual({ free: false, basic: false, premium: true, enterprise: true });
    expect(plans.premium.features).toContain("Link targeting: iOS and Android destinations and country rules");
    expect(row("Link webhooks (signed events to your server)").values).toEqual({ free: false, basic: false, premium: "Up to 5 endpoints", enterprise: "Up to 20 endpoints" });
    expect(plans.premium.features).toContain("Link webhooks: signed events to up to 5 endpoints");
    expect(row("Link tags, search and filters").values).toEqual({ free: "Up to 5 tags, with a free account", basic: "Unlimited tags", premium: "Unlimited tags", enterprise: "Unlimited tags" });
    expect(row("Click history kept").values).toEqual({ free: "30 days", basic: "1 year", premium: "3 years", enterprise: "3 years" });
    for (const r of comparisonRows()) expect(Object.keys(r.values)).toEqual([...planOrder]);
  });

  it("quotes the configured numbers in the FAQ, never the spec's wrong '50 each'", () => {
    const text = pricingFaqs().map((f) => `${f.question} ${f.answer}`).join("\n");
    expect(text).toContain(`${FREE_DAILY_LIMITS.qr} QR codes, ${FREE_DAILY_LIMITS.url} short links and ${FREE_DAILY_LIMITS.area} area conversions per day`);
    expect(text).toContain(`${plans.basic.priceLabel}/month`);
    expect(text).toContain(`${plans.premium.priceLabel}/month`);
    expect(text).toContain(`${IP_LIMIT_MULTIPLIER} times`);
    expect(text).toContain("00:00 UTC");
    expect(text).toContain("30 days on Free, 1 year on Basic, 3 years on Premium and Enterprise");
    expect(text).not.toMatch(/50 (uses )?(per day )?(for )?each/i);
    expect(new Set(pricingFaqs().map((f) => f.question)).size).toBe(pricingFaqs().length);
  });
});
