import { describe, expect, it, vi } from "vitest";
import { HeavyPool } from "@/lib/platform/heavy-work/pool";
import { prisma } from "@/lib/platform/db";
import { getUsage, type Actor } from "@/lib/domain/limits/usage";
import { FREE_DAILY_LIMITS } from "@/lib/domain/plans";
import { createQrCode, deleteQrHistoryEntry, downloadQr, historyThumbnail, HISTORY_LIMIT, listQrHistory } from "@/tools/qr-generator/server/service";
import { decodePng, decodeSvg, readPng } from "../support/qr-decode";
import { createUser, createVisitor, uniqueIp } from "../support/factories";
import { LimitReachedError, NotSignedInError, UserFacingError } from "@/lib/platform/errors";
import { defined } from "@/tests/support/defined";
import { rejection } from "../support/failure";

const wifi = { content: { type: "wifi", ssid: "Office;5G", password: "s3cret:pass", encryption: "WPA" }, options: { size: 300, errorCorrection: "Q" } };
const wifiPayload = "WIFI:T:WPA;S:Office\\;5G;P:s3cret\\:pass;H:false;;";

async function visitorActor(): Promise<Actor> {
  return { visitorId: (await createVisitor()).id, ip: uniqueIp() };
}

describe("Generate", () => {
  it("returns the code's facts, a download token for its PNG and SVG, and the usage, counting one use", async () => {
    const actor = await visitorActor();
    const { data, usage } = await createQrCode(actor, wifi);
    expect(usage).toEqual({ used: 1, limit: FREE_DAILY_LIMITS.qr });
    expect(data).toMatchObject({ payload: wifiPayload, type: "wifi", counted: true, historyId: null });
    const png = (await downloadQr({ token: data.downloadToken, format: "png", size: 300 }, null)).body as Buffer;
    expect(readPng(png).width).toBe(300);
    expect(decodePng(png)).toBe(wifiPayload);
    expect(decodeSvg((await downloadQr({ token: data.downloadToken, format: "svg", size: 300 }, null)).body as string)).toBe(wifiPayload);
    expect((await getUsage(actor)).qr.used).toBe(1);
  });

  it("counts a content once a day: restyling it (colours, size, margin, error correction) is free, new content counts", async () => {
    const actor = await visitorActor();
    expect((await createQrCode(actor, wifi)).usage.used).toBe(1);
    const restyles = [
      { size: 500, errorCorrection: "H", margin: 1, foreground: "#123456", background: "#fafafa" },
      { size: 100, errorCorrection: "L" },
      {},
    ];
    for (const options of restyles) {
      const { data, usage } = await createQrCode(actor, { content: wifi.content, options });
      expect(data.counted).toBe(false);
      expect(usage.used).toBe(1);
      // The token names the new style: the download is that restyled code.
      const svg = (await downloadQr({ token: data.downloadToken, format: "svg", size: 200 }, null)).body as string;
      expect(decodeSvg(svg)).toBe(wifiPayload);
    }
    // The same content typed differently but encoding the same text is the same code.
    expect((await createQrCode(actor, { content: { type: "url", url: "example.com/a" } })).usage.used).toBe(2);
    const same = await createQrCode(actor, { content: { type: "url", url: "  https://example.com/a " } });
    expect(same.data).toMatchObject({ payload: "https://example.com/a", counted: false });
    expect(same.usage.used).toBe(2);
    expect((await getUsage(actor)).qr.used).toBe(2);
    expect(await prisma.dailyUseKey.count({ where: { subject: `visitor:${(actor as { visitorId: string }).visitorId}` } })).toBe(2);
  });

  it("at the limit, content already counted today stays free to restyle and download; new content is refused", async () => {
    const actor = await visitorActor();
    for (let i = 1; i <= FREE_DAILY_LIMITS.qr; i++) await createQrCode(actor, { content: { type: "text", text: `code ${i}` } });
    const again = await createQrCode(actor, { content: { type: "text", text: "code 3" }, options: { foreground: "#7a0000" } });
    expect(again.data.counted).toBe(false);
    expect(again.usage).toEqual({ used: FREE_DAILY_LIMITS.qr, limit: FREE_DAILY_LIMITS.qr });
    // New content is refused before its work: no job reaches the heavy-work pool (every lane's jobs go through run).
    const jobs = vi.spyOn(HeavyPool.prototype, "run");
    try {
      await expect(createQrCode(actor, { content: { type: "text", text: "code 11" } })).rejects.toBeInstanceOf(LimitReachedError);
      await expect(createQrCode(actor, { content: { type: "text", text: "x".repeat(2900) }, options: { errorCorrection: "H" } })).rejects.toBeInstanceOf(LimitReachedError);
      expect(jobs).not.toHaveBeenCalled();
    } finally {
      jobs.mockRestore();
    }
    expect(await prisma.dailyUseKey.count({ where: { subject: `visitor:${(actor as { visitorId: string }).visitorId}` } })).toBe(FREE_DAILY_LIMITS.qr);
  });

  it("concurrent requests for the same new content count it once", async () => {
    const actor = await visitorActor();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createQrCode(actor, { content: { type: "text", text: "burst" }, options: { margin: i } })),
    );
    expect(results.filter((r) => r.data.counted)).toHaveLength(1);
    expect((await getUsage(actor)).qr.used).toBe(1);
  });

  it("history gets one entry per counted content, not one per restyle", async () => {
    const user = await createUser({ plan: "basic" });
    const actor = { userId: user.id, ip: uniqueIp() };
    await createQrCode(actor, wifi);
    const restyled = await createQrCode(actor, { content: wifi.content, options: { foreground: "#003366" } });
    expect(restyled.data.historyId).toBeNull();
    expect(await prisma.qrCode.count({ where: { userId: user.id } })).toBe(1);
  });

  it("counts up to the free cap of 10, then refuses without counting", async () => {
    const actor = await visitorActor();
    for (let i = 1; i <= FREE_DAILY_LIMITS.qr; i++) {
      expect((await createQrCode(actor, { content: { type: "text", text: `code ${i}` } })).usage.used).toBe(i);
    }
    const refused = await rejection(createQrCode(actor, { content: { type: "text", text: "one too many" } }));
    expect(refused).toBeInstanceOf(LimitReachedError);
    expect((refused as Error).message).toBe("Upgrade to Pro for unlimited QR code generation");
    expect((await getUsage(actor)).qr).toEqual({ used: FREE_DAILY_LIMITS.qr, limit: FREE_DAILY_LIMITS.qr });
  });

  it.each([
    [{ content: { type: "text", text: "  " } }, "Please fill in the required fields to generate QR code"],
    [{ content: { type: "wifi", ssid: "" } }, "Please fill in the required fields to generate QR code"],
    [{ content: { type: "wifi", ssid: "N", password: "p".repeat(64) } }, "A WPA/WPA2 password must be 8 to 63 characters long, or a key of exactly 64 hexadecimal digits"],
    [{ content: { type: "phone", phone: "030 1234567" } }, expect.stringMatching(/^Please enter the number in international format/)],
    [{ content: { type: "url", url: "javascript:alert(1)" } }, expect.stringMatching(/only http:\/\/ and https:\/\//)],
    [{ content: { type: "email", address: "nope" } }, "Please enter a valid e-mail address"],
    [{ content: { type: "geo", latitude: 91, longitude: 0 } }, "Latitude must be a number between -90 and 90"],
    [{ content: { type: "text", text: "x" }, options: { foreground: "#zzz" } }, "Foreground colour must be a hex colour like #000000 (3, 4, 6 or 8 digits)"],
    [{ content: { type: "text", text: "x" }, options: { size: 1000 } }, "Size must be 100, 200, 300, 400 or 500 pixels"],
    [{ content: { type: "text", text: "x" }, options: { foreground: "#fff" } }, expect.stringMatching(/too similar/)],
    [{ content: { type: "text", text: "x".repeat(2500) } }, expect.stringMatching(/^Too much data: .* 2,331 bytes at error correction M/)],
    [{ content: { type: "hack", text: "x" } }, expect.stringMatching(/^Unknown QR code type/)],
    [{ content: { type: "text", text: "x" }, options: { premium: true } }, "Unknown field: premium"],
  ])("refuses %j with a clear message and counts nothing", async (input, message) => {
    const user = await createUser({ plan: "basic" });
    const actor = { userId: user.id, ip: uniqueIp() };
    const error = await rejection(createQrCode(actor, input));
    expect(error).toBeInstanceOf(UserFacingError);
    expect((error as UserFacingError).code).toBe("validation");
    expect((error as Error).message).toEqual(message);
    expect((await getUsage(actor)).qr.used).toBe(0);
    expect(await prisma.qrCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).qrCodesGenerated).toBe(0);
  });
});

