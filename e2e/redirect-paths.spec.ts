import { randomUUID } from "node:crypto";
import { expect, test } from "@/e2e/support/test";
import { rawRequest, type RawResponse } from "../tests/support/raw-request";
import { createUserInDb, prisma } from "./support/db";

/**
 * Short-link paths through the real entry point (server.ts in front of Next, as `npm start` runs it): the redirect
 * answers in server.ts (tools/url-shortener/redirect/redirect-server.ts); whatever it declines goes to Next, which
 * has no short-link route of its own. This pins what every shape of path gets, so that a change of entry point
 * shows up here: trailing slash, query, percent-encoding, case, extra segments, malformed escapes, HEAD and other
 * methods, and custom-domain hosts with a port, in capitals or with a trailing dot.
 */

const port = Number(process.env.E2E_PORT ?? 3100);

type Kind = "redirect" | "link-404" | "link-410" | "next-page" | "bad-request" | "empty";

function kindOf(response: RawResponse): Kind {
  if (response.status === 302) return "redirect";
  if (response.body.includes("Shortened URL not found")) return "link-404";
  if (response.body.includes("has been disabled") || response.body.includes("has been deleted")) return "link-410";
  if (response.body.includes("/_next/static/")) return "next-page";
  if (response.body.startsWith("Bad request")) return "bad-request";
  return "empty";
}

async function probe(path: string, options: { method?: string; host?: string } = {}) {
  const response = await rawRequest(port, path, {
    method: options.method,
    headers: options.host ? { host: options.host } : undefined,
  });
  return { status: response.status, kind: kindOf(response), location: response.headers.location ?? null };
}

