import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanUrlOf } from "@/tools/url-shortener/logic/trigger";
import { prisma } from "@/lib/platform/db";
import { flushClicks } from "@/tools/url-shortener/redirect/clicks";
import { CODE_MESSAGES } from "@/tools/url-shortener/server/codes";
import { createLink, FEATURE_MESSAGES } from "@/tools/url-shortener/server/create";
import type { DnsResolver } from "@/tools/url-shortener/server/dns";
import { addDomain, DOMAIN_MESSAGES, listDomains, removeDomain, TXT_PREFIX, verifiedHostnames, verifyDomain } from "@/tools/url-shortener/server/domains";
import { stopInvalidationListener } from "@/tools/url-shortener/redirect/invalidation";
import { createUser, uniqueIp } from "../support/factories";
import { rawRequest, startRedirectServer } from "../support/redirect-server";
import { defined } from "@/tests/support/defined";

/** A DNS zone in memory: what tests publish is what verification sees. */
class FakeDns implements DnsResolver {
  txt = new Map<string, string[][]>();
  cname = new Map<string, string[]>();
  a = new Map<string, string[]>();
  private static missing(hostname: string) {
    return Object.assign(new Error(`queryTxt ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  }
  async resolveTxt(hostname: string) {
    const records = this.txt.get(hostname);
    if (!records) throw FakeDns.missing(hostname);
    return records;
  }
  async resolveCname(hostname: string) {
    const records = this.cname.get(hostname);
    if (!records) throw FakeDns.missing(hostname);
    return records;
  }
  async resolve4(hostname: string) {
    const records = this.a.get(hostname);
    if (!records) throw FakeDns.missing(hostname);
    return records;
  }
}

let server: Awaited<ReturnType<typeof startRedirectServer>>;
beforeAll(async () => {
  server = await startRedirectServer();
});
afterAll(async () => {
  await server.close();
  await flushClicks();
  await stopInvalidationListener();
});

const unique = () => crypto.randomUUID().slice(0, 8);

/** A Premium account's pending claim on `hostname`, with its TXT record published in `dns`. */
async function publishedClaim(dns: FakeDns, hostname = `go-${unique()}.brand.test`) {
  const user = await createUser({ plan: "premium" });
  const domain = await addDomain(user.id, { hostname });
  dns.txt.set(`${TXT_PREFIX}.${hostname}`, [[defined(domain.records[0], "TXT record").value]]);
  return { user, domain, hostname };
}

async function premiumWithVerifiedDomain(dns: FakeDns, hostname = `go-${unique()}.brand.test`) {
  const { user, domain } = await publishedClaim(dns, hostname);
  await verifyDomain(user.id, domain.id, dns);
  return { user, domain, hostname, actor: { userId: user.id, ip: uniqueIp() } };
}

describe("adding domains", () => {
  it("normalises the hostname and shows the TXT and CNAME records to create", async () => {
    const user = await createUser({ plan: "premium" });
    const hostname = `links-${unique()}.example.test`;
    const domain = await addDomain(user.id, { hostname: `https://${hostname.toUpperCase()}/` });
    expect(domain).toMatchObject({ hostname, verified: false, linkCount: 0 });
    expect(domain.records[0]).toMatchObject({ type: "TXT", name: `${TXT_PREFIX}.${hostname}` });
    expect(domain.records[0]?.value).toMatch(/^utilify-verify-[0-9a-f]{32}$/);
    expect(domain.records[1]).toMatchObject({ type: "CNAME", name: hostname, value: "localhost" });
    expect(await prisma.customDomain.count({ where: { hostname } })).toBe(1);
  });

  it("refuses bad hostnames, duplicates and domains another account has verified", async () => {
    const user = await createUser({ plan: "premium" });
    for (const hostname of ["", "not a domain", "localhost", "192.168.0.1", "intranet", "example", "a..b.com", "x.example.test/path", "user@example.com"]) {
      await expect(addDomain(user.id, { hostname }), hostname).rejects.toMatchObject({ message: DOMAIN_MESSAGES.invalid });
    }
    await expect(addDomain(user.id, { hostname: "localhost" })).rejects.toMatchObject({ code: "validation" });
    await expect(addDomain(user.id, { hostname: "bit.ly" })).rejects.toMatchObject({ message: DOMAIN_MESSAGES.blocked });
    const hostname = `dup-${unique()}.example.test`;
    await addDomain(user.id, { hostname });
    await expect(addDomain(user.id, { hostname })).rejects.toMatchObject({ code: "conflict", message: DOMAIN_MESSAGES.duplicate });
    expect(await prisma.customDomain.count({ where: { userId: user.id } })).toBe(1);
    const dns = new FakeDns();
    const { hostname: held } = await premiumWithVerifiedDomain(dns);
    const other = await createUser({ plan: "enterprise" });
    await expect(addDomain(other.id, { hostname: held })).rejects.toMatchObject({ code: "conflict", message: DOMAIN_MESSAGES.taken });
    expect(await prisma.customDomain.count({ where: { userId: other.id } })).toBe(0);
  });

  it("is a Premium feature, refused to free and Basic users", async () => {
    for (const plan of ["free", "basic"] as const) {
      const user = await createUser({ plan });
      await expect(addDomain(user.id, { hostname: `x-${unique()}.example.test` })).rejects.toMatchObject({
        code: "forbidden",
        message: FEATURE_MESSAGES.customDomains,
      });
      expect(await prisma.customDomain.count({ where: { userId: user.id } })).toBe(0);
    }
  });

  it("allows 5 domains on Premium, even when added concurrently, and no cap on Enterprise", async () => {
    const premium = await createUser({ plan: "premium" });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => addDomain(premium.id, { hostname: `d${i}-${unique()}.example.test` })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    for (const r of refusals) expect(r.reason).toMatchObject({ code: "forbidden", message: DOMAIN_MESSAGES.limit(5) });
    expect(await prisma.customDomain.count({ where: { userId: premium.id } })).toBe(5);

    const enterprise = await createUser({ plan: "enterprise" });
    for (let i = 0; i < 7; i++) await addDomain(enterprise.id, { hostname: `e${i}-${unique()}.example.test` });
    expect(await prisma.customDomain.count({ where: { userId: enterprise.id } })).toBe(7);
  });
});

