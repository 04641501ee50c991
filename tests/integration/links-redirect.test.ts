import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/platform/db";
import { linkCache, LinkCache } from "@/tools/url-shortener/redirect/cache";
import { flushClicks, recordClick } from "@/tools/url-shortener/redirect/clicks";
import { createLink } from "@/tools/url-shortener/server/create";
import { invalidationListenerReady, notifyLinkChanged, stopInvalidationListener } from "@/tools/url-shortener/redirect/invalidation";
import { deleteLink, setLinkDisabled } from "@/tools/url-shortener/server/manage";
import { NOT_FOUND_HEADING } from "@/tools/url-shortener/redirect/status-pages";
import { lookupStats, MAX_BATCH, resolveLink } from "@/tools/url-shortener/redirect/resolve";
import { createUser, createVisitor, uniqueIp } from "../support/factories";
import { rawRequest, startRedirectServer } from "../support/redirect-server";
import { MALFORMED_PATH_MESSAGE } from "@/server";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const SLACK = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)";

let server: Awaited<ReturnType<typeof startRedirectServer>>;

beforeAll(async () => {
  server = await startRedirectServer();
});

afterAll(async () => {
  await server.close();
  await flushClicks();
  await stopInvalidationListener();
});

async function newLink(url = "https://example.com/target?x=1") {
  const visitor = await createVisitor();
  const actor = { visitorId: visitor.id, ip: uniqueIp() };
  const { link } = await createLink(actor, { url });
  return { actor, link };
}

/** Waits until this process has received every NOTIFY sent so far (creating a link sends one for its code, and
 *  its late arrival would drop an entry a test has just cached). */
async function notificationsDelivered() {
  const key = LinkCache.key("", `sentinel-${crypto.randomUUID().slice(0, 8)}`);
  linkCache().set(key, null);
  // Postgres delivers notifications in commit order: once the sentinel's has dropped its entry, the others are in.
  await prisma.$transaction((tx) => notifyLinkChanged(tx, "", key.slice(1)));
  while (linkCache().get(key) !== undefined) await new Promise((r) => setTimeout(r, 10));
}

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.port, path, { headers: { "user-agent": CHROME, ...headers } });

async function counts(linkId: string) {
  await flushClicks();
  const link = await prisma.link.findUniqueOrThrow({ where: { id: linkId } });
  const stored = await prisma.click.findMany({ where: { linkId }, orderBy: { id: "asc" } });
  // One entry per click: a row stands for `count` identical clicks of one second.
  const rows = stored.flatMap((row) => Array.from({ length: row.count }, () => row));
  return { human: link.humanClicks, bot: link.botClicks, rows, stored };
}

