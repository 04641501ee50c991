import { afterAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/platform/db";
import { BLOCK_MESSAGES } from "@/tools/url-shortener/server/blocklist";
import { CODE_MESSAGES } from "@/tools/url-shortener/server/codes";
import { createLink, FEATURE_MESSAGES } from "@/tools/url-shortener/server/create";
import { stopInvalidationListener } from "@/tools/url-shortener/redirect/invalidation";
import { deleteLink, listLinks, moveVisitorLinksToUser, setLinkDisabled } from "@/tools/url-shortener/server/manage";
import { TARGET_MESSAGES } from "@/tools/url-shortener/server/target";
import { getUsage, type Actor } from "@/lib/domain/limits/usage";
import { FREE_DAILY_LIMITS } from "@/lib/domain/plans";
import { site } from "@/lib/platform/config/site";
import { createUser, createVisitor, uniqueIp } from "../support/factories";
import { LimitReachedError, UserFacingError } from "@/lib/platform/errors";
import { defined } from "@/tests/support/defined";

afterAll(stopInvalidationListener);

async function visitorActor(): Promise<Actor & { visitorId: string }> {
  const visitor = await createVisitor();
  return { visitorId: visitor.id, ip: uniqueIp() };
}

async function userActor(plan: "free" | "basic" | "premium" | "enterprise" = "free") {
  const user = await createUser({ plan, status: "active" });
  return { userId: user.id, ip: uniqueIp() };
}

async function storedFor(actor: Actor) {
  const links = await prisma.link.count({ where: "userId" in actor ? { ownerUserId: actor.userId } : { ownerVisitorId: actor.visitorId } });
  return { links, used: (await getUsage(actor)).url.used };
}

/** The user-facing error a refused creation throws. */
async function refused(actor: Actor, input: Parameters<typeof createLink>[1]): Promise<UserFacingError> {
  const error = await createLink(actor, input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserFacingError);
  return error as UserFacingError;
}

describe("shortening", () => {
  it("creates a link with a 6-character base-36 code, counts one use and lists it first", async () => {
    const actor = await visitorActor();
    const { link, usage } = await createLink(actor, { url: "example.com/landing?utm=1" });
    expect(link.code).toMatch(/^[0-9a-z]{6}$/);
    expect(link.target).toBe("https://example.com/landing?utm=1");
    expect(link.shortUrl).toBe(`${site.url}/s/${link.code}`);
    expect(link.domain).toBeNull();
    expect(usage).toEqual({ used: 1, limit: FREE_DAILY_LIMITS.url });
    const row = await prisma.link.findUniqueOrThrow({ where: { id: link.id } });
    expect(row).toMatchObject({ ownerVisitorId: actor.visitorId, ownerUserId: null, domain: "", humanClicks: 0 });
    expect((await listLinks(actor))[0]?.id).toBe(link.id);
  });

  it("creates the Visitor row when a signed cookie outlived it (database reset)", async () => {
    const actor = { visitorId: crypto.randomUUID(), ip: uniqueIp() };
    const { link } = await createLink(actor, { url: "https://example.org" });
    expect(await prisma.visitor.findUnique({ where: { id: actor.visitorId } })).not.toBeNull();
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).ownerVisitorId).toBe(actor.visitorId);
  });

  it("refuses every bad target with its own message and stores and counts nothing", async () => {
    const actor = await visitorActor();
    const cases: [string, string][] = [
      ["", TARGET_MESSAGES.empty],
      ["    ", TARGET_MESSAGES.empty],
      ["not a url", TARGET_MESSAGES.invalid],
      [`https://example.com/${"x".repeat(2100)}`, TARGET_MESSAGES.tooLong],
      ["javascript:alert(document.cookie)", TARGET_MESSAGES.scheme],
      ["data:text/html;base64,PHNjcmlwdD4=", TARGET_MESSAGES.scheme],
      ["https://admin:secret@example.com/", TARGET_MESSAGES.credentials],
      ["http://localhost:8080/", TARGET_MESSAGES.private],
      ["http://192.168.0.10/router", TARGET_MESSAGES.private],
      ["http://[::1]/", TARGET_MESSAGES.private],
      [`${site.url}/s/abcdef`, TARGET_MESSAGES.loop],
      ["https://bit.ly/3abc", BLOCK_MESSAGES.shortener],
      ["https://iplogger.org/x", BLOCK_MESSAGES["ip-logger"]],
    ];
    for (const [url, message] of cases) {
      const error = await refused(actor, { url });
      expect(error.message, url).toBe(message);
      expect(error.code).toBe("validation");
      expect(error.fieldErrors).toEqual({ url: message });
    }
    expect(await refused(actor, { url: 42 as unknown as string })).toMatchObject({ message: TARGET_MESSAGES.empty });
    expect(await storedFor(actor)).toEqual({ links: 0, used: 0 });
  });

  it("refuses targets on verified custom domains (they are short links too)", async () => {
    const owner = await createUser({ plan: "premium" });
    await prisma.customDomain.create({ data: { userId: owner.id, hostname: "go.loop-brand.test", verificationToken: "t", verifiedAt: new Date() } });
    const actor = await visitorActor();
    expect((await refused(actor, { url: "https://go.loop-brand.test/abc" })).message).toBe(TARGET_MESSAGES.loop);
  });
});

