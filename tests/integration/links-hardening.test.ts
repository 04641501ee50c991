import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deleteAccount } from "@/lib/domain/account/deletion";
import { prisma } from "@/lib/platform/db";
import { flushClicks } from "@/tools/url-shortener/redirect/clicks";
import { CODE_MESSAGES } from "@/tools/url-shortener/server/codes";
import { createLink } from "@/tools/url-shortener/server/create";
import { addDomain, TXT_PREFIX, verifyDomain } from "@/tools/url-shortener/server/domains";
import type { DnsResolver } from "@/tools/url-shortener/server/dns";
import { deleteLink } from "@/tools/url-shortener/server/manage";
import { deletedPage, loopPage } from "@/tools/url-shortener/redirect/status-pages";
import { TARGET_MESSAGES } from "@/tools/url-shortener/server/target";
import { createUser, uniqueIp } from "../support/factories";
import { eventually } from "../support/eventually";
import { redirectServerForFile } from "../support/redirect-file";
import { rawRequest, startRedirectProcess } from "../support/redirect-server";
import { freePort } from "../support/test-database";
import { defined } from "@/tests/support/defined";

/** Short links under abuse, and the analytics country header: loops, retired codes, cache invalidation, domain claims. */

const unique = () => crypto.randomUUID().slice(0, 8);

const server = redirectServerForFile();
const get = server.get;

async function basicActor() {
  const user = await createUser({ plan: "basic" });
  return { user, actor: { userId: user.id, ip: uniqueIp() } };
}

class TxtOnly implements DnsResolver {
  txt = new Map<string, string[][]>();
  async resolveTxt(hostname: string) {
    const records = this.txt.get(hostname);
    if (!records) throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
    return records;
  }
  async resolveCname(): Promise<string[]> {
    return [];
  }
  async resolve4(): Promise<string[]> {
    return [];
  }
}

async function verifiedDomainOf(userId: string, dns: TxtOnly, hostname = `go-${unique()}.brand.test`) {
  const domain = await addDomain(userId, { hostname });
  dns.txt.set(`${TXT_PREFIX}.${hostname}`, [[defined(domain.records[0], "TXT record").value]]);
  await verifyDomain(userId, domain.id, dns);
  return hostname;
}

describe("redirect loops through our own short links", () => {
  // The site runs at http://localhost:3000 in tests. Before the fix, `//s/CODE` passed and one visit followed 20
  // redirects, counting a click each.
  it.each(["//s/{code}", "/./s/{code}", "/x/../s/{code}", "/%2Fs%2F{code}", "/%73/{code}", "/s%2F{code}", "///s///{code}/"])(
    "refuses a custom code pointing at itself through %s",
    async (shape) => {
      const { actor } = await basicActor();
      const code = `self-${unique()}`;
      const url = `http://localhost:3000${shape.replace("{code}", code)}`;
      await expect(createLink(actor, { url, customCode: code })).rejects.toMatchObject({ message: TARGET_MESSAGES.loop });
      expect(await prisma.link.count({ where: { code } })).toBe(0);
    },
  );

  it("refuses links to a verified custom domain in any spelling our server would route", async () => {
    const dns = new TxtOnly();
    const owner = await createUser({ plan: "premium" });
    const hostname = await verifiedDomainOf(owner.id, dns);
    const { actor } = await basicActor();
    for (const url of [`https://${hostname}/abc`, `https://${hostname.toUpperCase()}./abc`, `http://${hostname}:8080//abc`, `https://${hostname}/%61bc/`]) {
      await expect(createLink(actor, { url }), url).rejects.toMatchObject({ message: TARGET_MESSAGES.loop });
    }
  });

  it("answers 508 and counts nothing when a stored target comes back to our short links (rows from before the check)", async () => {
    const code = `old-${unique()}`;
    const link = await prisma.link.create({ data: { code, target: `http://localhost:3000//s/${code}` } });
    const response = await get(`/s/${code}`);
    expect(response.status).toBe(508);
    expect(response.body).toBe(loopPage.toString("utf8"));
    expect(response.headers.location).toBeUndefined();
    await flushClicks();
    expect(await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ humanClicks: 0, botClicks: 0 });
  });

  it("stops a link whose target host became a verified custom domain after it was made", async () => {
    const dns = new TxtOnly();
    const hostname = `later-${unique()}.brand.test`;
    const { actor } = await basicActor();
    const { link } = await createLink(actor, { url: `https://${hostname}/promo` });
    expect((await get(`/s/${link.code}`)).status).toBe(302);
    // The domain is verified later, and a link on it points back at ours: a two-link loop.
    const owner = await createUser({ plan: "premium" });
    await verifiedDomainOf(owner.id, dns, hostname);
    await prisma.link.create({ data: { domain: hostname, code: "promo", target: `http://localhost:3000/s/${link.code}`, ownerUserId: owner.id } });
    expect((await get(`/s/${link.code}`)).status).toBe(508);
    expect((await get("/promo", { host: hostname })).status).toBe(508);
  });

  it("judges a /s/ target on the very host it is asked on as ours (a stranger's name pointed at us)", async () => {
    const code = `host-${unique()}`;
    await prisma.link.create({ data: { code, target: `https://stranger-${code}.example/s/${code}` } });
    expect((await get(`/s/${code}`, { host: `stranger-${code}.example` })).status).toBe(508);
    // Asked on our own host, the same target is somebody else's site.
    const elsewhere = await get(`/s/${code}`);
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.location).toBe(`https://stranger-${code}.example/s/${code}`);
    // Another shortener's links on a public address are not ours either.
    const other = `ip-${unique()}`;
    await prisma.link.create({ data: { code: other, target: "https://93.184.216.34/s/abc" } });
    expect((await get(`/s/${other}`)).status).toBe(302);
  });
});