describe("redirect status codes", () => {
  it("answers a 302 to the target that no cache may keep", async () => {
    const { link } = await newLink();
    for (const path of [`/s/${link.code}`, `/s/${link.code}/`, `/s/${link.code}?utm_source=newsletter`]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.location).toBe("https://example.com/target?x=1");
      expect(response.headers["cache-control"]).toBe("private, max-age=0");
      expect(response.body).toBe("");
    }
  });

  it("answers unknown and malformed codes with the 404 page, identical for both", async () => {
    const unknown = await get("/s/zz9zz9");
    const malformed = await get("/s/not.a.code");
    for (const response of [unknown, malformed]) {
      expect(response.status).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["x-robots-tag"]).toBe("noindex");
      expect(response.body).toContain(NOT_FOUND_HEADING);
      expect(response.body).toContain("Return to Home");
    }
    expect(unknown.body).toBe(malformed.body);
    // Cached as unknown the second time: same answer.
    expect((await get("/s/zz9zz9")).body).toBe(unknown.body);
  });

  it("leaves other paths to Next", async () => {
    expect((await get("/urlshortener")).headers["x-fallthrough"]).toBe("next");
    expect((await get("/s/")).headers["x-fallthrough"]).toBe("next");
    expect((await get("/s/a/b")).headers["x-fallthrough"]).toBe("next");
  });

  it("refuses other methods with 405", async () => {
    const { link } = await newLink();
    const response = await rawRequest(server.port, `/s/${link.code}`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });

  it("answers disabled and deleted links with 410 at once, and redirects again when re-enabled", async () => {
    const { actor, link } = await newLink();
    expect((await get(`/s/${link.code}`)).status).toBe(302); // now cached
    await setLinkDisabled(actor, link.id, true);
    const disabled = await get(`/s/${link.code}`);
    expect(disabled.status).toBe(410);
    expect(disabled.body).toContain("This short link has been disabled");
    await setLinkDisabled(actor, link.id, false);
    expect((await get(`/s/${link.code}`)).status).toBe(302);
    await deleteLink(actor, link.id);
    const deleted = await get(`/s/${link.code}`);
    expect(deleted.status).toBe(410);
    expect(deleted.body).toContain("This short link has been deleted");
    // Clicks only for the redirects.
    expect((await counts(link.id)).human).toBe(2);
  });

  it("serves a custom code someone asked for before it existed (the cached miss is dropped)", async () => {
    const code = `later-${crypto.randomUUID().slice(0, 8)}`;
    expect((await get(`/s/${code}`)).status).toBe(404);
    const user = await createUser({ plan: "basic" });
    await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/later", customCode: code });
    expect((await get(`/s/${code}`)).status).toBe(302);
  });

  it("drops a link changed by another process when its NOTIFY arrives", async () => {
    await invalidationListenerReady();
    const { link } = await newLink();
    await notificationsDelivered();
    expect((await get(`/s/${link.code}`)).status).toBe(302);
    expect(linkCache().get(LinkCache.key("", link.code))).toMatchObject({ state: "active" });
    // What another server process does: write and notify, without touching this process's cache.
    await prisma.$transaction(async (tx) => {
      await tx.link.update({ where: { id: link.id }, data: { disabledAt: new Date() } });
      await notifyLinkChanged(tx, "", link.code);
    });
    const deadline = Date.now() + 3000;
    while (linkCache().get(LinkCache.key("", link.code)) !== undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect((await get(`/s/${link.code}`)).status).toBe(410);
  });
});

describe("cache misses are looked up in batches", () => {
  // The listener clears the cache when it connects (it may have missed changes): connected first, it cannot clear
  // what these tests just cached.
  beforeAll(() => invalidationListenerReady());

  it("answers concurrent misses, known and unknown alike, with one query, and caches both kinds", async () => {
    const links = await Promise.all(Array.from({ length: 12 }, () => newLink()));
    const unknown = Array.from({ length: 12 }, (_, i) => `nx${i}${crypto.randomUUID().slice(0, 8)}`);
    const codes = links.flatMap(({ link }, i) => [link.code, unknown[i]!]);
    await notificationsDelivered();
    const before = lookupStats();
    const answers = await Promise.all(codes.map(async (code) => resolveLink("", code)));
    const after = lookupStats();
    expect(after.batches - before.batches).toBe(1);
    expect(after.codes - before.codes).toBe(codes.length);
    for (const [i, { link }] of links.entries()) {
      expect(answers[2 * i]).toMatchObject({ id: link.id, target: link.target, state: "active" });
      expect(answers[2 * i + 1]).toBeNull();
      // Both are cached now: a known code as its link, an unknown one as a miss.
      expect(linkCache().get(LinkCache.key("", link.code))).toMatchObject({ id: link.id });
      expect(linkCache().get(LinkCache.key("", unknown[i]!))).toBeNull();
    }
    // The same answers over HTTP, from the cache (no further lookup).
    expect((await get(`/s/${links[0]!.link.code}`)).status).toBe(302);
    expect((await get(`/s/${unknown[0]}`)).status).toBe(404);
    expect(lookupStats().batches).toBe(after.batches);
  });

  it("asks for a code once however many requests wait for it", async () => {
    const { link } = await newLink();
    const before = lookupStats();
    const answers = await Promise.all(Array.from({ length: 20 }, async () => resolveLink("", link.code)));
    expect(new Set(answers.map((a) => a?.id))).toEqual(new Set([link.id]));
    expect(lookupStats().codes - before.codes).toBe(1);
  });

  it("splits a burst larger than a batch, and answers every code of it", async () => {
    const { link } = await newLink();
    const unknown = Array.from({ length: MAX_BATCH }, (_, i) => `burst${i}x${crypto.randomUUID().slice(0, 6)}`);
    const before = lookupStats();
    const answers = await Promise.all([...unknown, link.code].map(async (code) => resolveLink("", code)));
    expect(lookupStats().batches - before.batches).toBe(2);
    expect(answers.slice(0, MAX_BATCH).every((a) => a === null)).toBe(true);
    expect(answers[MAX_BATCH]).toMatchObject({ id: link.id });
  });

  it("does not cache a lookup that a change overtook (the change wins)", async () => {
    const { link } = await newLink();
    const pending = resolveLink("", link.code);
    // A delete/disable in this process while the batch is queued drops the in-flight entry.
    linkCache().delete(LinkCache.key("", link.code));
    await pending;
    expect(linkCache().get(LinkCache.key("", link.code))).toBeUndefined();
  });
});

