import { describe, expect, it } from "vitest";
import { filterFromPageQuery, filterParams, hasFilter, parseFilterQuery, withFilter } from "@/tools/url-shortener/logic/analytics-filter";
import { linkStatsQuerySchema } from "@/tools/api-schemas";
import { referrerHost } from "@/tools/url-shortener/redirect/classify";

describe("analytics filters", () => {
  it("reads each dimension, normalised, with none for unknown", () => {
    const parsed = parseFilterQuery(new URLSearchParams("country=de&device=mobile&referrer=www.News.ycombinator.com&browser=Mobile%20Safari&os=none&trigger=scan"));
    expect(parsed).toEqual({ ok: true, filter: { country: "DE", device: "mobile", referrer: "news.ycombinator.com", browser: "Mobile Safari", os: "" } });
    expect(parseFilterQuery(new URLSearchParams("referrer=none"))).toEqual({ ok: true, filter: { referrer: "" } });
    // An internationalised host as the redirect stores it (the Referer's host, as URL parsing gives it).
    for (const typed of ["bücher.de", "BÜCHER.de", "www.bücher.de", "xn--bcher-kva.de"]) {
      expect(parseFilterQuery(new URLSearchParams({ referrer: typed })), typed).toEqual({ ok: true, filter: { referrer: "xn--bcher-kva.de" } });
    }
    expect(referrerHost("https://bücher.de/seite")).toBe("xn--bcher-kva.de");
    // Only a bare name is read as a host: with a URL's punctuation it stays what it is, and matches nothing stored.
    expect(parseFilterQuery(new URLSearchParams({ referrer: "ä@news.ycombinator.com" }))).toEqual({ ok: true, filter: { referrer: "ä@news.ycombinator.com" } });
    expect(parseFilterQuery(new URLSearchParams(""))).toEqual({ ok: true, filter: {} });
  });

  it("names the field of a bad value, in the strict parse and in the API's schema", () => {
    for (const [query, field] of [
      ["country=DEU", "country"],
      ["country=", "country"],
      ["device=phone", "device"],
      ["device=Mobile", "device"],
      ["browser=%00x", "browser"],
      [`os=${"x".repeat(101)}`, "os"],
      [`referrer=${"a".repeat(254)}`, "referrer"],
      ["country=DE&country=US", "country"],
    ] as const) {
      const parsed = parseFilterQuery(new URLSearchParams(query));
      expect(parsed.ok, query).toBe(false);
      if (!parsed.ok) {
        expect(parsed.field).toBe(field);
        expect(parsed.message).toMatch(new RegExp(`^${field} must be`));
      }
    }
    const api = linkStatsQuerySchema.safeParse({ device: "phone" });
    expect(api.success).toBe(false);
    expect(api.error?.issues[0]).toMatchObject({ path: ["device"], message: expect.stringMatching(/^device must be one of/) });
    expect(linkStatsQuerySchema.parse({ country: "fr", trigger: "click" })).toEqual({ country: "FR", trigger: "click" });
  });

  it("ignores bad, repeated or missing values on the page, never failing", () => {
    expect(filterFromPageQuery({ country: "Germany", device: ["mobile", "desktop"], os: "iOS", browser: undefined })).toEqual({ os: "iOS" });
    expect(filterFromPageQuery({})).toEqual({});
  });

  it("writes filters back as query parameters, in a fixed order, and sets or removes one", () => {
    const filter = { os: "", country: "DE" };
    expect(filterParams(filter)).toEqual([
      ["country", "DE"],
      ["os", "none"],
    ]);
    expect(withFilter(filter, "device", "mobile")).toEqual({ os: "", country: "DE", device: "mobile" });
    expect(withFilter(filter, "os", null)).toEqual({ country: "DE" });
    expect(filter).toEqual({ os: "", country: "DE" });
    expect(hasFilter({})).toBe(false);
    expect(hasFilter({ referrer: "" })).toBe(true);
    expect(hasFilter(null)).toBe(false);
  });
});
