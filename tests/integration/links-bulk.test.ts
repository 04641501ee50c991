import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { encode } from "next-auth/jwt";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { bulkShortenAction } from "@/tools/url-shortener/server/actions";
import { sessionCookieName } from "@/lib/domain/auth/session-token";
import { prisma } from "@/lib/platform/db";
import { BULK_LINK_MESSAGES, BULK_LINKS_MAX, createLinksBulk, type BulkLinkItem } from "@/tools/url-shortener/server/bulk";
import { CODE_MESSAGES } from "@/tools/url-shortener/server/codes";
import { createLink, FEATURE_MESSAGES } from "@/tools/url-shortener/server/create";
import { addDomain } from "@/tools/url-shortener/server/domains";
import { stopInvalidationListener } from "@/tools/url-shortener/redirect/invalidation";
import { TARGET_MESSAGES } from "@/tools/url-shortener/server/target";
import type { PlanKey } from "@/lib/domain/plans";
import { serverSecret } from "@/lib/platform/config/secret";
import { site } from "@/lib/platform/config/site";
import { VISITOR_COOKIE } from "@/lib/platform/http/visitor";
import { createUser, uniqueIp } from "../support/factories";
import { UserFacingError } from "@/lib/platform/errors";

/** Bulk shortening (Premium) against real Postgres: the core (createLinksBulk) and the page's server action. */

afterAll(stopInvalidationListener);

beforeEach(() => {
  fakeRequest.reset(uniqueIp());
});

const unique = () => crypto.randomUUID().slice(0, 8);

async function actorWith(plan: PlanKey, status: "active" | "canceled" = "active") {
  const user = await createUser({ plan, status });
  return { user, actor: { userId: user.id, ip: uniqueIp() } };
}

const linksOf = (userId: string) => prisma.link.findMany({ where: { ownerUserId: userId }, orderBy: { createdAt: "asc" } });

/** The error a refused batch throws. */
async function refusedBatch(actor: { userId: string; ip: string }, items: BulkLinkItem[]): Promise<UserFacingError> {
  const error = await createLinksBulk(actor, items).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserFacingError);
  return error as UserFacingError;
}

/** Signs the fake request in as `user` with a real next-auth session cookie. */
async function signIn(user: { id: string; email: string; sessionVersion: number }) {
  const token = await encode({ token: { uid: user.id, sv: user.sessionVersion, email: user.email, sub: user.id }, secret: serverSecret() });
  fakeRequest.cookies.set(sessionCookieName(false), token);
}

