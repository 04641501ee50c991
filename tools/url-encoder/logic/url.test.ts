import { describe, expect, it } from "vitest";
import { decode, encode, jsonToQuery, MAX_URL_TEXT, parseUrl, queryToJson } from "./url";

/**
 * References: RFC 3986 (URI generic syntax) §2.1 percent-encoding, §2.3 unreserved characters, §2.5 UTF-8 for
 * non-ASCII, §3 the component example, §6.2.2.1 hex case; RFC 3629 (UTF-8) for invalid sequences; the WHATWG URL
 * standard's application/x-www-form-urlencoded serializer for form encoding.
 */

function value<T>(outcome: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
}

describe("encoding (RFC 3986 §2)", () => {
  it("§2.1: a space is %20; §2.5: À is %C3%80 and KATAKANA LETTER A is %E3%82%A2", () => {
    expect(value(encode(" ", "component"))).toBe("%20");
    expect(value(encode("A", "component"))).toBe("A");
    expect(value(encode("\u00C0", "component"))).toBe("%C3%80");
    expect(value(encode("\u30A2", "component"))).toBe("%E3%82%A2");
    expect(value(encode("😀", "component"))).toBe("%F0%9F%98%80");
  });

  it("§2.3: unreserved characters are never encoded in a component or a URL", () => {
    const unreserved = "ABCXYZabcxyz0189-._~";
    for (const mode of ["component", "uri"] as const) expect(value(encode(unreserved, mode, true))).toBe(unreserved);
    // The WHATWG form serializer keeps only * - . _ and alphanumerics: ~ is escaped there.
    expect(value(encode(unreserved, "form"))).toBe("ABCXYZabcxyz0189-._%7E");
  });

  it("a component escapes the characters that structure a URL; a whole URL keeps them", () => {
    const url = "https://example.com/a b/ü?q=1&r=x y#frag";
    expect(value(encode(url, "component"))).toBe("https%3A%2F%2Fexample.com%2Fa%20b%2F%C3%BC%3Fq%3D1%26r%3Dx%20y%23frag");
    expect(value(encode(url, "uri"))).toBe("https://example.com/a%20b/%C3%BC?q=1&r=x%20y#frag");
  });

  it("strict RFC 3986 also escapes ! ' ( ) *, which encodeURIComponent leaves", () => {
    expect(value(encode("it's (fun)!*", "component"))).toBe("it's%20(fun)!*");
    expect(value(encode("it's (fun)!*", "component", true))).toBe("it%27s%20%28fun%29%21%2A");
  });

  it("form encoding writes a space as + and escapes +", () => {
    expect(value(encode("a b+c&d", "form"))).toBe("a+b%2Bc%26d");
  });

  it("a lone surrogate is refused with its position, not a URIError", () => {
    expect(encode("ab\uD83D", "component")).toEqual({
      ok: false,
      error: "The character at position 3 is half of an emoji or other character (a lone surrogate), which has no UTF-8 form. Remove it or paste the text again.",
    });
  });
});

describe("decoding", () => {
  it("reverses the RFC 3986 §2.5 examples, in either hex case (§6.2.2.1)", () => {
    expect(value(decode("%C3%80%E3%82%A2", "component"))).toBe("\u00C0\u30A2");
    expect(value(decode("%c3%80", "component"))).toBe("\u00C0");
    expect(value(decode("%3a%3A", "component"))).toBe("::");
  });

  it("whole-URL decoding keeps escapes of the characters that structure a URL (decodeURI's rule)", () => {
    const text = "https://example.com/a%20b%2Fc?x=%26%C3%BC";
    expect(value(decode(text, "uri"))).toBe("https://example.com/a b%2Fc?x=%26ü");
    expect(value(decode(text, "uri"))).toBe(decodeURI(text));
    expect(value(decode(text, "component"))).toBe(decodeURIComponent(text));
  });

  it("form decoding reads + as a space; component decoding keeps it", () => {
    expect(value(decode("a+b%2Bc", "form"))).toBe("a b+c");
    expect(value(decode("a+b", "component"))).toBe("a+b");
  });

  it("a malformed escape names its position", () => {
    expect(decode("100% sure", "component")).toEqual({
      ok: false,
      error: "Malformed escape at position 4: “% s” is not % followed by two hexadecimal digits. A literal % is written %25.",
    });
    expect(decode("ab%zz", "component")).toMatchObject({ ok: false, error: expect.stringContaining("position 3: “%zz”") });
    expect(decode("😀%4", "component")).toMatchObject({ ok: false, error: expect.stringContaining("position 2: “%4”") });
  });

  it("escapes that are not UTF-8 (RFC 3629) name their position and what is wrong", () => {
    expect(decode("a%FFb", "component")).toEqual({ ok: false, error: "Invalid UTF-8 at position 2 (“%FF”): %FF cannot start a UTF-8 character." });
    expect(decode("x%E3%82", "component")).toEqual({
      ok: false,
      error: "Invalid UTF-8 at position 2 (“%E3%82”): %E3 starts a 3-byte UTF-8 character, but only 2 of its bytes follow.",
    });
    // An encoded UTF-16 surrogate (U+D800 as ED A0 80) is not UTF-8.
    expect(decode("%ED%A0%80", "component")).toMatchObject({ ok: false, error: expect.stringContaining("the bytes do not form one") });
  });

  it("round-trips any text through every mode", () => {
    const text = "Grüße, 東京! a+b=c & 100% 😀 ~'()*";
    for (const mode of ["component", "form"] as const) {
      expect(value(decode(value(encode(text, mode)), mode))).toBe(text);
      expect(value(decode(value(encode(text, mode, true)), mode))).toBe(text);
    }
  });

  it("bounds the text with a message", () => {
    expect(decode("a".repeat(MAX_URL_TEXT + 1), "component")).toEqual({
      ok: false,
      error: "That's 100,001 characters: the URL encoder takes up to 100,000 at a time.",
    });
  });
});

