import { describe, expect, it } from "vitest";
import { AI_DAILY_TRIAL, AI_MONTHLY_CREDITS, aiCreditsLabel, planOrder, plans } from "@/lib/domain/plans";
import { aiAllowed } from "./plan";
import { creditsLine, creditsRefusal, renewalDay, renewsAt, utcMonth } from "./credits";

/**
 * The AI credits' config (lib/domain/plans) and their periods and words (./credits.ts). Dates are checked against the
 * Gregorian calendar written out by hand (month lengths, the leap day of 2028, the year's turn), not against the code.
 */

describe("AI credits config", () => {
  it("gives credits exactly to the plans that include the AI tools, more on each higher plan", () => {
    for (const key of planOrder) {
      const credits = plans[key].entitlements.aiCredits;
      expect(credits).toBe(AI_MONTHLY_CREDITS[key]);
      if (aiAllowed(key)) expect(Math.min(credits.text, credits.image)).toBeGreaterThan(0);
      else expect(credits).toEqual({ text: 0, image: 0 });
    }
    expect(AI_MONTHLY_CREDITS.basic).toEqual({ text: 100, image: 20 });
    expect(AI_MONTHLY_CREDITS.premium).toEqual({ text: 1_000, image: 200 });
    expect(AI_MONTHLY_CREDITS.premium.text).toBeGreaterThan(AI_MONTHLY_CREDITS.basic.text);
    expect(AI_MONTHLY_CREDITS.enterprise.image).toBeGreaterThan(AI_MONTHLY_CREDITS.premium.image);
  });

  it("has no daily trial by default, and a trial is a whole number", () => {
    expect(AI_DAILY_TRIAL).toEqual({ text: 0, image: 0 });
    for (const n of Object.values(AI_DAILY_TRIAL)) expect(Number.isInteger(n) && n >= 0).toBe(true);
  });

  it("says each paid plan's credits on the pricing cards", () => {
    expect(plans.basic.features).toContain("AI Writer and AI Image Generator: 100 AI texts and 20 AI images a month");
    expect(plans.premium.features).toContain(aiCreditsLabel(AI_MONTHLY_CREDITS.premium));
    expect(aiCreditsLabel(AI_MONTHLY_CREDITS.premium)).toBe("1,000 AI texts and 200 AI images a month");
  });
});

describe("AI credit periods", () => {
  it("counts in UTC calendar months and renews on the 1st", () => {
    expect(utcMonth(new Date("2026-11-30T23:59:59.999Z")).toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(renewsAt("month", new Date("2026-11-30T23:59:59.999Z")).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(renewsAt("month", new Date("2026-12-31T12:00:00Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(renewsAt("month", new Date("2028-02-29T08:00:00Z")).toISOString()).toBe("2028-03-01T00:00:00.000Z");
    // 23:30 on 31 January in New York is already February in UTC.
    expect(utcMonth(new Date("2027-01-31T23:30:00-05:00")).toISOString()).toBe("2027-02-01T00:00:00.000Z");
    expect(renewsAt("day", new Date("2026-11-30T23:59:59Z")).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(renewalDay(new Date("2027-01-01T00:00:00Z"))).toBe("1 January");
  });
});

describe("AI credit words", () => {
  const now = new Date("2026-11-17T09:00:00Z");

  it("says what is used up and when it renews", () => {
    expect(creditsRefusal("image", "month", { used: 20, limit: 20 }, 1, now)).toBe("You've used this month's 20 images. They renew on 1 December.");
    expect(creditsRefusal("text", "month", { used: 1000, limit: 1000 }, 1, now)).toBe("You've used this month's 1,000 AI texts. They renew on 1 December.");
    expect(creditsRefusal("image", "month", { used: 19, limit: 20 }, 4, now)).toBe("You have 1 image left this month, and asked for 4. Ask for 1 or fewer, or wait until they renew on 1 December.");
    expect(creditsRefusal("text", "day", { used: 3, limit: 3 }, 1, now)).toBe("You've used today's 3 free AI texts. They renew tomorrow at 00:00 UTC. Upgrade to Basic for credits every month.");
  });

  it("gives the meter's line", () => {
    expect(creditsLine("image", { window: "month", used: 3, limit: 20, resetsAt: "2026-12-01T00:00:00.000Z" })).toBe("3 of 20 images used this month · 17 left · renew on 1 December");
    expect(creditsLine("text", { window: "month", used: 1200, limit: 1000, resetsAt: "2026-12-01T00:00:00.000Z" })).toBe("1,200 of 1,000 AI texts used this month · 0 left · renew on 1 December");
    expect(creditsLine("text", { window: "day", used: 1, limit: 2, resetsAt: "2026-11-18T00:00:00.000Z" })).toBe("1 of 2 free AI texts tried today · 1 left · renew at 00:00 UTC");
  });
});
