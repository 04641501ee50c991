import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import * as imagesRoute from "@/app/api/v1/ai/images/route";
import * as textRoute from "@/app/api/v1/ai/text/route";
import { utcMonth } from "@/lib/domain/ai/credits";
import { AI_BUSY_MESSAGE, AI_MODERATED_MESSAGE, AI_NOT_ENABLED_MESSAGE, AI_UNKNOWN_MODEL_MESSAGE } from "@/lib/domain/ai/errors";
import { AI_MONTHLY_CREDITS } from "@/lib/domain/plans";
import { prisma } from "@/lib/platform/db";
import * as schemas from "@/tools/api-schemas";
import { call, expectError, userWithKey } from "../support/api-call";
import { withFakeAi } from "../support/with-fake-ai";

/**
 * The REST API's AI endpoints (app/api/v1/ai) on real Postgres, against the fake provider of tests/support/fake-ai.ts:
 * what reaches the provider, the answer's shape, the month's credits, and the provider's failures as API errors.
 */

const fakeAi = withFakeAi();

const word = () => `w${randomUUID().slice(0, 8)}`;

async function creditsUsed(userId: string, kind: "text" | "image"): Promise<number> {
  const row = await prisma.aiCreditUse.findUnique({ where: { period_kind_subject: { period: utcMonth(new Date()), kind, subject: `user:${userId}` } } });
  return row?.used ?? 0;
}

