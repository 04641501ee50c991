import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { signInWithPlan } from "../support/sign-in";
import { createUser, createVisitor, uniqueIp } from "../support/factories";
import { withFakeAi } from "../support/with-fake-ai";
import { prisma } from "@/lib/platform/db";
import { AI_MONTHLY_CREDITS, IP_LIMIT_MULTIPLIER } from "@/lib/domain/plans";
import { getAiCredits, withAiCredit, type AiCaller } from "@/lib/domain/ai/credit-store";
import { utcMonth } from "@/lib/domain/ai/credits";
import { NotSignedInError, UserFacingError } from "@/lib/platform/errors";
import { POST as generatePost } from "@/app/api/tools/ai-image-generator/route";
import { POST as writerPost } from "@/app/api/tools/ai-writer/route";
import { GET as creditsGet } from "@/app/api/ai/credits/route";
import { IMAGE_GENERATOR_DENIED, IMAGE_GENERATOR_RULE } from "@/tools/ai-image-generator/logic/plan";
import { WRITER_RULE } from "@/tools/ai-writer/logic/plan";
import type { AiCredits } from "@/lib/domain/ai/credits";

/**
 * AI credits (lib/domain/ai/credit-store.ts) on real Postgres, through the AI tools' routes and the fake provider of
 * tests/support/fake-ai.ts: the race at the last credit, credits given back on failure and Stop, the month rollover,
 * a plan claimed by the session instead of stored, and the daily trial.
 */

const fakeAi = withFakeAi();

beforeEach(() => {
  fakeRequest.reset(uniqueIp());
});


const marker = () => `m${randomUUID().slice(0, 8)}`;

function generate(body: Record<string, unknown>): Promise<Response> {
  return generatePost(new Request("http://127.0.0.1/api/tools/ai-image-generator", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } }));
}

function write(body: Record<string, unknown>): Promise<Response> {
  return writerPost(new Request("http://127.0.0.1/api/tools/ai-writer", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } }));
}

async function usedThisMonth(userId: string, kind: "text" | "image", now = new Date()): Promise<number> {
  const row = await prisma.aiCreditUse.findUnique({ where: { period_kind_subject: { period: utcMonth(now), kind, subject: `user:${userId}` } } });
  return row?.used ?? 0;
}