describe("custom short codes", () => {
  it("lets Basic users choose a case-sensitive code, unique per domain", async () => {
    const actor = await userActor("basic");
    const code = `Promo-${crypto.randomUUID().slice(0, 6)}`;
    const { link } = await createLink(actor, { url: "https://example.com/a", customCode: code });
    expect(link.code).toBe(code);
    expect(link.shortUrl).toBe(`${site.url}/s/${code}`);
    // Another case is another code.
    const lower = await createLink(actor, { url: "https://example.com/b", customCode: code.toLowerCase() });
    expect(lower.link.code).toBe(code.toLowerCase());
    const other = await userActor("premium");
    const taken = await refused(other, { url: "https://example.com/c", customCode: code });
    expect(taken).toMatchObject({ code: "conflict", message: CODE_MESSAGES.taken(code), fieldErrors: { customCode: CODE_MESSAGES.taken(code) } });
    expect(await storedFor(other)).toEqual({ links: 0, used: 0 });
  });

  it("refuses reserved, short, long and malformed codes without storing anything", async () => {
    const actor = await userActor("basic");
    const cases: [string, string][] = [
      ["admin", CODE_MESSAGES.reserved("admin")],
      ["Pricing", CODE_MESSAGES.reserved("Pricing")],
      ["api", CODE_MESSAGES.reserved("api")],
      ["ab", CODE_MESSAGES.tooShort],
      ["x".repeat(51), CODE_MESSAGES.tooLong],
      ["with space", CODE_MESSAGES.characters],
      ["semi;colon", CODE_MESSAGES.characters],
    ];
    for (const [customCode, message] of cases) {
      expect(await refused(actor, { url: "https://example.com", customCode }), customCode).toMatchObject({ message, fieldErrors: { customCode: message } });
    }
    expect(await storedFor(actor)).toEqual({ links: 0, used: 0 });
  });

  it("refuses a custom code or domain forged by a free user or an anonymous visitor (403-style)", async () => {
    const free = await userActor("free");
    expect(await refused(free, { url: "https://example.com", customCode: "forged-code" })).toMatchObject({
      code: "forbidden",
      title: "Upgrade required",
      message: FEATURE_MESSAGES.customCodes,
    });
    expect(await refused(free, { url: "https://example.com", domain: "go.example.com" })).toMatchObject({
      code: "forbidden",
      message: FEATURE_MESSAGES.customDomains,
    });
    const visitor = await visitorActor();
    expect(await refused(visitor, { url: "https://example.com", customCode: "forged-code" })).toMatchObject({
      code: "forbidden",
      message: FEATURE_MESSAGES.signInForPro,
    });
    const basic = await userActor("basic");
    expect(await refused(basic, { url: "https://example.com", domain: "go.example.com" })).toMatchObject({ code: "forbidden" });
    // A canceled subscription is the free plan.
    const canceled = await createUser({ plan: "basic", status: "canceled" });
    expect(await refused({ userId: canceled.id, ip: uniqueIp() }, { url: "https://example.com", customCode: "mine-now" })).toMatchObject({
      code: "forbidden",
    });
    for (const actor of [free, visitor, basic]) expect(await storedFor(actor)).toEqual({ links: 0, used: 0 });
    expect(await prisma.link.count({ where: { code: "forged-code" } })).toBe(0);
  });

  it("only allows the user's own verified domains", async () => {
    const actor = await userActor("premium");
    const stranger = await createUser({ plan: "premium" });
    const suffix = crypto.randomUUID().slice(0, 8);
    await prisma.customDomain.create({ data: { userId: actor.userId, hostname: `pending-${suffix}.test`, verificationToken: "t" } });
    await prisma.customDomain.create({ data: { userId: stranger.id, hostname: `theirs-${suffix}.test`, verificationToken: "t", verifiedAt: new Date() } });
    await prisma.customDomain.create({ data: { userId: actor.userId, hostname: `go-${suffix}.test`, verificationToken: "t", verifiedAt: new Date() } });
    expect(await refused(actor, { url: "https://example.com", domain: `pending-${suffix}.test` })).toMatchObject({
      message: FEATURE_MESSAGES.unverifiedDomain(`pending-${suffix}.test`),
    });
    expect(await refused(actor, { url: "https://example.com", domain: `theirs-${suffix}.test` })).toMatchObject({ message: FEATURE_MESSAGES.unknownDomain });
    const { link } = await createLink(actor, { url: "https://example.com/sale", domain: `GO-${suffix}.test`, customCode: "sale" });
    expect(link).toMatchObject({ domain: `go-${suffix}.test`, code: "sale", shortUrl: `https://go-${suffix}.test/sale` });
    // Unique per domain: the same code is still free on our own domain and on another domain.
    const ours = await createLink(actor, { url: "https://example.com/sale", customCode: `sale-${suffix}` });
    expect(ours.link.domain).toBeNull();
  });
});

