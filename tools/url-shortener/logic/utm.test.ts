import { describe, expect, it } from "vitest";
import { applyUtm, cleanUtm, hasUtm, utmOf, UTM_MAX_LENGTH, UTM_MESSAGES } from "@/tools/url-shortener/logic/utm";

describe("merging UTM parameters into a destination", () => {
  it.each([
    ["a bare address", "https://example.com/", { source: "news" }, "https://example.com/?utm_source=news"],
    ["a path without a slash after the host", "https://example.com", { source: "news" }, "https://example.com?utm_source=news"],
    [
      "every field, in the fixed order",
      "https://example.com/p",
      { content: "cta", term: "shoes", campaign: "spring", medium: "email", source: "news" },
      "https://example.com/p?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=shoes&utm_content=cta",
    ],
    ["an existing query, kept as it was", "https://example.com/p?b=2&a=1", { medium: "email" }, "https://example.com/p?b=2&a=1&utm_medium=email"],
    [
      "an existing query's own encoding and bare flags",
      "https://example.com/p?q=a+b&x=%2F&flag&empty=",
      { source: "s" },
      "https://example.com/p?q=a+b&x=%2F&flag&empty=&utm_source=s",
    ],
    [
      "existing utm pairs of the same names, replaced wherever they are",
      "https://example.com/?utm_source=old&a=1&utm_medium=keep&UTM_Source=older&utm%5Fsource=oldest",
      { source: "new" },
      "https://example.com/?a=1&utm_medium=keep&utm_source=new",
    ],
    ["a fragment, kept at the end", "https://example.com/doc#section-2", { source: "news" }, "https://example.com/doc?utm_source=news#section-2"],
    [
      "a query and a fragment holding a question mark",
      "https://example.com/doc?a=1#where?now",
      { campaign: "x" },
      "https://example.com/doc?a=1&utm_campaign=x#where?now",
    ],
    ["a question mark with nothing after it", "https://example.com/?", { source: "news" }, "https://example.com/?utm_source=news"],
    ["stray ampersands", "https://example.com/?&a=1&&", { source: "n" }, "https://example.com/?a=1&utm_source=n"],
    [
      "values needing encoding (space, ampersand, equals, hash, plus, non-ASCII, emoji)",
      "https://example.com/",
      { source: "news letter", medium: "a&b=c", campaign: "#1+2", term: "café", content: "🎉" },
      "https://example.com/?utm_source=news%20letter&utm_medium=a%26b%3Dc&utm_campaign=%231%2B2&utm_term=caf%C3%A9&utm_content=%F0%9F%8E%89",
    ],
    ["values trimmed, empty ones ignored", "https://example.com/?utm_medium=kept", { source: "  news ", medium: "  " }, "https://example.com/?utm_medium=kept&utm_source=news"],
  ])("%s", (_name, target, utm, expected) => {
    expect(applyUtm(target, utm)).toBe(expected);
    // What the browser reads back is the values given.
    const read = new URL(expected).searchParams;
    for (const [field, value] of Object.entries(utm)) if (value.trim()) expect(read.get(`utm_${field}`)).toBe(value.trim());
  });

  it("leaves the destination untouched when no parameter is given", () => {
    const target = "https://example.com/?utm_source=old#x";
    expect(applyUtm(target, {})).toBe(target);
    expect(applyUtm(target, { source: " ", medium: "" })).toBe(target);
    expect(hasUtm({ source: " " })).toBe(false);
    expect(hasUtm({ term: "x" })).toBe(true);
  });

  it("is idempotent: applying the same parameters twice gives the same address", () => {
    const once = applyUtm("https://example.com/?a=1#f", { source: "n", campaign: "c" });
    expect(applyUtm(once, { source: "n", campaign: "c" })).toBe(once);
  });
});

describe("checking UTM parameters", () => {
  it("trims and drops empty values", () => {
    expect(cleanUtm({ source: " a ", medium: "", term: "   " })).toEqual({ ok: true, utm: { source: "a" } });
  });

  it("names the parameter that is too long or unwritable", () => {
    expect(cleanUtm({ campaign: "x".repeat(UTM_MAX_LENGTH) })).toMatchObject({ ok: true });
    expect(cleanUtm({ campaign: "x".repeat(UTM_MAX_LENGTH + 1) })).toEqual({ ok: false, message: UTM_MESSAGES.tooLong("campaign") });
    expect(cleanUtm({ term: "a\uD800b" })).toEqual({ ok: false, message: UTM_MESSAGES.unreadable("term") });
    // A whole emoji (a surrogate pair) is fine.
    expect(cleanUtm({ term: "🎉" })).toMatchObject({ ok: true });
  });
});

describe("reading the UTM parameters a destination carries", () => {
  it("reads back what applyUtm wrote, over any query and fragment", () => {
    const utm = { source: "news letter", medium: "e-mail/µ", campaign: "50% off & more", term: "a+b", content: "#top" };
    for (const target of ["https://example.com", "https://example.com/p?x=1&utm_source=old", "https://example.com/?utm_medium=#frag?utm_term=no"]) {
      expect(utmOf(applyUtm(target, utm))).toEqual(utm);
    }
  });

  it("reads names as a site reads them, the last repeat, + as a space; leaves out empty and fragment pairs", () => {
    expect(utmOf("https://example.com/?UTM_Source=a&utm%5Fmedium=b+c&utm_campaign=x&utm_campaign=y&utm_term=&utm_content")).toEqual({ source: "a", medium: "b c", campaign: "y" });
    expect(utmOf("https://example.com/#?utm_source=fragment")).toEqual({});
    expect(utmOf("https://example.com/?utm_source=%E0%A4%A")).toEqual({ source: "%E0%A4%A" });
  });
});
