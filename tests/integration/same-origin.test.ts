import { readFileSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import { CROSS_SITE_MESSAGE } from "@/lib/platform/http/same-origin";
import { fakeRequest } from "../support/next-headers";
import { API_DIR, routeFiles } from "../support/route-files";

/**
 * Every route handler under app/api that changes something and acts for the browser's cookies refuses a request a
 * browser marks as coming from another site. The routes are found from the file tree, so a new one is covered as soon
 * as it exists; the only ones left out act for no cookie at all, and the test checks that they read none.
 */

const MUTATING = ["POST", "PUT", "PATCH", "DELETE"] as const;

/** Route files (relative to app/api) that authenticate by something other than cookies, and why no Origin check. */
const NOT_COOKIE_AUTHENTICATED: Record<string, string> = {
  "stripe/webhook/route.ts": "called by Stripe's servers and authenticated by the signature over the body",
};
/** The REST API (app/api/v1) authenticates by API key in the Authorization header only, which browsers never add on their own. */
const isRestApi = (file: string) => file.startsWith("v1/");


/** A concrete URL path for a route file: each dynamic segment gets a placeholder value. */
function urlPath(file: string): { pathname: string; params: Record<string, string | string[]> } {
  const params: Record<string, string | string[]> = {};
  const segments = path
    .dirname(file)
    .split(path.sep)
    .map((segment) => {
      const catchAll = /^\[\.\.\.(\w+)\]$/.exec(segment);
      if (catchAll) return (params[catchAll[1]!] = ["x"]), "x";
      const dynamic = /^\[(\w+)\]$/.exec(segment);
      if (dynamic) return (params[dynamic[1]!] = "x"), "x";
      return segment;
    });
  return { pathname: `/api/${segments.join("/")}`, params };
}

const COOKIE_READERS = /@\/lib\/domain\/auth\/(session|owner-route)|@\/lib\/domain\/actions\/actor|@\/lib\/platform\/http\/visitor|next\/headers|getServerSession|next-auth/;

const files = routeFiles();

describe("cross-site requests to mutating route handlers", () => {
  it("finds the route handlers from the file tree", () => {
    expect(files).toContain("qr/download/route.ts");
    expect(files).toContain("qr/history/[id]/route.ts");
    expect(files).toContain("tools/pdf-converter/route.ts");
    expect(files).toContain("tools/image-converter/route.ts");
  });

  const cases = files.flatMap((file) => {
    const source = readFileSync(path.join(API_DIR, file), "utf8");
    return MUTATING.filter((method) => new RegExp(`export (const|async function|function) ${method}\\b|\\bas ${method}\\b`).test(source)).map((method) => ({ file, method }));
  });

  it.each(cases)("$method $file: a cross-site Origin gets 403 with the message (or the route reads no cookie)", async ({ file, method }) => {
    if (isRestApi(file) || file in NOT_COOKIE_AUTHENTICATED) {
      // Left out on purpose: prove it, by its source reading no cookie-based identity.
      expect(readFileSync(path.join(API_DIR, file), "utf8")).not.toMatch(COOKIE_READERS);
      return;
    }
    const mod = (await import(/* @vite-ignore */ path.join(API_DIR, file))) as Record<string, (request: Request, context: unknown) => Promise<Response>>;
    const { pathname, params } = urlPath(file);
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "http://127.0.0.1:3000.evil.example" },
      { origin: "http://127.0.0.1:3000", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      fakeRequest.reset();
      const request = new NextRequest(`http://127.0.0.1:3000${pathname}`, {
        method,
        body: "{}",
        headers: { host: "127.0.0.1:3000", "content-type": "application/json", ...headers },
      });
      const response = await mod[method]!(request, { params: Promise.resolve(params) });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBe(CROSS_SITE_MESSAGE);
    }
  });

  it("lets our own pages (same Origin) and clients without an Origin through", async () => {
    const { POST } = await import("@/app/api/qr/download/route");
    const ours: Record<string, string>[] = [{ origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" }, {}];
    for (const headers of ours) {
      fakeRequest.reset();
      const request = new Request("http://127.0.0.1:3000/api/qr/download", { method: "POST", body: "{}", headers: { host: "127.0.0.1:3000", "content-type": "application/json", ...headers } });
      const response = await POST(request);
      expect(response.status).toBe(400);
    }
  });
});
