import { describe, expect, it } from "vitest";
import { CODE_MESSAGES, customCodeProblem, generateCode, isReservedCode } from "@/tools/url-shortener/server/codes";

describe("generateCode", () => {
  it("makes 6 base-36 characters with no visible pattern", () => {
    const codes = Array.from({ length: 2000 }, () => generateCode());
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{6}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet shows up in 12,000 draws (a biased generator would miss some).
    expect(new Set(codes.join("")).size).toBe(36);
  });
});

describe("custom codes", () => {
  it("accepts 3 to 50 letters, digits, hyphens and underscores", () => {
    for (const code of ["abc", "My-Link_2025", "A".repeat(50), "x_y"]) expect(customCodeProblem(code), code).toBeNull();
  });

  it("refuses codes that are too short, too long or have other characters", () => {
    expect(customCodeProblem("ab")).toBe(CODE_MESSAGES.tooShort);
    expect(customCodeProblem("a".repeat(51))).toBe(CODE_MESSAGES.tooLong);
    for (const code of ["has space", "slash/es", "dot.com", "émoji", "per%cent", "quote'"]) {
      expect(customCodeProblem(code), code).toBe(CODE_MESSAGES.characters);
    }
  });

  it("refuses reserved words whatever their case, including every top-level and catalogue route", () => {
    for (const code of ["api", "API", "admin", "account", "pricing", "Pricing", "urlshortener", "qrgenerator", "json-formatter", "phone-number-extractor", "links"]) {
      expect(isReservedCode(code), code).toBe(true);
      if (code.length >= 3) expect(customCodeProblem(code)).toBe(CODE_MESSAGES.reserved(code));
    }
    expect(isReservedCode("s")).toBe(true);
    expect(isReservedCode("my-campaign")).toBe(false);
  });
});
