import { NextRequest } from "next/server";
import { afterAll, describe, expect, it } from "vitest";
import * as shortLinkRoute from "@/app/s/[code]/route";
import { prisma } from "@/lib/db";
import { flushClicks } from "@/lib/links/clicks";
import { createLink } from "@/tools/url-shortener/server/create";
import { invalidateDomains } from "@/lib/links/domain-registry";
import { CUSTOM_DOMAIN_HEADER } from "@/lib/links/hosts";
import { stopInvalidationListener } from "@/lib/links/invalidation";
import { site } from "@/lib/site";
import { proxy } from "@/proxy";
import { createUser, uniqueIp } from "../support/factories";

afterAll(async () => {
  await flushClicks();
  await stopInvalidationListener();
});

function request(url: string, headers: Record<string, string> = {}) {
  const host = new URL(url).host;
  return new NextRequest(url, { headers: { host, ...headers } });
}

/** The request headers proxy.ts passes on to Next (NextResponse.next / rewrite encode them as x-middleware-request-*). */
function forwarded(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
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

describe("proxy.ts: custom domains when Next serves requests itself", () => {
  it("rewrites a verified domain's /{code} to /s/{code}, naming the domain; the route then redirects to that link", async () => {
    const { hostname, link } = await premiumDomainWithLink();
    const response = await proxy(request(`http://${hostname}/launch?utm_source=poster`));
    expect(new URL(response.headers.get("x-middleware-rewrite")!).pathname).toBe("/s/launch");
    expect(forwarded(response, CUSTOM_DOMAIN_HEADER)).toBe(hostname);

    const routed = await shortLinkRoute.GET(new Request(`http://127.0.0.1/s/launch`, { headers: { [CUSTOM_DOMAIN_HEADER]: hostname } }), {
      params: Promise.resolve({ code: "launch" }),
    });
    expect(routed.status).toBe(302);
    expect(routed.headers.get("location")).toBe(link.target);
  });

  it("sends the bare domain home and answers other paths with the short-link 404 page", async () => {
    const { hostname } = await premiumDomainWithLink();
    const home = await proxy(request(`http://${hostname}/`));
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe(`${site.url}/`);
    const deep = await proxy(request(`http://${hostname}/pricing/plans`));
    expect(deep.status).toBe(404);
    expect(await deep.text()).toContain("Shortened URL not found");
  });

  it("never lets a visitor set the custom-domain header, and leaves unknown hosts alone", async () => {
    const own = await proxy(request("http://127.0.0.1:3000/pricing", { [CUSTOM_DOMAIN_HEADER]: "go.evil.test" }));
    expect(own.headers.get("x-middleware-next")).toBe("1");
    expect(forwarded(own, CUSTOM_DOMAIN_HEADER)).toBeNull();
    const unknown = await proxy(request("http://not-verified.proxy.test/launch"));
    expect(unknown.headers.get("x-middleware-next")).toBe("1");
    expect(unknown.headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("answers 404 when the named domain is no longer verified, never our own domain's link of that code", async () => {
    const user = await createUser({ plan: "basic" });
    await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/ours", customCode: "ours-only" });
    const routed = await shortLinkRoute.GET(new Request("http://127.0.0.1/s/ours-only", { headers: { [CUSTOM_DOMAIN_HEADER]: "gone.proxy.test" } }), {
      params: Promise.resolve({ code: "ours-only" }),
    });
    expect(routed.status).toBe(404);
  });
});
