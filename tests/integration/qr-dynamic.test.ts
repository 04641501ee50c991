import { describe, expect, it } from "vitest";
import * as qrRoute from "@/app/api/v1/qr/route";
import { prisma } from "@/lib/platform/db";
import { DYNAMIC_QR_CODES } from "@/lib/domain/plans";
import { createQrCode, deleteQrHistoryEntry, downloadQr, qrHistoryPage } from "@/tools/qr-generator/server/service";
import { DYNAMIC_MESSAGES } from "@/tools/qr-generator/server/dynamic";
import { dynamicLimitMessage } from "@/tools/url-shortener/server/dynamic-links";
import { updateLink } from "@/tools/url-shortener/server/manage";
import { flushClicks } from "@/tools/url-shortener/redirect/clicks";
import { site } from "@/lib/platform/config/site";
import { createUser, createVisitor, uniqueIp } from "../support/factories";
import { decodePng } from "../support/qr-decode";
import { redirectServerForFile } from "../support/redirect-file";
import { call, expectError, userWithKey } from "../support/api-call";
import type { PlanKey } from "@/lib/domain/plans";
import { rejection } from "../support/failure";

/**
 * Dynamic QR codes (docs/product.md, "Dynamic QR codes"): the studio's URL code that encodes a short link of the
 * account, counted against the plan, editable on the link's page, and never held hostage when the plan ends.
 */

const server = redirectServerForFile();

const DESTINATION = "https://example.com/menu";
const NEW_DESTINATION = "https://example.org/new-menu";

async function account(plan: PlanKey = "free") {
  const user = await createUser({ plan });
  return { user, actor: { userId: user.id, ip: uniqueIp() } };
}

function dynamicRequest(url = DESTINATION, extra: Record<string, unknown> = {}) {
  return { content: { type: "url", url }, options: { size: 300 }, dynamic: true, ...extra };
}

/** Where the printed code sends a phone: the Location of a visit of what it encodes. */
async function whereScanGoes(payload: string) {
  const url = new URL(payload);
  const response = await server.get(`${url.pathname}${url.search}`);
  return { status: response.status, location: response.headers.location };
}