describe("one custom code, two accounts at once", () => {
  it("gives the code to exactly one of two accounts asking at once, tells the other it is taken, and counts nothing for it", async () => {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const [a, b] = await Promise.all([userActor("basic"), userActor("basic")]);
        const code = `both-${crypto.randomUUID().slice(0, 8)}`;
        const results = await Promise.allSettled([a, b].map((actor) => createLink(actor, { url: "https://example.com/mine", customCode: code })));
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        const loser = results.findIndex((r) => r.status === "rejected");
        expect((results[loser] as PromiseRejectedResult).reason).toMatchObject({ code: "conflict", message: CODE_MESSAGES.taken(code) });
        expect(await storedFor(defined([a, b][loser], "loser"))).toEqual({ links: 0, used: 0 });
        expect(await prisma.link.count({ where: { code } })).toBe(1);
      }),
    );
  });
});

describe("daily cap", () => {
  it("lets exactly one of 10 concurrent requests take the last free use and stores one link", async () => {
    const actor = await visitorActor();
    for (let i = 0; i < FREE_DAILY_LIMITS.url - 1; i++) await createLink(actor, { url: `https://example.com/${i}` });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => createLink(actor, { url: `https://example.com/race/${i}` })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejections = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(rejections).toHaveLength(9);
    for (const r of rejections) {
      expect(r.reason).toBeInstanceOf(LimitReachedError);
      expect((r.reason as Error).message).toBe("Upgrade to Pro for unlimited URL shortening");
    }
    expect(await storedFor(actor)).toEqual({ links: FREE_DAILY_LIMITS.url, used: FREE_DAILY_LIMITS.url });
  });

  it("gives paid plans unlimited links, custom codes included", async () => {
    const actor = await userActor("basic");
    for (let i = 0; i < FREE_DAILY_LIMITS.url + 2; i++) {
      await createLink(actor, { url: `https://example.com/${i}`, customCode: i % 2 ? `c-${crypto.randomUUID().slice(0, 8)}` : undefined });
    }
    expect(await storedFor(actor)).toEqual({ links: FREE_DAILY_LIMITS.url + 2, used: FREE_DAILY_LIMITS.url + 2 });
    expect((await getUsage(actor)).url.limit).toBeNull();
  });
});

describe("owners", () => {
  it("lists the 5 newest links of their owner only, without deleted ones", async () => {
    const actor = await userActor("basic");
    const other = await visitorActor();
    await createLink(other, { url: "https://example.com/not-mine" });
    const created = [];
    for (let i = 0; i < 7; i++) created.push((await createLink(actor, { url: `https://example.com/${i}` })).link);
    await deleteLink(actor, defined(created[6], "seventh link").id);
    const recent = await listLinks(actor);
    expect(recent.map((l) => l.target)).toEqual([5, 4, 3, 2, 1].map((i) => `https://example.com/${i}`));
    const page2 = await listLinks(actor, { take: 5, cursor: recent[4]?.id });
    expect(page2.map((l) => l.target)).toEqual(["https://example.com/0"]);
  });

  it("refuses to delete or disable someone else's link", async () => {
    const owner = await visitorActor();
    const { link } = await createLink(owner, { url: "https://example.com/x" });
    const intruder = await visitorActor();
    await expect(deleteLink(intruder, link.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(setLinkDisabled(intruder, link.id, true)).rejects.toMatchObject({ code: "not_found" });
    await expect(deleteLink(owner, "not-an-id")).rejects.toMatchObject({ code: "not_found" });
    const row = await prisma.link.findUniqueOrThrow({ where: { id: link.id } });
    expect(row.deletedAt).toBeNull();
    expect(row.disabledAt).toBeNull();
    expect((await setLinkDisabled(owner, link.id, true)).disabled).toBe(true);
    expect((await setLinkDisabled(owner, link.id, false)).disabled).toBe(false);
  });

  it("moves an anonymous visitor's links into the account on sign-in", async () => {
    const visitor = await visitorActor();
    const user = await userActor("free");
    const a = await createLink(visitor, { url: "https://example.com/a" });
    const b = await createLink(visitor, { url: "https://example.com/b" });
    await createLink(user, { url: "https://example.com/own" });
    const moved = await prisma.$transaction((tx) => moveVisitorLinksToUser(tx, visitor.visitorId, user.userId));
    expect(moved).toBe(2);
    const mine = await listLinks(user, { take: 10 });
    expect(mine.map((l) => l.id)).toEqual(expect.arrayContaining([a.link.id, b.link.id]));
    expect(mine).toHaveLength(3);
    expect(await listLinks(visitor)).toEqual([]);
    // The short URLs keep working: only the owner changed.
    expect((await prisma.link.findUniqueOrThrow({ where: { id: a.link.id } })).code).toBe(a.link.code);
  });
});