describe("codes are never reused", () => {
  it("retires a deleted account's codes: 410 at once, and nobody can register them again", async () => {
    const { user, actor } = await basicActor();
    const code = `qr-${unique()}`;
    const { link } = await createLink(actor, { url: "https://example.com/menu", customCode: code });
    await prisma.click.create({ data: { linkId: link.id, keepDays: CLICK_RETENTION_DAYS.basic } });
    expect((await get(`/s/${code}`)).status).toBe(302); // now cached in this process

    await deleteAccount(user.id, { confirmation: user.email });

    // Before the fix: the cached link went on redirecting for 300 s, then the code was free for anyone.
    expect(await eventually(async () => (await get(`/s/${code}`)).status === 410)).toBe(true);
    expect((await get(`/s/${code}`)).body).toBe(deletedPage.toString("utf8"));
    expect(await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ ownerUserId: null, target: "", deletedAt: expect.any(Date) });
    expect(await prisma.click.count({ where: { linkId: link.id } })).toBe(0);

    const { actor: newcomer } = await basicActor();
    await expect(createLink(newcomer, { url: "https://evil.example/", customCode: code })).rejects.toMatchObject({
      code: "conflict",
      message: CODE_MESSAGES.retired(code),
    });
    expect((await get(`/s/${code}`)).status).toBe(410);
  });

  it("retires the codes of every way a user row is deleted (the database trigger, not the caller, does it)", async () => {
    const { user, actor } = await basicActor();
    const code = `raw-${unique()}`;
    await createLink(actor, { url: "https://example.com/", customCode: code });
    await prisma.user.delete({ where: { id: user.id } });
    expect(await prisma.link.findUniqueOrThrow({ where: { domain_code: { domain: "", code } } })).toMatchObject({ deletedAt: expect.any(Date) });
  });

  it("keeps a deleted link's code: 410 and a clear message for whoever asks for it", async () => {
    const { actor } = await basicActor();
    const code = `del-${unique()}`;
    const { link } = await createLink(actor, { url: "https://example.com/", customCode: code });
    await deleteLink({ userId: actor.userId }, link.id);
    expect((await get(`/s/${code}`)).status).toBe(410);
    await expect(createLink(actor, { url: "https://example.org/", customCode: code })).rejects.toMatchObject({ message: CODE_MESSAGES.retired(code) });
    const { actor: other } = await basicActor();
    await expect(createLink(other, { url: "https://example.org/", customCode: code })).rejects.toMatchObject({ message: CODE_MESSAGES.retired(code) });
  });
});