describe("history", () => {
  it("stores a row for Basic users in the same transaction, with type, payload and options", async () => {
    const user = await createUser({ plan: "basic" });
    const { data, usage } = await createQrCode({ userId: user.id, ip: uniqueIp() }, wifi);
    expect(usage.limit).toBeNull();
    const row = await prisma.qrCode.findUniqueOrThrow({ where: { id: data.historyId! } });
    expect(row).toMatchObject({
      userId: user.id,
      type: "wifi",
      payload: wifiPayload,
      options: { size: 300, errorCorrection: "Q", margin: 4, foreground: "#000000", background: "#ffffff" },
    });
    const items = await listQrHistory(user.id);
    expect(items).toEqual([{ id: row.id, type: "wifi", payload: wifiPayload, options: row.options, createdAt: row.createdAt.toISOString() }]);
  });

  it("stores nothing for free users and refuses them the list with the plan that has it", async () => {
    const user = await createUser();
    const { data } = await createQrCode({ userId: user.id, ip: uniqueIp() }, wifi);
    expect(data.historyId).toBeNull();
    expect(await prisma.qrCode.count({ where: { userId: user.id } })).toBe(0);
    const error = await rejection(listQrHistory(user.id));
    expect(error).toMatchObject({ code: "forbidden", message: "QR code history is included from the Basic plan ($4.99/month)." });
  });

  it("treats a canceled subscription as free", async () => {
    const user = await createUser({ plan: "premium", status: "canceled" });
    expect((await createQrCode({ userId: user.id, ip: uniqueIp() }, wifi)).data.historyId).toBeNull();
  });

  it("keeps the newest 50 entries, newest first", async () => {
    const user = await createUser({ plan: "premium" });
    const actor = { userId: user.id, ip: uniqueIp() };
    for (let i = 1; i <= HISTORY_LIMIT + 3; i++) await createQrCode(actor, { content: { type: "text", text: `entry ${i}` } });
    expect(await prisma.qrCode.count({ where: { userId: user.id } })).toBe(HISTORY_LIMIT);
    const items = await listQrHistory(user.id);
    expect(items).toHaveLength(HISTORY_LIMIT);
    expect(items[0]?.payload).toBe(`entry ${HISTORY_LIMIT + 3}`);
    expect(items.at(-1)!.payload).toBe("entry 4");
  });

  it("lets only the owner re-download, preview and delete an entry, without counting", async () => {
    const owner = await createUser({ plan: "basic" });
    const other = await createUser({ plan: "basic" });
    const actor = { userId: owner.id, ip: uniqueIp() };
    const { data } = await createQrCode(actor, wifi);
    const id = data.historyId!;

    const png = await downloadQr({ historyId: id, format: "png", size: 2000 }, owner.id);
    expect(png).toMatchObject({ contentType: "image/png", filename: "qrcode.png" });
    expect(readPng(png.body as Buffer).width).toBe(2000);
    expect(decodePng(png.body as Buffer)).toBe(wifiPayload);
    const svg = await downloadQr({ historyId: id, format: "svg", size: 500 }, owner.id);
    expect(svg.filename).toBe("qrcode.svg");
    expect(decodeSvg(svg.body as string)).toBe(wifiPayload);
    expect(decodeSvg(await historyThumbnail(owner.id, id))).toBe(wifiPayload);
    expect((await getUsage(actor)).qr.used).toBe(1);

    expect(await rejection(downloadQr({ historyId: id, format: "png", size: 500 }, other.id))).toMatchObject({ code: "not_found" });
    expect(await rejection(downloadQr({ historyId: id, format: "png", size: 500 }, null))).toBeInstanceOf(NotSignedInError);
    expect(await rejection(historyThumbnail(other.id, id))).toMatchObject({ code: "not_found" });
    expect(await rejection(deleteQrHistoryEntry(other.id, id))).toMatchObject({ code: "not_found" });
    expect(await rejection(downloadQr({ historyId: "not-a-uuid", format: "png", size: 500 }, owner.id))).toMatchObject({ code: "not_found" });

    await deleteQrHistoryEntry(owner.id, id);
    expect(await prisma.qrCode.count({ where: { id } })).toBe(0);
  });
});