async function setUsed(userId: string, kind: "text" | "image", used: number, now = new Date()) {
  await prisma.aiCreditUse.upsert({
    where: { period_kind_subject: { period: utcMonth(now), kind, subject: `user:${userId}` } },
    create: { period: utcMonth(now), kind, subject: `user:${userId}`, used },
    update: { used },
  });
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Never happened: ${what}`);
}

describe("AI credits: the last credit", () => {
  it("lets exactly one of 20 concurrent image requests at the last credit reach the provider", async () => {
    const user = await signInWithPlan("basic");
    const limit = AI_MONTHLY_CREDITS.basic.image;
    await setUsed(user.id, "image", limit - 1);
    const word = marker();
    const responses = await Promise.all(Array.from({ length: 20 }, () => generate({ prompt: `A fox ${word}` })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    const refused = await responses.find((r) => r.status === 429)!.json();
    expect(refused).toMatchObject({ ok: false, code: "limit", error: expect.stringMatching(new RegExp(`^You've used this month's ${limit} images\\. They renew on 1 [A-Z][a-z]+\\.$`)) });
    expect(fakeAi().requestsWith(word)).toHaveLength(1);
    expect(await usedThisMonth(user.id, "image")).toBe(limit);
  });

  it("refuses a request for more images than are left, saying how many are", async () => {
    const user = await signInWithPlan("basic");
    await setUsed(user.id, "image", AI_MONTHLY_CREDITS.basic.image - 2);
    const word = marker();
    const response = await generate({ prompt: `A fox ${word}`, count: 3 });
    expect(response.status).toBe(429);
    expect((await response.json()).error).toMatch(/^You have 2 images left this month, and asked for 3\. Ask for 2 or fewer, or wait until they renew on 1 /);
    expect(fakeAi().requestsWith(word)).toHaveLength(0);
    expect((await generate({ prompt: `A fox ${word}`, count: 2 })).status).toBe(200);
    expect(await usedThisMonth(user.id, "image")).toBe(AI_MONTHLY_CREDITS.basic.image);
  });

  it("counts each image and each finished answer, and says so in the meter", async () => {
    const user = await signInWithPlan("premium");
    const made = await generate({ prompt: `A fox ${marker()}`, count: 3 });
    expect(made.status, await made.clone().text()).toBe(200);
    const answer = await write({ command: "fix", text: `Teh cat ${marker()}` });
    expect(answer.status).toBe(200);
    await answer.text();
    await until(async () => (await usedThisMonth(user.id, "text")) === 1, "the answer's credit is kept");
    const { credits } = (await (await creditsGet()).json()) as { credits: AiCredits };
    expect(credits.image).toMatchObject({ window: "month", used: 3, limit: AI_MONTHLY_CREDITS.premium.image });
    expect(credits.text).toMatchObject({ window: "month", used: 1, limit: AI_MONTHLY_CREDITS.premium.text });
    expect(credits.text.resetsAt).toBe(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1)).toISOString());
  });
});

describe("AI credits: given back", () => {
  it("gives an image credit back when the provider fails", async () => {
    const user = await signInWithPlan("basic");
    const response = await generate({ prompt: `A fox [fake:error=503] ${marker()}`, count: 2 });
    expect(response.status).toBe(502);
    expect(await usedThisMonth(user.id, "image")).toBe(0);
  });

  it("gives a text credit back when the provider fails at once, when it breaks off, and when the page stops reading", async () => {
    const user = await signInWithPlan("basic");
    const failed = await write({ command: "fix", text: `Teh cat [fake:error=500] ${marker()}` });
    expect(failed.status).toBe(502);
    expect(await usedThisMonth(user.id, "text")).toBe(0);

    const cut = await write({ command: "lengthen", text: `Teh cat [fake:cut] ${marker()}` });
    expect(cut.status).toBe(200);
    expect(await cut.text()).toContain('"type":"error"');
    await until(async () => (await usedThisMonth(user.id, "text")) === 0, "the broken-off answer's credit is given back");

    const word = marker();
    const stopped = await write({ command: "lengthen", text: `${word} [fake:drip=200]` });
    expect(stopped.status).toBe(200);
    const reader = stopped.body!.getReader();
    await reader.read();
    expect(await usedThisMonth(user.id, "text")).toBe(1);
    await reader.cancel();
    await until(async () => (await usedThisMonth(user.id, "text")) === 0, "the stopped answer's credit is given back");
    await until(async () => fakeAi().requestsWith(word)[0]?.cancelled === true, "the provider call was cancelled");
  });

  it("gives the credit back when the caller goes away, even when the call still finished", async () => {
    const user = await createUser({ plan: "basic" });
    const caller: AiCaller = { user, visitorId: null, ip: uniqueIp() };
    const abort = new AbortController();
    const pending = withAiCredit(caller, "image", 1, abort.signal, (signal) => new Promise((_, reject) => signal.addEventListener("abort", () => reject(new Error("aborted")))), { refusal: IMAGE_GENERATOR_RULE });
    await until(async () => (await usedThisMonth(user.id, "image")) === 1, "the credit is reserved before the call");
    abort.abort();
    await expect(pending).rejects.toThrow("aborted");
    expect(await usedThisMonth(user.id, "image")).toBe(0);
    // A call that finishes although its signal aborted meanwhile is not charged either.
    const late = new AbortController();
    await withAiCredit(caller, "image", 1, late.signal, async () => late.abort(), { refusal: IMAGE_GENERATOR_RULE });
    expect(await usedThisMonth(user.id, "image")).toBe(0);
  });
});

describe("AI credits: months", () => {
  it("renews on the 1st of the month at 00:00 UTC, and gives a credit back to the month it was taken from", async () => {
    const user = await createUser({ plan: "basic" });
    const caller: AiCaller = { user, visitorId: null, ip: uniqueIp() };
    const lastSecond = new Date("2026-11-30T23:59:59.000Z");
    const firstSecond = new Date("2026-12-01T00:00:00.000Z");
    await setUsed(user.id, "image", AI_MONTHLY_CREDITS.basic.image, lastSecond);
    const refusal = await withAiCredit(caller, "image", 1, new AbortController().signal, async () => "never", { refusal: IMAGE_GENERATOR_RULE, now: lastSecond }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(UserFacingError);
    expect((refusal as UserFacingError).code).toBe("limit");
    expect((refusal as UserFacingError).message).toBe(`You've used this month's ${AI_MONTHLY_CREDITS.basic.image} images. They renew on 1 December.`);
    await expect(withAiCredit(caller, "image", 1, new AbortController().signal, async () => "made", { refusal: IMAGE_GENERATOR_RULE, now: firstSecond })).resolves.toBe("made");
    expect(await usedThisMonth(user.id, "image", firstSecond)).toBe(1);
    expect(await usedThisMonth(user.id, "image", lastSecond)).toBe(AI_MONTHLY_CREDITS.basic.image);
    expect((await getAiCredits(caller, firstSecond)).image).toEqual({ window: "month", used: 1, limit: AI_MONTHLY_CREDITS.basic.image, resetsAt: "2027-01-01T00:00:00.000Z" });

    // Taken in December at the last second of the year's last month, failed after New Year: December gets it back.
    const newYearsEve = new Date("2026-12-31T23:59:59.000Z");
    await expect(
      withAiCredit(caller, "text", 1, new AbortController().signal, async () => {
        throw new Error("provider failed");
      }, { refusal: WRITER_RULE, now: newYearsEve }),
    ).rejects.toThrow("provider failed");
    expect(await usedThisMonth(user.id, "text", newYearsEve)).toBe(0);
  });
});

describe("AI credits: the plan is the stored one", () => {
  it("ignores a plan claimed in the session token or the request", async () => {
    const word = marker();
    await signInWithPlan("free", "active", { plan: "premium", status: "active" });
    const free = await generate({ prompt: `A fox ${word}`, plan: "premium" });
    expect(free.status).toBe(403);
    expect(await free.json()).toMatchObject({ code: "forbidden", error: IMAGE_GENERATOR_DENIED });
    expect(fakeAi().requestsWith(word)).toHaveLength(0);

    fakeRequest.reset(uniqueIp());
    const basic = await signInWithPlan("basic", "active", { plan: "premium" });
    const { credits } = (await (await creditsGet()).json()) as { credits: AiCredits };
    expect(credits.image.limit).toBe(AI_MONTHLY_CREDITS.basic.image);
    await setUsed(basic.id, "image", AI_MONTHLY_CREDITS.basic.image);
    expect((await generate({ prompt: `A fox ${word}`, plan: "premium" })).status).toBe(429);
    expect(fakeAi().requestsWith(word)).toHaveLength(0);
  });

  it("has no credits for a cancelled plan or a signed-out visitor while the trial is 0", async () => {
    const canceled = await createUser({ plan: "premium", status: "canceled" });
    const refusal = await withAiCredit({ user: canceled, visitorId: null, ip: uniqueIp() }, "text", 1, new AbortController().signal, async () => 1, { refusal: WRITER_RULE }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: "forbidden", message: WRITER_RULE.denied });
    const visitor = await withAiCredit({ user: null, visitorId: null, ip: uniqueIp() }, "text", 1, new AbortController().signal, async () => 1, { refusal: WRITER_RULE }).catch((e: unknown) => e);
    expect(visitor).toBeInstanceOf(NotSignedInError);
    expect((await getAiCredits({ user: null, visitorId: null, ip: uniqueIp() })).text.window).toBe("none");
  });
});

describe("AI credits: a daily trial (when the operator sets one)", () => {
  const trial = { text: 2, image: 1 };
  const run = (caller: AiCaller, now?: Date) => withAiCredit(caller, "text", 1, new AbortController().signal, async () => "written", { refusal: WRITER_RULE, trial, now });

  it("counts a Free account per day, with its own words", async () => {
    const user = await createUser();
    const caller: AiCaller = { user, visitorId: null, ip: uniqueIp() };
    const day = new Date("2026-11-30T10:00:00.000Z");
    await run(caller, day);
    await run(caller, day);
    const refused = (await run(caller, day).catch((e: unknown) => e)) as UserFacingError;
    expect(refused.code).toBe("limit");
    expect(refused.message).toBe("You've used today's 2 free AI texts. They renew tomorrow at 00:00 UTC. Upgrade to Basic for credits every month.");
    await expect(run(caller, new Date("2026-12-01T00:00:00.000Z"))).resolves.toBe("written");
    expect((await getAiCredits(caller, day, trial)).text).toMatchObject({ window: "day", used: 2, limit: 2 });
  });

  it("counts visitors per cookie and per address, and gives a new visitor its cookie with its first try", async () => {
    const ip = uniqueIp();
    const cookies: string[] = [];
    const newcomer: AiCaller = { user: null, visitorId: null, ip, setVisitorCookie: (id) => void cookies.push(id) };
    await run(newcomer);
    expect(cookies).toHaveLength(1);
    expect(await prisma.visitor.count({ where: { id: cookies[0] } })).toBe(1);
    // Other visitors on the same address share IP_LIMIT_MULTIPLIER × the trial.
    let taken = 1;
    while (taken < trial.text * IP_LIMIT_MULTIPLIER) {
      const other: AiCaller = { user: null, visitorId: (await createVisitor()).id, ip };
      await run(other);
      taken++;
    }
    const late: AiCaller = { user: null, visitorId: (await createVisitor()).id, ip };
    const refused = (await run(late).catch((e: unknown) => e)) as UserFacingError;
    expect(refused.title).toBe("Your network's free allowance is used up");
    expect((await getAiCredits(late, new Date(), trial)).text).toMatchObject({ used: 0, blockedBy: "network" });
    // Refused: nothing counted for the late visitor.
    expect(await prisma.aiCreditUse.count({ where: { subject: `trial:visitor:${late.visitorId}` } })).toBe(0);
  });
});
