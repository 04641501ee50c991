import { randomUUID } from "node:crypto";
import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encode } from "next-auth/jwt";
import sharp from "sharp";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { createUser, uniqueIp } from "../support/factories";
import { withFakeAi } from "../support/with-fake-ai";
import { eventually } from "../support/eventually";
import { sessionCookieName } from "@/lib/domain/auth/session-token";
import { serverSecret } from "@/lib/platform/config/secret";
import { AI_CANNOT_EDIT_MESSAGE, AI_MODERATED_MESSAGE, AI_NOT_ENABLED_MESSAGE, AI_UNKNOWN_MODEL_MESSAGE } from "@/lib/domain/ai/errors";
import { POST } from "@/app/api/tools/ai-image-editor/route";
import { IMAGE_EDITOR_DENIED, IMAGE_EDITOR_SIGN_IN } from "@/tools/ai-image-editor/logic/plan";
import { VARIATION_PROMPT } from "@/tools/ai-image-editor/logic/request";
import { MAX_UPLOAD_BYTES } from "@/tools/ai-image-editor/logic/upload";

/** The AI Image Editor's route (app/api/tools/ai-image-editor) on real Postgres, against the fake provider of tests/support/fake-ai.ts. */

const fakeAi = withFakeAi();

beforeEach(() => {
  fakeRequest.reset(uniqueIp());
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function signIn(plan: "free" | "basic" | "premium", status: "active" | "canceled" = "active") {
  const user = await createUser({ plan, status });
  const token = await encode({ token: { uid: user.id, sv: user.sessionVersion, email: user.email, sub: user.id }, secret: serverSecret() });
  fakeRequest.cookies.set(sessionCookieName(false), token);
  return user;
}

function png(width: number, height: number, alpha = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 40, g: 90, b: 160, alpha } } }).png().toBuffer();
}

interface Parts {
  image?: Buffer;
  mask?: Buffer;
  prompt?: string;
  mode?: string;
  count?: string;
}

async function edit(parts: Parts, signal?: AbortSignal): Promise<Response> {
  const form = new FormData();
  const image = "image" in parts ? parts.image : await png(300, 200);
  const mask = "mask" in parts ? parts.mask : await png(300, 200, 0);
  if (image) form.append("image", new Blob([new Uint8Array(image)], { type: "image/png" }), "photo.png");
  if (mask) form.append("mask", new Blob([new Uint8Array(mask)], { type: "image/png" }), "mask.png");
  for (const name of ["prompt", "mode", "count"] as const) if (parts[name] !== undefined) form.append(name, parts[name]);
  return POST(new Request("http://127.0.0.1/api/tools/ai-image-editor", { method: "POST", body: form, signal }));
}

const marker = () => `m${randomUUID().slice(0, 8)}`;

