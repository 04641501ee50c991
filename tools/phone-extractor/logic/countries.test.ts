import { getCountries, getCountryCallingCode } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { CALLING_CODES, countryName, countryOptions, defaultCountry } from "./countries";

describe("countries", () => {
  it("are exactly the library's, with its calling codes", () => {
    expect(Object.keys(CALLING_CODES).sort()).toEqual([...getCountries()].sort());
    for (const code of getCountries()) expect(CALLING_CODES[code], code).toBe(getCountryCallingCode(code));
  });

  it("are named in English and sorted by name", () => {
    expect(countryName("GB")).toBe("United Kingdom");
    const labels = countryOptions().map((o) => o.label);
    expect(labels).toContain("United States (+1)");
    expect(labels).toContain("Germany (+49)");
    expect([...labels].sort((a, b) => a.localeCompare(b, "en"))).toEqual(labels);
  });

  it.each([
    [["en-GB", "en"], "GB"],
    [["fr-CA"], "CA"],
    [["zh-Hant-TW"], "TW"],
    [["de"], "US"],
    [["en-001"], "US"],
    [[], "US"],
  ])("%j defaults to %s", (languages, country) => {
    expect(defaultCountry(languages)).toBe(country);
  });
});
