import { describe, expect, it } from "vitest";
import { safeReturnPath } from "@/lib/platform/http/return-path";

const ORIGIN = "http://localhost:3000";

describe("safeReturnPath", () => {
  it.each([
    ["/account", "/account"],
    ["/account?upgrade=basic", "/account?upgrade=basic"],
    ["/links/abc#stats", "/links/abc#stats"],
    ["/qrgenerator?text=a b", "/qrgenerator?text=a%20b"],
    ["/%2F/evil.example", "/%2F/evil.example"], // stays an encoded path segment on our host
    ["/%09/evil.example", "/%09/evil.example"],
    ["/./account", "/account"],
    ["http://localhost:3000/account?x=1", "/account?x=1"],
    ["HTTP://LOCALHOST:3000/account", "/account"],
    ["/ünïcode/パス", "/%C3%BCn%C3%AFcode/%E3%83%91%E3%82%B9"],
    ["/／evil.example/", "/%EF%BC%8Fevil.example/"], // fullwidth solidus is no slash to a URL parser
  ])("keeps the same-site path %j as %j", (value, expected) => {
    expect(safeReturnPath(value, ORIGIN)).toBe(expected);
  });

  const hostile = [
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "\\\\evil.example/",
    "\\/evil.example/",
    "/\t/evil.example/",
    "/\n/evil.example/",
    "/\r/evil.example/",
    "\t//evil.example/",
    "/\t\\evil.example/",
    "/account\n",
    "/\u0000/evil.example",
    "/\u007f/evil.example",
    "/\u0085/evil.example",
    "/\u200b/evil.example",
    "/\u202e/evil.example",
    "/\ufeff/evil.example",
    "/\u2028/evil.example",
    " //evil.example/",
    "/.//evil.example/",
    "/..//evil.example/",
    "/a/..//evil.example/",
    "https://evil.example/",
    "http://evil.example",
    "https:evil.example",
    "//localhost:3000@evil.example/",
    "http://localhost:3000@evil.example/",
    "http://localhost:3000.evil.example/",
    "http://user:pass@localhost:3000/account",
    "http://localhost:3001/account",
    "https://localhost:3000/account",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil。example/",
    "//ｅｖｉｌ.example/",
    "",
    "account",
    "／／evil.example/",
    "not a url",
    "./account",
    "?x=1",
    "#top",
    "x".repeat(3000),
  ];
  it.each(hostile.map((v) => [v]))("refuses %j", (value) => {
    expect(safeReturnPath(value, ORIGIN)).toBeNull();
  });

  it("refuses anything that is not a string", () => {
    for (const value of [null, undefined, 42, ["/account"], { toString: () => "/account" }]) expect(safeReturnPath(value, ORIGIN)).toBeNull();
  });

  it("never returns something a browser would send to another host", () => {
    // Whatever comes out, resolving it again (as a Location header or router.push would) stays on our origin.
    const all = [...hostile, "/account", "/%2F/evil.example", "/./account", "http://localhost:3000//evil.example"];
    for (const value of all) {
      const out = safeReturnPath(value, ORIGIN);
      if (out !== null) {
        expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
        expect(out.startsWith("//")).toBe(false);
      }
    }
  });
});
