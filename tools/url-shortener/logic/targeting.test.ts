import { describe, expect, it } from "vitest";
import { chooseDestination, COUNTRY_CODES, COUNTRY_MENU, countryName, normaliseCountry, targetingSummary, type TargetingOf } from "@/tools/url-shortener/logic/targeting";

const TARGET = "https://example.com/";
const targeting: TargetingOf<string> = {
  ios: "https://apps.apple.com/app/id1",
  android: "https://play.google.com/store/apps/details?id=app",
  geo: new Map([
    ["DE", "https://example.de/"],
    ["FR", "https://example.fr/"],
  ]),
};

describe("chooseDestination", () => {
  it("sends a visitor from a country with a rule there, whatever their phone", () => {
    expect(chooseDestination(targeting, TARGET, { country: "DE", os: "iOS" })).toBe("https://example.de/");
    expect(chooseDestination(targeting, TARGET, { country: "FR", os: "Android" })).toBe("https://example.fr/");
    expect(chooseDestination(targeting, TARGET, { country: "DE", os: "Windows" })).toBe("https://example.de/");
  });

  it("falls through to the phone's destination for a country without a rule, or no country at all", () => {
    expect(chooseDestination(targeting, TARGET, { country: "US", os: "iOS" })).toBe(targeting.ios);
    expect(chooseDestination(targeting, TARGET, { country: null, os: "Android" })).toBe(targeting.android);
  });

  it("gives everyone else the link's own destination", () => {
    expect(chooseDestination(targeting, TARGET, { country: "US", os: "Windows" })).toBe(TARGET);
    expect(chooseDestination(targeting, TARGET, { country: null, os: null })).toBe(TARGET);
    expect(chooseDestination(null, TARGET, { country: "DE", os: "iOS" })).toBe(TARGET);
  });

  it("skips a phone destination the link does not have", () => {
    const iosOnly: TargetingOf<string> = { ios: "https://apps.apple.com/app/id1", android: null, geo: null };
    expect(chooseDestination(iosOnly, TARGET, { country: "DE", os: "Android" })).toBe(TARGET);
    expect(chooseDestination(iosOnly, TARGET, { country: "DE", os: "iOS" })).toBe(iosOnly.ios);
  });

  it("matches the country exactly as stored (uppercase, as clientCountry gives it)", () => {
    expect(chooseDestination(targeting, TARGET, { country: "de", os: null })).toBe(TARGET);
  });
});

describe("normaliseCountry", () => {
  it("takes known codes in either case and stores them uppercase", () => {
    expect(normaliseCountry("de")).toBe("DE");
    expect(normaliseCountry(" Us ")).toBe("US");
    expect(normaliseCountry("XK")).toBe("XK");
  });

  it("refuses what is not a country code", () => {
    for (const code of ["XX", "UK", "EU", "DEU", "D", "", "1A"]) expect(normaliseCountry(code), code).toBeNull();
  });

  it("knows the 249 ISO 3166-1 codes and Kosovo, each once, each with an English name", () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    for (const code of COUNTRY_CODES) expect(countryName(code), code).toMatch(/^\p{Lu}/u);
    expect(new Set(COUNTRY_CODES.map(countryName)).size).toBe(250);
    expect(countryName("HK")).toBe("Hong Kong");
    expect(countryName("ZZ")).toBe("ZZ");
  });

  it("menus list every country once, by name, accents aside", () => {
    expect(COUNTRY_MENU.map((c) => c.code).sort()).toEqual([...COUNTRY_CODES].sort());
    const names = COUNTRY_MENU.map((c) => c.name);
    expect(names.slice(0, 3)).toEqual(["Afghanistan", "Åland Islands", "Albania"]);
    expect(names.indexOf("Côte d’Ivoire")).toBe(names.indexOf("Costa Rica") + 1);
    expect(names.at(-1)).toBe("Zimbabwe");
  });
});

describe("targetingSummary", () => {
  it("lists the country rules by name, then iPhone and iPad, then Android", () => {
    const names: Record<string, string> = { DE: "Germany", AT: "Austria" };
    expect(
      targetingSummary({ ios: "https://i.example/", android: "https://a.example/", geo: { DE: "https://de.example/", AT: "https://at.example/" } }, (c) => names[c] ?? c),
    ).toEqual([
      { label: "Austria", url: "https://at.example/" },
      { label: "Germany", url: "https://de.example/" },
      { label: "iPhone and iPad", url: "https://i.example/" },
      { label: "Android", url: "https://a.example/" },
    ]);
    expect(targetingSummary({ ios: null, android: null, geo: null }, String)).toEqual([]);
  });
});