describe("click counting", () => {
  it("counts N redirects as N clicks after a flush, with their details", async () => {
    // Country headers count only behind a trusted proxy (see links-hardening.test.ts).
    vi.stubEnv("TRUST_PROXY", "1");
    const { link } = await newLink();
    const n = 25;
    await Promise.all(
      Array.from({ length: n }, (_, i) =>
        get(`/s/${link.code}`, {
          "user-agent": i % 5 === 0 ? IPHONE : CHROME,
          referer: i % 2 ? "https://www.twitter.com/some/post" : "",
          "cf-ipcountry": i % 3 === 0 ? "de" : "US",
        }),
      ),
    );
    const { human, bot, rows } = await counts(link.id);
    expect(human).toBe(n);
    expect(bot).toBe(0);
    expect(rows).toHaveLength(n);
    expect(rows.filter((r) => r.device === "mobile" && r.os === "iOS" && r.browser === "Mobile Safari")).toHaveLength(5);
    expect(rows.filter((r) => r.device === "desktop" && r.browser === "Chrome" && r.os === "Windows")).toHaveLength(20);
    expect(rows.filter((r) => r.referrerHost === "twitter.com")).toHaveLength(12);
    expect(rows.filter((r) => r.referrerHost === null)).toHaveLength(13);
    expect(rows.filter((r) => r.country === "DE")).toHaveLength(9);
    expect(rows.filter((r) => r.country === "US")).toHaveLength(16);
    for (const row of rows) expect(Math.abs(row.at.getTime() - Date.now())).toBeLessThan(60_000);
    // Flushing again writes nothing twice.
    expect((await counts(link.id)).rows).toHaveLength(n);
    vi.unstubAllEnvs();
  });

  it("stores a burst of identical clicks as one row with their number", async () => {
    const { link } = await newLink();
    const n = 40;
    await Promise.all(Array.from({ length: n }, () => get(`/s/${link.code}`, { referer: "https://news.ycombinator.com/item?id=1" })));
    const { human, rows, stored } = await counts(link.id);
    expect(human).toBe(n);
    expect(rows).toHaveLength(n);
    // All in one second, or split across a second boundary: never one row per click.
    expect(stored.length).toBeLessThanOrEqual(2);
    expect(stored.reduce((sum, row) => sum + row.count, 0)).toBe(n);
    expect(stored[0]).toMatchObject({ referrerHost: "news.ycombinator.com", browser: "Chrome", bot: false });
    expect(stored[0]?.at.getUTCMilliseconds()).toBe(0);
  });

  it("counts bots apart and does not count HEAD requests", async () => {
    const { link } = await newLink();
    await get(`/s/${link.code}`, { "user-agent": SLACK });
    await get(`/s/${link.code}`, { "user-agent": "Twitterbot/1.0" });
    await get(`/s/${link.code}`, { "user-agent": "" });
    await get(`/s/${link.code}`);
    for (let i = 0; i < 3; i++) {
      const head = await rawRequest(server.port, `/s/${link.code}`, { method: "HEAD", headers: { "user-agent": CHROME } });
      expect(head.status).toBe(302);
      expect(head.headers.location).toBe("https://example.com/target?x=1");
    }
    const { human, bot, rows } = await counts(link.id);
    expect({ human, bot }).toEqual({ human: 1, bot: 3 });
    expect(rows.filter((r) => r.bot)).toHaveLength(3);
  });

  it("writes a flush of thousands of links, several statements long, exactly: counters, click rows and rollups", async () => {
    const visitor = await createVisitor();
    const tag = crypto.randomUUID().slice(0, 8);
    const n = 2_600;
    await prisma.link.createMany({
      data: Array.from({ length: n }, (_, i) => ({ code: `w${tag}${i}`, target: `https://example.com/${i}`, ownerVisitorId: visitor.id })),
    });
    const links = await prisma.link.findMany({ where: { ownerVisitorId: visitor.id }, select: { id: true } });
    expect(links).toHaveLength(n);
    await flushClicks();
    // One human and one bot click on every link, and three more human clicks from another site on the first one:
    // more rows and more links than one statement takes.
    const at = Date.now();
    for (const { id } of links) {
      recordClick({ linkId: id, at, userAgent: CHROME, referer: null, country: null });
      recordClick({ linkId: id, at, userAgent: SLACK, referer: null, country: null });
    }
    for (let i = 0; i < 3; i++) recordClick({ linkId: links[0]!.id, at, userAgent: CHROME, referer: "https://news.example.com/", country: null });
    await flushClicks();

    const ids = links.map((l) => l.id);
    const stored = await prisma.link.findMany({ where: { id: { in: ids } }, select: { id: true, humanClicks: true, botClicks: true } });
    expect(stored.filter((l) => l.id === links[0]!.id)).toEqual([{ id: links[0]!.id, humanClicks: 4, botClicks: 1 }]);
    expect(stored.filter((l) => l.id !== links[0]!.id && (l.humanClicks !== 1 || l.botClicks !== 1))).toEqual([]);
    const clicks = await prisma.click.groupBy({ by: ["bot"], where: { linkId: { in: ids } }, _sum: { count: true } });
    expect(Object.fromEntries(clicks.map((c) => [String(c.bot), c._sum.count]))).toEqual({ false: n + 3, true: n });
    const hourly = await prisma.clickHourly.aggregate({ where: { linkId: { in: ids } }, _sum: { human: true, bot: true } });
    expect(hourly._sum).toEqual({ human: n + 3, bot: n });
  });

  it("does not count requests for disabled links", async () => {
    const { actor, link } = await newLink();
    await setLinkDisabled(actor, link.id, true);
    await get(`/s/${link.code}`);
    expect(await counts(link.id)).toMatchObject({ human: 0, bot: 0, rows: [] });
  });
});

