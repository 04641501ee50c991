import { randomUUID } from "node:crypto";
import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import sharp from "sharp";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { signInWithPlan } from "../support/sign-in";
import { uniqueIp } from "../support/factories";
import { withFakeAi } from "../support/with-fake-ai";
import { AI_BUSY_MESSAGE, AI_NOT_ENABLED_MESSAGE, AI_REJECTED_MESSAGE } from "@/lib/domain/ai/errors";
import { POST } from "@/app/api/tools/ai-image-generator/route";
import { DELETE as historyClear, GET as historyGet } from "@/app/api/tools/ai-image-generator/history/route";
import { DELETE as historyDeleteOne, GET as historyImage } from "@/app/api/tools/ai-image-generator/history/[id]/route";
import { POST as apiImages } from "@/app/api/v1/ai/images/route";
import { prisma } from "@/lib/platform/db";
import { IMAGE_HISTORY, type ImageHistoryEntry } from "@/tools/ai-image-generator/logic/history";
import { purgeOldImages } from "@/tools/ai-image-generator/server/history";
import { call, userWithKey } from "../support/api-call";
import { IMAGE_GENERATOR_DENIED, IMAGE_GENERATOR_SIGN_IN } from "@/tools/ai-image-generator/logic/plan";

/** The AI Image Generator's route (app/api/tools/ai-image-generator) against the fake provider of tests/support/fake-ai.ts. */

const fakeAi = withFakeAi();

beforeEach(() => {
  fakeRequest.reset(uniqueIp());
});
afterEach(() => {
  vi.restoreAllMocks();
});


function generate(body: Record<string, unknown>): Promise<Response> {
  return POST(new Request("http://127.0.0.1/api/tools/ai-image-generator", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } }));
}

const marker = () => `m${randomUUID().slice(0, 8)}`;

describe("AI Image Generator", () => {
  it("makes the images asked for, in the shape asked for, with the style, what to avoid and the seed sent", async () => {
    await signInWithPlan("basic");
    const word = marker();
    const response = await generate({ prompt: `A lighthouse ${word}`, avoid: "people", shape: "landscape", count: 3, style: "watercolour", seed: 42 });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { images: { base64: string; mediaType: string }[] } };
    expect(data.images).toHaveLength(3);
    const sizes = await Promise.all(data.images.map(async (image) => sharp(Buffer.from(image.base64, "base64")).metadata()));
    expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual([["png", 1536, 1024], ["png", 1536, 1024], ["png", 1536, 1024]]);
    expect(new Set(data.images.map((i) => i.base64)).size).toBe(3);
    const [sent] = fakeAi().requestsWith(word);
    expect(sent?.path).toBe("/v1/images/generations");
    expect(sent?.body).toMatchObject({ model: fakeAi().imageModel, n: 3, size: "1536x1024", seed: 42, prompt: `A lighthouse ${word}\n\nStyle: a watercolour painting on textured paper.\n\nAvoid: people.` });
  });

  it("says AI generation is not enabled without an image model", async () => {
    delete process.env.AI_IMAGE_MODEL;
    await signInWithPlan("premium");
    const response = await generate({ prompt: "a fox" });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: AI_NOT_ENABLED_MESSAGE });
  });

  it("refuses signed-out (401) and Free (403) callers and a bad count (400) before the provider", async () => {
    const word = marker();
    const anonymous = await generate({ prompt: word });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: IMAGE_GENERATOR_SIGN_IN });
    await signInWithPlan("free");
    const free = await generate({ prompt: word });
    expect(free.status).toBe(403);
    expect(await free.json()).toMatchObject({ error: IMAGE_GENERATOR_DENIED });
    fakeRequest.reset(uniqueIp());
    await signInWithPlan("basic");
    expect((await generate({ prompt: word, count: 9 })).status).toBe(400);
    expect(fakeAi().requestsWith(word)).toHaveLength(0);
  });

  it.each([
    ["[fake:error=400]", 502, AI_REJECTED_MESSAGE],
    ["[fake:error=429]", 503, AI_BUSY_MESSAGE],
  ])("turns a provider answering %s into %i with its message, without logging the prompt", async (directive, status, message) => {
    const logged: unknown[] = [];
    for (const method of ["log", "warn", "error", "info"] as const) vi.spyOn(console, method).mockImplementation((...args) => void logged.push(...args));
    await signInWithPlan("basic");
    const word = marker();
    const response = await generate({ prompt: `${word} ${directive}` });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: message });
    expect(logged.map((entry) => inspect(entry, { depth: 6 })).join("\n")).not.toContain(word);
  });
});

