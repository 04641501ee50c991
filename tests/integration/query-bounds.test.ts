import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_QUERY_CHARS, MAX_QUERY_PARAMS, QUERY_TOO_LONG_MESSAGE, QUERY_TOO_MANY_PARAMS_MESSAGE } from "@/lib/platform/input-bounds";
import { createVisitor, uniqueIp } from "../support/factories";
import { rawRequest, startRedirectServer } from "../support/redirect-server";
import { createLink } from "@/tools/url-shortener/server/create";

/**
 * server.ts bounds the query string before anything parses it (lib/platform/input-bounds.ts): over the length a 414,
 * over the number of parameters a 400, each with the product's message, on every route (the stand-in for Next
 * answers what passes with a 404 marked `x-fallthrough`). The short-link redirect reads only its code.
 */

let server: Awaited<ReturnType<typeof startRedirectServer>>;

beforeAll(async () => {
  server = await startRedirectServer();
});

afterAll(async () => {
  await server.close();
});

const params = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i)).join("&");

describe("query-string bounds in server.ts", () => {
  it.each([
    ["repeated keys q=0&q=1…", (n: number) => params(n, (i) => `q=${i}`)],
    ["array keys a[]=…", (n: number) => params(n, (i) => `a[]=${i}`)],
    ["bare keys without values", (n: number) => params(n, () => "x")],
    ["empty parts (&&&)", (n: number) => "&".repeat(n - 1)],
  ])("%s: one over the limit is a 400 with the message, the limit itself passes", async (_, make) => {
    for (const path of ["/", "/area-converter", "/api/links", "/s/abc"]) {
      const over = await rawRequest(server.port, `${path}?${make(MAX_QUERY_PARAMS + 1)}`);
      expect(over.status, path).toBe(400);
      expect(over.body).toBe(QUERY_TOO_MANY_PARAMS_MESSAGE);
      expect(over.headers["cache-control"]).toBe("no-store");
    }
    const atLimit = await rawRequest(server.port, `/area-converter?${make(MAX_QUERY_PARAMS)}`);
    expect(atLimit.headers["x-fallthrough"]).toBe("next");
  });

  it("the 13 kB attack of 2,000 repeated keys is refused by its length (414)", async () => {
    const response = await rawRequest(server.port, `/?${params(2000, (i) => `q=${i}`)}`);
    expect(response.status).toBe(414);
    expect(response.body).toBe(QUERY_TOO_LONG_MESSAGE);
  });

  it("one long value: over the length is a 414, at the length passes", async () => {
    const over = await rawRequest(server.port, `/area-converter?v=${"x".repeat(MAX_QUERY_CHARS - 1)}`);
    expect(over.status).toBe(414);
    expect(over.body).toBe(QUERY_TOO_LONG_MESSAGE);
    const atLimit = await rawRequest(server.port, `/area-converter?v=${"x".repeat(MAX_QUERY_CHARS - 2)}`);
    expect(atLimit.headers["x-fallthrough"]).toBe("next");
  });

  it("an encoded %26 is part of a value, not a separator; encoded bytes count by their written length", async () => {
    const encoded = await rawRequest(server.port, `/area-converter?v=${"a%26".repeat(MAX_QUERY_PARAMS * 2)}`);
    expect(encoded.headers["x-fallthrough"]).toBe("next");
    const long = await rawRequest(server.port, `/area-converter?v=${"%E2%82%AC".repeat(Math.ceil(MAX_QUERY_CHARS / 9) + 1)}`);
    expect(long.status).toBe(414);
  });

  it("a path without a query, and a short query, reach Next untouched; a short link redirects with its query", async () => {
    expect((await rawRequest(server.port, "/area-converter")).headers["x-fallthrough"]).toBe("next");
    expect((await rawRequest(server.port, "/area-converter?from=m2&to=ft2")).headers["x-fallthrough"]).toBe("next");
    const visitor = await createVisitor();
    const { link } = await createLink({ visitorId: visitor.id, ip: uniqueIp() }, { url: "https://example.com/q-bounds" });
    const redirect = await rawRequest(server.port, `/s/${link.code}?utm_source=${params(50, (i) => `k${i}=v`)}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe("https://example.com/q-bounds");
  });
});
