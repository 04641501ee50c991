import { describe, expect, it } from "vitest";
import { rendersPerRequest } from "./per-request-pages";
import { contentSecurityPolicy } from "./security-headers";

const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src "));

describe("contentSecurityPolicy", () => {
  it("allows inline scripts on prerendered pages, which cannot carry a nonce", () => {
    expect(scriptSrc(contentSecurityPolicy(false))).toBe("script-src 'self' 'unsafe-inline'");
    expect(scriptSrc(contentSecurityPolicy(false, { webAssembly: true }))).toBe("script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'");
  });

  it("gives a per-request page its nonce and hashes instead of 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy(false, { nonce: "abc+/=", hashes: ["sha256-xyz="] });
    expect(scriptSrc(policy)).toBe("script-src 'nonce-abc+/=' 'sha256-xyz=' 'strict-dynamic'");
    // Workers keep our origin, which 'strict-dynamic' would otherwise drop.
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it("adds eval only in development", () => {
    expect(scriptSrc(contentSecurityPolicy(true, { nonce: "n" }))).toBe("script-src 'nonce-n' 'strict-dynamic' 'unsafe-eval'");
  });
});

describe("rendersPerRequest", () => {
  it.each(["/account", "/account/sign-in", "/contact", "/links/0b8f", "/secret/AAAA", "/s/abc+/stats", "/verify-email", "/quote-generator"])("%s is rendered per request", (path) => {
    expect(rendersPerRequest(path)).toBe(true);
  });

  it.each(["/", "/about", "/contact/x", "/links", "/links/0b8f/export", "/s/abc", "/qrgenerator", "/account/other", "/secret"])("%s is not", (path) => {
    expect(rendersPerRequest(path)).toBe(false);
  });
});
