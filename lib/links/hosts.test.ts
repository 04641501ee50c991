import { describe, expect, it } from "vitest";
import { codeFromPath, customDomainPath, hostnameOf, isOwnHost } from "@/lib/links/hosts";
import { site } from "@/lib/site";

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
});

describe("isOwnHost", () => {
  it("knows our own hosts and never mistakes a public name for one", () => {
    for (const host of ["", "localhost", "app.localhost", "127.0.0.1", "[::1]", new URL(site.url).hostname]) expect(isOwnHost(host)).toBe(true);
    expect(isOwnHost("go.example.com")).toBe(false);
  });
});
