import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { signUpAction } from "@/lib/domain/account/actions";
import { prisma } from "@/lib/platform/db";
import { mergeVisitor, mergeVisitorIntoUser } from "@/lib/domain/auth/merge";
import { deleteAccount } from "@/lib/domain/account/deletion";
import { UserFacingError } from "@/lib/platform/errors";
import { authOptions } from "@/lib/domain/auth/options";
import { hashPassword } from "@/lib/domain/auth/password";
import { userSubject, utcDay, visitorSubject, withUseOnce } from "@/lib/domain/limits/usage";
import { signVisitorId } from "@/lib/platform/http/visitor";
import { createUser, createVisitor, uniqueEmail, uniqueIp } from "../support/factories";

const PASSWORD = "correct horse battery";

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string } | null>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;

function signInAs(email: string, password: string, ip: string, cookie?: string) {
  return authorize({ email, password }, { headers: { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) } });
}

async function createAccount() {
  return prisma.user.create({ data: { email: uniqueEmail("merge"), passwordHash: await hashPassword(PASSWORD) } });
}

beforeEach(() => fakeRequest.reset(uniqueIp()));

describe("visitor merge", () => {
  it("moves today's usage and the visitor's links into the account on sign-in", async () => {
    const user = await createAccount();
    const visitor = await createVisitor();
    const day = utcDay();
    await prisma.dailyUsage.createMany({
      data: [
        { day, tool: "qr", subject: visitorSubject(visitor.id), count: 4 },
        { day, tool: "url", subject: visitorSubject(visitor.id), count: 2 },
        { day, tool: "qr", subject: userSubject(user.id), count: 1 },
      ],
    });
    const code = `m${Date.now().toString(36)}`;
    await prisma.link.create({ data: { code, target: "https://example.com/a", ownerVisitorId: visitor.id } });

    await signInAs(user.email, PASSWORD, uniqueIp(), `other=1; utl_vid=${signVisitorId(visitor.id)}`);

    const usage = await prisma.dailyUsage.findMany({ where: { day, subject: userSubject(user.id) }, orderBy: { tool: "asc" } });
    expect(usage.map((u) => [u.tool, u.count])).toEqual([
      ["qr", 5],
      ["url", 2],
    ]);
    expect(await prisma.dailyUsage.count({ where: { subject: visitorSubject(visitor.id) } })).toBe(0);
    expect(await prisma.link.findUniqueOrThrow({ where: { domain_code: { domain: "", code } } })).toMatchObject({
      ownerUserId: user.id,
      ownerVisitorId: null,
    });
    const merged = await prisma.visitor.findUniqueOrThrow({ where: { id: visitor.id } });
    expect(merged.mergedIntoUserId).toBe(user.id);
    expect(merged.mergedAt).toBeInstanceOf(Date);
  });

  it("ignores a forged visitor cookie", async () => {
    const user = await createAccount();
    const visitor = await createVisitor();
    await prisma.dailyUsage.create({ data: { day: utcDay(), tool: "area", subject: visitorSubject(visitor.id), count: 7 } });
    await signInAs(user.email, PASSWORD, uniqueIp(), `utl_vid=${visitor.id}.forged`);
    expect(await prisma.dailyUsage.count({ where: { subject: visitorSubject(visitor.id) } })).toBe(1);
    expect((await prisma.visitor.findUniqueOrThrow({ where: { id: visitor.id } })).mergedIntoUserId).toBeNull();
  });

  it("moves the visitor's usage into a new account on sign-up, creating the visitor row when it is missing", async () => {
    const visitorId = crypto.randomUUID();
    await prisma.dailyUsage.create({ data: { day: utcDay(), tool: "url", subject: visitorSubject(visitorId), count: 3 } });
    fakeRequest.cookies.set("utl_vid", signVisitorId(visitorId));
    const email = uniqueEmail("merge");
    const result = await signUpAction({ email, password: PASSWORD });
    expect(result).toEqual({ ok: true, data: { email } });
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(await prisma.dailyUsage.findFirst({ where: { subject: userSubject(user.id) } })).toMatchObject({ tool: "url", count: 3 });
    expect(await prisma.visitor.findUniqueOrThrow({ where: { id: visitorId } })).toMatchObject({ mergedIntoUserId: user.id });
  });
});

