import { describe, expect, it } from "vitest";
import { successPlanName } from "@/lib/domain/billing/checkout-return";

describe("success page plan name", () => {
  it("maps paid plan keys to their names", () => {
    expect(successPlanName("basic")).toBe("Basic");
    expect(successPlanName("PREMIUM")).toBe("Premium");
    expect(successPlanName(["enterprise", "basic"])).toBe("Enterprise");
  });

  it("falls back to 'your plan' for missing, free or unknown values", () => {
    expect(successPlanName(undefined)).toBe("your plan");
    expect(successPlanName("free")).toBe("your plan");
    expect(successPlanName("<script>")).toBe("your plan");
    expect(successPlanName("constructor")).toBe("your plan");
    expect(successPlanName("toString")).toBe("your plan");
  });
});
