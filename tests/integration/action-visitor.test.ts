import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/platform/db";
import { newVisitorId, signVisitorId, verifyVisitorCookie, VISITOR_COOKIE } from "@/lib/platform/http/visitor";
import { requestListener } from "@/server";

/**
 * server.ts's request listener with a stand-in for Next that answers with the Cookie header it was given: what a server
 * action would read.
 */
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer(requestListener(async (req, res) => void res.end(req.headers.cookie ?? "")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const actionCall = (cookie?: string) =>
  fetch(`${origin}/urlshortener`, { method: "POST", headers: { "next-action": "0123abcd", ...(cookie ? { cookie } : {}) }, body: "[]" });
const visitorCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${VISITOR_COOKIE}=`)) ?? null;

describe("a visitor id for a server action call, given before Next sees it", () => {
  it("gives a browser without a valid one a signed id, on the request the action reads and on the response, and stores nothing", async () => {
    for (const cookie of [undefined, "theme=dark", `theme=dark; ${VISITOR_COOKIE}=00000000-0000-4000-8000-000000000000.forged`]) {
      const res = await actionCall(cookie);
      const set = visitorCookieOf(res);
      expect(set, String(cookie)).toMatch(/; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Lax$/);
      const value = set!.split(";")[0]!.slice(VISITOR_COOKIE.length + 1);
      const id = verifyVisitorCookie(value);
      expect(id, String(cookie)).not.toBeNull();
      // What the action reads: the browser's other cookies and this id, once (a forged one is replaced).
      const seen = (await res.text()).split("; ");
      expect(seen.filter((pair) => pair.startsWith(`${VISITOR_COOKIE}=`)), String(cookie)).toEqual([`${VISITOR_COOKIE}=${value}`]);
      if (cookie) expect(seen).toContain("theme=dark");
      expect(await prisma.visitor.count({ where: { id: id! } })).toBe(0);
    }
  });

  it("leaves a known visitor, a signed-in browser, page loads and posts that are not action calls alone", async () => {
    const known = `${VISITOR_COOKIE}=${signVisitorId(newVisitorId())}`;
    const cases: Array<[string, Promise<Response>]> = [
      ["known visitor", actionCall(`theme=dark; ${known}`)],
      ["session", actionCall("next-auth.session-token=x")],
      ["session in chunks", actionCall("__Secure-next-auth.session-token.0=x")],
      ["page load", fetch(`${origin}/urlshortener`)],
      ["form post without scripts", fetch(`${origin}/contact`, { method: "POST", body: "x" })],
    ];
    for (const [what, response] of cases) {
      const res = await response;
      expect(visitorCookieOf(res), what).toBeNull();
      if (what === "known visitor") expect(await res.text()).toBe(`theme=dark; ${known}`);
    }
  });
});
