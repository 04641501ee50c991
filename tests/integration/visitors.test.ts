import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { generateQrCodeAction } from "@/tools/qr-generator/server/actions";
import { GET as getUsageRoute } from "@/app/api/usage/route";
import { prisma } from "@/lib/platform/db";
import { NETWORK_LIMIT_TITLE } from "@/lib/domain/limits/messages";
import { FREE_DAILY_LIMITS, IP_LIMIT_MULTIPLIER } from "@/lib/domain/plans";
import { verifyVisitorCookie, VISITOR_COOKIE } from "@/lib/platform/http/visitor";
import { uniqueIp } from "../support/factories";

/** Visitor rows are written only with a recorded use (files run one after another, so counting rows is exact). */

const text = (t: string) => ({ content: { type: "text", text: t } });

beforeEach(() => fakeRequest.reset(uniqueIp()));

describe("anonymous visitors", () => {
  it("creates no visitor and sets no cookie for 25 cookieless GET /api/usage", async () => {
    const before = await prisma.visitor.count();
    for (let i = 0; i < 25; i++) {
      fakeRequest.reset(uniqueIp());
      const response = await getUsageRoute();
      expect(response.status).toBe(200);
      const body = (await response.json()) as { usage: Record<string, { used: number; limit: number }> };
      expect(body.usage.qr).toEqual({ used: 0, limit: FREE_DAILY_LIMITS.qr });
      expect(fakeRequest.cookies.has(VISITOR_COOKIE)).toBe(false);
    }
    expect(await prisma.visitor.count()).toBe(before);
  });

  it("creates the visitor and its cookie with the first recorded use, and reuses them afterwards", async () => {
    const before = await prisma.visitor.count();
    expect(await generateQrCodeAction(text("first"))).toMatchObject({ ok: true, usage: { used: 1 } });
    const id = verifyVisitorCookie(fakeRequest.cookies.get(VISITOR_COOKIE)?.value);
    expect(id).not.toBeNull();
    expect(await prisma.visitor.findUnique({ where: { id: id! } })).not.toBeNull();
    expect(await generateQrCodeAction(text("second"))).toMatchObject({ ok: true, usage: { used: 2 } });
    expect(await prisma.visitor.count()).toBe(before + 1);
    // The meters read the same visitor's count.
    const usage = (await (await getUsageRoute()).json()) as { usage: Record<string, { used: number }> };
    expect(usage.usage.qr?.used).toBe(2);
  });

  it("creates no visitor and no cookie for an invalid or refused use", async () => {
    const before = await prisma.visitor.count();
    expect(await generateQrCodeAction({ content: { type: "text", text: "" } })).toMatchObject({ ok: false });
    expect(fakeRequest.cookies.has(VISITOR_COOKIE)).toBe(false);

    // One IP whose shared budget is spent: each cookieless request is refused and leaves nothing behind.
    const ip = uniqueIp();
    for (let i = 0; i < FREE_DAILY_LIMITS.qr * IP_LIMIT_MULTIPLIER; i++) {
      fakeRequest.reset(ip);
      expect(await generateQrCodeAction(text(`use ${i}`))).toMatchObject({ ok: true });
    }
    const afterUses = await prisma.visitor.count();
    expect(afterUses).toBe(before + FREE_DAILY_LIMITS.qr * IP_LIMIT_MULTIPLIER);
    for (let i = 0; i < 10; i++) {
      fakeRequest.reset(ip);
      // A new visitor still has uses of its own: it is the network's shared ceiling that refuses, and says so.
      expect(await generateQrCodeAction(text("refused"))).toMatchObject({ ok: false, title: NETWORK_LIMIT_TITLE });
      expect(fakeRequest.cookies.has(VISITOR_COOKIE)).toBe(false);
    }
    expect(await prisma.visitor.count()).toBe(afterUses);
  });
});
