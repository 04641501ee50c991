import { afterEach, describe, expect, it, vi } from "vitest";
import { getUsage, ipSubject, utcDay, type Actor } from "@/lib/domain/limits/usage";
import { FREE_DAILY_LIMITS, IP_LIMIT_MULTIPLIER, TOOL_LABELS } from "@/lib/domain/plans";
import { LimitReachedError, UserFacingError } from "@/lib/platform/errors";
import { HeavyPool } from "@/lib/platform/heavy-work/pool";
import { createQrCode } from "@/tools/qr-generator/server/service";
import { countQrBatch } from "@/tools/qr-generator/server/batch";
import { prisma } from "@/lib/platform/db";
import { createVisitor, uniqueIp } from "../support/factories";

async function visitorActor(): Promise<Actor> {
  return { visitorId: (await createVisitor()).id, ip: uniqueIp() };
}

const urls = (count: number, tag: string) => Array.from({ length: count }, (_, i) => ({ type: "url", url: `example.com/${tag}/${i}` }));

describe("CSV batch: counting (server/batch.ts)", () => {
  it("a batch of 25 codes counts ONE use and answers the payloads it validated; the same batch again is free", async () => {
    const actor = await visitorActor();
    const first = await countQrBatch(actor, { contents: urls(25, "a"), options: { foreground: "#1e3a8a" } });
    expect(first.usage).toEqual({ used: 1, limit: FREE_DAILY_LIMITS.qr });
    expect(first.data.counted).toBe(true);
    expect(first.data.payloads).toHaveLength(25);
    expect(first.data.payloads[3]).toBe("https://example.com/a/3");
    // Restyled, the same list of codes is the same batch.
    const again = await countQrBatch(actor, { contents: urls(25, "a"), options: { foreground: "#000000", margin: 2 } });
    expect(again.data.counted).toBe(false);
    expect(again.usage.used).toBe(1);
    // Another list is a new use.
    expect((await countQrBatch(actor, { contents: urls(2, "b"), options: {} })).usage.used).toBe(2);
    expect((await getUsage(actor)).qr.used).toBe(2);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is refused at the daily cap like any generation, counting nothing, before any work: no job reaches the pool", async () => {
    const actor = await visitorActor();
    for (let i = 1; i <= FREE_DAILY_LIMITS.qr; i++) await createQrCode(actor, { content: { type: "text", text: `code ${i}` } });
    const single = await createQrCode(actor, { content: { type: "text", text: "one more" } }).catch((e: unknown) => e);
    // Every lane's jobs go through HeavyPool's run.
    const jobs = vi.spyOn(HeavyPool.prototype, "run");
    // 500 rows of the largest URLs: a batch that used to keep the pool busy for seconds, refused, again and again.
    const large = Array.from({ length: 500 }, (_, i) => ({ type: "url", url: `example.com/${i}/${"a".repeat(1880)}` }));
    const refused = await countQrBatch(actor, { contents: large, options: {} }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(LimitReachedError);
    expect(refused).toMatchObject({ message: TOOL_LABELS.qr.limitToast, usage: { used: FREE_DAILY_LIMITS.qr, limit: FREE_DAILY_LIMITS.qr } });
    expect(refused).toMatchObject({ message: (single as Error).message, title: (single as LimitReachedError).title, usage: (single as LimitReachedError).usage });
    // A row that is not even valid: still the cap's refusal, still no work.
    await expect(countQrBatch(actor, { contents: [{ type: "url", url: "" }], options: {} })).rejects.toBeInstanceOf(LimitReachedError);
    expect(jobs).not.toHaveBeenCalled();
    expect((await getUsage(actor)).qr.used).toBe(FREE_DAILY_LIMITS.qr);
  });

  it("at the cap, a batch counted earlier today still passes (checked, not counted again); a network at its ceiling is refused before any work too", async () => {
    const actor = await visitorActor();
    expect((await countQrBatch(actor, { contents: urls(3, "kept"), options: {} })).data.counted).toBe(true);
    for (let i = 2; i <= FREE_DAILY_LIMITS.qr; i++) await createQrCode(actor, { content: { type: "text", text: `code ${i}` } });
    const jobs = vi.spyOn(HeavyPool.prototype, "run");
    // Restyled, the same list is the same batch.
    const again = await countQrBatch(actor, { contents: urls(3, "kept"), options: { foreground: "#1e3a8a" } });
    expect(again.data).toMatchObject({ counted: false, payloads: ["https://example.com/kept/0", "https://example.com/kept/1", "https://example.com/kept/2"] });
    expect(again.usage).toEqual({ used: FREE_DAILY_LIMITS.qr, limit: FREE_DAILY_LIMITS.qr });
    expect(jobs).toHaveBeenCalledTimes(1);

    // Another visitor of a network whose ceiling is spent: the network's refusal, no job.
    jobs.mockClear();
    const neighbour = { visitorId: (await createVisitor()).id, ip: actor.ip };
    await prisma.dailyUsage.update({ where: { day_tool_subject: { day: utcDay(), tool: "qr", subject: ipSubject(actor.ip) } }, data: { count: FREE_DAILY_LIMITS.qr * IP_LIMIT_MULTIPLIER } });
    const network = await countQrBatch(neighbour, { contents: urls(2, "neighbour"), options: {} }).catch((e: unknown) => e);
    expect(network).toBeInstanceOf(LimitReachedError);
    expect(network).toMatchObject({ usage: { used: 0, limit: FREE_DAILY_LIMITS.qr, blockedBy: "network" } });
    expect(jobs).not.toHaveBeenCalled();
  });

  it("re-checks every row with the single code's validation and names the code; 501 codes and a design that does not scan are refused; nothing counted", async () => {
    const actor = await visitorActor();
    const bad = await countQrBatch(actor, { contents: [...urls(2, "ok"), { type: "wifi", ssid: "Home", password: "short" }], options: {} }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(UserFacingError);
    expect((bad as Error).message).toBe("Code 3 of the batch: A WPA/WPA2 password must be 8 to 63 characters long, or a key of exactly 64 hexadecimal digits");
    const tooMany = await countQrBatch(actor, { contents: urls(501, "many"), options: {} }).catch((e: unknown) => e);
    expect((tooMany as Error).message).toBe("A batch makes at most 500 codes. Split it into files of 500 rows or fewer.");
    const unreadable = await countQrBatch(actor, { contents: urls(2, "grey"), options: { foreground: "#777777", background: "#8a8a8a" } }).catch((e: unknown) => e);
    expect(unreadable).toBeInstanceOf(UserFacingError);
    expect((await getUsage(actor)).qr.used).toBe(0);
  });
});