describe("AI Image Generator: history", () => {
  const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
  const url = (id = "") => `http://127.0.0.1/api/tools/ai-image-generator/history${id ? `/${id}` : ""}`;

  it("keeps a signed-in user's images with their prompt and settings, readable by their owner only", async () => {
    const owner = await signInWithPlan("basic");
    const word = marker();
    const response = await generate({ prompt: `A lighthouse ${word}`, avoid: "people", shape: "portrait", count: 2, style: "sketch", seed: 9 });
    expect((await response.json()).data.saved).toBe(true);

    const list = (await (await historyGet(new Request(url()))).json()) as { data: { items: ImageHistoryEntry[] } };
    expect(list.data.items).toHaveLength(2);
    expect(list.data.items[0]).toMatchObject({ prompt: `A lighthouse ${word}`, avoid: "people", shape: "portrait", style: "sketch", seed: 9, mediaType: "image/png" });
    const id = list.data.items[0]!.id;
    expect(list.data.items[0]!.src).toBe(`/api/tools/ai-image-generator/history/${id}`);
    const picture = await historyImage(new Request(url(id)), ctx(id));
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(picture.headers.get("cache-control")).toBe("private, no-store");
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 1536]);

    fakeRequest.reset(uniqueIp());
    await signInWithPlan("basic");
    expect((await historyImage(new Request(url(id)), ctx(id))).status).toBe(404);
    expect((await historyDeleteOne(new Request(url(id), { method: "DELETE" }), ctx(id))).status).toBe(404);
    expect(await prisma.aiImage.count({ where: { userId: owner.id } })).toBe(2);
  });

  it("keeps the newest images of an account up to the limit, none past their days, and deletes one or all", async () => {
    const user = await signInWithPlan("premium");
    const old = new Date(Date.now() - (IMAGE_HISTORY.days + 1) * 24 * 60 * 60 * 1000);
    const stale = await prisma.aiImage.create({ data: { userId: user.id, prompt: "old", shape: "square", style: "none", mediaType: "image/png", data: Buffer.from("x"), createdAt: old } });
    for (let i = 0; i < IMAGE_HISTORY.count - 1; i++) {
      await prisma.aiImage.create({ data: { userId: user.id, prompt: `kept ${i}`, shape: "square", style: "none", mediaType: "image/png", data: Buffer.from("x"), createdAt: new Date(Date.now() - (100 - i) * 60_000) } });
    }
    const listed = (await (await historyGet(new Request(url()))).json()) as { data: { items: ImageHistoryEntry[] } };
    expect(listed.data.items.map((item) => item.prompt)).not.toContain("old");
    expect((await historyImage(new Request(url(stale.id)), ctx(stale.id))).status).toBe(404);

    // Two more: the oldest rows go, the account holds IMAGE_HISTORY.count.
    await generate({ prompt: `Fresh ${marker()}`, count: 2 });
    expect(await prisma.aiImage.count({ where: { userId: user.id } })).toBe(IMAGE_HISTORY.count);
    expect(await prisma.aiImage.count({ where: { userId: user.id, prompt: { in: ["old", "kept 0"] } } })).toBe(0);

    await prisma.aiImage.create({ data: { userId: user.id, prompt: "old again", shape: "square", style: "none", mediaType: "image/png", data: Buffer.from("x"), createdAt: old } });
    expect(await purgeOldImages()).toBeGreaterThanOrEqual(1);
    expect(await prisma.aiImage.count({ where: { userId: user.id, prompt: "old again" } })).toBe(0);

    const [first] = (await (await historyGet(new Request(url()))).json()).data.items as ImageHistoryEntry[];
    expect((await historyDeleteOne(new Request(url(first!.id), { method: "DELETE" }), ctx(first!.id))).status).toBe(200);
    expect(await prisma.aiImage.count({ where: { id: first!.id } })).toBe(0);
    expect((await (await historyClear(new Request(url(), { method: "DELETE" }))).json()).data.deleted).toBe(IMAGE_HISTORY.count - 1);
    expect(await prisma.aiImage.count({ where: { userId: user.id } })).toBe(0);
  });

  it("stores nothing for the REST API's images or a visitor's, and answers 401 to a signed-out history", async () => {
    expect((await historyGet(new Request(url()))).status).toBe(401);
    const { key, user } = await userWithKey("premium");
    const result = await call(apiImages, "POST", "/ai/images", { key, body: { prompt: `Via the API ${marker()}` } });
    expect(result.status).toBe(200);
    expect(await prisma.aiImage.count({ where: { userId: user.id } })).toBe(0);
  });
});