describe("a dynamic QR code", () => {
  it("is a flagged short link of the account on our domain; the PNG decodes to /s/{code}?qr=1; a scan counts and redirects", async () => {
    const { user, actor } = await account();
    const { data } = await createQrCode(actor, dynamicRequest());
    const link = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id } });
    expect(link).toMatchObject({ dynamicQr: true, domain: "", target: DESTINATION, humanScans: 0 });
    expect(data.payload).toBe(`${site.url}/s/${link.code}?qr=1`);
    expect(data.dynamic).toEqual({ linkId: link.id, shortUrl: `${site.url}/s/${link.code}`, destination: DESTINATION, scans: 0 });
    // A Free account has no history, but the dynamic code's entry is written (it ties the design to the link).
    expect(data.historyId).not.toBeNull();
    expect(await prisma.qrCode.findUniqueOrThrow({ where: { id: data.historyId! } })).toMatchObject({ linkId: link.id, payload: data.payload });

    const png = (await downloadQr({ token: data.downloadToken, format: "png", size: 400 }, user.id)).body as Buffer;
    expect(decodePng(png)).toBe(data.payload);
    expect(await whereScanGoes(decodePng(png)!)).toEqual({ status: 302, location: DESTINATION });
    await flushClicks();
    expect(await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ humanClicks: 1, humanScans: 1 });

    const page = await qrHistoryPage(user.id);
    expect(page).toMatchObject({ history: false, dynamicCodes: { used: 1, limit: DYNAMIC_QR_CODES.free } });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ id: data.historyId, payload: data.payload, dynamic: { linkId: link.id, scans: 1, destination: DESTINATION } });
  });

  it("goes to the new destination once it is changed on the link's page; the same printed code", async () => {
    const { user, actor } = await account();
    const { data } = await createQrCode(actor, dynamicRequest());
    await updateLink({ userId: user.id }, data.dynamic!.linkId, { target: NEW_DESTINATION });
    expect(await whereScanGoes(data.payload)).toEqual({ status: 302, location: NEW_DESTINATION });
    expect((await qrHistoryPage(user.id)).items[0]?.dynamic?.destination).toBe(NEW_DESTINATION);
  });

  it("is one link however often it is generated again: a new design or a later day names the link and updates its one entry", async () => {
    const { user, actor } = await account("basic");
    const first = await createQrCode(actor, dynamicRequest());
    const again = { linkId: first.data.dynamic!.linkId };
    const restyled = await createQrCode(actor, { ...dynamicRequest(), dynamic: again, options: { size: 300, foreground: "#123456" } });
    const tomorrow = new Date(Date.now() + 86_400_000);
    const nextDay = await createQrCode(actor, { ...dynamicRequest(), dynamic: again, options: { size: 500, margin: 2 } }, tomorrow);
    for (const { data } of [restyled, nextDay]) {
      expect(data.payload).toBe(first.data.payload);
      expect(data.historyId).toBe(first.data.historyId);
    }
    expect(restyled.data.counted).toBe(false);
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(1);
    expect(await prisma.qrCode.count({ where: { userId: user.id } })).toBe(1);
    expect(await prisma.qrCode.findUniqueOrThrow({ where: { id: first.data.historyId! } })).toMatchObject({ options: { size: 500, margin: 2 } });
    // Re-downloads from the token or the history entry create nothing.
    await downloadQr({ token: nextDay.data.downloadToken, format: "svg", size: 300 }, user.id);
    await downloadQr({ historyId: first.data.historyId, format: "png", size: 300 }, user.id);
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(1);
    // The entry leaves with its link, not on its own.
    expect(await rejection(deleteQrHistoryEntry(user.id, first.data.historyId))).toMatchObject({ code: "conflict", message: DYNAMIC_MESSAGES.keepInHistory });
  });

  it("refuses the 4th code on Free with the plan's message (the server decides: this is the action's own request, as a forged one would send it) and allows more on Basic", async () => {
    const { user, actor } = await account();
    for (let i = 0; i < DYNAMIC_QR_CODES.free; i++) await createQrCode(actor, dynamicRequest(`${DESTINATION}/${i}`));
    const refused = await rejection(createQrCode(actor, dynamicRequest(`${DESTINATION}/4`)));
    expect(refused).toMatchObject({ code: "forbidden", message: dynamicLimitMessage(3) });
    expect(dynamicLimitMessage(3)).toBe("Your plan includes 3 dynamic QR codes. Upgrade to Basic ($4.99/month) for 100; your codes keep working either way.");
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(3);
    // Naming a link that is not one of the account's dynamic codes does not get around the number.
    const stranger = await account();
    const theirs = await createQrCode(stranger.actor, dynamicRequest());
    expect(await rejection(createQrCode(actor, { ...dynamicRequest(), dynamic: { linkId: theirs.data.dynamic!.linkId } }))).toMatchObject({ code: "not_found", message: DYNAMIC_MESSAGES.notFound });

    const basic = await account("basic");
    for (let i = 0; i < DYNAMIC_QR_CODES.free + 2; i++) await createQrCode(basic.actor, dynamicRequest(`${DESTINATION}/${i}`));
    expect(await prisma.link.count({ where: { ownerUserId: basic.user.id, dynamicQr: true } })).toBe(5);
  });

  it("over the API: dynamic: true creates the link and answers its short URL; a plan without the API is refused and makes nothing", async () => {
    const { user, key } = await userWithKey("premium");
    const created = await call(qrRoute.POST, "POST", "/qr", { key, body: { content: { type: "url", url: DESTINATION }, dynamic: true, format: "png", size: 300 } });
    expect(created.status).toBe(200);
    const body = created.json as { payload: string; data: string; dynamic: { linkId: string; shortUrl: string } };
    const link = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id, dynamicQr: true } });
    expect(body.dynamic).toMatchObject({ linkId: link.id, shortUrl: `${site.url}/s/${link.code}`, destination: DESTINATION });
    expect(decodePng(Buffer.from(body.data, "base64"))).toBe(`${site.url}/s/${link.code}?qr=1`);

    // The image itself: the link in headers.
    const raw = await call(qrRoute.POST, "POST", "/qr", { key, headers: { accept: "image/png" }, body: { content: { type: "url", url: `${DESTINATION}/raw` }, dynamic: true } });
    expect(raw.status).toBe(200);
    const rawLink = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id, target: `${DESTINATION}/raw` } });
    expect(raw.headers.get("x-link-id")).toBe(rawLink.id);
    expect(raw.headers.get("x-short-url")).toBe(`${site.url}/s/${rawLink.code}`);

    const text = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "hello", dynamic: true } });
    expect(expectError(text, 400, "validation_error").message).toBe(DYNAMIC_MESSAGES.urlOnly);
    const wrongType = await call(qrRoute.POST, "POST", "/qr", { key, body: { content: { type: "url", url: DESTINATION }, dynamic: "yes" } });
    expect(expectError(wrongType, 400, "validation_error").message).toMatch(/dynamic/);

    // The same request from an account whose plan ended (canceled: Free's 3) with 3 codes already.
    const ended = await userWithKey("premium", "canceled");
    for (let i = 0; i < 3; i++) await createQrCode({ userId: ended.user.id, ip: uniqueIp() }, dynamicRequest(`${DESTINATION}/${i}`));
    const forged = await call(qrRoute.POST, "POST", "/qr", { key: ended.key, body: { content: { type: "url", url: DESTINATION }, dynamic: true } });
    // A canceled plan has no API: refused either way, and no link is made.
    expect(forged.status).toBe(403);
    expect(await prisma.link.count({ where: { ownerUserId: ended.user.id } })).toBe(3);
  });

  it("validates the destination like any short link, and needs an account", async () => {
    const { actor } = await account();
    const blocked = await rejection(createQrCode(actor, dynamicRequest("http://127.0.0.1/admin")));
    expect(blocked).toMatchObject({ code: "validation", fieldErrors: { url: expect.any(String) } });
    const ownShort = await rejection(createQrCode(actor, dynamicRequest(`${site.url}/s/abcdef`)));
    expect(ownShort).toMatchObject({ code: "validation" });
    expect(await rejection(createQrCode(actor, dynamicRequest(DESTINATION, { content: { type: "text", text: "hi" } })))).toMatchObject({ fieldErrors: { dynamic: DYNAMIC_MESSAGES.urlOnly } });
    const visitor = { visitorId: (await createVisitor()).id, ip: uniqueIp() };
    expect(await rejection(createQrCode(visitor, dynamicRequest()))).toMatchObject({ code: "unauthenticated", message: DYNAMIC_MESSAGES.signIn });
  });
});

