import { describe, expect, it } from "vitest";
import { codeFromPath, hostnameOf } from "@/lib/links/redirect-server";

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
