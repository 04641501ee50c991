import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/platform/db";
import { flushClicks } from "@/tools/url-shortener/redirect/clicks";
import { createLink } from "@/tools/url-shortener/server/create";
import { invalidateDomains } from "@/tools/url-shortener/redirect/domain-registry";
import { stopInvalidationListener } from "@/tools/url-shortener/redirect/invalidation";
import { site } from "@/lib/platform/config/site";
import { CROSS_SITE_MESSAGE } from "@/lib/platform/http/same-origin";
import { proxy } from "@/proxy";
import { createUser, uniqueIp } from "../support/factories";
import { rawRequest, startRedirectServer } from "../support/redirect-server";

afterAll(async () => {
  await flushClicks();
  await stopInvalidationListener();
});

function request(url: string, headers: Record<string, string> = {}) {
  const host = new URL(url).host;
  return new NextRequest(url, { headers: { host, ...headers } });
}

async function premiumDomainWithLink() {
  const user = await createUser({ plan: "premium" });
  const hostname = `go-${crypto.randomUUID().slice(0, 8)}.proxy.test`;
  await prisma.customDomain.create({ data: { userId: user.id, hostname, verificationToken: "t", verifiedAt: new Date() } });
  invalidateDomains();
  const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/from-custom-domain", customCode: "launch", domain: hostname });
  return { user, hostname, link };
}

describe("proxy.ts: the API gate", () => {
  it("answers /api/v1 without a Bearer key with the API's 401, before any route runs", async () => {
    const response = await proxy(request("http://127.0.0.1:3000/api/v1/links"));
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: expect.stringMatching(/Missing API key/) } });
  });

  it("lets keyed API requests and the public OpenAPI document through", async () => {
    for (const res of [
      await proxy(request("http://127.0.0.1:3000/api/v1/links", { authorization: "Bearer utl_whatever" })),
      await proxy(request("http://127.0.0.1:3000/api/v1/openapi.json")),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("x-middleware-next")).toBe("1");
    }
  });
});

describe("proxy.ts: /account for a visitor", () => {
  it("serves /account without a session cookie from its sign-in route, the query kept", async () => {
    for (const url of ["http://127.0.0.1:3000/account", "http://127.0.0.1:3000/account?upgrade=basic"]) {
      const res = await proxy(request(url, { cookie: "theme=dark; next-auth.csrf-token=x" }));
      const rewrite = new URL(res.headers.get("x-middleware-rewrite") ?? "", url);
      expect(rewrite.pathname, url).toBe("/account/sign-in");
      expect(rewrite.search, url).toBe(new URL(url).search);
    }
  });

  it("leaves /account to the account page with a session cookie, whole or in chunks, and other paths alone", async () => {
    for (const [url, cookie] of [
      ["http://127.0.0.1:3000/account", "next-auth.session-token=abc"],
      ["http://127.0.0.1:3000/account?x=1", "__Secure-next-auth.session-token.0=a; __Secure-next-auth.session-token.1=b"],
      ["http://127.0.0.1:3000/account/sign-in", ""],
      ["http://127.0.0.1:3000/accounts", ""],
    ]) {
      const res = await proxy(request(url!, cookie ? { cookie } : {}));
      expect(res.headers.get("x-middleware-rewrite"), url).toBeNull();
      expect(res.headers.get("x-middleware-next"), url).toBe("1");
    }
  });

  it("never reroutes a server action posted to /account (the dashboard's own, e.g. after signing out)", async () => {
    const res = await proxy(new NextRequest("http://127.0.0.1:3000/account", { method: "POST", headers: { host: "127.0.0.1:3000", "next-action": "abc" }, body: "[]" }));
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });

  it("answers a server action called from another site's page 403 in words (Next would fail it with a bare 500)", async () => {
    const call = (headers: Record<string, string>) =>
      proxy(new NextRequest("http://127.0.0.1:3000/account", { method: "POST", headers: { host: "127.0.0.1:3000", "next-action": "abc", "content-type": "text/plain;charset=UTF-8", ...headers }, body: "[]" }));
    for (const origin of ["https://evil.example", "null", "http://localhost:3000"]) {
      const res = await call({ origin });
      expect([res.status, await res.text()], origin).toEqual([403, CROSS_SITE_MESSAGE]);
    }
    // A form posted before the scripts ran, from another site: the same.
    const form = new FormData();
    form.set("url", "https://example.com");
    const post = await proxy(new NextRequest("http://127.0.0.1:3000/urlshortener", { method: "POST", headers: { host: "127.0.0.1:3000", origin: "https://evil.example" }, body: form }));
    expect(post.status).toBe(403);
    // Our own pages pass, behind a proxy too (Origin = X-Forwarded-Host, as Next itself accepts), and so do calls without an Origin.
    const ours: Record<string, string>[] = [{ origin: "http://127.0.0.1:3000" }, { host: "internal:3000", "x-forwarded-host": "utilify.example", origin: "https://utilify.example" }, {}];
    for (const headers of ours) {
      expect((await call(headers)).headers.get("x-middleware-next"), JSON.stringify(headers)).toBe("1");
    }
  });
});