describe("AI Image Editor", () => {
  it("sends the image, its mask and the prompt to images/edits and answers the edited images at the shape's size", async () => {
    await signIn("basic");
    const word = marker();
    const response = await edit({ prompt: `A red boat ${word}`, count: "2" });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { images: { base64: string; mediaType: string }[] } };
    const sizes = await Promise.all(data.images.map(async (image) => sharp(Buffer.from(image.base64, "base64")).metadata()));
    expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual([["png", 1536, 1024], ["png", 1536, 1024]]);
    const [sent] = fakeAi().requestsWith(word);
    expect(sent?.path).toBe("/v1/images/edits");
    expect(sent?.body).toMatchObject({ model: fakeAi().imageModel, prompt: `A red boat ${word}`, n: "2", size: "1536x1024", image: { file: true }, mask: { file: true } });
  });

  it("checks the description with the provider's moderation first when the server has one, and edits nothing flagged", async () => {
    process.env.AI_MODERATION_MODEL = fakeAi().moderationModel;
    await signIn("basic");
    const word = marker();
    const response = await edit({ prompt: `Something awful [fake:flagged] ${word}` });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, fieldErrors: { prompt: AI_MODERATED_MESSAGE } });
    expect(fakeAi().requestsWith(word).map((r) => r.path)).toEqual(["/v1/moderations"]);
  });

  it("makes variations as an edit of the whole image with the variation prompt, and uses AI_IMAGE_EDIT_MODEL when set", async () => {
    process.env.AI_IMAGE_EDIT_MODEL = "fake-editor-2";
    await signIn("premium");
    const word = marker();
    const response = await edit({ mode: "variation", prompt: word, image: await png(200, 400), mask: await png(200, 400, 0) });
    expect(response.status).toBe(200);
    const sent = fakeAi().requestsWith(word)[0]?.body;
    expect(sent).toMatchObject({ model: "fake-editor-2", size: "1024x1536" });
    // A multipart form's text fields carry line breaks as CRLF (the HTML form encoding rule).
    expect(String(sent?.prompt).replaceAll("\r\n", "\n")).toBe(`${VARIATION_PROMPT}\n\n${word}`);
  });

  it("says AI generation is not enabled without an image model, and that the model cannot edit when configured so", async () => {
    await signIn("premium");
    delete process.env.AI_IMAGE_MODEL;
    const off = await edit({ prompt: "a boat" });
    expect(off.status).toBe(503);
    expect(await off.json()).toMatchObject({ error: AI_NOT_ENABLED_MESSAGE });
    Object.assign(process.env, fakeAi().env(), { AI_IMAGE_EDIT_MODEL: "none" });
    const cannot = await edit({ prompt: "a boat" });
    expect(cannot.status).toBe(503);
    expect(await cannot.json()).toMatchObject({ error: AI_CANNOT_EDIT_MESSAGE });
  });

  it("says the model cannot edit when the provider has no edit endpoint for the image model, and names the model when it was set for edits", async () => {
    await signIn("basic");
    const refused = await edit({ prompt: `${marker()} [fake:error=404]` });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: AI_CANNOT_EDIT_MESSAGE });
    process.env.AI_IMAGE_EDIT_MODEL = "fake-editor-2";
    const unknown = await edit({ prompt: `${marker()} [fake:error=404]` });
    expect(await unknown.json()).toMatchObject({ error: AI_UNKNOWN_MODEL_MESSAGE });
  });

  it("refuses signed-out (401), Free and cancelled-Premium (403) callers before the provider", async () => {
    const word = marker();
    const anonymous = await edit({ prompt: word });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: IMAGE_EDITOR_SIGN_IN });
    await signIn("free");
    const free = await edit({ prompt: word });
    expect(free.status).toBe(403);
    expect(await free.json()).toMatchObject({ error: IMAGE_EDITOR_DENIED });
    fakeRequest.reset(uniqueIp());
    await signIn("premium", "canceled");
    expect((await edit({ prompt: word })).status).toBe(403);
    expect(fakeAi().requestsWith(word)).toHaveLength(0);
  });

  it.each([
    ["a mask of another size", async () => ({ mask: await png(200, 300, 0) }), "The mask is 200 × 300 pixels but the image is 300 × 200: they must be the same size."],
    ["a JPEG mask", async () => ({ mask: await sharp(await png(300, 200)).jpeg().toBuffer() }), "The mask must be a PNG image."],
    ["an image over 4,096 px a side", async () => ({ image: await png(4097, 2), mask: await png(4097, 2, 0) }), "The image is 4,097 × 2 pixels: the AI Image Editor takes up to 4,096 pixels a side. Make it smaller with the Image Resizer first."],
    ["a GIF", async () => ({ image: await sharp(await png(300, 200)).gif().toBuffer() }), "The image is a GIF image: the AI Image Editor takes PNG, JPEG and WebP. Convert it with the Image Converter first."],
    ["no image", async () => ({ image: undefined }), "Choose an image to edit."],
    ["no prompt for an edit", async () => ({ prompt: "   " }), "Describe the change: what the painted area should show."],
    ["five results", async () => ({ count: "5" }), undefined],
  ])("refuses %s (400) before the provider", async (_name, make, message) => {
    await signIn("basic");
    const word = marker();
    const response = await edit({ prompt: word, ...(await make()) });
    expect(response.status).toBe(400);
    if (message) expect(await response.json()).toMatchObject({ error: message });
    expect(fakeAi().requestsWith(word)).toHaveLength(0);
  });

  it("cancels the provider's call when the browser goes away, and never logs the prompt", async () => {
    const logged: unknown[] = [];
    for (const method of ["log", "warn", "error", "info"] as const) vi.spyOn(console, method).mockImplementation((...args) => void logged.push(...args));
    await signIn("basic");
    const word = marker();
    const abort = new AbortController();
    const pending = edit({ prompt: `${word} [fake:slow=20000]` }, abort.signal);
    expect(await eventually(async () => fakeAi().requestsWith(word).length === 1)).toBe(true);
    abort.abort();
    await pending;
    expect(await eventually(async () => fakeAi().requestsWith(word)[0]?.cancelled === true)).toBe(true);
    await edit({ prompt: `${word} [fake:error=400]` });
    expect(logged.map((entry) => inspect(entry, { depth: 6 })).join("\n")).not.toContain(word);
  });

  /** A multipart body that streams `head`, then 64 kB chunks of `fill` without end; `sent()` counts the chunks' bytes. */
  function endless(head: string) {
    let sent = 0;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(head));
      },
      pull(controller) {
        sent += 65_536;
        controller.enqueue(new Uint8Array(65_536).fill(97));
      },
    });
    const request = new Request("http://127.0.0.1/api/tools/ai-image-editor", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    return { request, sent: () => sent };
  }

  it("refuses an upload over its bounds with a 413 while it streams in, without reading the rest", async () => {
    await signIn("basic");
    const file = endless('--x\r\nContent-Disposition: form-data; name="image"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n');
    const response = await POST(file.request);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ ok: false, error: "huge.png is over 10 MB: the AI Image Editor takes an image and its mask up to 10 MB each." });
    expect(file.sent()).toBeLessThan(MAX_UPLOAD_BYTES + 1024 * 1024);

    // Text that never ends a field: the body's own bound.
    const declared = await POST(
      new Request("http://127.0.0.1/api/tools/ai-image-editor", { method: "POST", body: "x", headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(200 * 1024 * 1024) } }),
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: expect.stringContaining("more than the AI Image Editor takes") });
  });

  it("refuses a signed-out or Free caller before it reads the upload", async () => {
    const anonymous = endless('--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n');
    expect((await POST(anonymous.request)).status).toBe(401);
    await signIn("free");
    const free = endless('--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n');
    const response = await POST(free.request);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: IMAGE_EDITOR_DENIED });
    expect(anonymous.sent() + free.sent()).toBeLessThan(4 * 65_536);
  });

  it("refuses a form that is incomplete or has 150,000 fields with a 400 in its own words", async () => {
    await signIn("basic");
    const truncated = await POST(
      new Request("http://127.0.0.1/api/tools/ai-image-editor", {
        method: "POST",
        body: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
        headers: { "content-type": "multipart/form-data; boundary=x" },
      }),
    );
    expect(truncated.status).toBe(400);
    expect(await truncated.json()).toMatchObject({ ok: false, error: "The upload is incomplete or not a valid form. Please try again." });

    const form = new FormData();
    for (let i = 0; i < 150_000; i++) form.append(`f${i}`, "");
    const many = await POST(new Request("http://127.0.0.1/api/tools/ai-image-editor", { method: "POST", body: form }));
    expect(many.status).toBe(400);
    expect(await many.json()).toMatchObject({ ok: false, error: "The upload is incomplete or not a valid form. Please try again." });
  });

  it("edits an image and its mask of more than 10 MB together (each under its 10 MB bound)", async () => {
    await signIn("basic");
    // Noise does not compress: each PNG is close to its 9.6 MB of pixels.
    const noise = (alpha: boolean) => {
      const pixels = Buffer.alloc(1600 * 1500 * 4);
      for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
      if (!alpha) for (let i = 3; i < pixels.length; i += 4) pixels[i] = 255;
      return sharp(pixels, { raw: { width: 1600, height: 1500, channels: 4 } }).png({ compressionLevel: 0 }).toBuffer();
    };
    const [image, mask] = await Promise.all([noise(false), noise(true)]);
    expect(image.byteLength).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    expect(mask.byteLength).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    expect(image.byteLength + mask.byteLength).toBeGreaterThan(10 * 1024 * 1024);
    const word = marker();
    const response = await edit({ prompt: `A lighthouse ${word}`, image, mask });
    expect(response.status).toBe(200);
    expect(fakeAi().requestsWith(word)[0]?.body).toMatchObject({ image: { file: true }, mask: { file: true } });
  });

  it("refuses a second image in the same upload", async () => {
    await signIn("basic");
    const form = new FormData();
    const image = new Blob([new Uint8Array(await png(30, 20))], { type: "image/png" });
    form.append("image", image, "a.png");
    form.append("image", image, "b.png");
    const response = await POST(new Request("http://127.0.0.1/api/tools/ai-image-editor", { method: "POST", body: form }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Send one image, not 2." });
  });
});
