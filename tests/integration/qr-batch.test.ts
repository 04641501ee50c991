import { describe, expect, it } from "vitest";
import { getUsage, type Actor } from "@/lib/domain/limits/usage";
import { FREE_DAILY_LIMITS } from "@/lib/domain/plans";
import { LimitReachedError, UserFacingError } from "@/lib/platform/errors";
import { createQrCode } from "@/tools/qr-generator/server/service";
import { countQrBatch } from "@/tools/qr-generator/server/batch";
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

  it("is refused at the daily cap like any generation, counting nothing", async () => {
    const actor = await visitorActor();
    for (let i = 1; i <= FREE_DAILY_LIMITS.qr; i++) await createQrCode(actor, { content: { type: "text", text: `code ${i}` } });
    await expect(countQrBatch(actor, { contents: urls(3, "cap"), options: {} })).rejects.toBeInstanceOf(LimitReachedError);
    expect((await getUsage(actor)).qr.used).toBe(FREE_DAILY_LIMITS.qr);
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