describe("the one entry point: server.ts answers every shape of short-link path", () => {
  it("redirects /s/{code} with a trailing slash, a query, percent-encoded letters, on any host and for HEAD", async () => {
    const { link } = await newLink("https://example.com/shapes");
    const encoded = `%${link.code.charCodeAt(0).toString(16)}${link.code.slice(1)}`;
    for (const path of [`/s/${link.code}`, `/s/${link.code}/`, `/s/${link.code}/?a=1`, `/s/${encoded}`, `/s/${link.code}#frag`]) {
      for (const host of ["127.0.0.1", `localhost:${server.port}`, "unknown-host.test:8080"]) {
        for (const method of ["GET", "HEAD"]) {
          const response = await rawRequest(server.port, path, { method, headers: { host, "user-agent": CHROME } });
          expect(response.status, `${method} ${host}${path}`).toBe(302);
          expect(response.headers.location).toBe("https://example.com/shapes");
        }
      }
    }
    // 5 paths × 3 hosts GET; HEAD is not counted.
    expect((await counts(link.id)).human).toBe(15);
  });

  it("treats codes as case-sensitive and an encoded slash as part of the code (both unknown here)", async () => {
    const { link } = await newLink();
    for (const path of [`/s/${link.code.toUpperCase()}`, `/s/${link.code}%2Fx`, `/s/${link.code}%2F`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toContain(NOT_FOUND_HEADING);
    }
  });

  it("leaves to Next only what is not one segment under /s/ (Next has no short-link route: its 404 page)", async () => {
    const { link } = await newLink();
    for (const path of ["/s", "/s/", `/s/${link.code}/more`, `/S/${link.code}`, `//s/${link.code}`]) {
      expect((await get(path)).headers["x-fallthrough"], path).toBe("next");
    }
    expect((await counts(link.id)).human).toBe(0);
  });

  it("answers a path with a malformed %-escape with a 400 instead of passing it to Next (which answered a bare 500)", async () => {
    for (const path of [`/s/%zz${"a"}`, "/s/%", "/s/%E0%A4%A", "/%zz", "/urlshortener%zz", "/links/%zz?x=1"]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.headers["x-fallthrough"]).toBeUndefined();
      expect(response.body).toBe(MALFORMED_PATH_MESSAGE);
    }
    // A malformed query string is the page's business, and a valid escape anywhere is fine.
    expect((await get("/urlshortener?q=%zz")).headers["x-fallthrough"]).toBe("next");
    expect((await get("/caf%C3%A9")).headers["x-fallthrough"]).toBe("next");
  });
});