describe("cache invalidation across processes", () => {
  let child: Awaited<ReturnType<typeof startRedirectProcess>>;
  let childPort: number;

  beforeAll(async () => {
    child = await startRedirectProcess();
    childPort = child.port;
  }, 60_000);

  afterAll(() => child.stop());

  it("stops a link deleted here in the other process, which had it cached", async () => {
    const { actor } = await basicActor();
    const { link } = await createLink(actor, { url: "https://example.com/cached-elsewhere" });
    // Cached in the other process (twice, to be sure the second answer came from its cache).
    expect((await get(`/s/${link.code}`, {}, childPort)).status).toBe(302);
    expect((await get(`/s/${link.code}`, {}, childPort)).status).toBe(302);
    await deleteLink({ userId: actor.userId }, link.id);
    expect(await eventually(async () => (await get(`/s/${link.code}`, {}, childPort)).status === 410)).toBe(true);
  });

  it("stops a deleted account's links in the other process", async () => {
    const { user, actor } = await basicActor();
    const { link } = await createLink(actor, { url: "https://example.com/account-elsewhere" });
    expect((await get(`/s/${link.code}`, {}, childPort)).status).toBe(302);
    await deleteAccount(user.id, { confirmation: user.email });
    expect(await eventually(async () => (await get(`/s/${link.code}`, {}, childPort)).status === 410)).toBe(true);
  });

  it("stops routing a deleted account's custom domain in the other process", async () => {
    const user = await createUser({ plan: "premium" });
    const hostname = await verifiedDomainOf(user.id, new TxtOnly());
    // The domain's home page is sent to ours while the other process knows the domain.
    expect(await eventually(async () => (await get("/", { host: hostname }, childPort)).status === 302)).toBe(true);
    await deleteAccount(user.id, { confirmation: user.email });
    expect(await eventually(async () => (await get("/", { host: hostname }, childPort)).headers["x-fallthrough"] === "next")).toBe(true);
  });
});

describe("country of a click", () => {
  async function countryOfOneClick() {
    const { actor } = await basicActor();
    const { link } = await createLink(actor, { url: "https://example.com/country" });
    await get(`/s/${link.code}`, { "cf-ipcountry": "DE", "x-vercel-ip-country": "DE", "x-country-code": "DE" });
    await flushClicks();
    return (await prisma.click.findFirstOrThrow({ where: { linkId: link.id } })).country;
  }

  it("ignores country headers without a trusted proxy (anyone can send them)", async () => {
    vi.stubEnv("TRUST_PROXY", "");
    try {
      expect(await countryOfOneClick()).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("reads them when TRUST_PROXY says a proxy sets them", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    try {
      expect(await countryOfOneClick()).toBe("DE");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("the database unreachable", () => {
  it("answers a short link and its inspector with a page saying so and when to come back (503, Retry-After)", async () => {
    // A process like any instance of the site, whose database address answers nothing.
    const nobody = await freePort();
    const instance = await startRedirectProcess({ DATABASE_URL: `postgresql://utilify:utilify@127.0.0.1:${nobody}/utilify` });
    try {
      for (const path of ["/s/abc123", "/s/abc123+", "/s/abc123?qr=1"]) {
        const res = await rawRequest(instance.port, path);
        expect(res.status, path).toBe(503);
        expect(res.headers["retry-after"]).toBe("30");
        expect(res.headers["cache-control"]).toBe("no-store");
        expect(res.body).toContain("This short link can&#39;t be opened right now");
      }
      // HEAD: the same status and headers, no body.
      const head = await rawRequest(instance.port, "/s/abc123", { method: "HEAD" });
      expect(head.status).toBe(503);
      expect(head.body).toBe("");
    } finally {
      await instance.stop();
    }
  });
});
