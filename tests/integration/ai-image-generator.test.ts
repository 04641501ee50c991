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
