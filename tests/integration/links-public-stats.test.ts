import { beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("next/headers", () => import("../support/next-headers"));
import { renderToStaticMarkup } from "react-dom/server";
import * as linkRoute from "@/app/api/v1/links/[id]/route";
import * as linksRoute from "@/app/api/v1/links/route";
import PublicStatsPage from "@/app/(site)/s/[code]/stats/page";
import { prisma } from "@/lib/platform/db";
import { INITIAL_FORM_STATE } from "@/lib/platform/forms/form-state";
import { RateLimitedError } from "@/lib/platform/errors";
import type { PlanKey } from "@/lib/domain/plans";
import { flushClicks } from "@/tools/url-shortener/redirect/clicks";
import { invalidateDomains } from "@/tools/url-shortener/redirect/domain-registry";
import { HIDDEN_DESTINATION } from "@/tools/url-shortener/redirect/status-pages";
import { createLink } from "@/tools/url-shortener/server/create";
import { updateLink } from "@/tools/url-shortener/server/manage";
import { PUBLIC_STATS_MESSAGE } from "@/tools/url-shortener/server/settings";
import { setPublicStatsForm } from "@/tools/url-shortener/server/actions";
import { clearPublicStatsCache, consumePublicStatsRequest, getPublicStats, PUBLIC_STATS_LIMIT } from "@/tools/url-shortener/server/public-stats";
import { createUser, uniqueIp } from "../support/factories";
import { fakeRequest } from "../support/next-headers";
import { signInWithPlan } from "../support/sign-in";
import { call, expectError, userWithKey } from "../support/api-call";
import { redirectServerForFile } from "../support/redirect-file";
import { clientOfAddress } from "@/lib/platform/http/request";

/**
 * Public link stats (docs/product.md, "Public link stats"): the owner's switch (form, service, API), the read-only page
 * and what it never shows, routing by code and custom domain as the redirect does, the inspector's link, the cache that
 * never outlives the switch, and the rate limit.
 */

const server = redirectServerForFile();

async function account(plan: PlanKey = "basic") {
  const user = await createUser({ plan });
  return { user, actor: { userId: user.id, ip: uniqueIp() }, owner: { userId: user.id } };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** n clicks and m scans of a short link, as people make them, written to the database. */
async function visit(path: string, clicks: number, scans: number): Promise<void> {
  for (let i = 0; i < clicks; i++) expect((await server.get(path)).status).toBeLessThan(400);
  for (let i = 0; i < scans; i++) expect((await server.get(`${path}?qr=1`)).status).toBeLessThan(400);
  await flushClicks();
}

/** The page as Next renders it (HTML), or the 404 Next answers for notFound(). */
async function renderPage(segment: string, query: Record<string, string> = {}): Promise<{ status: 200; html: string } | { status: 404 }> {
  try {
    const element = await PublicStatsPage({ params: Promise.resolve({ code: segment }), searchParams: Promise.resolve(query) });
    return { status: 200, html: renderToStaticMarkup(element) };
  } catch (error) {
    if ((error as { digest?: string }).digest?.includes(";404")) return { status: 404 };
    throw error;
  }
}

const testId = (html: string, id: string) => html.match(new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`))?.[1];

beforeEach(() => {
  fakeRequest.reset(uniqueIp());
  clearPublicStatsCache();
});

describe("the owner's switch", () => {
  it("is off by default; the link page's form turns it on and off, and the page follows at once", async () => {
    const user = await signInWithPlan("free");
    const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/launch" });
    expect(link.publicStats).toBe(false);
    expect(await renderPage(`${link.code}+`)).toEqual({ status: 404 });

    const on = await setPublicStatsForm(INITIAL_FORM_STATE, form({ id: link.id, publicStats: "on" }));
    expect(on.result).toMatchObject({ ok: true, data: { publicStats: true } });
    await visit(`/s/${link.code}`, 3, 2);
    const page = await renderPage(`${link.code}+`);
    expect(page.status).toBe(200);
    // The segment as the framework may pass it, still percent-encoded.
    expect((await renderPage(`${link.code}%2B`)).status).toBe(200);
    expect((await renderPage(`${link.code}%2`)).status).toBe(404);
    const html = page.status === 200 ? page.html : "";
    expect(testId(html, "total-clicks")).toBe("5");
    expect(testId(html, "link-clicks")).toBe("3");
    expect(testId(html, "scans")).toBe("2");
    // A free owner's page shows what the owner's own page shows: the totals, no chart.
    expect(html).not.toContain("over time");

    const off = await setPublicStatsForm(INITIAL_FORM_STATE, form({ id: link.id, publicStats: "off" }));
    expect(off.result).toMatchObject({ ok: true, data: { publicStats: false } });
    // The numbers are still kept for a minute, the switch is read every time.
    expect(await renderPage(`${link.code}+`)).toEqual({ status: 404 });
    expect(await getPublicStats("", link.code, "30d")).toBeNull();
  });

  it("cannot be turned by another account (not found, nothing changes) nor by a visitor", async () => {
    const { actor } = await account();
    const { link } = await createLink(actor, { url: "https://example.com/theirs" });
    await signInWithPlan("premium");
    const forged = await setPublicStatsForm(INITIAL_FORM_STATE, form({ id: link.id, publicStats: "on" }));
    expect(forged.result).toMatchObject({ ok: false, code: "not_found" });
    const other = await createUser({ plan: "premium" });
    await expect(updateLink({ userId: other.id }, link.id, { publicStats: true })).rejects.toMatchObject({ code: "not_found" });
    fakeRequest.reset(uniqueIp());
    expect((await setPublicStatsForm(INITIAL_FORM_STATE, form({ id: link.id, publicStats: "on" }))).result).toMatchObject({ ok: false, code: "unauthenticated" });
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).publicStats).toBe(false);
  });

  it("is a boolean in the API: PATCH turns it on, the Link object says so, anything else is refused naming the field", async () => {
    const { user, key } = await userWithKey("premium");
    const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/api" });
    const patched = await call(linkRoute.PATCH, "PATCH", `/links/${link.id}`, { key, body: { publicStats: true }, params: { id: link.id } });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ id: link.id, publicStats: true });
    const got = await call(linkRoute.GET, "GET", `/links/${link.id}`, { key, params: { id: link.id } });
    expect(got.json).toMatchObject({ publicStats: true });
    expect((await renderPage(`${link.code}+`)).status).toBe(200);

    const bad = await call(linkRoute.PATCH, "PATCH", `/links/${link.id}`, { key, body: { publicStats: "yes" }, params: { id: link.id } });
    const refusal = expectError(bad, 400, "validation_error");
    expect(refusal.fields?.publicStats ?? refusal.message).toBe(PUBLIC_STATS_MESSAGE);
    const off = await call(linkRoute.PATCH, "PATCH", `/links/${link.id}`, { key, body: { publicStats: false }, params: { id: link.id } });
    expect(off.json).toMatchObject({ publicStats: false });
    expect(await renderPage(`${link.code}+`)).toEqual({ status: 404 });

    const { key: otherKey } = await userWithKey("premium");
    expectError(await call(linkRoute.PATCH, "PATCH", `/links/${link.id}`, { key: otherKey, body: { publicStats: true }, params: { id: link.id } }), 404, "not_found");
  });

  it("can be set when the link is made (API), off when not given; a visitor's link cannot have it", async () => {
    const { user, key } = await userWithKey("premium");
    const made = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/public-from-the-start", publicStats: true } });
    expect(made.status).toBe(201);
    const id = (made.json as { id: string; code: string }).id;
    expect(made.json).toMatchObject({ publicStats: true });
    expect((await prisma.link.findUniqueOrThrow({ where: { id } })).publicStats).toBe(true);
    expect((await renderPage(`${(made.json as { code: string }).code}+`)).status).toBe(200);

    const plain = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/private-by-default" } });
    expect(plain.json).toMatchObject({ publicStats: false });
    const bad = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/bad-switch", publicStats: "on" } });
    expect(expectError(bad, 400, "validation_error").fields?.publicStats).toBe(PUBLIC_STATS_MESSAGE);
    expect(await prisma.link.count({ where: { ownerUserId: user.id, target: "https://example.com/bad-switch" } })).toBe(0);

    await expect(createLink({ visitorId: crypto.randomUUID(), ip: uniqueIp() }, { url: "https://example.com/visitor-public", publicStats: true })).rejects.toThrow(
      "Sign in to make a link's stats public",
    );
    expect(await prisma.link.count({ where: { target: "https://example.com/visitor-public" } })).toBe(0);
  });
});

describe("the public page", () => {
  it("shows the chart and the breakdowns of the owner's plan, never the owner, the destination or the targeting", async () => {
    const { actor, owner, user } = await account("premium");
    const { link } = await createLink(actor, {
      url: "https://secret-destination.example.com/offer",
      ios: "https://apps.example.com/ios-only",
      geo: { DE: "https://de-only.example.com/" },
    });
    await updateLink(owner, link.id, { publicStats: true });
    await visit(`/s/${link.code}`, 4, 1);
    const page = await renderPage(`${link.code}+`, { range: "7d" });
    expect(page.status).toBe(200);
    const html = page.status === 200 ? page.html : "";
    expect(testId(html, "total-clicks")).toBe("5");
    expect(testId(html, "range-clicks")).toBe("5");
    expect(html).toContain("Clicks and scans over time");
    expect(html).toContain("Where the clicks and scans come from");
    expect(html).toContain("Chrome");
    for (const secret of ["secret-destination", "ios-only", "de-only", user.email, user.id, link.id]) expect(html).not.toContain(secret);
  });

  it("of a password-protected link is public too, without the destination (it never shows one)", async () => {
    const { actor, owner } = await account("basic");
    const { link } = await createLink(actor, { url: "https://hidden.example.com/behind-password", password: "correct horse" });
    await updateLink(owner, link.id, { publicStats: true });
    const page = await renderPage(`${link.code}+`);
    expect(page.status).toBe(200);
    const html = page.status === 200 ? page.html : "";
    expect(html).toContain("Password-protected");
    expect(html).not.toContain("hidden.example.com");
    // The inspector links to the stats and still hides where the link leads.
    const inspector = await server.get(`/s/${link.code}+`);
    expect(inspector.body).toContain(HIDDEN_DESTINATION);
    expect(inspector.body).toContain(`/s/${link.code}+/stats`);
    expect(inspector.body).not.toContain("hidden.example.com");
  });

  it("is not found for a deleted link, an unknown or malformed code, or a path without the +", async () => {
    const { actor, owner } = await account();
    const { link } = await createLink(actor, { url: "https://example.com/deleted" });
    await updateLink(owner, link.id, { publicStats: true });
    expect((await renderPage(link.code)).status).toBe(404);
    expect((await renderPage(`${link.code}+`)).status).toBe(200);
    const inspector = await server.get(`/s/${link.code}+`);
    expect(inspector.body).toContain("See its public stats");
    await prisma.link.update({ where: { id: link.id }, data: { deletedAt: new Date() } });
    expect((await renderPage(`${link.code}+`)).status).toBe(404);
    expect((await renderPage("no-such-code+")).status).toBe(404);
    expect((await renderPage("bad code!+")).status).toBe(404);
  });

  it("routes a custom domain's link as the redirect does: its domain's path redirects to the page, another domain is not found", async () => {
    const { actor, owner, user } = await account("premium");
    const hostname = `go-${Date.now()}.example.com`;
    await prisma.customDomain.create({ data: { userId: user.id, hostname, verificationToken: "t", verifiedAt: new Date() } });
    invalidateDomains();
    const { link } = await createLink(actor, { url: "https://example.com/branded", domain: hostname });
    await updateLink(owner, link.id, { publicStats: true });

    const redirect = await server.get(`/${link.code}+/stats`, { host: hostname });
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.location as string);
    expect(location.pathname).toBe(`/s/${link.code}+/stats`);
    expect(location.searchParams.get("domain")).toBe(hostname);
    // A shared link's range goes along.
    const week = new URL((await server.get(`/${link.code}+/stats?range=7d`, { host: hostname })).headers.location as string);
    expect([week.pathname, week.searchParams.get("domain"), week.searchParams.get("range")]).toEqual([`/s/${link.code}+/stats`, hostname, "7d"]);

    expect((await renderPage(`${link.code}+`, { domain: hostname })).status).toBe(200);
    // The same code on our own domain is another link (none here), and so is any other domain.
    expect((await renderPage(`${link.code}+`)).status).toBe(404);
    expect((await renderPage(`${link.code}+`, { domain: "other.example.com" })).status).toBe(404);
    // A domain no longer verified for the owner serves nothing.
    await prisma.customDomain.updateMany({ where: { hostname }, data: { verifiedAt: null } });
    invalidateDomains();
    expect((await renderPage(`${link.code}+`, { domain: hostname })).status).toBe(404);
  });

  it("is rate limited per address", async () => {
    const ip = uniqueIp();
    // The limit sees the client as the page's request gives it (clientIp: an IPv6 address's /64).
    for (let i = 0; i < PUBLIC_STATS_LIMIT.points; i++) await consumePublicStatsRequest(clientOfAddress(ip));
    await expect(consumePublicStatsRequest(clientOfAddress(ip))).rejects.toBeInstanceOf(RateLimitedError);
    await expect(consumePublicStatsRequest(uniqueIp())).resolves.toBeUndefined();
    fakeRequest.reset(ip);
    const page = await renderPage("anything+");
    expect(page.status === 200 && page.html).toContain("Too many requests");
  });

  it("keeps the numbers a short while, and reads them again after", async () => {
    const { actor, owner } = await account("basic");
    const { link } = await createLink(actor, { url: "https://example.com/cached" });
    await updateLink(owner, link.id, { publicStats: true });
    expect((await getPublicStats("", link.code, "30d"))?.totals.human).toBe(0);
    await visit(`/s/${link.code}`, 2, 0);
    expect((await getPublicStats("", link.code, "30d"))?.totals.human).toBe(0);
    clearPublicStatsCache();
    expect((await getPublicStats("", link.code, "30d"))?.totals.human).toBe(2);
  });
});

