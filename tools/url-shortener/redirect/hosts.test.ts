import { describe, expect, it } from "vitest";
import { codeFromPath, customDomainPath, hostnameOf, isOwnHost, publicStatsPagePath, routedPath, shortPathTarget, statsCodeFromPath } from "@/tools/url-shortener/redirect/hosts";
import { site } from "@/lib/platform/config/site";

describe("codeFromPath", () => {
  it("takes one path segment after the prefix, ignoring a trailing slash and the query", () => {
    expect(codeFromPath("/s/abc123", 3)).toBe("abc123");
    expect(codeFromPath("/s/abc123/", 3)).toBe("abc123");
    expect(codeFromPath("/s/abc123?utm_source=x", 3)).toBe("abc123");
    expect(codeFromPath("/s/My-Code_1#frag", 3)).toBe("My-Code_1");
    expect(codeFromPath("/abc", 1)).toBe("abc");
    expect(codeFromPath("/s/%61bc", 3)).toBe("abc");
  });

  it("refuses empty, nested and badly encoded paths", () => {
    expect(codeFromPath("/s/", 3)).toBeNull();
    expect(codeFromPath("/s/a/b", 3)).toBeNull();
    expect(codeFromPath("/s/%E0%A4%A", 3)).toBeNull();
    expect(codeFromPath("/", 1)).toBeNull();
  });
});

describe("hostnameOf", () => {
  it("lowercases and drops the port and trailing dot", () => {
    expect(hostnameOf("Go.Example.COM:443")).toBe("go.example.com");
    expect(hostnameOf("go.example.com.")).toBe("go.example.com");
    expect(hostnameOf("[::1]:3000")).toBe("[::1]");
    expect(hostnameOf(undefined)).toBe("");
  });
});

describe("customDomainPath", () => {
  it("reads a code, sends the bare domain home, and refuses deeper paths", () => {
    expect(customDomainPath("/spring-sale?utm=1")).toEqual({ kind: "code", code: "spring-sale" });
    expect(customDomainPath("/")).toEqual({ kind: "home" });
    expect(customDomainPath("/?ref=x")).toEqual({ kind: "home" });
    expect(customDomainPath("/pricing/plans")).toEqual({ kind: "not_found" });
  });

  it("reads a link's public stats path, and nothing deeper or beside it", () => {
    expect(customDomainPath("/spring-sale+/stats")).toEqual({ kind: "stats", code: "spring-sale" });
    expect(customDomainPath("/spring-sale+/stats/?x=1")).toEqual({ kind: "stats", code: "spring-sale" });
    expect(customDomainPath("/spring-sale/stats")).toEqual({ kind: "not_found" });
    expect(customDomainPath("/a/b+/stats")).toEqual({ kind: "not_found" });
    expect(customDomainPath("/+/stats")).toEqual({ kind: "not_found" });
    expect(customDomainPath("/spring-sale+/statsx")).toEqual({ kind: "not_found" });
  });
});

describe("statsCodeFromPath", () => {
  it("takes the code before +/stats on our site, as the redirect takes it before nothing", () => {
    expect(statsCodeFromPath("/s/abc123+/stats", 3)).toBe("abc123");
    expect(statsCodeFromPath("/s/%61bc+/stats#top", 3)).toBe("abc");
    expect(statsCodeFromPath("/s/abc123+", 3)).toBeNull();
    expect(statsCodeFromPath("/s/%E0%A4+/stats", 3)).toBeNull();
    // Encoded as a browser or a chat app may write it: the same page.
    expect(statsCodeFromPath("/abc%2B/stats", 1)).toBe("abc");
    expect(statsCodeFromPath("/abc%2b/%73tats/", 1)).toBe("abc");
    expect(statsCodeFromPath("/+/stats", 1)).toBeNull();
    expect(statsCodeFromPath("/a/b+/stats", 1)).toBeNull();
  });

  it("is where publicStatsPagePath points, with the custom domain in the query", () => {
    expect(publicStatsPagePath("", "abc")).toBe("/s/abc+/stats");
    expect(publicStatsPagePath("go.example.com", "abc", "https://utilify.test")).toBe("https://utilify.test/s/abc+/stats?domain=go.example.com");
    expect(statsCodeFromPath(publicStatsPagePath("go.example.com", "My-Code_1"), 3)).toBe("My-Code_1");
  });
});

describe("isOwnHost", () => {
  it("knows our own hosts and never mistakes a public name for one", () => {
    for (const host of ["", "localhost", "app.localhost", "127.0.0.1", "[::1]", new URL(site.url).hostname]) expect(isOwnHost(host)).toBe(true);
    expect(isOwnHost("go.example.com")).toBe(false);
  });
});

describe("routedPath and shortPathTarget", () => {
  it.each([
    ["/s/abc", "/s/abc"],
    ["//s//abc", "/s/abc"],
    ["/%2e/s/abc", "/s/abc"],
    ["/x%2F..%2Fs%2Fabc", "/s/abc"],
    ["/%252Fs%252Fabc", "/s/abc"],
    ["/%73/abc", "/s/abc"],
    ["/a%3Fb", "/a%3Fb"],
    ["/caf%C3%A9", "/caf%C3%A9"],
  ])("routes %s as %s", (path, routed) => {
    expect(routedPath(path)).toBe(routed);
  });

  it("names the host and the route a URL would reach", () => {
    expect(shortPathTarget("https://Utilify.com.//s/abc")).toEqual({ hostname: "utilify.com", kind: "site" });
    expect(shortPathTarget("https://go.brand.test/abc/")).toEqual({ hostname: "go.brand.test", kind: "domain" });
    expect(shortPathTarget("https://example.com/")).toBeNull();
    expect(shortPathTarget("https://example.com/a/b")).toBeNull();
    expect(shortPathTarget("not a url")).toBeNull();
  });
});