describe("custom domains: answered by server.ts before Next, never by proxy.ts", () => {
  let server: Awaited<ReturnType<typeof startRedirectServer>>;
  beforeAll(async () => {
    server = await startRedirectServer();
  });
  afterAll(() => server.close());

  it("redirects a verified domain's /{code} whatever the spelling of the Host header (port, capitals, trailing dot)", async () => {
    const { hostname, link } = await premiumDomainWithLink();
    for (const host of [hostname, `${hostname}:${server.port}`, `${hostname.toUpperCase()}:443`, `${hostname}.`, `${hostname}.:8080`]) {
      for (const path of ["/launch", "/launch/", "/launch?utm_source=poster", "/%6caunch"]) {
        for (const method of ["GET", "HEAD"]) {
          const response = await rawRequest(server.port, path, { method, headers: { host } });
          expect(response.status, `${method} ${host}${path}`).toBe(302);
          expect(response.headers.location).toBe(link.target);
          expect(response.headers["x-fallthrough"]).toBeUndefined();
        }
      }
    }
    expect((await rawRequest(server.port, "/launch", { method: "POST", headers: { host: hostname } })).status).toBe(405);
    // Codes are case-sensitive on custom domains too.
    expect((await rawRequest(server.port, "/LAUNCH", { headers: { host: hostname } })).status).toBe(404);
  });

  it("sends the bare domain home and answers every other path with the short-link 404 page, never Next", async () => {
    const { hostname } = await premiumDomainWithLink();
    const home = await rawRequest(server.port, "/", { headers: { host: `${hostname}:${server.port}` } });
    expect(home.status).toBe(302);
    expect(home.headers.location).toBe(`${site.url}/`);
    for (const path of ["/pricing/plans", "/launch/more", "/s/launch", "/%zz", "/api/v1/links"]) {
      const deep = await rawRequest(server.port, path, { headers: { host: hostname } });
      expect(deep.status, path).toBe(404);
      expect(deep.body).toContain("Shortened URL not found");
    }
  });

  it("leaves a verified domain's requests alone in proxy.ts (no rewrite, no custom-domain header honoured)", async () => {
    const { hostname } = await premiumDomainWithLink();
    const onDomain = await proxy(request(`http://${hostname}/launch`));
    expect(onDomain.headers.get("x-middleware-next")).toBe("1");
    expect(onDomain.headers.get("x-middleware-rewrite")).toBeNull();
    // The header the old rewrite used means nothing now: our own link is served on our own host.
    const user = await createUser({ plan: "basic" });
    const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/ours", customCode: `ours-${crypto.randomUUID().slice(0, 6)}` });
    const ours = await rawRequest(server.port, `/s/${link.code}`, { headers: { "x-utilify-custom-domain": hostname } });
    expect(ours.status).toBe(302);
    expect(ours.headers.location).toBe("https://example.com/ours");
  });
});

describe("proxy matcher: uploads the proxy must not buffer", () => {
  it("leaves the converters' and the AI Image Editor's upload routes to their own body bounds, and still runs on the other routes", async () => {
    const { unstable_doesMiddlewareMatch } = await import("next/experimental/testing/server");
    const { config } = await import("@/proxy");
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url, nextConfig: {} });
    expect(matches("/api/tools/image-converter")).toBe(false);
    expect(matches("/api/tools/pdf-converter")).toBe(false);
    expect(matches("/api/tools/ai-image-editor")).toBe(false);
    expect(matches("/ai-image-editor")).toBe(true);
    expect(matches("/api/tools/pdf-converter/other")).toBe(true);
    expect(matches("/pdf-converter")).toBe(true);
    expect(matches("/api/links")).toBe(true);
  });
});

describe("proxy.ts: a nonce for the pages rendered per request", () => {
  const policyOf = (res: Response) => res.headers.get("content-security-policy") ?? "";

  it("gives each load of such a page a fresh nonce, on the request Next renders and on the response, without 'unsafe-inline'", async () => {
    const policies: string[] = [];
    for (const url of ["http://127.0.0.1:3000/contact", "http://127.0.0.1:3000/contact", "http://127.0.0.1:3000/links/abc", "http://127.0.0.1:3000/account"]) {
      const res = await proxy(request(url));
      const policy = policyOf(res);
      expect(policy, url).toMatch(/script-src 'nonce-[A-Za-z0-9+/]{22}==' 'sha256-[A-Za-z0-9+/]{43}=' 'strict-dynamic'/);
      expect(policy.split("; ").find((d) => d.startsWith("script-src")), url).not.toContain("'unsafe-inline'");
      // What Next reads the nonce from: the request's own policy.
      expect(res.headers.get("x-middleware-request-content-security-policy"), url).toBe(policy);
      policies.push(policy);
    }
    expect(new Set(policies).size).toBe(policies.length);
  });

  it("leaves prerendered pages, server actions and the API to next.config.ts's policy", async () => {
    const cases = [
      request("http://127.0.0.1:3000/about"),
      request("http://127.0.0.1:3000/urlshortener"),
      request("http://127.0.0.1:3000/links/abc/export"),
      new NextRequest("http://127.0.0.1:3000/contact", { method: "POST", headers: { host: "127.0.0.1:3000" }, body: "x" }),
    ];
    for (const req of cases) {
      const res = await proxy(req);
      expect(res.headers.get("content-security-policy"), req.url).toBeNull();
      expect(res.headers.get("x-middleware-request-content-security-policy"), req.url).toBeNull();
    }
  });
});
