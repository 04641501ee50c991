import { randomUUID } from "node:crypto";
import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { signInWithPlan } from "../support/sign-in";
import { uniqueIp } from "../support/factories";
import { fakeReply, startFakeAi } from "../support/fake-ai";
import { withFakeAi } from "../support/with-fake-ai";
import { prisma } from "@/lib/platform/db";
import { consume } from "@/lib/platform/http/ratelimit";
import {
  AI_BROKEN_OFF_MESSAGE,
  AI_BUSY_MESSAGE,
  AI_CONTENT_FILTER_MESSAGE,
  AI_NOT_ENABLED_MESSAGE,
  AI_REFUSED_KEY_MESSAGE,
  AI_REJECTED_MESSAGE,
  AI_TIMEOUT_MESSAGE,
  AI_UNKNOWN_MODEL_MESSAGE,
  AI_UNREACHABLE_MESSAGE,
} from "@/lib/domain/ai/errors";
import { POST } from "@/app/api/tools/ai-writer/route";
import { GET as historyGet } from "@/app/api/tools/ai-writer/history/route";
import { DELETE as historyDeleteOne } from "@/app/api/tools/ai-writer/history/[id]/route";
import { GET as statusGet } from "@/app/api/ai/status/route";
import { buildPrompt, checkWriterRequest, MAX_INPUT_CHARS, tooLongMessage } from "@/tools/ai-writer/logic/commands";
import { WRITER_DENIED, WRITER_SIGN_IN } from "@/tools/ai-writer/logic/plan";
import { readEvents, type WriterEvent } from "@/tools/ai-writer/logic/stream";
import { WRITER_RATE_LIMIT } from "@/tools/ai-writer/server/handler";

/**
 * The AI Writer's route (app/api/tools/ai-writer) against the fake OpenAI-compatible server of tests/support/fake-ai.ts:
 * who may call it, what reaches the provider, the stream, the provider's failures and cancellation.
 */

const API_KEY = "sk-fake-integration-key";
const fakeAi = withFakeAi({ apiKey: API_KEY });

beforeEach(() => {
  fakeRequest.reset(uniqueIp());
});
afterEach(() => {
  vi.restoreAllMocks();
});


function writerRequest(body: Record<string, unknown>, signal?: AbortSignal): Request {
  return new Request("http://127.0.0.1/api/tools/ai-writer", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
    signal,
  });
}

/** A word that appears only in this test's prompt, to find its request on the shared fake server. */
function marker(): string {
  return `marker${randomUUID().slice(0, 8)}`;
}

async function readAll(response: Response): Promise<WriterEvent[]> {
  const text = await response.text();
  return readEvents(`${text}\n`).events;
}