describe("mergeVisitorIntoUser", () => {
  it("is all or nothing: a failure later in the transaction leaves usage, links and the visitor untouched", async () => {
    const user = await createUser();
    const visitor = await createVisitor();
    await prisma.dailyUsage.create({ data: { day: utcDay(), tool: "qr", subject: visitorSubject(visitor.id), count: 2 } });
    const code = `r${Date.now().toString(36)}`;
    await prisma.link.create({ data: { code, target: "https://example.com/r", ownerVisitorId: visitor.id } });
    await expect(
      prisma.$transaction(async (tx) => {
        await mergeVisitorIntoUser(tx, visitor.id, user.id);
        throw new Error("later step failed");
      }),
    ).rejects.toThrow("later step failed");
    expect(await prisma.dailyUsage.count({ where: { subject: visitorSubject(visitor.id) } })).toBe(1);
    expect((await prisma.link.findUniqueOrThrow({ where: { domain_code: { domain: "", code } } })).ownerVisitorId).toBe(visitor.id);
    expect((await prisma.visitor.findUniqueOrThrow({ where: { id: visitor.id } })).mergedIntoUserId).toBeNull();
  });

  it("does not take links that already belong to an account", async () => {
    const owner = await createUser();
    const other = await createUser();
    const visitor = await createVisitor();
    const code = `o${Date.now().toString(36)}`;
    await prisma.link.create({ data: { code, target: "https://example.com/o", ownerVisitorId: visitor.id, ownerUserId: owner.id } });
    expect(await mergeVisitor(visitor.id, other.id)).toEqual({ linksMoved: 0 });
    expect((await prisma.link.findUniqueOrThrow({ where: { domain_code: { domain: "", code } } })).ownerUserId).toBe(owner.id);
  });

  it("counts a visitor's usage once when two sign-ins merge it at the same moment", async () => {
    // Two tabs signing in with one visitor cookie: each merge must move what the visitor did once, never twice.
    const day = utcDay();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const [user, visitor] = await Promise.all([createAccount(), createVisitor()]);
        await prisma.dailyUsage.createMany({
          data: [
            { day, tool: "qr", subject: visitorSubject(visitor.id), count: 4 },
            { day, tool: "url", subject: visitorSubject(visitor.id), count: 2 },
          ],
        });
        await prisma.link.create({ data: { code: `mr${visitor.id.slice(0, 12)}`, target: "https://example.com/r", ownerVisitorId: visitor.id } });
        const results = await Promise.allSettled([mergeVisitor(visitor.id, user.id), mergeVisitor(visitor.id, user.id)]);
        expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
        const usage = await prisma.dailyUsage.findMany({ where: { day, subject: userSubject(user.id) }, orderBy: { tool: "asc" } });
        expect(usage.map((u) => [u.tool, u.count])).toEqual([
          ["qr", 4],
          ["url", 2],
        ]);
        expect(await prisma.dailyUsage.count({ where: { subject: visitorSubject(visitor.id) } })).toBe(0);
        expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(1);
        expect(results.map((r) => (r.status === "fulfilled" ? r.value.linksMoved : -1)).sort()).toEqual([0, 1]);
      }),
    );
  });

  it("merges a visitor while its account counts the same content at once, without either failing", async () => {
    // Sign-in in one tab while another tab of the account makes the QR code the visitor already made today: the merge
    // moves the visitor's content keys while the use claims the same key for the account.
    const day = utcDay();
    await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const [user, visitor] = await Promise.all([createUser({ emailVerified: new Date() }), createVisitor()]);
        const key = `same-content-${i}`;
        await prisma.dailyUsage.create({ data: { day, tool: "qr", subject: visitorSubject(visitor.id), count: 1 } });
        await prisma.dailyUseKey.create({ data: { day, tool: "qr", subject: visitorSubject(visitor.id), key } });
        const [use, merge] = await Promise.allSettled([
          withUseOnce("qr", { userId: user.id, ip: uniqueIp() }, key, async (_tx, counted) => counted),
          mergeVisitor(visitor.id, user.id),
        ]);
        expect([use.status, merge.status]).toEqual(["fulfilled", "fulfilled"]);
        const counted = use.status === "fulfilled" && use.value.counted;
        const row = await prisma.dailyUsage.findUniqueOrThrow({ where: { day_tool_subject: { day, tool: "qr", subject: userSubject(user.id) } } });
        expect(row.count).toBe(counted ? 2 : 1);
        expect(await prisma.dailyUseKey.count({ where: { subject: userSubject(user.id), key } })).toBe(1);
      }),
    );
  });

  it("tells a sign-in merging a visitor into an account deleted at the same moment that the account is gone", async () => {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const [user, visitor] = await Promise.all([createAccount(), createVisitor()]);
        await prisma.dailyUsage.create({ data: { day: utcDay(), tool: "qr", subject: visitorSubject(visitor.id), count: 2 } });
        const [merged, deleted] = await Promise.allSettled([mergeVisitor(visitor.id, user.id), deleteAccount(user.id, { confirmation: user.email })]);
        expect(deleted.status).toBe("fulfilled");
        if (merged.status === "rejected") expect(merged.reason).toBeInstanceOf(UserFacingError);
        expect(await prisma.dailyUsage.count({ where: { subject: userSubject(user.id) } })).toBe(0);
      }),
    );
  });
});
