import "server-only";
import { currentCaller } from "@/lib/domain/actions/actor";
import { aiFailureResponse } from "@/lib/domain/ai/access";
import { moderate } from "@/lib/domain/ai/moderation";
import { withAiCredit, type AiCaller } from "@/lib/domain/ai/credit-store";
import { textEndpoint } from "@/lib/domain/ai/config";
import { AI_NOT_ENABLED_MESSAGE, AiProviderError } from "@/lib/domain/ai/errors";
import { streamProviderText, type TextEvent } from "@/lib/domain/ai/text";
import { UserFacingError } from "@/lib/platform/errors";
import { consume } from "@/lib/platform/http/ratelimit";
import { readJson } from "@/lib/platform/http/request";
import { buildPrompt, checkWriterRequest, MAX_INPUT_CHARS, type WriterRequest } from "../logic/commands";
import { WRITER_RULE } from "../logic/plan";
import type { WriterEvent } from "../logic/stream";
import { saveWriting } from "./history";

/**
 * POST /api/tools/ai-writer (app/api/tools/ai-writer/route.ts): one command of the AI Writer, answered as a stream of
 * JSON lines (logic/stream.ts). In order, before the provider is called: the provider is configured (503), the
 * request (400, logic/commands.ts), the rate limit of the account or address (429), then one AI text credit
 * (lib/domain/ai/credit-store.ts: 401 signed out, 403 a plan without AI credits, 429 this month's credits used). The answer
 * starts only once the provider has started writing, so a provider that fails at once gets its own status and
 * message; a failure later ends the stream with an error line after the text that came. Stop in the page (the
 * browser cancels the response) and a browser that goes away cancel the provider's call.
 *
 * Prompts and results are never logged; a finished result is kept in the account's history (server/history.ts).
 */

/** Requests per account: a burst of writing, not a script. */
export const WRITER_RATE_LIMIT = { points: 30, duration: 10 * 60 };

/** The body: the request's JSON with room for a text at the limit written as JSON escapes. */
const MAX_BODY_BYTES = MAX_INPUT_CHARS * 12 + 1_024;

function line(event: WriterEvent): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(event)}\n`);
}

export async function handleWriter(request: Request): Promise<Response> {
  const upstream = new AbortController();
  const onClientGone = () => upstream.abort();
  request.signal.addEventListener("abort", onClientGone, { once: true });
  try {
    const caller = await currentCaller();
    const writerRequest = await admitWriterRequest(caller, await readJson(request, MAX_BODY_BYTES), upstream.signal);
    const userId = caller.user?.id ?? null;
    // The credit covers the whole answer (lib/domain/ai/credit-store.ts): the response is handed out as soon as the
    // provider has started writing, and the credit is settled when the stream ends: kept for a finished answer, given
    // back for a failure, a Stop or a browser that went away.
    return await new Promise<Response>((resolve, reject) => {
      withAiCredit(caller, "text", 1, upstream.signal, (signal) => streamAnswer(writerRequest, userId, signal, upstream, resolve), { refusal: WRITER_RULE }).catch(reject);
    });
  } catch (error) {
    upstream.abort();
    // The browser went away before the answer started: no one reads this answer, and nothing failed to log.
    if (error instanceof Unfinished) return new Response(null, { status: 499, headers: { "Cache-Control": "no-store" } });
    return aiFailureResponse(error, "The AI Writer failed on our side. Please try again.");
  }
}

/**
 * The checks before a credit is reserved, shared by the page's stream and the REST API: the provider is configured,
 * the request (any JSON) is one the writer takes, the account or address is within the rate limit, and the provider's
 * moderation (when the server has one) passes the text.
 */
async function admitWriterRequest(caller: AiCaller, body: unknown, signal: AbortSignal): Promise<WriterRequest> {
  if (!textEndpoint()) throw new AiProviderError(AI_NOT_ENABLED_MESSAGE, 503);
  const checked = checkWriterRequest(body);
  if (!checked.ok) throw new UserFacingError(checked.error, "validation", "Error", { [checked.field]: checked.error });
  await consume("ai-writer", WRITER_RATE_LIMIT, caller.user?.id ?? `ip:${caller.ip}`);
  await moderate([checked.request.text], "text", signal);
  return checked.request;
}

/**
 * One command answered whole, for the REST API's /ai/text: the same checks and credit as the page, the text collected
 * from the provider's stream. A stream that fails or is cut part-way throws (the credit goes back); nothing is kept in
 * the writer's history, which is the page's.
 */
export async function writeText(caller: AiCaller, body: unknown, signal: AbortSignal): Promise<{ text: string; truncated: boolean }> {
  const writerRequest = await admitWriterRequest(caller, body, signal);
  return withAiCredit(
    caller,
    "text",
    1,
    signal,
    async (signal) => {
      let text = "";
      for await (const event of streamProviderText({ ...buildPrompt(writerRequest), signal })) {
        if (event.type === "text") text += event.text;
        else return { text, truncated: event.truncated };
      }
      throw new Unfinished("stopped before the answer ended");
    },
    { refusal: WRITER_RULE },
  );
}

/** Why a stream ended without a finished answer: its credit goes back. */
class Unfinished extends Error {}

/**
 * Calls the provider and hands the streamed Response to `respond` once the first event has come; resolves when the
 * answer is finished, rejects when it failed, was stopped or was cut (withAiCredit then gives the credit back).
 */
async function streamAnswer(writerRequest: WriterRequest, userId: string | null, signal: AbortSignal, upstream: AbortController, respond: (response: Response) => void): Promise<void> {
  const events = streamProviderText({ ...buildPrompt(writerRequest), signal });
  let first: IteratorResult<TextEvent>;
  try {
    // The first event before answering: a provider that refuses at once gets its status, not a 200 with an error line.
    first = await events.next();
  } catch (error) {
    await events.return(undefined);
    throw error;
  }
  if (first.done) throw new Unfinished("stopped before the answer started");
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const ended = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  let result = "";
  let finished = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.value.type === "text") result += first.value.text;
      controller.enqueue(line(first.value.type === "text" ? { type: "text", text: first.value.text } : { type: "end", truncated: first.value.truncated }));
      if (first.value.type === "end") finished = true;
    },
    async pull(controller) {
      if (finished) {
        // Saved before the stream ends, so the history the page reloads next already holds it.
        if (userId) await saveWriting(userId, writerRequest, result).catch(() => console.warn("[ai-writer] a result could not be saved to the history"));
        controller.close();
        settle.resolve();
        return;
      }
      try {
        const next = await events.next();
        if (next.done) {
          // Stopped: the browser went away or cancelled, nothing more to send.
          controller.close();
          settle.reject(new Unfinished("stopped"));
          return;
        }
        if (next.value.type === "text") {
          result += next.value.text;
          controller.enqueue(line({ type: "text", text: next.value.text }));
        } else {
          finished = true;
          controller.enqueue(line({ type: "end", truncated: next.value.truncated }));
        }
      } catch (error) {
        const message = error instanceof AiProviderError ? error.message : "The AI Writer failed on our side. Please try again.";
        controller.enqueue(line({ type: "error", error: message }));
        controller.close();
        settle.reject(error);
      }
    },
    async cancel() {
      upstream.abort();
      await events.return(undefined);
      settle.reject(new Unfinished("cancelled"));
    },
  });
  respond(
    new Response(body, {
      headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
    }),
  );
  await ended;
}