describe("when the plan ends", () => {
  it("keeps every code redirecting (downgrade to Free, or a canceled subscription); only changing destinations waits for the plan", async () => {
    const { user, actor } = await account("basic");
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await createQrCode(actor, dynamicRequest(`${DESTINATION}/${i}`))).data);

    await prisma.user.update({ where: { id: user.id }, data: { status: "canceled" } });
    for (const [i, code] of codes.entries()) expect(await whereScanGoes(code.payload)).toEqual({ status: 302, location: `${DESTINATION}/${i}` });
    await prisma.user.update({ where: { id: user.id }, data: { plan: "free", status: "active" } });
    for (const [i, code] of codes.entries()) expect(await whereScanGoes(code.payload)).toEqual({ status: 302, location: `${DESTINATION}/${i}` });

    // 5 codes on Free's 3: a new one and a new destination are refused with the plan's message; a new design is not.
    expect(await rejection(createQrCode(actor, dynamicRequest(`${DESTINATION}/new`)))).toMatchObject({ message: dynamicLimitMessage(3) });
    expect(await rejection(updateLink({ userId: user.id }, codes[0]!.dynamic!.linkId, { target: NEW_DESTINATION }))).toMatchObject({ code: "forbidden", message: dynamicLimitMessage(3, true) });
    // UTM parameters change the destination too, with or without the current destination sent back.
    const overLimit = { code: "forbidden", message: dynamicLimitMessage(3, true) };
    expect(await rejection(updateLink({ userId: user.id }, codes[0]!.dynamic!.linkId, { utm: { source: "flyer" } }))).toMatchObject(overLimit);
    expect(await rejection(updateLink({ userId: user.id }, codes[0]!.dynamic!.linkId, { target: `${DESTINATION}/0`, utm: { source: "flyer" } }))).toMatchObject(overLimit);
    expect(await prisma.link.findUniqueOrThrow({ where: { id: codes[0]!.dynamic!.linkId } })).toMatchObject({ target: `${DESTINATION}/0` });
    expect(await prisma.linkTargetChange.count({ where: { linkId: codes[0]!.dynamic!.linkId } })).toBe(0);
    const restyled = await createQrCode(actor, { ...dynamicRequest(`${DESTINATION}/0`), dynamic: { linkId: codes[0]!.dynamic!.linkId }, options: { size: 300, foreground: "#224466" } });
    expect(restyled.data.payload).toBe(codes[0]!.payload);

    // Back on a plan that covers them: editing works again.
    await prisma.user.update({ where: { id: user.id }, data: { plan: "basic" } });
    await updateLink({ userId: user.id }, codes[0]!.dynamic!.linkId, { target: NEW_DESTINATION });
    expect(await whereScanGoes(codes[0]!.payload)).toEqual({ status: 302, location: NEW_DESTINATION });
  });

  it("over the number, a fallback URL is a new destination for the printed code too; removing one, or other settings, are not", async () => {
    // Basic after Premium, with more than Basic's 100 codes: it may set fallbacks on other links, not send a code elsewhere.
    const { user } = await account("basic");
    await prisma.link.createMany({
      data: Array.from({ length: DYNAMIC_QR_CODES.basic + 1 }, (_, i) => ({ code: `dq${user.id.slice(-8)}${i}`, target: `${DESTINATION}/${i}`, ownerUserId: user.id, dynamicQr: true })),
    });
    const [first] = await prisma.link.findMany({ where: { ownerUserId: user.id }, orderBy: { code: "asc" }, take: 1 });
    const soon = new Date(Date.now() + 120_000).toISOString();
    const refused = await rejection(updateLink({ userId: user.id }, first!.id, { expiredUrl: "https://new.example/", expiresAt: soon }));
    expect(refused).toMatchObject({ code: "forbidden", message: dynamicLimitMessage(DYNAMIC_QR_CODES.basic, true) });
    expect(await prisma.link.findUniqueOrThrow({ where: { id: first!.id } })).toMatchObject({ expiredUrl: null, expiresAt: null });
    // An expiry alone, a password or a redirect status point the code nowhere new.
    await updateLink({ userId: user.id }, first!.id, { expiresAt: soon, redirectStatus: 301, expiredUrl: null });
    expect(await prisma.link.findUniqueOrThrow({ where: { id: first!.id } })).toMatchObject({ redirectStatus: 301, expiredUrl: null });
  });
});
