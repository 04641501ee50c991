import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/platform/db";
import { getUsage, mergeVisitorUsage, utcDay, withUse, type Actor } from "@/lib/domain/limits/usage";
import { FREE_DAILY_LIMITS, IP_LIMIT_MULTIPLIER } from "@/lib/domain/plans";
import { createUser, createVisitor, uniqueIp } from "../support/factories";
import { LimitReachedError } from "@/lib/platform/errors";
import { defined } from "@/tests/support/defined";

async function consumeTimes(n: number, tool: "qr" | "url" | "area", actor: Actor, now?: Date) {
  for (let i = 0; i < n; i++) await withUse(tool, actor, async () => i, now);
}

describe("daily usage limits", () => {
  it("counts each successful use and refuses the one past the limit without counting it", async () => {
    const visitor = await createVisitor();
    const actor = { visitorId: visitor.id, ip: uniqueIp() };
    await consumeTimes(FREE_DAILY_LIMITS.qr, "qr", actor);
    const refused = withUse("qr", actor, async () => "never runs");
    await expect(refused).rejects.toBeInstanceOf(LimitReachedError);
    await expect(refused).rejects.toThrow("Upgrade to Pro for unlimited QR code generation");
    const usage = await getUsage(actor);
    expect(usage.qr).toEqual({ used: FREE_DAILY_LIMITS.qr, limit: FREE_DAILY_LIMITS.qr });
    expect(usage.url).toEqual({ used: 0, limit: FREE_DAILY_LIMITS.url });
  });

  it("does not count a use whose work fails, and rolls back what the work wrote", async () => {
    const visitor = await createVisitor();
    const actor = { visitorId: visitor.id, ip: uniqueIp() };
    await expect(
      withUse("area", actor, async (tx) => {
        await tx.contactMessage.create({ data: { name: "rollback", email: "r@example.test", subject: "s", message: visitor.id } });
        throw new Error("conversion failed");
      }),
    ).rejects.toThrow("conversion failed");
    expect((await getUsage(actor)).area.used).toBe(0);
    expect(await prisma.contactMessage.count({ where: { message: visitor.id } })).toBe(0);
  });

  it("lets exactly one of 20 concurrent requests take the last use", async () => {
    const visitor = await createVisitor();
    const actor = { visitorId: visitor.id, ip: uniqueIp() };
    await consumeTimes(FREE_DAILY_LIMITS.url - 1, "url", actor);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => withUse("url", actor, async () => i)),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected" && r.reason instanceof LimitReachedError);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect((await getUsage(actor)).url.used).toBe(FREE_DAILY_LIMITS.url);
  });

  it("lets exactly one of 20 concurrent requests of two unverified accounts take their network's last use", async () => {
    // Accounts hold their own row lock while counting; the network's shared counter must still refuse all but one.
    const ip = uniqueIp();
    const ceiling = FREE_DAILY_LIMITS.url * IP_LIMIT_MULTIPLIER;
    await prisma.dailyUsage.create({ data: { day: utcDay(), tool: "url", subject: `ip:${ip}`, count: ceiling - 1 } });
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const actors = [a, b].map((u) => ({ userId: u.id, ip }));
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => withUse("url", defined(actors[i % 2], "actor"), async () => i)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(LimitReachedError);
    const [usageA, usageB] = await Promise.all(actors.map((actor) => getUsage(actor)));
    expect(defined(usageA, "a").url.used + defined(usageB, "b").url.used).toBe(1);
    expect(await prisma.dailyUsage.findUniqueOrThrow({ where: { day_tool_subject: { day: utcDay(), tool: "url", subject: `ip:${ip}` } } })).toMatchObject({ count: ceiling });
  });

  it("keeps counting per IP when the visitor cookie is cleared, at a multiple of the visitor cap", async () => {
    const ip = uniqueIp();
    const ipCap = FREE_DAILY_LIMITS.qr * IP_LIMIT_MULTIPLIER;
    // Several "cookie-cleared" visitors from one IP share the IP budget.
    for (let used = 0; used < ipCap; used += FREE_DAILY_LIMITS.qr) {
      const v = await createVisitor();
      await consumeTimes(FREE_DAILY_LIMITS.qr, "qr", { visitorId: v.id, ip });
    }
    const fresh = await createVisitor();
    await expect(withUse("qr", { visitorId: fresh.id, ip }, async () => 1)).rejects.toBeInstanceOf(LimitReachedError);
    // Honest: the fresh visitor used nothing; the network's ceiling is what stops it.
    expect((await getUsage({ visitorId: fresh.id, ip })).qr).toEqual({ used: 0, limit: FREE_DAILY_LIMITS.qr, blockedBy: "network" });
    // A colleague on another IP is unaffected.
    await expect(withUse("qr", { visitorId: fresh.id, ip: uniqueIp() }, async () => 1)).resolves.toBeDefined();
  });

  it("resets at 00:00 UTC", async () => {
    const visitor = await createVisitor();
    const actor = { visitorId: visitor.id, ip: uniqueIp() };
    const lateEvening = new Date("2026-03-10T23:59:59.000Z");
    const nextMorning = new Date("2026-03-11T00:00:00.000Z");
    await consumeTimes(FREE_DAILY_LIMITS.qr, "qr", actor, lateEvening);
    await expect(withUse("qr", actor, async () => 1, lateEvening)).rejects.toBeInstanceOf(LimitReachedError);
    await expect(withUse("qr", actor, async () => 1, nextMorning)).resolves.toMatchObject({ usage: { used: 1 } });
    expect(utcDay(lateEvening).toISOString()).toBe("2026-03-10T00:00:00.000Z");
  });

  it("counts signed-in free users per account and gives paid plans no limit", async () => {
    const free = await createUser();
    await consumeTimes(FREE_DAILY_LIMITS.qr, "qr", { userId: free.id, ip: uniqueIp() });
    await expect(withUse("qr", { userId: free.id, ip: uniqueIp() }, async () => 1)).rejects.toBeInstanceOf(LimitReachedError);

    const paid = await createUser({ plan: "basic", status: "active" });
    await consumeTimes(FREE_DAILY_LIMITS.qr + 5, "qr", { userId: paid.id, ip: uniqueIp() });
    const usage = await getUsage({ userId: paid.id, ip: uniqueIp() });
    expect(usage.qr).toEqual({ used: FREE_DAILY_LIMITS.qr + 5, limit: null });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: paid.id } })).qrCodesGenerated).toBe(FREE_DAILY_LIMITS.qr + 5);
  });

  it("treats a canceled paid plan as free", async () => {
    const canceled = await createUser({ plan: "premium", status: "canceled" });
    const usage = await getUsage({ userId: canceled.id, ip: uniqueIp() });
    expect(usage.area.limit).toBe(FREE_DAILY_LIMITS.area);
  });

  it("moves a visitor's usage of today into the account on sign-in", async () => {
    const visitor = await createVisitor();
    const user = await createUser();
    await consumeTimes(3, "url", { visitorId: visitor.id, ip: uniqueIp() });
    await consumeTimes(2, "url", { userId: user.id, ip: uniqueIp() });
    await prisma.$transaction((tx) => mergeVisitorUsage(tx, visitor.id, user.id));
    expect((await getUsage({ userId: user.id, ip: uniqueIp() })).url.used).toBe(5);
    expect((await getUsage({ visitorId: visitor.id, ip: uniqueIp() })).url.used).toBe(0);
  });

  describe("shared networks (one IP, many people)", () => {
    /** Spends the whole per-IP ceiling of `ip` with other visitors (an office, a school, a mobile carrier). */
    async function spendNetwork(ip: string) {
      for (let used = 0; used < FREE_DAILY_LIMITS.qr * IP_LIMIT_MULTIPLIER; used += FREE_DAILY_LIMITS.qr) {
        await consumeTimes(FREE_DAILY_LIMITS.qr, "qr", { visitorId: (await createVisitor()).id, ip });
      }
    }

    it("tells a brand-new visitor that its network's allowance is spent, not that it used all 10", async () => {
      const ip = uniqueIp();
      await spendNetwork(ip);
      const newcomer = { visitorId: (await createVisitor()).id, ip };
      const refused = await withUse("qr", newcomer, async () => 1).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(LimitReachedError);
      const error = refused as LimitReachedError;
      expect(error.usage).toEqual({ used: 0, limit: FREE_DAILY_LIMITS.qr, blockedBy: "network" });
      expect(error.title).toBe("Your network's free allowance is used up");
      expect(error.message).toBe("People on your network have used today's free allowance. Sign in to keep your own allowance.");
      expect(error.message).not.toMatch(/used all/);
      // Nothing was counted for the refused request.
      expect((await getUsage(newcomer)).qr.used).toBe(0);
      // A visitor refused by its own allowance still hears the usual words.
      const own = { visitorId: (await createVisitor()).id, ip: uniqueIp() };
      await consumeTimes(FREE_DAILY_LIMITS.qr, "qr", own);
      const ownRefusal = (await withUse("qr", own, async () => 1).catch((e: unknown) => e)) as LimitReachedError;
      expect(ownRefusal.usage.blockedBy).toBeUndefined();
      expect(ownRefusal.message).toBe("Upgrade to Pro for unlimited QR code generation");
    });

    it("gives accounts with a verified e-mail their own allowance behind a spent network", async () => {
      const ip = uniqueIp();
      await spendNetwork(ip);
      const verified = await createUser({ emailVerified: new Date() });
      await consumeTimes(FREE_DAILY_LIMITS.qr, "qr", { userId: verified.id, ip });
      expect((await getUsage({ userId: verified.id, ip })).qr).toEqual({ used: FREE_DAILY_LIMITS.qr, limit: FREE_DAILY_LIMITS.qr });
      await expect(withUse("qr", { userId: verified.id, ip }, async () => 1)).rejects.toThrow("Upgrade to Pro for unlimited QR code generation");
    });

    it("makes unverified accounts share the network's ceiling, so new accounts cannot multiply the cap", async () => {
      const ip = uniqueIp();
      const ceiling = FREE_DAILY_LIMITS.qr * IP_LIMIT_MULTIPLIER;
      let served = 0;
      // Throwaway accounts from one address: together they get the network's ceiling, not 10 each.
      for (let i = 0; i < IP_LIMIT_MULTIPLIER + 2; i++) {
        const account = { userId: (await createUser()).id, ip };
        for (let j = 0; j < FREE_DAILY_LIMITS.qr; j++) {
          const ok = await withUse("qr", account, async () => true).catch((error: unknown) => {
            if (error instanceof LimitReachedError && error.usage.blockedBy === "network") return false;
            throw error;
          });
          if (ok) served++;
        }
      }
      expect(served).toBe(ceiling);
      const unverified = await createUser();
      const refusal = (await withUse("qr", { userId: unverified.id, ip }, async () => 1).catch((e: unknown) => e)) as LimitReachedError;
      expect(refusal.usage).toEqual({ used: 0, limit: FREE_DAILY_LIMITS.qr, blockedBy: "network" });
      expect(refusal.message).toBe(
        "People on your network have used today's free allowance. Verify your e-mail address to keep your own allowance.",
      );
      expect((await getUsage({ userId: unverified.id, ip })).qr.blockedBy).toBe("network");
      // Paid plans are not limited by the network.
      const paid = await createUser({ plan: "basic" });
      await expect(withUse("qr", { userId: paid.id, ip }, async () => 1)).resolves.toBeDefined();
    });
  });
});