describe("verification", () => {
  it("verifies with the TXT record, says whether the CNAME points to us, and then offers the domain", async () => {
    const dns = new FakeDns();
    const user = await createUser({ plan: "premium" });
    const hostname = `go-${unique()}.brand.test`;
    const domain = await addDomain(user.id, { hostname });
    const txtName = `${TXT_PREFIX}.${hostname}`;

    await expect(verifyDomain(user.id, domain.id, dns)).rejects.toMatchObject({ message: DOMAIN_MESSAGES.txtMissing(txtName) });
    dns.txt.set(txtName, [["something-else"]]);
    await expect(verifyDomain(user.id, domain.id, dns)).rejects.toMatchObject({
      message: DOMAIN_MESSAGES.txtMismatch(txtName, defined(domain.records[0], "TXT record").value),
    });
    expect(await verifiedHostnames(user.id)).toEqual([]);

    // Long TXT values arrive in chunks.
    const token = defined(domain.records[0], "TXT record").value;
    dns.txt.set(txtName, [["v=spf1 -all"], [token.slice(0, 10), token.slice(10)]]);
    const first = await verifyDomain(user.id, domain.id, dns);
    expect(first.domain.verified).toBe(true);
    expect(first.pointsToUs).toBe(false);
    dns.cname.set(hostname, ["localhost."]);
    expect((await verifyDomain(user.id, domain.id, dns)).pointsToUs).toBe(true);
    expect(await verifiedHostnames(user.id)).toEqual([hostname]);
  });

  it("does not let anyone verify or remove someone else's domain", async () => {
    const dns = new FakeDns();
    const { domain } = await premiumWithVerifiedDomain(dns);
    const intruder = await createUser({ plan: "premium" });
    await expect(verifyDomain(intruder.id, domain.id, dns)).rejects.toMatchObject({ code: "not_found" });
    await expect(removeDomain(intruder.id, domain.id)).rejects.toMatchObject({ code: "not_found" });
    expect(await prisma.customDomain.count({ where: { id: domain.id } })).toBe(1);
  });
});