describe("downloads by token", () => {
  it("render the generated code at any download size without counting a use", async () => {
    const actor = await visitorActor();
    const { data } = await createQrCode(actor, wifi);
    for (const size of [100, 500, 1000, 2000]) {
      const file = await downloadQr({ token: data.downloadToken, format: "png", size }, null);
      expect(readPng(file.body as Buffer).width).toBe(size);
      expect(decodePng(file.body as Buffer)).toBe(wifiPayload);
    }
    const svg = await downloadQr({ token: data.downloadToken, format: "svg", size: "1000" }, null);
    expect(svg).toMatchObject({ contentType: "image/svg+xml; charset=utf-8", filename: "qrcode.svg" });
    expect(svg.body as string).toContain('width="1000" height="1000"');
    expect(decodeSvg(svg.body as string)).toBe(wifiPayload);
    expect((await getUsage(actor)).qr.used).toBe(1);
  });

  it("still work at the limit, for the codes already generated", async () => {
    const actor = await visitorActor();
    let token = "";
    for (let i = 0; i < FREE_DAILY_LIMITS.qr; i++) token = (await createQrCode(actor, { content: { type: "text", text: `t${i}` } })).data.downloadToken;
    await expect(createQrCode(actor, { content: { type: "text", text: "more" } })).rejects.toBeInstanceOf(LimitReachedError);
    expect(decodePng((await downloadQr({ token, format: "png", size: 400 }, null)).body as Buffer)).toBe(`t${FREE_DAILY_LIMITS.qr - 1}`);
  });

  it("cannot be forged or reused for another payload or style", async () => {
    const { data } = await createQrCode(await visitorActor(), { content: { type: "url", url: "example.com" } });
    const [body, sig] = data.downloadToken.split(".");
    const decoded = JSON.parse(Buffer.from(defined(body, "token body"), "base64url").toString("utf8"));
    const tamper = (change: (t: typeof decoded) => void) => {
      const copy = structuredClone(decoded);
      change(copy);
      return `${Buffer.from(JSON.stringify(copy)).toString("base64url")}.${sig}`;
    };
    const forged = [
      tamper((t) => (t.p = "https://another.example")),
      tamper((t) => (t.s.errorCorrection = "H")),
      tamper((t) => (t.x = t.x + 86_400)),
      `${body}.${Buffer.alloc(32).toString("base64url")}`,
      "made-up",
    ];
    for (const token of forged) {
      const error = await rejection(downloadQr({ token, format: "png", size: 500 }, null));
      expect(error).toMatchObject({ code: "forbidden", message: "This download link is not valid. Generate the QR code again." });
    }
  });

  it("validate format and size", async () => {
    const { data } = await createQrCode(await visitorActor(), { content: { type: "text", text: "size check" } });
    for (const [format, size, message] of [
      ["gif", 500, "Format must be png, svg or pdf"],
      ["png", 2001, "Download size must be a whole number of pixels from 100 to 2000"],
      ["png", 99, "Download size must be a whole number of pixels from 100 to 2000"],
      ["png", "huge", "Download size must be a whole number of pixels from 100 to 2000"],
    ] as const) {
      expect(await rejection(downloadQr({ token: data.downloadToken, format, size }, null))).toMatchObject({ code: "validation", message });
    }
    expect(await rejection(downloadQr(null, null))).toMatchObject({ code: "validation" });
  });
});