describe("createLinksBulk", () => {
  it("gives each line its own result and stores only the good ones (Premium)", async () => {
    const { user, actor } = await actorWith("premium");
    // Someone else already owns this custom code.
    const taken = `taken-${unique()}`;
    const other = await actorWith("basic");
    await createLink(other.actor, { url: "https://example.com/first-come", customCode: taken });
    const dup = `dup-${unique()}`;
    const mine = `mine-${unique()}`;

    const report = await createLinksBulk(actor, [
      { line: 1, url: "https://example.com/bulk/one" },
      { line: 2, url: "not a url" },
      { line: 4, url: "https://example.com/bulk/taken", customCode: taken },
      { line: 5, url: "https://example.com/bulk/dup-a", customCode: dup },
      { line: 6, url: "https://example.com/bulk/dup-b", customCode: dup },
      { line: 7, url: "http://192.168.1.1/admin" },
      { line: 8, url: "example.org/with-code", customCode: mine },
    ]);

    expect(report.created).toBe(3);
    expect(report.failed).toBe(4);
    expect(report.results.map((r) => [r.line, r.ok])).toEqual([
      [1, true],
      [2, false],
      [4, false],
      [5, true],
      [6, false],
      [7, false],
      [8, true],
    ]);
    const [one, bad, takenResult, dupA, dupB, privateIp, withCode] = report.results;
    expect(bad).toEqual({ line: 2, url: "not a url", ok: false, error: { code: "validation", message: TARGET_MESSAGES.invalid, field: "url" } });
    expect(takenResult).toMatchObject({ ok: false, error: { code: "conflict", message: CODE_MESSAGES.taken(taken), field: "customCode" } });
    expect(dupB).toMatchObject({ ok: false, error: { code: "conflict", message: CODE_MESSAGES.taken(dup), field: "customCode" } });
    expect(privateIp).toMatchObject({ ok: false, error: { code: "validation", message: TARGET_MESSAGES.private, field: "url" } });
    if (!one?.ok || !dupA?.ok || !withCode?.ok) throw new Error("expected the good lines to succeed");
    expect(one?.link.code).toMatch(/^[0-9a-z]{6}$/);
    expect(one?.link.shortUrl).toBe(`${site.url}/s/${one?.link.code}`);
    expect(dupA?.link).toMatchObject({ code: dup, target: "https://example.com/bulk/dup-a" });
    expect(withCode?.link).toMatchObject({ code: mine, target: "https://example.org/with-code", shortUrl: `${site.url}/s/${mine}` });

    const stored = await linksOf(user.id);
    expect(stored.map((l) => [l.code, l.target])).toEqual([
      [one?.link.code, "https://example.com/bulk/one"],
      [dup, "https://example.com/bulk/dup-a"],
      [mine, "https://example.org/with-code"],
    ]);
    // The taken code still belongs to its first owner, pointing where it did.
    expect(await prisma.link.findUniqueOrThrow({ where: { domain_code: { domain: "", code: taken } } })).toMatchObject({
      ownerUserId: other.user.id,
      target: "https://example.com/first-come",
    });
    expect(await prisma.link.count({ where: { target: { contains: "192.168.1.1" } } })).toBe(0);
  });

  it("refuses the whole batch for free, Basic and lapsed Premium accounts, storing nothing", async () => {
    for (const [plan, status] of [
      ["free", "active"],
      ["basic", "active"],
      ["premium", "canceled"],
    ] as const) {
      const { user, actor } = await actorWith(plan, status);
      const error = await refusedBatch(actor, [{ line: 1, url: "https://example.com/not-allowed" }]);
      expect(error).toMatchObject({ code: "forbidden", title: "Upgrade required", message: BULK_LINK_MESSAGES.notIncluded });
      expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);
    }
    expect(BULK_LINK_MESSAGES.notIncluded).toBe("Bulk shortening is part of the Premium plan and above. Upgrade to shorten many URLs at once.");
  });

  it("allows Enterprise too", async () => {
    const { user, actor } = await actorWith("enterprise");
    const report = await createLinksBulk(actor, [{ line: 1, url: "https://example.com/enterprise" }]);
    expect(report).toMatchObject({ created: 1, failed: 0 });
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(1);
  });

  it(`refuses more than ${BULK_LINKS_MAX} items, and none at all, before storing anything`, async () => {
    const { user, actor } = await actorWith("premium");
    const items = Array.from({ length: BULK_LINKS_MAX + 1 }, (_, i) => ({ line: i + 1, url: `https://example.com/many/${i}` }));
    const tooMany = await refusedBatch(actor, items);
    expect(tooMany).toMatchObject({ code: "validation", message: BULK_LINK_MESSAGES.tooMany(BULK_LINKS_MAX + 1) });
    expect((await refusedBatch(actor, [])).message).toBe(BULK_LINK_MESSAGES.empty);
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);

    // Exactly the maximum goes through.
    const report = await createLinksBulk(actor, items.slice(0, BULK_LINKS_MAX));
    expect(report).toMatchObject({ created: BULK_LINKS_MAX, failed: 0 });
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(BULK_LINKS_MAX);
  });
});

