import { describe, expect, it } from "vitest";
import { hasSessionCookie, sessionCookieNameFor } from "@/lib/domain/auth/session-cookie";

describe("hasSessionCookie", () => {
  it("sees the session cookie whole or in chunks, under either name", () => {
    for (const names of [["next-auth.session-token"], ["__Secure-next-auth.session-token"], ["theme", "next-auth.session-token.0", "next-auth.session-token.1"], ["__Secure-next-auth.session-token.0"]]) {
      expect(hasSessionCookie(names), names.join(", ")).toBe(true);
    }
  });

  it("does not take other cookies for it", () => {
    for (const names of [[], ["next-auth.csrf-token", "next-auth.callback-url"], ["next-auth.session-tokenx"], ["x-next-auth.session-token"], ["next-auth.session"]]) {
      expect(hasSessionCookie(names), names.join(", ")).toBe(false);
    }
  });

  it("names the cookie as next-auth does", () => {
    expect(sessionCookieNameFor(false)).toBe("next-auth.session-token");
    expect(sessionCookieNameFor(true)).toBe("__Secure-next-auth.session-token");
  });
});