describe("routing by Host", () => {
  it("serves a verified domain's links at /{code}, and only its owner's", async () => {
    const dns = new FakeDns();
    const { actor, hostname } = await premiumWithVerifiedDomain(dns);
    const { link } = await createLink(actor, { url: "https://example.com/campaign", domain: hostname, customCode: "spring" });
    expect(link.shortUrl).toBe(`https://${hostname}/spring`);

    const onDomain = await rawRequest(server.port, "/spring", { headers: { host: hostname, "user-agent": "Mozilla/5.0 Chrome/131.0" } });
    expect(onDomain.status).toBe(302);
    expect(onDomain.headers.location).toBe("https://example.com/campaign");
    expect((await rawRequest(server.port, "/spring?ref=x", { headers: { host: `${hostname.toUpperCase()}:443` } })).status).toBe(302);
    // The link's QR code encodes the domain's short URL with ?qr=1: a scan, the destination without it.
    const scanPath = new URL(scanUrlOf(link.shortUrl));
    const scan = await rawRequest(server.port, `${scanPath.pathname}${scanPath.search}`, { headers: { host: hostname, "user-agent": "Mozilla/5.0 Chrome/131.0" } });
    expect(scan.status).toBe(302);
    expect(scan.headers.location).toBe("https://example.com/campaign");
    await flushClicks();
    expect(await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ humanClicks: 2, humanScans: 1, botScans: 0 });

    // The code does not exist on our own domain, and the domain serves nothing else of the site.
    expect((await rawRequest(server.port, "/s/spring")).status).toBe(404);
    expect((await rawRequest(server.port, "/nope", { headers: { host: hostname } })).status).toBe(404);
    expect((await rawRequest(server.port, "/s/spring", { headers: { host: hostname } })).status).toBe(404);
    const root = await rawRequest(server.port, "/", { headers: { host: hostname } });
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe("http://localhost:3000/");

    // Another user's verified domain asking for the same code gets a 404, never this link.
    const other = await premiumWithVerifiedDomain(dns);
    const stolen = await rawRequest(server.port, "/spring", { headers: { host: other.hostname } });
    expect(stolen.status).toBe(404);
    expect(stolen.headers.location).toBeUndefined();

    await flushClicks();
    // One browser's click and its scan, one agentless request (counted as a bot); the refused requests count nothing.
    expect(await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ humanClicks: 2, humanScans: 1, botClicks: 1 });
  });

  it("never serves links on an unknown or unverified Host", async () => {
    const dns = new FakeDns();
    const { actor, hostname } = await premiumWithVerifiedDomain(dns);
    await createLink(actor, { url: "https://example.com/x", domain: hostname, customCode: "only-here" });
    const unverified = `pending-${unique()}.brand.test`;
    const owner = await createUser({ plan: "premium" });
    await addDomain(owner.id, { hostname: unverified });
    for (const host of [unverified, "unknown-host.test", "evil.example"]) {
      const response = await rawRequest(server.port, "/only-here", { headers: { host } });
      // Left to Next, which has no such page: a 404.
      expect(response.headers["x-fallthrough"], host).toBe("next");
      expect(response.headers.location).toBeUndefined();
    }
  });

  it("stops serving a removed domain at once and deletes its links, whose codes stay retired", async () => {
    const dns = new FakeDns();
    const { actor, hostname, domain, user } = await premiumWithVerifiedDomain(dns);
    const { link } = await createLink(actor, { url: "https://example.com/y", domain: hostname, customCode: "gone-soon" });
    expect((await rawRequest(server.port, "/gone-soon", { headers: { host: hostname } })).status).toBe(302);
    expect((await listDomains(user.id))[0]?.linkCount).toBe(1);
    expect(await removeDomain(user.id, domain.id)).toEqual({ removedLinks: 1 });
    const after = await rawRequest(server.port, "/gone-soon", { headers: { host: hostname } });
    expect(after.headers["x-fallthrough"]).toBe("next");
    await flushClicks();
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).deletedAt).toBeInstanceOf(Date);

    // Someone else may now connect the domain, and the old code is not theirs to inherit or to take again.
    const next = await createUser({ plan: "premium" });
    const again = await addDomain(next.id, { hostname });
    dns.txt.set(`${TXT_PREFIX}.${hostname}`, [[defined(again.records[0], "TXT record").value]]);
    await verifyDomain(next.id, again.id, dns);
    expect((await rawRequest(server.port, "/gone-soon", { headers: { host: hostname } })).status).toBe(404);
    await expect(createLink({ userId: next.id, ip: uniqueIp() }, { url: "https://example.org/", domain: hostname, customCode: "gone-soon" })).rejects.toMatchObject({
      code: "conflict",
      message: CODE_MESSAGES.retired("gone-soon"),
    });
  });
});