test.describe("short-link paths through server.ts", () => {
  // Fresh for every run of the hook: tests run side by side, and each worker (or test) that runs them sets up its own.
  let code = "";
  let target = "";
  let hostname = "";
  let domainCode = "";
  let domainTarget = "";
  let linkId = "";

  test.beforeAll(async () => {
    code = `p${randomUUID().slice(0, 8)}`;
    target = `https://example.com/landing/${code}`;
    hostname = `go-${randomUUID().slice(0, 8)}.e2e.test`;
    domainCode = `d${randomUUID().slice(0, 8)}`;
    domainTarget = `https://example.com/domain/${hostname}`;
    const user = await createUserInDb({ plan: "premium" });
    const link = await prisma.link.create({ data: { code, target, ownerUserId: user.id } });
    linkId = link.id;
    await prisma.customDomain.create({ data: { userId: user.id, hostname, verificationToken: randomUUID(), verifiedAt: new Date() } });
    await prisma.link.create({ data: { domain: hostname, code: domainCode, target: domainTarget, ownerUserId: user.id } });
    // Tell a running server's domain registry (it also refreshes on its own within 30 s).
    await prisma.$executeRaw`SELECT pg_notify('utilify_domains', ${hostname})`;
  });

  test("our own host: /s/{code} in every spelling", async () => {
    const redirect = { status: 302, kind: "redirect", location: target };
    expect(await probe(`/s/${code}`)).toEqual(redirect);
    expect(await probe(`/s/${code}/`)).toEqual(redirect);
    expect(await probe(`/s/${code}?utm_source=x`)).toEqual(redirect);
    expect(await probe(`/s/${code}/?utm_source=x`)).toEqual(redirect);
    // Percent-encoded letters are the same code.
    expect(await probe(`/s/%${code.charCodeAt(0).toString(16)}${code.slice(1)}`)).toEqual(redirect);
    // Codes are case-sensitive: another spelling is another (unknown) code.
    expect(await probe(`/s/${code.toUpperCase()}`)).toEqual({ status: 404, kind: "link-404", location: null });
    expect(await probe(`/s/zz-unknown-${code}`)).toEqual({ status: 404, kind: "link-404", location: null });
    // An encoded slash is part of the one segment, which is then no valid code.
    expect(await probe(`/s/${code}%2Fmore`)).toEqual({ status: 404, kind: "link-404", location: null });
    // HEAD is answered like GET; other methods are refused.
    expect(await probe(`/s/${code}`, { method: "HEAD" })).toEqual(redirect);
    expect(await probe(`/s/${code}`, { method: "POST" })).toEqual({ status: 405, kind: "empty", location: null });
    // A host we do not know serves our own links too (as Next would).
    expect(await probe(`/s/${code}`, { host: "unknown-host.e2e.test" })).toEqual(redirect);
    expect(await probe(`/s/${code}`, { host: `localhost:${port}` })).toEqual(redirect);
  });

  test("our own host: paths the redirect declines are Next's (it has no short-link route)", async () => {
    const paths = ["/s", "/s/", `/s/${code}/extra`, `/S/${code}`, `/s/%zz${code}`, `//s/${code}`, "/%zz", "/links/%E0%A4%A"];
    const answers = Object.fromEntries(await Promise.all(paths.map(async (path) => [path, await probe(path)] as const)));
    const nextNotFound = { status: 404, kind: "next-page", location: null };
    expect(answers).toEqual({
      "/s": nextNotFound,
      // Next's own normalisations.
      "/s/": { status: 308, kind: "empty", location: "/s" },
      [`//s/${code}`]: { status: 308, kind: "empty", location: `/s/${code}` },
      [`/s/${code}/extra`]: nextNotFound,
      [`/S/${code}`]: nextNotFound,
      // A malformed %-escape: server.ts's 400 (Next answered these with a bare 500 on every dynamic route).
      [`/s/%zz${code}`]: { status: 400, kind: "bad-request", location: null },
      "/%zz": { status: 400, kind: "bad-request", location: null },
      "/links/%E0%A4%A": { status: 400, kind: "bad-request", location: null },
    });
  });

  test("HEAD and a disabled link", async () => {
    await prisma.link.update({ where: { id: linkId }, data: { disabledAt: new Date() } });
    await prisma.$executeRaw`SELECT pg_notify('utilify_links', ${`/${code}`})`;
    await expect(async () => expect(await probe(`/s/${code}`)).toEqual({ status: 410, kind: "link-410", location: null })).toPass({ timeout: 45_000 });
    expect(await probe(`/s/${code}`, { method: "HEAD" })).toEqual({ status: 410, kind: "empty", location: null });
    await prisma.link.update({ where: { id: linkId }, data: { disabledAt: null } });
    await prisma.$executeRaw`SELECT pg_notify('utilify_links', ${`/${code}`})`;
  });

  test("a verified custom domain, whatever the spelling of its Host header", async () => {
    const redirect = { status: 302, kind: "redirect", location: domainTarget };
    // The registry learns of the domain through NOTIFY (or its 30 s refresh).
    await expect(async () => expect(await probe(`/${domainCode}`, { host: hostname })).toEqual(redirect)).toPass({ timeout: 45_000 });
    for (const host of [`${hostname}:${port}`, hostname.toUpperCase(), `${hostname}.`, `${hostname}:443`]) {
      expect(await probe(`/${domainCode}`, { host })).toEqual(redirect);
      expect(await probe(`/${domainCode}/?ref=poster`, { host })).toEqual(redirect);
      expect(await probe(`/${domainCode}`, { host, method: "HEAD" })).toEqual(redirect);
    }
    expect(await probe(`/${domainCode}`, { host: hostname, method: "DELETE" })).toEqual({ status: 405, kind: "empty", location: null });
    // The bare domain goes to our home page; other paths are the short-link 404, never a page of our site.
    const home = await probe("/", { host: `${hostname}:${port}` });
    expect(home).toMatchObject({ status: 302, kind: "redirect" });
    expect(home.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await probe("/pricing/plans", { host: hostname })).toEqual({ status: 404, kind: "link-404", location: null });
    expect(await probe(`/s/${code}`, { host: hostname })).toEqual({ status: 404, kind: "link-404", location: null });
    expect(await probe("/zz-unknown", { host: hostname })).toEqual({ status: 404, kind: "link-404", location: null });
    // Our own domain's link of the same code is not served on the custom domain, nor the other way round.
    expect(await probe(`/${code}`, { host: hostname })).toEqual({ status: 404, kind: "link-404", location: null });
    expect(await probe(`/s/${domainCode}`)).toEqual({ status: 404, kind: "link-404", location: null });
  });
});