describe("POST /api/v1/ai/text", () => {
  it("answers a command whole, with the user's text in the prompt, and uses one text credit", async () => {
    const { user, key } = await userWithKey("premium");
    const marker = word();
    const result = await call(textRoute.POST, "POST", "/ai/text", { key, body: { command: "translate", text: `Good morning ${marker}`, language: "French" } });
    expect(result.status).toBe(200);
    const answer = schemas.aiTextResponseSchema.parse(result.json);
    expect(answer.truncated).toBe(false);
    expect(answer.text).toContain(`You wrote: `);
    expect(answer.text).toContain(`Good morning ${marker}`);
    const [sent] = fakeAi().requestsWith(marker);
    expect(JSON.stringify(sent?.body)).toContain("French");
    expect(await creditsUsed(user.id, "text")).toBe(1);
    expect(result.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a request the writer does not take, naming the field, before the provider or a credit", async () => {
    const { user, key } = await userWithKey("premium");
    const marker = word();
    const unknown = await call(textRoute.POST, "POST", "/ai/text", { key, body: { command: "rhyme", text: marker } });
    expect(expectError(unknown, 400, "validation_error").fields).toEqual({ command: "Choose what the AI Writer should do." });
    const long = await call(textRoute.POST, "POST", "/ai/text", { key, body: { command: "fix", text: `${marker} ${"a".repeat(4_000)}` } });
    expect(expectError(long, 400, "validation_error").fields?.text).toContain("4,000");
    const blank = await call(textRoute.POST, "POST", "/ai/text", { key, body: { command: "fix", text: "   " } });
    expect(expectError(blank, 400, "validation_error").fields).toEqual({ text: "Paste or type the text to work on." });
    const extra = await call(textRoute.POST, "POST", "/ai/text", { key, body: { command: "fix", text: marker, model: "gpt-5" } });
    expectError(extra, 400, "validation_error");
    expect(fakeAi().requestsWith(marker)).toHaveLength(0);
    expect(await creditsUsed(user.id, "text")).toBe(0);
  });

  it("gives the credit back when the provider fails, and says so with the provider's code", async () => {
    const { user, key } = await userWithKey("premium");
    const busy = await call(textRoute.POST, "POST", "/ai/text", { key, body: { command: "fix", text: `Teh cat [fake:error=429] ${word()}` } });
    expect(expectError(busy, 503, "ai_unavailable").message).toBe(AI_BUSY_MESSAGE);
    const cut = await call(textRoute.POST, "POST", "/ai/text", { key, body: { command: "fix", text: `Teh cat [fake:cut] ${word()}` } });
    expectError(cut, 502, "ai_provider_error");
    expect(await creditsUsed(user.id, "text")).toBe(0);
  });

  it("says AI is not enabled when the server has no provider", async () => {
    const { key } = await userWithKey("premium");
    delete process.env.AI_BASE_URL;
    const result = await call(textRoute.POST, "POST", "/ai/text", { key, body: { command: "fix", text: word() } });
    expect(expectError(result, 503, "ai_unavailable").message).toBe(AI_NOT_ENABLED_MESSAGE);
  });

  it("refuses keys of accounts without API access, and a month whose credits are used", async () => {
    const basic = await userWithKey("basic");
    const marker = word();
    expectError(await call(textRoute.POST, "POST", "/ai/text", { key: basic.key, body: { command: "fix", text: marker } }), 403, "forbidden");
    const { user, key } = await userWithKey("premium");
    await prisma.aiCreditUse.create({ data: { period: utcMonth(new Date()), kind: "text", subject: `user:${user.id}`, used: AI_MONTHLY_CREDITS.premium.text } });
    expectError(await call(textRoute.POST, "POST", "/ai/text", { key, body: { command: "fix", text: marker } }), 429, "limit_reached");
    expect(fakeAi().requestsWith(marker)).toHaveLength(0);
  });
});

describe("POST /api/v1/ai/images", () => {
  it("answers the images as base64 at the shape's size, one image credit each", async () => {
    const { user, key } = await userWithKey("premium");
    const marker = word();
    const result = await call(imagesRoute.POST, "POST", "/ai/images", { key, body: { prompt: `A lighthouse ${marker}`, shape: "landscape", count: 2, style: "watercolour", seed: 7 } });
    expect(result.status).toBe(200);
    const { images } = schemas.aiImagesResponseSchema.parse(result.json);
    expect(images).toHaveLength(2);
    for (const image of images) {
      const meta = await sharp(Buffer.from(image.base64, "base64")).metadata();
      expect({ type: image.mediaType, width: meta.width, height: meta.height }).toEqual({ type: "image/png", width: 1536, height: 1024 });
    }
    const [sent] = fakeAi().requestsWith(marker);
    expect(sent?.body).toMatchObject({ n: 2, size: "1536x1024", seed: 7 });
    expect(JSON.stringify(sent?.body)).toContain("watercolour");
    expect(await creditsUsed(user.id, "image")).toBe(2);
  });

  it("refuses a count over four and a provider failure costs nothing", async () => {
    const { user, key } = await userWithKey("premium");
    const many = await call(imagesRoute.POST, "POST", "/ai/images", { key, body: { prompt: "A fox", count: 5 } });
    expect(expectError(many, 400, "validation_error").fields).toEqual({ count: "Make 1 to 4 images at a time." });
    const failed = await call(imagesRoute.POST, "POST", "/ai/images", { key, body: { prompt: `A fox [fake:error=500] ${word()}`, count: 2 } });
    expectError(failed, 502, "ai_provider_error");
    expect(await creditsUsed(user.id, "image")).toBe(0);
  });
});

describe("the provider's moderation (AI_MODERATION_MODEL)", () => {
  it("refuses a flagged text or prompt before generating or charging, and lets the rest through", async () => {
    process.env.AI_MODERATION_MODEL = fakeAi().moderationModel;
    const { user, key } = await userWithKey("premium");
    const flagged = word();
    const text = await call(textRoute.POST, "POST", "/ai/text", { key, body: { command: "improve", text: `Something awful [fake:flagged] ${flagged}` } });
    expect(expectError(text, 400, "validation_error").fields).toEqual({ text: AI_MODERATED_MESSAGE });
    const image = await call(imagesRoute.POST, "POST", "/ai/images", { key, body: { prompt: `A fox ${flagged}`, avoid: "something awful [fake:flagged]" } });
    expect(expectError(image, 400, "validation_error").fields).toEqual({ prompt: AI_MODERATED_MESSAGE });
    // Only the moderation calls reached the provider.
    expect(fakeAi().requestsWith(flagged).map((r) => r.path)).toEqual(["/v1/moderations", "/v1/moderations"]);
    expect(await creditsUsed(user.id, "text")).toBe(0);
    expect(await creditsUsed(user.id, "image")).toBe(0);

    const fine = word();
    const passed = await call(textRoute.POST, "POST", "/ai/text", { key, body: { command: "improve", text: `A kind note ${fine}` } });
    expect(passed.status).toBe(200);
    expect(fakeAi().requestsWith(fine).map((r) => r.path)).toEqual(["/v1/moderations", "/v1/chat/completions"]);
    expect(fakeAi().requestsWith(fine)[0]?.body).toMatchObject({ model: fakeAi().moderationModel, input: [`A kind note ${fine}`] });
  });

  it("sends nothing when moderation is on but fails: a check that could not run is not a pass", async () => {
    process.env.AI_MODERATION_MODEL = fakeAi().moderationModel;
    const { user, key } = await userWithKey("premium");
    const marker = word();
    const result = await call(textRoute.POST, "POST", "/ai/text", { key, body: { command: "improve", text: `Fine text [fake:error=500] ${marker}` } });
    expectError(result, 502, "ai_provider_error");
    process.env.AI_MODERATION_MODEL = "not-a-moderator";
    const unknown = await call(textRoute.POST, "POST", "/ai/text", { key, body: { command: "improve", text: `Fine text ${marker}` } });
    expect(expectError(unknown, 503, "ai_unavailable").message).toBe(AI_UNKNOWN_MODEL_MESSAGE);
    expect(fakeAi().requestsWith(marker).map((r) => r.path)).toEqual(["/v1/moderations", "/v1/moderations"]);
    expect(await creditsUsed(user.id, "text")).toBe(0);
  });
});