describe("removing a domain while it is in use", () => {
  it("removes a domain once when it is removed twice at once, and tells the other request it is gone", async () => {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const { actor, hostname, domain, user } = await premiumWithVerifiedDomain(new FakeDns());
        await createLink(actor, { url: "https://example.com/twice", domain: hostname });
        const results = await Promise.allSettled([removeDomain(user.id, domain.id), removeDomain(user.id, domain.id)]);
        const done = results.filter((r) => r.status === "fulfilled");
        expect(done).toHaveLength(1);
        expect(done[0]).toMatchObject({ value: { removedLinks: 1 } });
        const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
        expect(refused?.reason).toMatchObject({ code: "not_found", message: DOMAIN_MESSAGES.notFound });
        expect(await prisma.customDomain.count({ where: { hostname } })).toBe(0);
      }),
    );
  });

  it("tells a verification that its domain was removed at the same moment", async () => {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const dns = new FakeDns();
        const { user, domain, hostname } = await publishedClaim(dns, `both-${unique()}.brand.test`);
        const [verified, removed] = await Promise.allSettled([verifyDomain(user.id, domain.id, dns), removeDomain(user.id, domain.id)]);
        expect(removed.status).toBe("fulfilled");
        if (verified.status === "rejected") expect(verified.reason).toMatchObject({ code: "not_found", message: DOMAIN_MESSAGES.notFound });
        expect(await prisma.customDomain.count({ where: { hostname } })).toBe(0);
      }),
    );
  });

  it("keeps a domain's first verification time when its owner verifies it twice at once", async () => {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const dns = new FakeDns();
        const { user, domain } = await publishedClaim(dns, `twice-${unique()}.brand.test`);
        const answers = await Promise.all([verifyDomain(user.id, domain.id, dns), verifyDomain(user.id, domain.id, dns)]);
        const stored = await prisma.customDomain.findUniqueOrThrow({ where: { id: domain.id } });
        expect(answers.map((a) => a.domain.verifiedAt)).toEqual([stored.verifiedAt?.toISOString(), stored.verifiedAt?.toISOString()]);
      }),
    );
  });

  it("never leaves a live link on a domain removed while the link was being created", async () => {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const { actor, hostname, domain, user } = await premiumWithVerifiedDomain(new FakeDns());
        const [created, removed] = await Promise.allSettled([
          createLink(actor, { url: "https://example.com/meanwhile", domain: hostname }),
          removeDomain(user.id, domain.id),
        ]);
        expect(removed.status).toBe("fulfilled");
        if (created.status === "rejected") {
          expect(created.reason).toMatchObject({ code: "validation", message: FEATURE_MESSAGES.unknownDomain });
          expect(removed).toMatchObject({ value: { removedLinks: 0 } });
        } else {
          expect(removed).toMatchObject({ value: { removedLinks: 1 } });
        }
        expect(await prisma.link.count({ where: { domain: hostname, deletedAt: null } })).toBe(0);
      }),
    );
  });
});

describe("claims on one hostname by several accounts", () => {
  it("lets an unverified claim never lock out the real owner, who takes the hostname by verifying", async () => {
    const dns = new FakeDns();
    const hostname = `squat-${unique()}.brand.test`;
    const squatter = await createUser({ plan: "premium" });
    const owner = await createUser({ plan: "premium" });
    const squat = await addDomain(squatter.id, { hostname });
    // Before the fix: "This domain is already connected to another account."
    const claim = await addDomain(owner.id, { hostname });
    expect(claim).toMatchObject({ hostname, verified: false });
    // Each claim has its own token: only the one the DNS shows verifies.
    expect(claim.records[0]?.value).not.toBe(squat.records[0]?.value);
    dns.txt.set(`${TXT_PREFIX}.${hostname}`, [[defined(claim.records[0], "TXT record").value]]);
    await expect(verifyDomain(squatter.id, squat.id, dns)).rejects.toMatchObject({ code: "validation" });
    expect((await verifyDomain(owner.id, claim.id, dns)).domain.verified).toBe(true);

    // The squatter's pending claim is gone, and nobody else can claim or verify the hostname now.
    expect(await listDomains(squatter.id)).toEqual([]);
    expect(await prisma.customDomain.findMany({ where: { hostname }, select: { userId: true, verifiedAt: true } })).toEqual([
      { userId: owner.id, verifiedAt: expect.any(Date) },
    ]);
    await expect(addDomain(squatter.id, { hostname })).rejects.toMatchObject({ code: "conflict", message: DOMAIN_MESSAGES.taken });
  });

  it("lets only one of two accounts verifying at once hold the hostname, and tells the other why", async () => {
    // Several races at once: before the per-hostname lock, the two transactions could deadlock and the loser got a
    // server error instead of the conflict message.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const dns = new FakeDns();
        const hostname = `race-${unique()}.brand.test`;
        const [a, b] = await Promise.all([createUser({ plan: "premium" }), createUser({ plan: "premium" })]);
        const [claimA, claimB] = [await addDomain(a.id, { hostname }), await addDomain(b.id, { hostname })];
        // Both tokens published (say, the domain changed hands while the old record stayed).
        dns.txt.set(`${TXT_PREFIX}.${hostname}`, [[defined(claimA.records[0], "TXT record").value], [defined(claimB.records[0], "TXT record").value]]);
        const results = await Promise.allSettled([verifyDomain(a.id, claimA.id, dns), verifyDomain(b.id, claimB.id, dns)]);
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
        expect(refused?.reason).toMatchObject({ code: "conflict", message: DOMAIN_MESSAGES.claimedElsewhere });
        expect(await prisma.customDomain.count({ where: { hostname, verifiedAt: { not: null } } })).toBe(1);
      }),
    );
  });

  it("refuses in the database a second verified row for a hostname", async () => {
    const dns = new FakeDns();
    const { hostname } = await premiumWithVerifiedDomain(dns);
    const other = await createUser({ plan: "premium" });
    await expect(
      prisma.customDomain.create({ data: { userId: other.id, hostname, verificationToken: "t", verifiedAt: new Date() } }),
    ).rejects.toMatchObject({ code: "P2002" });
  });
});