describe("bulkShortenAction", () => {
  it("asks a signed-out visitor to sign in, without creating a visitor or storing anything", async () => {
    const before = await prisma.link.count();
    expect(await bulkShortenAction({ text: "https://example.com/anonymous" })).toEqual({
      ok: false,
      code: "unauthenticated",
      title: "Error",
      error: "Please sign in to shorten URLs in bulk.",
    });
    expect(fakeRequest.cookies.has(VISITOR_COOKIE)).toBe(false);
    expect(await prisma.link.count()).toBe(before);
  });

  it("refuses a forged request from a free or Basic account with the 403-style error", async () => {
    for (const plan of ["free", "basic"] as const) {
      fakeRequest.reset(uniqueIp());
      const user = await createUser({ plan });
      await signIn(user);
      expect(await bulkShortenAction({ text: "https://example.com/forged" })).toMatchObject({
        ok: false,
        code: "forbidden",
        title: "Upgrade required",
        error: BULK_LINK_MESSAGES.notIncluded,
      });
      expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);
    }
  });

  it("shortens a pasted CSV for a Premium account and returns the table as CSV", async () => {
    const user = await createUser({ plan: "premium" });
    await signIn(user);
    const code = `csv-${unique()}`;
    const result = await bulkShortenAction({
      text: `\uFEFFurl;code\r\nhttps://example.com/csv/a;${code}\r\n\r\nnot a url;\r\nhttps://example.com/csv/b;\r\n`,
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.data).toMatchObject({ created: 2, failed: 1 });
    expect(result.data.results.map((r) => [r.line, r.url, r.ok])).toEqual([
      [2, "https://example.com/csv/a", true],
      [4, "not a url", false],
      [5, "https://example.com/csv/b", true],
    ]);
    const [a, , b] = result.data.results;
    if (!a?.ok || !b?.ok) throw new Error("expected lines 2 and 5 to succeed");
    expect(a?.link.code).toBe(code);
    expect(result.data.csv).toBe(
      "\uFEFFLine,Original URL,Short URL,Error\r\n" +
        `2,https://example.com/csv/a,${site.url}/s/${code},\r\n` +
        `4,not a url,,${TARGET_MESSAGES.invalid}\r\n` +
        `5,https://example.com/csv/b,${b?.link.shortUrl},\r\n`,
    );
    expect((await linksOf(user.id)).map((l) => l.target)).toEqual(["https://example.com/csv/a", "https://example.com/csv/b"]);
  });

  it("refuses lists the page would refuse, with the message on the text field", async () => {
    const user = await createUser({ plan: "premium" });
    await signIn(user);
    const many = Array.from({ length: BULK_LINKS_MAX + 1 }, (_, i) => `https://example.com/action/${i}`).join("\n");
    expect(await bulkShortenAction({ text: many })).toEqual({
      ok: false,
      code: "validation",
      title: "Error",
      error: BULK_LINK_MESSAGES.tooMany(BULK_LINKS_MAX + 1),
      fieldErrors: { text: BULK_LINK_MESSAGES.tooMany(BULK_LINKS_MAX + 1) },
    });
    expect(await bulkShortenAction({ text: "code\nspring" })).toMatchObject({ ok: false, error: BULK_LINK_MESSAGES.noUrlColumn });
    // A forged call with no text at all.
    expect(await bulkShortenAction({ text: undefined as unknown as string })).toMatchObject({ ok: false, error: BULK_LINK_MESSAGES.empty });
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);
  });

  it("puts every link of the batch on the chosen verified domain, and refuses domains that are not", async () => {
    const user = await createUser({ plan: "premium" });
    await signIn(user);
    const hostname = `go-${unique()}.brand.test`;
    const domain = await addDomain(user.id, { hostname });

    const unverified = await bulkShortenAction({ text: "https://example.com/early", domain: hostname });
    if (!unverified.ok) throw new Error(unverified.error);
    expect(unverified.data.results[0]).toMatchObject({ ok: false, error: { message: FEATURE_MESSAGES.unverifiedDomain(hostname), field: "domain" } });

    await prisma.customDomain.update({ where: { id: domain.id }, data: { verifiedAt: new Date() } });
    const result = await bulkShortenAction({ text: "https://example.com/d/1\nhttps://example.com/d/2", domain: hostname });
    if (!result.ok) throw new Error(result.error);
    expect(result.data.created).toBe(2);
    for (const r of result.data.results) {
      if (!r.ok) throw new Error(r.error.message);
      expect(r.link.shortUrl).toBe(`https://${hostname}/${r.link.code}`);
    }
    expect((await linksOf(user.id)).map((l) => l.domain)).toEqual([hostname, hostname]);
  });
});
