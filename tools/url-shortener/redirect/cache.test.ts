import { describe, expect, it } from "vitest";
import { LinkCache, type CachedLink } from "@/tools/url-shortener/redirect/cache";

const link = (id: string): CachedLink => ({ id, target: `https://example.com/${id}`, state: "active", ownerUserId: null, shortPath: null, redirectStatus: 302, expiresAt: null, maxClicks: null, usedUp: false, expiredUrl: null, expiredShortPath: null, passwordHash: null, createdAt: 0, targeting: null, publicStats: false });

describe("the redirect cache", () => {
  it("keeps hot links however many unknown codes are probed (misses live in their own, smaller LRU)", () => {
    const cache = new LinkCache(10);
    for (let i = 0; i < 10; i++) cache.set(LinkCache.key("", `hot${i}`), link(`hot${i}`));
    for (let i = 0; i < 10_000; i++) cache.set(LinkCache.key("", `probe${i}`), null);
    for (let i = 0; i < 10; i++) expect(cache.get(LinkCache.key("", `hot${i}`))).toMatchObject({ id: `hot${i}` });
    // Bounded: 10 links and at most 5 remembered misses, the most recent ones.
    expect(cache.size).toBe(15);
    expect(cache.get(LinkCache.key("", "probe9999"))).toBeNull();
    expect(cache.get(LinkCache.key("", "probe0"))).toBeUndefined();
  });

  it("answers a cached miss, a cached link and an uncached code apart (null, the link, undefined)", () => {
    const cache = new LinkCache(4);
    cache.set("/a", link("a"));
    cache.set("/b", null);
    expect(cache.get("/a")).toMatchObject({ id: "a" });
    expect(cache.get("/b")).toBeNull();
    expect(cache.get("/c")).toBeUndefined();
    // A code created after it was asked for: the miss gives way to the link.
    cache.set("/b", link("b"));
    expect(cache.get("/b")).toMatchObject({ id: "b" });
    cache.delete("/a");
    expect(cache.get("/a")).toBeUndefined();
  });

  it("caches nothing when LINK_CACHE_MAX is 0", () => {
    const cache = new LinkCache(0);
    cache.set("/a", link("a"));
    cache.set("/b", null);
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