describe("parsing (RFC 3986 §3 and §1.1.2 examples)", () => {
  it("§3: foo://example.com:8042/over/there?name=ferret#nose", () => {
    expect(value(parseUrl("foo://example.com:8042/over/there?name=ferret#nose"))).toMatchObject({
      protocol: "foo:",
      hostname: "example.com",
      port: "8042",
      pathname: "/over/there",
      search: "?name=ferret",
      hash: "#nose",
      query: [["name", "ferret"]],
    });
  });

  it("§1.1.2: an IPv6 host, a user, and a scheme without authority", () => {
    expect(value(parseUrl("ldap://[2001:db8::7]/c=GB?objectClass?one"))).toMatchObject({ hostname: "[2001:db8::7]", pathname: "/c=GB", search: "?objectClass?one" });
    expect(value(parseUrl("mailto:John.Doe@example.com"))).toMatchObject({ protocol: "mailto:", pathname: "John.Doe@example.com", hostname: "" });
    expect(value(parseUrl("https://user:pa%20ss@example.com:443/"))).toMatchObject({ username: "user", password: "pa%20ss", port: "" });
  });

  it("keeps repeated query keys, in order, decoded", () => {
    expect(value(parseUrl("https://shop.example/s?tag=red&tag=blue&q=summer+dress&empty=&x=%C3%BC")).query).toEqual([
      ["tag", "red"],
      ["tag", "blue"],
      ["q", "summer dress"],
      ["empty", ""],
      ["x", "ü"],
    ]);
  });

  it("refuses text that is not a URL, saying what is missing", () => {
    expect(parseUrl("example.com/path")).toEqual({ ok: false, error: "“example.com/path” has no scheme: a full URL starts with one, like https://example.com/path." });
    expect(parseUrl("https://example.com:99999/")).toMatchObject({ ok: false, error: expect.stringContaining("is not a valid URL") });
    expect(parseUrl("  ")).toMatchObject({ ok: false, error: expect.stringContaining("Enter a URL") });
  });
});

describe("query ↔ JSON", () => {
  it("repeated keys become an array, in order", () => {
    expect(JSON.parse(value(queryToJson("?tag=red&q=summer+dress&tag=blue")))).toEqual({ tag: ["red", "blue"], q: "summer dress" });
    expect(Object.keys(JSON.parse(value(queryToJson("b=1&a=2&b=3"))))).toEqual(["b", "a"]);
  });

  it("JSON back to a query: arrays repeat the key, null is an empty value, everything escaped", () => {
    expect(value(jsonToQuery('{"tag": ["red", "blue"], "q": "summer dress", "page": 2, "sale": true, "empty": null, "a&b": "x=y"}'))).toBe(
      "tag=red&tag=blue&q=summer+dress&page=2&sale=true&empty=&a%26b=x%3Dy",
    );
  });

  it("round-trips a query", () => {
    const query = "tag=red&tag=blue&q=summer+dress&x=%C3%BC";
    expect(value(jsonToQuery(value(queryToJson(query))))).toBe(query);
  });

  it("refuses JSON with no query form, naming the key", () => {
    expect(jsonToQuery('{"filter": {"size": "M"}}')).toEqual({
      ok: false,
      error: "“filter” holds an object, which has no standard query form: use a string, number, true/false, null or a list of those.",
    });
    expect(jsonToQuery("[1, 2]")).toMatchObject({ ok: false, error: expect.stringContaining("give a JSON object") });
    expect(jsonToQuery("{oops")).toMatchObject({ ok: false, error: expect.stringContaining("That isn't valid JSON") });
  });
});