function textOf(events: WriterEvent[]): string {
  return events.map((e) => (e.type === "text" ? e.text : "")).join("");
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Never happened: ${what}`);
}

describe("AI Writer: who may call it", () => {
  it("says AI generation is not enabled when no provider is configured, whoever asks", async () => {
    delete process.env.AI_BASE_URL;
    await signInWithPlan("premium");
    const response = await POST(writerRequest({ command: "fix", text: "Teh cat" }));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ok: false, error: AI_NOT_ENABLED_MESSAGE });
    expect(await statusGet().json()).toEqual({ text: false, image: false, imageEdit: false });
  });

  it("reports a configured provider's capabilities", async () => {
    expect(await statusGet().json()).toEqual({ text: true, image: true, imageEdit: true });
    delete process.env.AI_IMAGE_MODEL;
    expect(await statusGet().json()).toEqual({ text: true, image: false, imageEdit: false });
  });

  it("refuses a signed-out caller (401), a Free account and a cancelled plan (403), and calls no provider", async () => {
    const word = marker();
    const anonymous = await POST(writerRequest({ command: "fix", text: word }));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: "unauthenticated", error: WRITER_SIGN_IN });

    await signInWithPlan("free");
    const free = await POST(writerRequest({ command: "fix", text: word }));
    expect(free.status).toBe(403);
    expect(await free.json()).toMatchObject({ code: "forbidden", error: WRITER_DENIED });

    fakeRequest.reset(uniqueIp());
    await signInWithPlan("premium", "canceled");
    expect((await POST(writerRequest({ command: "fix", text: word }))).status).toBe(403);
    expect(fakeAi().requestsWith(word)).toHaveLength(0);
  });

  it("refuses a text over the limit with its length, and a bad command, before the provider", async () => {
    await signInWithPlan("basic");
    const word = marker();
    const long = `${word} ${"a".repeat(MAX_INPUT_CHARS)}`;
    const response = await POST(writerRequest({ command: "shorten", text: long }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "validation", error: tooLongMessage(long.length), fieldErrors: { text: tooLongMessage(long.length) } });
    const bad = await POST(writerRequest({ command: "rewrite-everything", text: word }));
    expect(bad.status).toBe(400);
    expect(fakeAi().requestsWith(word)).toHaveLength(0);
  });

  it("rate-limits an account", async () => {
    const user = await signInWithPlan("basic");
    await consume("ai-writer", WRITER_RATE_LIMIT, user.id, WRITER_RATE_LIMIT.points);
    const word = marker();
    const response = await POST(writerRequest({ command: "fix", text: word }));
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ code: "rate_limited" });
    expect(fakeAi().requestsWith(word)).toHaveLength(0);
  });
});

describe("AI Writer: the answer", () => {
  it("streams the provider's answer as it comes, built from the command's own prompt, and keeps it in the history", async () => {
    const user = await signInWithPlan("basic");
    const word = marker();
    const text = `Our ${word} cafe opens at nine and closes late, every single day of the week.`;
    const response = await POST(writerRequest({ command: "shorten", text, length: "short", tone: "formal" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const events = await readAll(response);
    expect(events.filter((e) => e.type === "text").length).toBeGreaterThan(3);
    expect(events.at(-1)).toEqual({ type: "end", truncated: false });

    const [sent] = fakeAi().requestsWith(word);
    const expected = buildPrompt(defined(checkWriterRequest({ command: "shorten", text, length: "short", tone: "formal" })));
    expect(sent?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.body).toMatchObject({
      model: fakeAi().textModel,
      stream: true,
      max_tokens: expected.maxOutputTokens,
      messages: [
        { role: "system", content: expected.system },
        { role: "user", content: expected.prompt },
      ],
    });
    const reply = fakeReply(fakeAi().textModel, [{ role: "system", content: expected.system }, { role: "user", content: expected.prompt }]);
    expect(textOf(events)).toBe(reply);

    const history = await (await historyGet(new Request("http://127.0.0.1/api/tools/ai-writer/history"))).json();
    expect(history.data.items).toHaveLength(1);
    expect(history.data.items[0]).toMatchObject({ command: "shorten", input: text, output: reply });
    expect(await prisma.aiWriting.count({ where: { userId: user.id } })).toBe(1);
  });

  it("says when the output cap cut the answer short", async () => {
    await signInWithPlan("premium");
    const events = await readAll(await POST(writerRequest({ command: "lengthen", text: `${marker()} [fake:length]` })));
    expect(events.at(-1)).toEqual({ type: "end", truncated: true });
  });

  it.each([
    ["[fake:error=401]", 503, AI_REFUSED_KEY_MESSAGE],
    ["[fake:error=404]", 503, AI_UNKNOWN_MODEL_MESSAGE],
    ["[fake:error=400]", 502, AI_REJECTED_MESSAGE],
    ["[fake:error=429]", 503, AI_BUSY_MESSAGE],
    ["[fake:filter]", 502, AI_CONTENT_FILTER_MESSAGE],
  ])("turns a provider that answers %s into %i with its own message, and logs neither prompt nor key", async (directive, status, message) => {
    const logged: unknown[] = [];
    for (const method of ["log", "warn", "error", "info"] as const) vi.spyOn(console, method).mockImplementation((...args) => void logged.push(...args));
    const user = await signInWithPlan("basic");
    const word = marker();
    const response = await POST(writerRequest({ command: "improve", text: `${word} ${directive}` }));
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ ok: false, error: message });
    // Inspected as the console prints them: an SDK error object would show its request body, the prompt.
    const text = logged.map((entry) => inspect(entry, { depth: 6 })).join("\n");
    expect(text).not.toContain(word);
    expect(text).not.toContain(API_KEY);
    expect(await prisma.aiWriting.count({ where: { userId: user.id } })).toBe(0);
  });

  it("says the provider refused the server's key when AI_API_KEY is wrong", async () => {
    process.env.AI_API_KEY = "sk-wrong";
    await signInWithPlan("basic");
    const response = await POST(writerRequest({ command: "fix", text: marker() }));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: AI_REFUSED_KEY_MESSAGE });
  });

  it("says the provider could not be reached when nothing listens at AI_BASE_URL", async () => {
    const closed = await startFakeAi();
    const url = closed.url;
    await closed.stop();
    process.env.AI_BASE_URL = url;
    await signInWithPlan("basic");
    const response = await POST(writerRequest({ command: "fix", text: marker() }));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: AI_UNREACHABLE_MESSAGE });
  });

  it("ends with the provider's time limit when it does not answer in time, and cancels the call", async () => {
    process.env.AI_TIMEOUT_SECONDS = "5";
    await signInWithPlan("basic");
    const word = marker();
    const response = await POST(writerRequest({ command: "fix", text: `${word} [fake:slow=20000]` }));
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: AI_TIMEOUT_MESSAGE });
    await until(() => fakeAi().requestsWith(word).every((r) => r.cancelled), "the provider call was cancelled");
  });

  it("keeps the text that came and ends with an error line when the provider breaks off mid-answer", async () => {
    const user = await signInWithPlan("basic");
    const response = await POST(writerRequest({ command: "continue", text: `${marker()} [fake:cut]` }));
    expect(response.status).toBe(200);
    const events = await readAll(response);
    expect(textOf(events).length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({ type: "error", error: AI_BROKEN_OFF_MESSAGE });
    expect(await prisma.aiWriting.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("AI Writer: Stop", () => {
  it("cancels the provider's call when the page stops reading, and keeps nothing in the history", async () => {
    const user = await signInWithPlan("basic");
    const word = marker();
    const response = await POST(writerRequest({ command: "lengthen", text: `${word} [fake:drip=200]` }));
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await reader.cancel();
    await until(() => fakeAi().requestsWith(word)[0]?.cancelled === true, "the provider call was cancelled");
    expect(fakeAi().requestsWith(word)[0]?.completed).toBe(false);
    expect(await prisma.aiWriting.count({ where: { userId: user.id } })).toBe(0);
  });

  it("cancels the provider's call when the browser goes away before the answer starts", async () => {
    await signInWithPlan("basic");
    const word = marker();
    const abort = new AbortController();
    const pending = POST(writerRequest({ command: "fix", text: `${word} [fake:slow=20000]` }, abort.signal));
    await until(() => fakeAi().requestsWith(word).length === 1, "the provider was called");
    abort.abort();
    await pending;
    await until(() => fakeAi().requestsWith(word)[0]?.cancelled === true, "the provider call was cancelled");
  });
});

describe("AI Writer: history", () => {
  it("deletes one result of its owner only", async () => {
    const owner = await signInWithPlan("basic");
    const row = await prisma.aiWriting.create({ data: { userId: owner.id, command: "fix", input: "a", output: "b" } });
    fakeRequest.reset(uniqueIp());
    await signInWithPlan("basic");
    const params = { params: Promise.resolve({ id: row.id }) };
    const stranger = await historyDeleteOne(new Request("http://127.0.0.1/api/tools/ai-writer/history/x", { method: "DELETE" }), params);
    expect(stranger.status).toBe(404);
    expect(await prisma.aiWriting.count({ where: { id: row.id } })).toBe(1);
  });
});

function defined<T>(check: { ok: true; request: T } | { ok: false }): T {
  if (!check.ok) throw new Error("the request was refused");
  return check.request;
}
