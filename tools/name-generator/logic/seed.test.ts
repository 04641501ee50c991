import { describe, expect, it } from "vitest";
import { parseSeed, randomSeed, seedWords } from "./seed";
import { readSettings, writeSettings, DEFAULT_SETTINGS } from "./url";

describe("seeds", () => {
  it("hash to eight words, the same every time (SHA-256 of '42')", async () => {
    // sha256("42") = 73475cb40a568e8da8a045ced110137e159f890ac4da883b6b17dc651b3a8049
    expect(await seedWords("42")).toEqual([0x73475cb4, 0x0a568e8d, 0xa8a045ce, 0xd110137e, 0x159f890a, 0xc4da883b, 0x6b17dc65, 0x1b3a8049]);
  });

  it("random seeds are 12 base-36 characters and differ", () => {
    const a = randomSeed();
    expect(a).toMatch(/^[0-9a-z]{12}$/);
    expect(new Set(Array.from({ length: 50 }, () => randomSeed())).size).toBe(50);
  });

  it.each([
    ["hello world", { ok: true, value: "hello world" }],
    ["  42 ", { ok: true, value: "42" }],
    ["x".repeat(65), { ok: false, error: "A seed is at most 64 characters." }],
    ["a\u0000b", { ok: false, error: "A seed can't contain control characters." }],
  ])("parseSeed(%j)", (text, expected) => {
    expect(parseSeed(text)).toEqual(expected);
  });
});

describe("settings in the address", () => {
  it("round-trip, writing only what differs from the defaults", () => {
    const settings = { ...DEFAULT_SETTINGS, locale: "ja", sex: "female" as const, count: "25", view: "rows" as const, seed: "42" };
    const query = writeSettings(settings);
    expect(query).toBe("locale=ja&sex=female&count=25&show=rows&seed=42");
    expect(readSettings(`?${query}`)).toEqual({ settings, ignored: [] });
    expect(writeSettings(DEFAULT_SETTINGS)).toBe("");
  });

  it("unknown values fall back and are named; a foreign e-mail domain is never taken", () => {
    const { settings, ignored } = readSettings("?locale=xx&domain=gmail.com&count=500");
    expect(settings.locale).toBe("en");
    expect(settings.domain).toBe("example.com");
    expect(settings.count).toBe("500");
    expect(ignored).toEqual(['locale "xx"', 'domain "gmail.com" (only example.com, example.net and example.org are used)']);
  });
});
